import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/form-field';
import { formText, useFormSubmit } from '../../../lib/use-form-submit';
import { changeEmail } from '../api/change-email';
import { LiveMessages } from './live-messages';

/** A new address, confirmed with the current password; it needs verifying before its guest bookings show. */
export function ChangeEmailForm({ onChanged }: { onChanged: () => Promise<unknown> }) {
  const { t } = useTranslation('account');
  // The address the link went to; the sentence is said in the page's language.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useFormSubmit(
    async (data, element) => {
      setSentTo(null);
      const user = await changeEmail({ email: formText(data, 'email'), password: formText(data, 'password') });
      element.reset();
      setSentTo(user.email);
      await onChanged();
    },
    { unexpected: t('changeEmail.unexpected') },
  );
  const { errors } = form;

  return (
    <form ref={form.formRef} className="account-form" noValidate onSubmit={form.onSubmit} aria-labelledby="email-title">
      <p className="account-form__intro">{t('changeEmail.intro')}</p>
      <InputField idPrefix="account" name="email" label={t('changeEmail.newEmail')} type="email" autoComplete="email" required errors={errors.email} />
      <InputField
        idPrefix="account"
        name="password"
        label={t('changeEmail.currentPassword')}
        type="password"
        autoComplete="current-password"
        required
        errors={errors.password}
      />
      <Button type="submit" aria-disabled={form.submitting} className="account-form__submit">
        {form.submitting ? t('changeEmail.busy') : t('changeEmail.submit')}
      </Button>
      <LiveMessages status={sentTo ? t('changeEmail.sent', { email: sentTo }) : null} error={form.formError} />
    </form>
  );
}
