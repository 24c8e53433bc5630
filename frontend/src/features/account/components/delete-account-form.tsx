import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/form-field';
import { formText, useFormSubmit } from '../../../lib/use-form-submit';
import { deleteAccount } from '../api/delete-account';
import { LiveMessages } from './live-messages';

const UNEXPECTED = 'We could not delete your account just now. Please try again.';

/** Deleting the account, confirmed with the current password. */
export function DeleteAccountForm({ onDeleted }: { onDeleted: () => Promise<unknown> }) {
  const form = useFormSubmit(
    async (data) => {
      await deleteAccount({ password: formText(data, 'password') });
      await onDeleted();
    },
    { unexpected: UNEXPECTED },
  );

  return (
    <form ref={form.formRef} className="account-form" noValidate onSubmit={form.onSubmit} aria-labelledby="delete-title">
      <p className="account-form__intro">
        This deletes your account and signs you out on every device. Bookings you have made keep running under the name
        and email they were made with, so your pass and emails still work; see our <Link to="/privacy">privacy notice</Link>{' '}
        for how long we keep them.
      </p>
      <InputField
        idPrefix="delete-account"
        name="password"
        label="Your password"
        type="password"
        autoComplete="current-password"
        required
        errors={form.errors.password}
      />
      <Button type="submit" variant="secondary" aria-disabled={form.submitting} className="account-form__submit">
        {form.submitting ? 'Deleting your account…' : 'Delete my account'}
      </Button>
      <LiveMessages status={null} error={form.formError} />
    </form>
  );
}
