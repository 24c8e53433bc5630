import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
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
}

const RESET: LinkTexts = {
  title: 'reset.title',
  intro: 'reset.intro',
  submit: 'reset.submit',
  password: ['fields.newPassword', 'fields.confirmNewPassword'],
  done: 'reset.done',
};

const INVITATION: LinkTexts = {
  title: 'invitation.title',
  intro: 'invitation.intro',
  submit: 'invitation.submit',
  password: ['fields.password', 'fields.confirmPassword'],
  done: 'invitation.done',
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
  const { gate } = useGuestGate();
  const token = useParams().token ?? '';
  const email = useSearchParams()[0].get('email') ?? '';
  const navigate = useNavigate();

  const action = useCallback(
    async (data: FormData) => {
      await resetPassword({
        email,
        token,
        password: formText(data, 'password'),
        password_confirmation: formText(data, 'password_confirmation'),
      });
      await navigate('/login', { state: { statusKey: texts.done } });
    },
    [email, token, navigate, texts],
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
