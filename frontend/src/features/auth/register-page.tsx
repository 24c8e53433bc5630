import { useCallback } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSession } from '../../app/session-context';
import { register } from './api/register';
import { AuthCard } from './components/auth-card';
import { FormAlert } from './components/form-messages';
import { SubmitButton } from './components/submit-button';
import { NewPasswordFields } from './components/new-password-fields';
import { TextField } from './components/text-field';
import { field, useAuthForm } from './hooks/use-auth-form';
import { useGuestGate } from './hooks/use-guest-gate';

export function RegisterPage() {
  const { gate, leave } = useGuestGate();
  const { refreshUser } = useSession();
  const navigate = useNavigate();

  const action = useCallback(
    async (data: FormData) => {
      await register({
        name: field(data, 'name'),
        email: field(data, 'email'),
        password: field(data, 'password'),
        password_confirmation: field(data, 'password_confirmation'),
      });
      leave();
      await refreshUser();
      await navigate('/');
    },
    [leave, refreshUser, navigate],
  );
  const form = useAuthForm(action);

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
        <TextField name="name" label="Name" autoComplete="name" required maxLength={100} errors={form.errors.name} />
        <TextField name="email" label="Email" type="email" autoComplete="email" required errors={form.errors.email} />
        <NewPasswordFields label="Password" confirmLabel="Confirm password" errors={form.errors} />
        <FormAlert message={form.formError} />
        <SubmitButton label="Create account" busyLabel="Creating your account…" busy={form.submitting} />
      </form>
    </AuthCard>
  );
}
