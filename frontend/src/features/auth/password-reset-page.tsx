import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useSession } from '../../lib/session-context';
import { workplaceOf } from '../../lib/workplace';
import { login } from './api/login';
import { resetPassword } from './api/reset-password';
import { AuthCard } from './components/auth-card';
import { FormAlert } from './components/form-messages';
import { SubmitButton } from './components/submit-button';
import { NewPasswordFields } from './components/new-password-fields';
import { InputField } from '../../components/ui/form-field';
import { formText, useFormSubmit } from '../../lib/use-form-submit';
import { useGuestGate } from './hooks/use-guest-gate';

/** Keys of the account catalogue for one kind of link. */
interface LinkTexts {
  title: string;
  intro: string;
  submit: string;
  password: [label: string, confirm: string];
  /** Shown on the login page after success. */
  done: string;
  /**
   * Sign in with the new password and go to the account's own page (an invited driver to /driver, staff to /staff)
   * instead of the login page. Invitations only: a reset link may be opened by whoever reads the mailbox, and its
   * owner may want to sign in elsewhere.
   */
  signIn: boolean;
}

const RESET: LinkTexts = {
  title: 'reset.title',
  intro: 'reset.intro',
  submit: 'reset.submit',
  password: ['fields.newPassword', 'fields.confirmNewPassword'],
  done: 'reset.done',
  signIn: false,
};

const INVITATION: LinkTexts = {
  title: 'invitation.title',
  intro: 'invitation.intro',
  submit: 'invitation.submit',
  password: ['fields.password', 'fields.confirmPassword'],
  done: 'invitation.done',
  signIn: true,
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
  const { t } = useTranslation('account');
  const { gate, leave } = useGuestGate();
  const { refreshUser } = useSession();
  const token = useParams().token ?? '';
  const email = useSearchParams()[0].get('email') ?? '';
  const navigate = useNavigate();

  const action = useCallback(
    async (data: FormData) => {
      const password = formText(data, 'password');
      await resetPassword({ email, token, password, password_confirmation: formText(data, 'password_confirmation') });
      const landing = texts.signIn ? await signedInLanding(email, password) : null;
      if (landing) {
        leave();
        await refreshUser();
        await navigate(landing);
      } else await navigate('/login', { state: { statusKey: texts.done } });
    },
    [email, token, navigate, texts, leave, refreshUser],
  );
  const form = useFormSubmit(action, { unexpected: t('unexpected') });

  if (gate) return gate;
  if (!email || !token) return <IncompleteLink title={t(texts.title)} />;
  const linkProblem = form.errors.email ?? form.errors.token;
  return (
    <AuthCard title={t(texts.title)} intro={t(texts.intro)}>
      <form ref={form.formRef} className="auth-form" noValidate onSubmit={form.onSubmit}>
        <InputField idPrefix="auth" name="email" label={t('fields.email')} type="email" autoComplete="username" value={email} readOnly errors={linkProblem} />
        {linkProblem && (
          <p className="auth-form__aside">
            <Link to="/forgot-password">{t('reset.askNewLink')}</Link>
          </p>
        )}
        <NewPasswordFields label={t(texts.password[0])} confirmLabel={t(texts.password[1])} errors={form.errors} />
        <FormAlert message={form.formError} />
        <SubmitButton label={t(texts.submit)} busyLabel={t('reset.busy')} busy={form.submitting} />
      </form>
    </AuthCard>
  );
}

/**
 * The new password's first sign-in; its page (workplaceOf, else the account page), or null when it did not go
 * through (a throttled login, say): the login page then takes over, with the password already set.
 */
async function signedInLanding(email: string, password: string): Promise<string | null> {
  try {
    const user = await login({ email, password });
    return workplaceOf(user.role) ?? '/user-dashboard';
  } catch {
    return null;
  }
}

function IncompleteLink({ title }: { title: string }) {
  const { t } = useTranslation('account');
  return (
    <AuthCard title={title}>
      <p className="auth-card__intro">{t('reset.incomplete')}</p>
      <p>
        <Link to="/forgot-password" className="btn btn--primary btn--md">
          {t('reset.askNewLink')}
        </Link>
      </p>
    </AuthCard>
  );
}
