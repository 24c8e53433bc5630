import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError } from './api-client';
import { pageText } from './i18n/active-language';

export type FieldErrors = Record<string, string[]>;

export interface FormSubmitOptions {
  /** Spec section 4: forms clear their errors before each attempt, except set-new-discount, which keeps them. */
  keepErrorsWhileSubmitting?: boolean;
  /** Said above the button when the answer has no message for people (a 5xx). */
  unexpected?: string;
}

/**
 * A form that posts to the API: sends `action` with the form's data, puts a 422's (or a throttled 429's) messages
 * under their fields and anything else above the button, and moves focus to the first field in error so keyboard
 * and screen reader users land on it.
 */
export function useFormSubmit(action: (data: FormData, form: HTMLFormElement) => Promise<unknown>, options: FormSubmitOptions = {}) {
  const { keepErrorsWhileSubmitting = false, unexpected = pageText('unexpected') } = options;
  const formRef = useRef<HTMLFormElement>(null);
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (submitting) return;
      if (!keepErrorsWhileSubmitting) setErrors({});
      setFormError(null);
      setSubmitting(true);
      const form = event.currentTarget;
      try {
        await action(new FormData(form), form);
      } catch (error) {
        const fields = error instanceof ApiError ? error.errors : {};
        if (Object.keys(fields).length > 0) setErrors(fields);
        else setFormError(error instanceof ApiError && error.status < 500 ? error.message : unexpected);
      } finally {
        setSubmitting(false);
      }
    },
    [action, keepErrorsWhileSubmitting, unexpected, submitting],
  );

  return { formRef, onSubmit, submitting, errors, formError };
}

/** A form field's text value ('' when absent). */
export const formText = (data: FormData, name: string): string => {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
};
