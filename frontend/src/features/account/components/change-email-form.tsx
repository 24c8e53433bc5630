import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../app/api-client';
import { Button } from '../../../components/ui/button';
import { changeEmail } from '../api/change-email';
import { AccountField } from './account-field';
import { LiveMessages } from './live-messages';

const UNEXPECTED = 'We could not change your email just now. Please try again.';
const text = (data: FormData, name: string) => {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
};

/** A new address, confirmed with the current password; it needs verifying before its guest bookings show. */
export function ChangeEmailForm({ onChanged }: { onChanged: () => Promise<unknown> }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    setBusy(true);
    setErrors({});
    setStatus(null);
    setError(null);
    try {
      const user = await changeEmail({ email: text(data, 'email'), password: text(data, 'password') });
      form.reset();
      setStatus(`We have emailed a verification link to ${user.email}.`);
      await onChanged();
    } catch (failure) {
      const fields = failure instanceof ApiError ? failure.errors : {};
      if (Object.keys(fields).length > 0) setErrors(fields);
      else setError(failure instanceof ApiError && failure.status < 500 ? failure.message : UNEXPECTED);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={formRef} className="account-form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby="email-title">
      <p className="account-form__intro">
        A new address needs verifying too: until you open the link we send to it, bookings made with it without logging in
        will not show here.
      </p>
      <AccountField name="email" label="New email address" type="email" autoComplete="email" required errors={errors.email} />
      <AccountField
        name="password"
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        errors={errors.password}
      />
      <Button type="submit" aria-disabled={busy} className="account-form__submit">
        {busy ? 'Changing your email…' : 'Change email'}
      </Button>
      <LiveMessages status={status} error={error} />
    </form>
  );
}
