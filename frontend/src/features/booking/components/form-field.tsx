import type { InputHTMLAttributes } from 'react';
import { FieldError } from './field-error';

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  error?: string;
}

/** A required text field with its label, asterisk and error slot (aria-invalid + aria-describedby). */
export function FormField({ id, label, error, ...input }: FormFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
        <span className="field__required" aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      <input
        id={id}
        className="field__input"
        aria-required="true"
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      <FieldError id={errorId} messages={error ? [error] : []} />
    </div>
  );
}
