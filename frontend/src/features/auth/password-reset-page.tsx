import { useCallback } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { resetPassword } from './api/reset-password';
import { AuthCard } from './components/auth-card';
import { FormAlert } from './components/form-messages';
import { SubmitButton } from './components/submit-button';
import { NewPasswordFields } from './components/new-password-fields';
import { TextField } from './components/text-field';
import { field, useAuthForm } from './hooks/use-auth-form';
import { useGuestGate } from './hooks/use-guest-gate';

/** /password-reset/{token}?email=…: the link of the reset email. */
export function PasswordResetPage() {
  const { gate } = useGuestGate();
  const token = useParams().token ?? '';
  const email = useSearchParams()[0].get('email') ?? '';
  const navigate = useNavigate();

  const action = useCallback(
    async (data: FormData) => {
      const { status } = await resetPassword({
        email,
        token,
        password: field(data, 'password'),
        password_confirmation: field(data, 'password_confirmation'),
      });
      await navigate('/login', { state: { status } });
    },
    [email, token, navigate],
  );
  const form = useAuthForm(action);

  if (gate) return gate;
  if (!email || !token) return <IncompleteLink />;
  const linkProblem = form.errors.email ?? form.errors.token;
  return (
    <AuthCard title="Choose a new password" intro="Pick a new password for your account. You will use it to log in from now on.">
      <form ref={form.formRef} className="auth-form" noValidate onSubmit={form.onSubmit}>
        <TextField name="email" label="Email" type="email" autoComplete="username" value={email} readOnly errors={linkProblem} />
        {linkProblem && (
          <p className="auth-form__aside">
            <Link to="/forgot-password">Ask for a new link</Link>
          </p>
        )}
        <NewPasswordFields label="New password" confirmLabel="Confirm new password" errors={form.errors} />
        <FormAlert message={form.formError} />
        <SubmitButton label="Reset Password" busyLabel="Saving your new password…" busy={form.submitting} />
      </form>
    </AuthCard>
  );
}

function IncompleteLink() {
  return (
    <AuthCard title="Choose a new password">
      <p className="auth-card__intro">This link is incomplete. Please open the link from the email again, or ask for a new one.</p>
      <p>
        <Link to="/forgot-password" className="btn btn--primary btn--md">
          Ask for a new link
        </Link>
      </p>
    </AuthCard>
  );
}
