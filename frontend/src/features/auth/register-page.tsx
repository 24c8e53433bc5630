import { useCallback } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSession } from '../../lib/session-context';
import { register } from './api/register';
import { AuthCard } from './components/auth-card';
import { FormAlert } from './components/form-messages';
import { SubmitButton } from './components/submit-button';
import { NewPasswordFields } from './components/new-password-fields';
import { InputField } from '../../components/ui/form-field';
import { formText, useFormSubmit } from '../../lib/use-form-submit';
import { useGuestGate } from './hooks/use-guest-gate';

export function RegisterPage() {
  const { gate, leave } = useGuestGate();
  const { refreshUser } = useSession();
  const navigate = useNavigate();

  const action = useCallback(
    async (data: FormData) => {
      await register({
        name: formText(data, 'name'),
        email: formText(data, 'email'),
        password: formText(data, 'password'),
        password_confirmation: formText(data, 'password_confirmation'),
      });
      leave();
      await refreshUser();
      await navigate('/');
    },
    [leave, refreshUser, navigate],
  );
  const form = useFormSubmit(action);

  if (gate) return gate;
  return (
    <AuthCard
      title="Create an account"
      intro="See all your bookings in one place. You can still book without an account."
      footer={
        <p>
          Already have an account? <Link to="/login">Log in</Link>
        </p>
      }
    >
      <form ref={form.formRef} className="auth-form" noValidate onSubmit={form.onSubmit}>
        <InputField idPrefix="auth" name="name" label="Name" autoComplete="name" required maxLength={100} errors={form.errors.name} />
        <InputField idPrefix="auth" name="email" label="Email" type="email" autoComplete="email" required errors={form.errors.email} />
        <NewPasswordFields label="Password" confirmLabel="Confirm password" errors={form.errors} />
        <FormAlert message={form.formError} />
        <SubmitButton label="Create account" busyLabel="Creating your account…" busy={form.submitting} />
      </form>
    </AuthCard>
  );
}
