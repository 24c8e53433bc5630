import { useCallback } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../../lib/session-context';
import { login } from './api/login';
import { AuthCard } from './components/auth-card';
import { FormAlert, StatusMessage } from './components/form-messages';
import { SubmitButton } from './components/submit-button';
import { InputField } from '../../components/ui/form-field';
import { formText, useFormSubmit } from '../../lib/use-form-submit';
import { useGuestGate } from './hooks/use-guest-gate';
import { workplaceOf } from '../../lib/workplace';

/** Set by the reset screen when it sends the user here, e.g. 'Your password has been reset.' */
interface LoginLocationState {
  status?: string;
}

export function LoginPage() {
  const { gate, leave } = useGuestGate();
  const { refreshUser } = useSession();
  const navigate = useNavigate();
  const status = (useLocation().state as LoginLocationState | null)?.status ?? null;

  const action = useCallback(
    async (data: FormData) => {
      await login({ email: formText(data, 'email'), password: formText(data, 'password') });
      leave();
      const user = await refreshUser();
      // Staff land on the check-in screen, drivers on their day; customers (and admins, sent on from there) on their account page.
      await navigate(workplaceOf(user?.role) ?? '/user-dashboard');
    },
    [leave, refreshUser, navigate],
  );
  const form = useFormSubmit(action);

  if (gate) return gate;
  return (
    <AuthCard
      title="Log in"
      intro="Welcome back. Log in to see your bookings."
      footer={
        <p>
          New here? <Link to="/register">Create an account</Link>
        </p>
      }
    >
      <StatusMessage message={status} />
      <form ref={form.formRef} className="auth-form" noValidate onSubmit={form.onSubmit}>
        <InputField idPrefix="auth" name="email" label="Email" type="email" autoComplete="email" required errors={form.errors.email} />
        <InputField idPrefix="auth" name="password" label="Password" type="password" autoComplete="current-password" required errors={form.errors.password} />
        <p className="auth-form__aside">
          <Link to="/forgot-password">Forgot your password?</Link>
        </p>
        <FormAlert message={form.formError} />
        <SubmitButton label="Log in" busyLabel="Logging in…" busy={form.submitting} />
      </form>
    </AuthCard>
  );
}
