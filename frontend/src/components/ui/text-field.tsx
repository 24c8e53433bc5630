import type { InputHTMLAttributes, Ref } from 'react';
import type { Text } from '@luggage/contracts';
import { usePageTranslation } from '../../lib/i18n/page-language';
import { FieldError } from './field-error';
import './text-field.css';

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  error?: Text;
  /** Marked "(optional)" instead of the asterisk. */
  optional?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A text field with its label, asterisk (or "(optional)") and error slot (aria-invalid + aria-describedby). */
export function FormField({ id, label, error, optional, ...input }: FormFieldProps) {
  const { t } = usePageTranslation('common');
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
        {optional ? (
          <span className="field__optional">{t('optional')}</span>
        ) : (
          <span className="field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <input
        id={id}
        className="field__input"
        aria-required={!optional}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      <FieldError id={errorId} messages={error ? [error] : []} />
    </div>
  );
}
