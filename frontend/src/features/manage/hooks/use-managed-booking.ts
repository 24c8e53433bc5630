import type { ManageBookingView } from '@luggage/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { getManagedBooking } from '../api/get-managed-booking';

export type ManagedBookingState =
  | { status: 'loading' }
  /** 404: a wrong or expired link. Nothing of any booking is shown. */
  | { status: 'not_found' }
  /** `message`: the API client's words for no answer at all; null for the page's own "could not load". */
  | { status: 'failed'; message: string | null }
  | { status: 'ready'; booking: ManageBookingView };

/**
 * Loads the booking a manage link opens; `replace` puts in the booking an action answered with. It loads again when the
 * visitor changes language: the server words why an action is closed in the request's language.
 */
export function useManagedBooking(token: string | null) {
  const [state, setState] = useState<ManagedBookingState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage;

  useEffect(() => {
    if (!token) {
      setState({ status: 'not_found' });
      return;
    }
    const controller = new AbortController();
    setState((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    getManagedBooking(token, controller.signal).then(
      (booking) => setState({ status: 'ready', booking }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 404) setState({ status: 'not_found' });
        // A booking already shown stays when only the reload in a new language failed.
        else setState((current) => (current.status === 'ready' ? current : { status: 'failed', message: error instanceof ApiError && error.status === 0 ? error.message : null }));
      },
    );
    return () => controller.abort();
  }, [token, attempt, language]);

  const replace = useCallback((booking: ManageBookingView) => setState({ status: 'ready', booking }), []);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, replace, reload };
}
