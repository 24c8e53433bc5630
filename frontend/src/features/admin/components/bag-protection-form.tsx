import { BAG_COVER_MAX, type BagProtectionView, describeBagProtection, poundsToPence } from '@luggage/contracts';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/form-field';
import { saveBagProtection } from '../api/settings';
import type { FieldErrors } from '../hooks/use-admin-form';

/** '' states no cover; a number is sent as one; anything else as typed, for the server to name the problem. */
function coverOf(raw: string): number | string | null {
  const text = raw.trim();
  if (text === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : text;
}

/** The cover per bag the summary, the confirmation email and the Terms state; empty states none. */
export function BagProtectionForm({ initial }: { initial: BagProtectionView }) {
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState(initial.coverPerBag === null ? '' : String(initial.coverPerBag));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const cover = coverOf(draft);
  const preview = cover === null ? 'Nothing: no cover is stated.' : typeof cover === 'number' && cover > 0 ? describeBagProtection(poundsToPence(cover)) : '…';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setErrors({});
    setMessage(null);
    try {
      setSaved(await saveBagProtection({ coverPerBag: cover }));
      setMessage({ ok: true, text: cover === null ? 'Saved. No cover is stated.' : 'Saved. The summary, the confirmation email and the Terms state this cover.' });
    } catch (error) {
      console.warn('Could not save the bag protection', error);
      const fields = error instanceof ApiError ? error.errors : {};
      if (Object.keys(fields).length > 0) setErrors(fields);
      else setMessage({ ok: false, text: error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : 'Something went wrong. Please try again.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="admin-form" onSubmit={submit} noValidate aria-label="Bag protection">
      <InputField idPrefix="admin" name="coverPerBag" label="Cover per bag (£)" type="number" min={1} max={BAG_COVER_MAX} step={0.01} inputMode="decimal"
        hint="Leave empty to state no cover." value={draft} onChange={(e) => setDraft(e.target.value)} errors={errors.coverPerBag} />
      <div className="admin-policy-preview">
        <p className="admin-muted">Customers will read:</p>
        <p>{preview}</p>
      </div>
      <div role="alert" className="admin-message-slot">
        {message && !message.ok && <p className="admin-message admin-message--error">{message.text}</p>}
      </div>
      <div role="status" className="admin-message-slot">
        {message?.ok && <p className="admin-message admin-message--ok">{message.text}</p>}
      </div>
      <div className="admin-form__actions">
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? 'Saving…' : 'Save bag protection'}
        </Button>
      </div>
      <p className="admin-muted">In force now: {saved.summary ?? 'no cover is stated.'}</p>
    </form>
  );
}
