import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../../app/api-client';

export type FieldErrors = Record<string, string[]>;

const UNEXPECTED = 'Something went wrong. Please try again.';

/**
 * A form that posts to the auth API: clears the errors before each attempt (spec section 4), puts a 422's
 * (or a throttled 429's) messages under their fields, anything else above the button, and moves focus to the
 * first field in error so keyboard and screen reader users land on it.
 */
export function useAuthForm(action: (data: FormData) => Promise<void>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (submitting) return;
      setErrors({});
      setFormError(null);
      setSubmitting(true);
      try {
        await action(new FormData(event.currentTarget));
      } catch (error) {
        const fields = error instanceof ApiError ? error.errors : {};
        if (Object.keys(fields).length > 0) setErrors(fields);
        else setFormError(error instanceof ApiError && error.status !== 500 ? error.message : UNEXPECTED);
      } finally {
        setSubmitting(false);
      }
    },
    [action, submitting],
  );

  return { formRef, onSubmit, submitting, errors, formError };
}

/** A form field's text value ('' when absent). */
export const field = (data: FormData, name: string): string => {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
};
