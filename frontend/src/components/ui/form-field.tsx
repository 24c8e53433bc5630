import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import type { Text } from '@luggage/contracts';
import { usePageSay } from '../../lib/i18n/page-language';
import { AlertIcon } from './icons';

interface FieldProps {
  name: string;
  label: string;
  /** Says which form the field belongs to in its id (`auth-email`), so two forms on one page keep ids apart. */
  idPrefix: string;
  hint?: string;
  /** The server's messages for this field (a 422, or a 429 said under the field). */
  errors?: readonly Text[];
}

interface FieldFrameProps extends Omit<FieldProps, 'name' | 'idPrefix'> {
  id: string;
  children: (describedBy: string | undefined, invalid: boolean) => ReactNode;
}

/** Label, hint, control and the messages under it, tied together with aria-describedby (styles: .field in global.css). */
function FieldFrame({ id, label, hint, errors = [], children }: FieldFrameProps) {
  const say = usePageSay();
  const hintId = hint ? `${id}-hint` : null;
  const errorId = errors.length > 0 ? `${id}-error` : null;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p id={hintId ?? undefined} className="field__hint">
          {hint}
        </p>
      )}
      {children(describedBy, errors.length > 0)}
      {errorId && (
        <div id={errorId} className="field__error">
          {errors.map(say).map((message) => (
            <p key={message}>
              <AlertIcon />
              <span>{message}</span>
            </p>
          ))}
        </div>
      )}
    </div>
  );
}

type InputFieldProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'>;

export function InputField({ name, label, idPrefix, hint, errors, ...input }: InputFieldProps) {
  const id = `${idPrefix}-${name}`;
  return (
    <FieldFrame id={id} label={label} hint={hint} errors={errors}>
      {(describedBy, invalid) => (
        <input id={id} name={name} className="field__input" aria-invalid={invalid} aria-describedby={describedBy} {...input} />
      )}
    </FieldFrame>
  );
}

type SelectFieldProps = FieldProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name'> & { children: ReactNode };

export function SelectField({ name, label, idPrefix, hint, errors, children, ...select }: SelectFieldProps) {
  const id = `${idPrefix}-${name}`;
  return (
    <FieldFrame id={id} label={label} hint={hint} errors={errors}>
      {(describedBy, invalid) => (
        <select id={id} name={name} className="field__input field__select" aria-invalid={invalid} aria-describedby={describedBy} {...select}>
          {children}
        </select>
      )}
    </FieldFrame>
  );
}

type TextAreaFieldProps = FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name'>;

export function TextAreaField({ name, label, idPrefix, hint, errors, ...area }: TextAreaFieldProps) {
  const id = `${idPrefix}-${name}`;
  return (
    <FieldFrame id={id} label={label} hint={hint} errors={errors}>
      {(describedBy, invalid) => (
        <textarea id={id} name={name} rows={3} className="field__input" aria-invalid={invalid} aria-describedby={describedBy} {...area} />
      )}
    </FieldFrame>
  );
}
