import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { forgotPassword } from './api/forgot-password';
import { AuthCard } from './components/auth-card';
import { FormAlert, StatusMessage } from './components/form-messages';
import { SubmitButton } from './components/submit-button';
import { InputField } from '../../components/ui/form-field';
import { formText, useFormSubmit } from '../../lib/use-form-submit';
import { useGuestGate } from './hooks/use-guest-gate';

export function ForgotPasswordPage() {
  const { gate } = useGuestGate();
  const [status, setStatus] = useState<string | null>(null);

  const action = useCallback(async (data: FormData) => {
    setStatus(null);
    setStatus((await forgotPassword({ email: formText(data, 'email') })).status);
  }, []);
  const form = useFormSubmit(action);

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
        <InputField idPrefix="auth" name="email" label="Email" type="email" autoComplete="email" required errors={form.errors.email} />
        <FormAlert message={form.formError} />
        <SubmitButton label="Email Password Reset Link" busyLabel="Sending…" busy={form.submitting} />
      </form>
    </AuthCard>
  );
}
