import { formatPounds, type PromoCodeRequest, type PromoCodeView } from '@luggage/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button';
import { InputField, SelectField } from '../../components/ui/form-field';
import { PageSpinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api-client';
import { useApiData } from '../../lib/use-api-data';
import { usePageTitle } from '../../lib/use-page-title';
import { createPromoCode, deactivatePromoCode, getPromoCodesPage, type PromoCodesPageData } from './api/promo-codes';
import type { FieldErrors } from './hooks/use-admin-form';

type Message = { ok: boolean; text: string } | null;

const failureText = (error: unknown) =>
  error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : 'Something went wrong. Please try again.';

/** A number field as the API takes it: its number, or null when left empty (the server names anything else). */
const numberOrNull = (value: FormDataEntryValue | null): number | null => {
  const text = String(value ?? '').trim();
  return text === '' ? null : Number(text);
};

/** The ids of a group of checkboxes that are ticked. */
const ticked = (data: FormData, name: string): number[] => data.getAll(name).map(Number);

/** The form's fields as POST /api/admin/promo-codes takes them (exactly one of percentOff and amountOff). */
function requestFrom(data: FormData, kind: 'percent' | 'amount'): PromoCodeRequest {
  const off = numberOrNull(data.get('off'));
  return {
    code: String(data.get('code') ?? ''),
    ...(kind === 'percent' ? { percentOff: off } : { amountOff: off }),
    validFrom: String(data.get('validFrom') ?? ''),
    validTo: String(data.get('validTo') ?? ''),
    maxUses: numberOrNull(data.get('maxUses')) as number,
    maxUsesPerEmail: numberOrNull(data.get('maxUsesPerEmail')),
    minSpend: numberOrNull(data.get('minSpend')),
    locationIds: ticked(data, 'locationIds'),
    itemIds: ticked(data, 'itemIds'),
  };
}

function Choices({ legend, name, options, errors }: { legend: string; name: string; options: { id: number; label: string }[]; errors?: string[] }) {
  return (
    <fieldset className="admin-staff__points">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.id} className="admin-staff__point">
          <input type="checkbox" name={name} value={option.id} /> {option.label}
        </label>
      ))}
      {errors && <p className="admin-field__errors">{errors.join(' ')}</p>}
    </fieldset>
  );
}

function CreateForm({ data, onCreated }: { data: PromoCodesPageData; onCreated: (code: PromoCodeView) => void }) {
  const [kind, setKind] = useState<'percent' | 'amount'>('percent');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<Message>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    setBusy(true);
    setErrors({});
    setMessage(null);
    try {
      const created = await createPromoCode(requestFrom(new FormData(form), kind));
      form.reset();
      setMessage({ ok: true, text: `Code ${created.code} created.` });
      onCreated(created);
    } catch (error) {
      const fields = error instanceof ApiError ? error.errors : {};
      if (Object.keys(fields).length > 0) setErrors({ ...fields, off: [...(fields.percentOff ?? []), ...(fields.amountOff ?? [])] });
      else setMessage({ ok: false, text: failureText(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="admin-form" onSubmit={submit} noValidate aria-labelledby="admin-promo-new">
      <h2 id="admin-promo-new" className="admin-card__title">
        New code
      </h2>
      <div className="admin-form__pair">
        <InputField idPrefix="promo" name="code" label="Code" hint="Letters, digits and dashes; stored in capitals." autoComplete="off" errors={errors.code} />
        <SelectField idPrefix="promo" name="kind" label="Takes off" value={kind} onChange={(event) => setKind(event.target.value as 'percent' | 'amount')}>
          <option value="percent">A percentage of storage</option>
          <option value="amount">An amount (£)</option>
        </SelectField>
        <InputField idPrefix="promo" name="off" label={kind === 'percent' ? 'Percentage off' : 'Amount off (£)'} inputMode="decimal" errors={errors.off?.length ? errors.off : undefined} />
      </div>
      <div className="admin-form__pair">
        <InputField idPrefix="promo" name="validFrom" label="First valid day" hint="DD-MM-YYYY" autoComplete="off" errors={errors.validFrom} />
        <InputField idPrefix="promo" name="validTo" label="Last valid day" hint="DD-MM-YYYY" autoComplete="off" errors={errors.validTo} />
      </div>
      <div className="admin-form__pair">
        <InputField idPrefix="promo" name="maxUses" label="Number of uses" inputMode="numeric" errors={errors.maxUses} />
        <InputField idPrefix="promo" name="maxUsesPerEmail" label="Uses per email" hint="Empty: no limit per email." inputMode="numeric" errors={errors.maxUsesPerEmail} />
        <InputField idPrefix="promo" name="minSpend" label="Minimum spend (£)" hint="Storage after its discounts. Empty: none." inputMode="decimal" errors={errors.minSpend} />
      </div>
      <p className="admin-muted">A code applies to storage after the item and night discounts, never to collection or delivery fees. Tick nothing to allow every point or item.</p>
      <Choices legend="Points" name="locationIds" options={data.locations.map((point) => ({ id: point.id, label: point.Location }))} errors={errors.locationIds} />
      <Choices legend="Items (the basket must hold one of them)" name="itemIds" options={data.items.map((item) => ({ id: item.id, label: item.storage_item }))} errors={errors.itemIds} />
      <div role="alert" className="admin-message-slot">
        {message && !message.ok && <p className="admin-message admin-message--error">{message.text}</p>}
      </div>
      <div role="status" className="admin-message-slot">
        {message?.ok && <p className="admin-message admin-message--ok">{message.text}</p>}
      </div>
      <div className="admin-form__actions">
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? 'Creating…' : 'Create code'}
        </Button>
      </div>
    </form>
  );
}

const offText = (code: PromoCodeView) => (code.percentOff !== null ? `${code.percentOff} %` : formatPounds(Math.round((code.amountOff ?? 0) * 100)));

function CodeRow({ code, data, onChanged }: { code: PromoCodeView; data: PromoCodesPageData; onChanged: (code: PromoCodeView) => void }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const names = (ids: number[], all: { id: number; label: string }[]) => (ids.length === 0 ? 'All' : ids.map((id) => all.find((entry) => entry.id === id)?.label ?? `#${id}`).join(', '));
  const deactivate = async () => {
    setBusy(true);
    setFailure(null);
    try {
      onChanged(await deactivatePromoCode(code.id));
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <tr>
      <th scope="row">{code.code}</th>
      <td>{offText(code)}</td>
      <td>
        {code.validFrom} to {code.validTo}
      </td>
      <td>
        {code.usesSpent} spent, {code.usesLeft} left of {code.maxUses}
        {code.maxUsesPerEmail !== null && ` (${code.maxUsesPerEmail} per email)`}
        {code.overUses > 0 && <strong>{` ${code.overUses} over the limit (paid after their hold ended)`}</strong>}
      </td>
      <td>{code.minSpend > 0 ? formatPounds(Math.round(code.minSpend * 100)) : 'None'}</td>
      <td>{names(code.locationIds, data.locations.map((point) => ({ id: point.id, label: point.Location })))}</td>
      <td>{names(code.itemIds, data.items.map((item) => ({ id: item.id, label: item.storage_item })))}</td>
      <td>
        {code.active ? (
          <Button variant="secondary" onClick={deactivate} disabled={busy} aria-label={`Deactivate ${code.code}`}>
            Deactivate
          </Button>
        ) : (
          'Deactivated'
        )}
        {failure && <p className="admin-message admin-message--error">{failure}</p>}
      </td>
    </tr>
  );
}

/** /admin-dashboard/promo-codes: make codes, see each one's uses spent and left, deactivate one. */
export function PromoCodesPage() {
  usePageTitle('Promo codes');
  const { data, error, loading, reload } = useApiData(getPromoCodesPage, 'promo-codes');
  const [codes, setCodes] = useState<PromoCodeView[] | null>(null);
  const list = codes ?? data?.codes ?? [];
  const replace = (code: PromoCodeView) => setCodes([code, ...list.filter((entry) => entry.id !== code.id)].sort((a, b) => b.createdAt.localeCompare(a.createdAt)));

  if (!data) {
    return loading && !error ? (
      <PageSpinner label="Loading the promo codes…" />
    ) : (
      <div role="alert">
        <p className="admin-message admin-message--error">{error?.message ?? 'The promo codes could not be loaded.'}</p>
        <Button onClick={reload}>Try again</Button>
      </div>
    );
  }
  return (
    <section className="admin-form-page" aria-labelledby="admin-promo-title">
      <div className="admin-card">
        <p className="eyebrow">Promo codes</p>
        <h1 id="admin-promo-title" className="admin-card__title">
          Promo codes
        </h1>
        <p className="admin-card__intro">Customers type a code on the summary of their booking. A cancelled booking gives its use back.</p>
        <CreateForm data={data} onCreated={replace} />
      </div>
      {list.length === 0 ? (
        <p className="admin-muted">No codes yet.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">Promo codes, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Code</th>
                <th scope="col">Off</th>
                <th scope="col">Valid</th>
                <th scope="col">Uses</th>
                <th scope="col">Minimum spend</th>
                <th scope="col">Points</th>
                <th scope="col">Items</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {list.map((code) => (
                <CodeRow key={code.id} code={code} data={data} onChanged={replace} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
