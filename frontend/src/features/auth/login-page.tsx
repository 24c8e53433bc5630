import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../../lib/session-context';
import { richText } from '../../lib/i18n/rich-text';
import { login } from './api/login';
import { AuthCard } from './components/auth-card';
import { FormAlert, StatusMessage } from './components/form-messages';
import { SubmitButton } from './components/submit-button';
import { InputField } from '../../components/ui/form-field';
import { formText, useFormSubmit } from '../../lib/use-form-submit';
import { useGuestGate } from './hooks/use-guest-gate';
import { workplaceOf } from '../../lib/workplace';

/**
 * Set by the pages that send the user here, as a key of the account catalogue ('reset.done', 'page.deleted'): the
 * message follows a language change made on this page.
 */
interface LoginLocationState {
  statusKey?: string;
}

export function LoginPage() {
  const { t } = useTranslation('account');
  const { gate, leave } = useGuestGate();
  const { refreshUser } = useSession();
  const navigate = useNavigate();
  const statusKey = (useLocation().state as LoginLocationState | null)?.statusKey;

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
  const form = useFormSubmit(action, { unexpected: t('unexpected') });

  if (gate) return gate;
  return (
    <AuthCard
      title={t('login.title')}
      intro={t('login.intro')}
      footer={<p>{richText(t('login.newHere'), { link: (text) => <Link to="/register">{text}</Link> })}</p>}
    >
      <StatusMessage message={statusKey ? t(statusKey) : null} />
      <form ref={form.formRef} className="auth-form" noValidate onSubmit={form.onSubmit}>
        <InputField idPrefix="auth" name="email" label={t('fields.email')} type="email" autoComplete="email" required errors={form.errors.email} />
        <InputField
          idPrefix="auth"
          name="password"
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          required
          errors={form.errors.password}
        />
        <p className="auth-form__aside">
          <Link to="/forgot-password">{t('login.forgot')}</Link>
        </p>
        <FormAlert message={form.formError} />
        <SubmitButton label={t('login.submit')} busyLabel={t('login.busy')} busy={form.submitting} />
      </form>
    </AuthCard>
  );
}
