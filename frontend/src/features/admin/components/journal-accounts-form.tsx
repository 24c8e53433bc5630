import { JOURNAL_ACCOUNT_MAX_LENGTH, type JournalAccounts } from '@luggage/contracts';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/form-field';
import { saveJournalAccounts } from '../api/settings';
import type { FieldErrors } from '../hooks/use-admin-form';

const FIELDS: { name: keyof JournalAccounts; label: string }[] = [
  { name: 'xeroClearing', label: 'Xero: card payments clearing (code)' },
  { name: 'xeroDebtors', label: 'Xero: trade debtors, partners on account (code)' },
  { name: 'xeroSales', label: 'Xero: sales (code)' },
  { name: 'xeroVat', label: 'Xero: VAT (code)' },
  { name: 'quickbooksClearing', label: 'QuickBooks: card payments clearing (name)' },
  { name: 'quickbooksDebtors', label: 'QuickBooks: trade debtors, partners on account (name)' },
  { name: 'quickbooksSales', label: 'QuickBooks: sales (name)' },
  { name: 'quickbooksVat', label: 'QuickBooks: VAT (name)' },
];

/** The accounts the journal files post each document to, as the bookkeeper's chart names them. */
export function JournalAccountsForm({ initial }: { initial: JournalAccounts }) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setErrors({});
    setMessage(null);
    try {
      setDraft(await saveJournalAccounts(draft));
      setMessage({ ok: true, text: 'Saved. The next journal files post to these accounts.' });
    } catch (error) {
      console.warn('Could not save the journal accounts', error);
      const fields = error instanceof ApiError ? error.errors : {};
      if (Object.keys(fields).length > 0) setErrors(fields);
      else setMessage({ ok: false, text: error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : 'Something went wrong. Please try again.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="admin-form" onSubmit={submit} noValidate aria-label="Journal accounts">
      {FIELDS.map(({ name, label }) => (
        <InputField key={name} idPrefix="admin-journal" name={name} label={label} maxLength={JOURNAL_ACCOUNT_MAX_LENGTH} value={draft[name]}
          onChange={(event) => setDraft({ ...draft, [name]: event.target.value })} errors={errors[name]} autoComplete="off" />
      ))}
      <div role="alert" className="admin-message-slot">
        {message && !message.ok && <p className="admin-message admin-message--error">{message.text}</p>}
      </div>
      <div role="status" className="admin-message-slot">
        {message?.ok && <p className="admin-message admin-message--ok">{message.text}</p>}
      </div>
      <div className="admin-form__actions">
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? 'Saving…' : 'Save accounts'}
        </Button>
      </div>
    </form>
  );
}
