import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useSession } from '../../lib/session-context';
import { richText } from '../../lib/i18n/rich-text';
import { register } from './api/register';
import { AuthCard } from './components/auth-card';
import { FormAlert } from './components/form-messages';
import { SubmitButton } from './components/submit-button';
import { NewPasswordFields } from './components/new-password-fields';
import { InputField } from '../../components/ui/form-field';
import { formText, useFormSubmit } from '../../lib/use-form-submit';
import { useGuestGate } from './hooks/use-guest-gate';

export function RegisterPage() {
  const { t } = useTranslation('account');
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
  const form = useFormSubmit(action, { unexpected: t('unexpected') });

  if (gate) return gate;
  return (
    <AuthCard
      title={t('register.title')}
      intro={t('register.intro')}
      footer={<p>{richText(t('register.haveAccount'), { link: (text) => <Link to="/login">{text}</Link> })}</p>}
    >
      <form ref={form.formRef} className="auth-form" noValidate onSubmit={form.onSubmit}>
        <InputField idPrefix="auth" name="name" label={t('fields.name')} autoComplete="name" required maxLength={100} errors={form.errors.name} />
        <InputField idPrefix="auth" name="email" label={t('fields.email')} type="email" autoComplete="email" required errors={form.errors.email} />
        <NewPasswordFields label={t('fields.password')} confirmLabel={t('fields.confirmPassword')} errors={form.errors} />
        <FormAlert message={form.formError} />
        <SubmitButton label={t('register.submit')} busyLabel={t('register.busy')} busy={form.submitting} />
      </form>
    </AuthCard>
  );
}
