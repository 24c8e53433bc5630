import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCatalog } from '../../../lib/catalog-context';
import { formText, type FormSubmitOptions, useFormSubmit } from '../../../lib/use-form-submit';

export type { FieldErrors } from '../../../lib/use-form-submit';

/**
 * An admin add or edit form: the shared form submit (a 422's messages under their fields, anything else above the
 * buttons), and after a success it refreshes the public catalog and goes to /admin-dashboard.
 */
export function useAdminForm(action: (data: FormData) => Promise<unknown>, options: FormSubmitOptions = {}) {
  const navigate = useNavigate();
  const catalog = useCatalog();
  const submitAndLeave = useCallback(
    async (data: FormData) => {
      await action(data);
      catalog.reload();
      await navigate('/admin-dashboard');
    },
    [action, catalog, navigate],
  );
  return useFormSubmit(submitAndLeave, options);
}

/** A form field's text ('' when absent). */
export const text = formText;

/** A number input's value; NaN when it is empty (sent as null, which the server reports as required). */
export const numberField = (data: FormData, name: string): number => {
  const raw = text(data, name).trim();
  return raw === '' ? Number.NaN : Number(raw);
};
