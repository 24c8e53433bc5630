import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { richText } from '../../lib/i18n/rich-text';
import { forgotPassword } from './api/forgot-password';
import { AuthCard } from './components/auth-card';
import { FormAlert, StatusMessage } from './components/form-messages';
import { SubmitButton } from './components/submit-button';
import { InputField } from '../../components/ui/form-field';
import { formText, useFormSubmit } from '../../lib/use-form-submit';
import { useGuestGate } from './hooks/use-guest-gate';

export function ForgotPasswordPage() {
  const { t } = useTranslation('account');
  const { gate } = useGuestGate();
  // The server answers in English; the page says the same in the visitor's language.
  const [sent, setSent] = useState(false);

  const action = useCallback(async (data: FormData) => {
    setSent(false);
    await forgotPassword({ email: formText(data, 'email') });
    setSent(true);
  }, []);
  const form = useFormSubmit(action, { unexpected: t('unexpected') });

  if (gate) return gate;
  return (
    <AuthCard
      title={t('forgot.title')}
      intro={t('forgot.intro')}
      footer={<p>{richText(t('forgot.remembered'), { link: (text) => <Link to="/login">{text}</Link> })}</p>}
    >
      <StatusMessage message={sent ? t('forgot.sent') : null} />
      <form ref={form.formRef} className="auth-form" noValidate onSubmit={form.onSubmit}>
        <InputField idPrefix="auth" name="email" label={t('fields.email')} type="email" autoComplete="email" required errors={form.errors.email} />
        <FormAlert message={form.formError} />
        <SubmitButton label={t('forgot.submit')} busyLabel={t('forgot.busy')} busy={form.submitting} />
      </form>
    </AuthCard>
  );
}
