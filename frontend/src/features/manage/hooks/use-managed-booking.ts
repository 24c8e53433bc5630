import type { ManageBookingView } from '@luggage/contracts';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { getManagedBooking } from '../api/get-managed-booking';

export type ManagedBookingState =
  | { status: 'loading' }
  /** 404: a wrong or expired link. Nothing of any booking is shown. */
  | { status: 'not_found' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; booking: ManageBookingView };

/** Loads the booking a manage link opens; `replace` puts in the booking an action answered with. */
export function useManagedBooking(token: string | null) {
  const [state, setState] = useState<ManagedBookingState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

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
        else setState({ status: 'failed', message: error instanceof ApiError && error.status === 0 ? error.message : 'We could not load your booking just now.' });
      },
    );
    return () => controller.abort();
  }, [token, attempt]);

  const replace = useCallback((booking: ManageBookingView) => setState({ status: 'ready', booking }), []);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, replace, reload };
}
