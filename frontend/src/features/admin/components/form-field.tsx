import type { ChangeEvent, InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';

interface FieldFrameProps {
  id: string;
  label: string;
  hint?: string;
  errors?: string[];
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
}

/** Label, hint, control and the server's messages under it, tied together with aria-describedby. */
function FieldFrame({ id, label, hint, errors = [], children }: FieldFrameProps) {
  const hintId = hint ? `${id}-hint` : null;
  const errorId = errors.length > 0 ? `${id}-error` : null;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="admin-field">
      <label className="admin-field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p id={hintId ?? undefined} className="admin-field__hint">
          {hint}
        </p>
      )}
      {children(describedBy, errors.length > 0)}
      {errorId && (
        <ul id={errorId} className="admin-field__errors">
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

interface InputFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  name: string;
  label: string;
  hint?: string;
  errors?: string[];
}

export function InputField({ name, label, hint, errors, ...input }: InputFieldProps) {
  const id = `admin-${name}`;
  return (
    <FieldFrame id={id} label={label} hint={hint} errors={errors}>
      {(describedBy, invalid) => (
        <input id={id} name={name} className="admin-field__control" aria-invalid={invalid} aria-describedby={describedBy} {...input} />
      )}
    </FieldFrame>
  );
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name'> {
  name: string;
  label: string;
  hint?: string;
  errors?: string[];
  children: ReactNode;
}

export function SelectField({ name, label, hint, errors, children, ...select }: SelectFieldProps) {
  const id = `admin-${name}`;
  return (
    <FieldFrame id={id} label={label} hint={hint} errors={errors}>
      {(describedBy, invalid) => (
        <select id={id} name={name} className="admin-field__control" aria-invalid={invalid} aria-describedby={describedBy} {...select}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}

interface TextAreaFieldProps {
  name: string;
  label: string;
  defaultValue?: string;
  value?: string;
  onChange?: (event: ChangeEvent<HTMLTextAreaElement>) => void;
  maxLength?: number;
  required?: boolean;
  errors?: string[];
  /** Keeps ids apart when two forms on one page have a field of the same name. */
  idPrefix?: string;
}

export function TextAreaField({ name, label, errors, idPrefix = 'admin', ...area }: TextAreaFieldProps) {
  const id = `${idPrefix}-${name}`;
  return (
    <FieldFrame id={id} label={label} errors={errors}>
      {(describedBy, invalid) => (
        <textarea id={id} name={name} rows={3} className="admin-field__control" aria-invalid={invalid} aria-describedby={describedBy} {...area} />
      )}
    </FieldFrame>
  );
}
