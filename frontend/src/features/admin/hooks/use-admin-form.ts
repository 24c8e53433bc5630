import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../../app/api-client';
import { useCatalog } from '../../../app/catalog-context';

export type FieldErrors = Record<string, string[]>;

export interface AdminFormOptions {
  /** Spec section 4: the errors map is cleared before each add or edit action, but not before set-new-discount. */
  keepErrorsWhileSubmitting?: boolean;
}

const UNEXPECTED = 'Something went wrong. Please try again.';

/**
 * An admin add or edit form: sends `action` with the form's data, puts a 422's messages under their fields and
 * anything else above the buttons, and after a success refreshes the public catalog and goes to /admin-dashboard.
 */
export function useAdminForm(action: (data: FormData) => Promise<unknown>, options: AdminFormOptions = {}) {
  const navigate = useNavigate();
  const catalog = useCatalog();
  const formRef = useRef<HTMLFormElement>(null);
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  // Keyboard and screen reader users land on the first field the server refused.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (submitting) return;
      if (!options.keepErrorsWhileSubmitting) setErrors({});
      setFormError(null);
      setSubmitting(true);
      try {
        await action(new FormData(event.currentTarget));
        catalog.reload();
        navigate('/admin-dashboard');
      } catch (error) {
        console.warn('Admin action failed', error);
        const fields = error instanceof ApiError ? error.errors : {};
        if (Object.keys(fields).length > 0) setErrors(fields);
        else setFormError(error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : UNEXPECTED);
        setSubmitting(false);
      }
    },
    [action, catalog, navigate, options.keepErrorsWhileSubmitting, submitting],
  );

  return { formRef, onSubmit, submitting, errors, formError };
}

/** A form field's text ('' when absent). */
export const text = (data: FormData, name: string): string => {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
};

/** A number input's value; NaN when it is empty (sent as null, which the server reports as required). */
export const numberField = (data: FormData, name: string): number => {
  const raw = text(data, name).trim();
  return raw === '' ? Number.NaN : Number(raw);
};
