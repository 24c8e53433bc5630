import type { InputHTMLAttributes } from 'react';
import { AlertIcon } from './auth-icons';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  name: string;
  label: string;
  /** The server's messages for this field (422). */
  errors?: string[];
  hint?: string;
}

/** A labelled input with its hint and its errors underneath, tied together with aria-describedby. */
export function TextField({ name, label, errors = [], hint, ...input }: TextFieldProps) {
  const id = `auth-${name}`;
  const hintId = hint ? `${id}-hint` : null;
  const errorId = errors.length > 0 ? `${id}-error` : null;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="auth-field">
      <label className="auth-field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p id={hintId ?? undefined} className="auth-field__hint">
          {hint}
        </p>
      )}
      <input id={id} name={name} className="auth-field__input" aria-invalid={errors.length > 0} aria-describedby={describedBy} {...input} />
      {errorId && (
        <ul id={errorId} className="auth-field__errors">
          {errors.map((message) => (
            <li key={message}>
              <AlertIcon />
              <span>{message}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
