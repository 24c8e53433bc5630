import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { richText } from '../../../lib/i18n/rich-text';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/form-field';
import { formText, useFormSubmit } from '../../../lib/use-form-submit';
import { deleteAccount } from '../api/delete-account';
import { LiveMessages } from './live-messages';

/** Deleting the account, confirmed with the current password. */
export function DeleteAccountForm({ onDeleted }: { onDeleted: () => Promise<unknown> }) {
  const { t } = useTranslation('account');
  const form = useFormSubmit(
    async (data) => {
      await deleteAccount({ password: formText(data, 'password') });
      await onDeleted();
    },
    { unexpected: t('deleteAccount.unexpected') },
  );

  return (
    <form ref={form.formRef} className="account-form" noValidate onSubmit={form.onSubmit} aria-labelledby="delete-title">
      <p className="account-form__intro">{richText(t('deleteAccount.intro'), { link: (text) => <Link to="/privacy">{text}</Link> })}</p>
      <InputField
        idPrefix="delete-account"
        name="password"
        label={t('deleteAccount.password')}
        type="password"
        autoComplete="current-password"
        required
        errors={form.errors.password}
      />
      <Button type="submit" variant="secondary" aria-disabled={form.submitting} className="account-form__submit">
        {form.submitting ? t('deleteAccount.busy') : t('deleteAccount.submit')}
      </Button>
      <LiveMessages status={null} error={form.formError} />
    </form>
  );
}
