import { STAFF_TEXTS } from '@luggage/contracts';
import { useCallback } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { resetPassword } from './api/reset-password';
import { AuthCard } from './components/auth-card';
import { FormAlert } from './components/form-messages';
import { SubmitButton } from './components/submit-button';
import { NewPasswordFields } from './components/new-password-fields';
import { InputField } from '../../components/ui/form-field';
import { formText, useFormSubmit } from '../../lib/use-form-submit';
import { useGuestGate } from './hooks/use-guest-gate';

interface LinkTexts {
  title: string;
  intro: string;
  submit: string;
  password: [label: string, confirm: string];
  /** Shown on the login page after success; null: the server's own status. */
  done: string | null;
}

const RESET: LinkTexts = {
  title: 'Choose a new password',
  intro: 'Pick a new password for your account. You will use it to log in from now on.',
  submit: 'Reset Password',
  password: ['New password', 'Confirm new password'],
  done: null,
};

const INVITATION: LinkTexts = {
  title: 'Set your password',
  intro: 'Welcome to the team. Choose the password you will use to log in.',
  submit: 'Set password',
  password: ['Password', 'Confirm password'],
  done: STAFF_TEXTS.passwordSet,
};

/** /password-reset/{token}?email=…: the link of the reset email. */
export function PasswordResetPage() {
  return <PasswordLinkPage texts={RESET} />;
}

/** /set-password/{token}?email=…: the link of a staff invitation; the same token machinery as a reset. */
export function SetPasswordPage() {
  return <PasswordLinkPage texts={INVITATION} />;
}

function PasswordLinkPage({ texts }: { texts: LinkTexts }) {
  const { gate } = useGuestGate();
  const token = useParams().token ?? '';
  const email = useSearchParams()[0].get('email') ?? '';
  const navigate = useNavigate();

  const action = useCallback(
    async (data: FormData) => {
      const { status } = await resetPassword({
        email,
        token,
        password: formText(data, 'password'),
        password_confirmation: formText(data, 'password_confirmation'),
      });
      await navigate('/login', { state: { status: texts.done ?? status } });
    },
    [email, token, navigate, texts],
  );
  const form = useFormSubmit(action);

  if (gate) return gate;
  if (!email || !token) return <IncompleteLink title={texts.title} />;
  const linkProblem = form.errors.email ?? form.errors.token;
  return (
    <AuthCard title={texts.title} intro={texts.intro}>
      <form ref={form.formRef} className="auth-form" noValidate onSubmit={form.onSubmit}>
        <InputField idPrefix="auth" name="email" label="Email" type="email" autoComplete="username" value={email} readOnly errors={linkProblem} />
        {linkProblem && (
          <p className="auth-form__aside">
            <Link to="/forgot-password">Ask for a new link</Link>
          </p>
        )}
        <NewPasswordFields label={texts.password[0]} confirmLabel={texts.password[1]} errors={form.errors} />
        <FormAlert message={form.formError} />
        <SubmitButton label={texts.submit} busyLabel="Saving your new password…" busy={form.submitting} />
      </form>
    </AuthCard>
  );
}

function IncompleteLink({ title }: { title: string }) {
  return (
    <AuthCard title={title}>
      <p className="auth-card__intro">This link is incomplete. Please open the link from the email again, or ask for a new one.</p>
      <p>
        <Link to="/forgot-password" className="btn btn--primary btn--md">
          Ask for a new link
        </Link>
      </p>
    </AuthCard>
  );
}
