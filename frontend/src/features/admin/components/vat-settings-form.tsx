import { VAT_LIMITS, type VatSettings } from '@luggage/contracts';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../components/ui/button';
import { InputField, TextAreaField } from '../../../components/ui/form-field';
import { saveVatSettings } from '../api/settings';
import type { FieldErrors } from '../hooks/use-admin-form';

/** A number is sent as one; anything else as typed, for the server to name the problem. */
function rateOf(raw: string): number | string {
  const value = Number(raw.trim());
  return raw.trim() !== '' && Number.isFinite(value) ? value : raw;
}

/** The VAT number, rate and legal name and address every invoice, credit note and receipt states. */
export function VatSettingsForm({ initial }: { initial: VatSettings }) {
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState({ vatNumber: initial.vatNumber ?? '', ratePercent: String(initial.ratePercent), legalName: initial.legalName, address: initial.address });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const edit = (field: keyof typeof draft) => (event: { target: { value: string } }) => setDraft({ ...draft, [field]: event.target.value });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setErrors({});
    setMessage(null);
    try {
      const next = await saveVatSettings({ vatNumber: draft.vatNumber.trim() || null, ratePercent: rateOf(draft.ratePercent), legalName: draft.legalName, address: draft.address });
      setSaved(next);
      setDraft({ ...draft, vatNumber: next.vatNumber ?? '' });
      setMessage({ ok: true, text: next.vatNumber ? 'Saved. Payments from now on get VAT invoices.' : 'Saved. Without a VAT number, payments get receipts, not VAT invoices.' });
    } catch (error) {
      console.warn('Could not save the VAT settings', error);
      const fields = error instanceof ApiError ? error.errors : {};
      if (Object.keys(fields).length > 0) setErrors(fields);
      else setMessage({ ok: false, text: error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : 'Something went wrong. Please try again.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="admin-form" onSubmit={submit} noValidate aria-label="VAT">
      <InputField idPrefix="admin-vat" name="vatNumber" label="VAT number" hint="GB and 9 or 12 digits. Leave empty while you are not registered: documents are then receipts."
        value={draft.vatNumber} onChange={edit('vatNumber')} errors={errors.vatNumber} autoComplete="off" />
      <InputField idPrefix="admin-vat" name="ratePercent" label="VAT rate (%)" type="number" min={0} max={VAT_LIMITS.ratePercentMax} step={1} inputMode="numeric"
        hint="Prices include VAT." value={draft.ratePercent} onChange={edit('ratePercent')} errors={errors.ratePercent} />
      <InputField idPrefix="admin-vat" name="legalName" label="Legal name" maxLength={VAT_LIMITS.legalNameMax} value={draft.legalName} onChange={edit('legalName')} errors={errors.legalName} />
      <TextAreaField idPrefix="admin-vat" name="address" label="Address" rows={3} maxLength={VAT_LIMITS.addressMax} value={draft.address} onChange={edit('address')} errors={errors.address} />
      <div role="alert" className="admin-message-slot">
        {message && !message.ok && <p className="admin-message admin-message--error">{message.text}</p>}
      </div>
      <div role="status" className="admin-message-slot">
        {message?.ok && <p className="admin-message admin-message--ok">{message.text}</p>}
      </div>
      <div className="admin-form__actions">
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? 'Saving…' : 'Save VAT settings'}
        </Button>
      </div>
      <p className="admin-muted">In force now: {saved.vatNumber ? `VAT invoices under ${saved.vatNumber} at ${saved.ratePercent} %.` : 'receipts (no VAT number).'}</p>
    </form>
  );
}
