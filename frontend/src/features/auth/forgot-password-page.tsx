import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { forgotPassword } from './api/forgot-password';
import { AuthCard } from './components/auth-card';
import { FormAlert, StatusMessage } from './components/form-messages';
import { SubmitButton } from './components/submit-button';
import { TextField } from './components/text-field';
import { field, useAuthForm } from './hooks/use-auth-form';
import { useGuestGate } from './hooks/use-guest-gate';

export function ForgotPasswordPage() {
  const { gate } = useGuestGate();
  const [status, setStatus] = useState<string | null>(null);

  const action = useCallback(async (data: FormData) => {
    setStatus(null);
    setStatus((await forgotPassword({ email: field(data, 'email') })).status);
  }, []);
  const form = useAuthForm(action);

  if (gate) return gate;
  return (
    <AuthCard
      title="Forgot your password?"
      intro="Tell us the email you registered with and we will email you a link to choose a new password."
      footer={
        <p>
          Remembered it? <Link to="/login">Back to log in</Link>
        </p>
      }
    >
      <StatusMessage message={status} />
      <form ref={form.formRef} className="auth-form" noValidate onSubmit={form.onSubmit}>
        <TextField name="email" label="Email" type="email" autoComplete="email" required errors={form.errors.email} />
        <FormAlert message={form.formError} />
        <SubmitButton label="Email Password Reset Link" busyLabel="Sending…" busy={form.submitting} />
      </form>
    </AuthCard>
  );
}
