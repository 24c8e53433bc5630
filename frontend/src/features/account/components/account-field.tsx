import type { InputHTMLAttributes } from 'react';
import { AlertIcon } from '../../../components/ui/icons';

interface AccountFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  name: string;
  label: string;
  /** The server's messages for this field (422, or a 429 said under the field). */
  errors?: string[];
}

/** A labelled input with its errors underneath, tied together with aria-describedby. */
export function AccountField({ name, label, errors = [], ...input }: AccountFieldProps) {
  const id = `account-${name}`;
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        className="field__input"
        aria-invalid={errors.length > 0}
        aria-describedby={errors.length > 0 ? errorId : undefined}
        {...input}
      />
      <div id={errorId} className="field__error">
        {errors.map((message) => (
          <p key={message}>
            <AlertIcon />
            <span>{message}</span>
          </p>
        ))}
      </div>
    </div>
  );
}
