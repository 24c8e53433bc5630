import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/form-field';
import { formText, useFormSubmit } from '../../../lib/use-form-submit';
import { changeEmail } from '../api/change-email';
import { LiveMessages } from './live-messages';

const UNEXPECTED = 'We could not change your email just now. Please try again.';

/** A new address, confirmed with the current password; it needs verifying before its guest bookings show. */
export function ChangeEmailForm({ onChanged }: { onChanged: () => Promise<unknown> }) {
  const [status, setStatus] = useState<string | null>(null);
  const form = useFormSubmit(
    async (data, element) => {
      setStatus(null);
      const user = await changeEmail({ email: formText(data, 'email'), password: formText(data, 'password') });
      element.reset();
      setStatus(`We have emailed a verification link to ${user.email}.`);
      await onChanged();
    },
    { unexpected: UNEXPECTED },
  );
  const { errors } = form;

  return (
    <form ref={form.formRef} className="account-form" noValidate onSubmit={form.onSubmit} aria-labelledby="email-title">
      <p className="account-form__intro">
        A new address needs verifying too: until you open the link we send to it, bookings made with it without logging in
        will not show here.
      </p>
      <InputField idPrefix="account" name="email" label="New email address" type="email" autoComplete="email" required errors={errors.email} />
      <InputField
        idPrefix="account"
        name="password"
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        errors={errors.password}
      />
      <Button type="submit" aria-disabled={form.submitting} className="account-form__submit">
        {form.submitting ? 'Changing your email…' : 'Change email'}
      </Button>
      <LiveMessages status={status} error={form.formError} />
    </form>
  );
}
