import { PASSWORD_MIN_LENGTH } from '@luggage/contracts';
import { useTranslation } from 'react-i18next';
import { InputField } from '../../../components/ui/form-field';

interface NewPasswordFieldsProps {
  label: string;
  confirmLabel: string;
  errors: Record<string, string[] | undefined>;
}

/** A new password and its confirmation, as registration and password reset both ask for them. */
export function NewPasswordFields({ label, confirmLabel, errors }: NewPasswordFieldsProps) {
  const { t } = useTranslation('account');
  return (
    <>
      <InputField
        idPrefix="auth"
        name="password"
        label={label}
        type="password"
        autoComplete="new-password"
        required
        hint={t('fields.passwordHint', { count: PASSWORD_MIN_LENGTH })}
        errors={errors.password}
      />
      <InputField
        idPrefix="auth"
        name="password_confirmation"
        label={confirmLabel}
        type="password"
        autoComplete="new-password"
        required
        errors={errors.password_confirmation}
      />
    </>
  );
}
