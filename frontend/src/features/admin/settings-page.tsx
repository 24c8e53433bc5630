import { type CancellationPolicyView, describeCancellationPolicy, POLICY_LIMITS } from '@luggage/contracts';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { Button } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/spinner';
import { type ApiData, useApiData } from '../../lib/use-api-data';
import { usePageTitle } from '../../lib/use-page-title';
import { getBagProtection, getCancellationPolicy, getVatSettings, saveCancellationPolicy } from './api/settings';
import { BagProtectionForm } from './components/bag-protection-form';
import { VatSettingsForm } from './components/vat-settings-form';
import { InputField } from '../../components/ui/form-field';
import { type FieldErrors, numberField } from './hooks/use-admin-form';

function PolicyForm({ initial }: { initial: CancellationPolicyView }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState({ hours: String(initial.freeCancellationHours), percent: String(initial.lateRefundPercent) });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const hours = Number(draft.hours);
  const percent = Number(draft.percent);
  const preview = draft.hours !== '' && draft.percent !== '' && Number.isFinite(hours) && Number.isFinite(percent)
    ? describeCancellationPolicy({ freeCancellationHours: hours, lateRefundPercent: percent })
    : null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setErrors({});
    setMessage(null);
    try {
      const policy = await saveCancellationPolicy({ freeCancellationHours: numberField(data, 'freeCancellationHours'), lateRefundPercent: numberField(data, 'lateRefundPercent') });
      setSaved(policy);
      setMessage({ ok: true, text: 'Saved. New cancellations and changes follow this policy.' });
    } catch (error) {
      console.warn('Could not save the policy', error);
      const fields = error instanceof ApiError ? error.errors : {};
      if (Object.keys(fields).length > 0) setErrors(fields);
      else setMessage({ ok: false, text: error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : 'Something went wrong. Please try again.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form ref={formRef} className="admin-form" onSubmit={submit} noValidate>
      <div className="admin-form__pair">
        <InputField idPrefix="admin" name="freeCancellationHours" label="Free cancellation until (hours before handover)" type="number" min={0} max={POLICY_LIMITS.hoursMax} step={1}
          value={draft.hours} onChange={(e) => setDraft({ ...draft, hours: e.target.value })} errors={errors.freeCancellationHours} />
        <InputField idPrefix="admin" name="lateRefundPercent" label="Late cancellation refund (%)" type="number" min={0} max={POLICY_LIMITS.percentMax} step={1}
          value={draft.percent} onChange={(e) => setDraft({ ...draft, percent: e.target.value })} errors={errors.lateRefundPercent} />
      </div>
      <div className="admin-policy-preview">
        <p className="admin-muted">Customers will read:</p>
        <p>{preview ?? '…'}</p>
      </div>
      <div role="alert" className="admin-message-slot">
        {message && !message.ok && <p className="admin-message admin-message--error">{message.text}</p>}
      </div>
      <div role="status" className="admin-message-slot">
        {message?.ok && <p className="admin-message admin-message--ok">{message.text}</p>}
      </div>
      <div className="admin-form__actions">
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? 'Saving…' : 'Save policy'}
        </Button>
      </div>
      <p className="admin-muted">In force now: {saved.summary}</p>
    </form>
  );
}

/** /admin-dashboard/settings: the cancellation policy the server applies to every booking, and the cover per bag it states. */
export function SettingsPage() {
  usePageTitle('Settings');
  const policy = useApiData(getCancellationPolicy, 'cancellation-policy');
  const cover = useApiData(getBagProtection, 'bag-protection');
  const vat = useApiData(getVatSettings, 'vat');
  return (
    <section className="admin-form-page" aria-labelledby="admin-settings-title">
      <div className="admin-card">
        <p className="eyebrow">Settings</p>
        <h1 id="admin-settings-title" className="admin-card__title">
          Cancellation policy
        </h1>
        <p className="admin-card__intro">How long customers may cancel or change for free, and what a later cancellation refunds.</p>
        <Loaded state={policy} what="policy">{(data) => <PolicyForm initial={data} />}</Loaded>
      </div>
      <div className="admin-card">
        <h2 className="admin-card__title">Bag protection</h2>
        <p className="admin-card__intro">How much each bag is covered for while you look after it. Nothing is said about cover until you set it.</p>
        <Loaded state={cover} what="bag protection">{(data) => <BagProtectionForm initial={data} />}</Loaded>
      </div>
      <div className="admin-card">
        <h2 className="admin-card__title">VAT</h2>
        <p className="admin-card__intro">Your VAT registration and the business every invoice, credit note and receipt names. Each paid booking gets an invoice; each refund a credit note.</p>
        <Loaded state={vat} what="VAT settings">{(data) => <VatSettingsForm initial={data} />}</Loaded>
      </div>
    </section>
  );
}

/** A form once its settings have loaded, a spinner meanwhile, or the error with a retry. */
function Loaded<T>({ state, what, children }: { state: ApiData<T>; what: string; children: (data: T) => ReactNode }) {
  if (state.data) return children(state.data);
  if (state.loading && !state.error) return <PageSpinner label={`Loading the ${what}…`} />;
  return (
    <div role="alert" className="admin-form">
      <p className="admin-message admin-message--error">{state.error?.message ?? `The ${what} could not be loaded.`}</p>
      <div className="admin-form__actions">
        <Button onClick={state.reload}>Try again</Button>
      </div>
    </div>
  );
}
