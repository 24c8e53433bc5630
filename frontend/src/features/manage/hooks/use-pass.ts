import type { BookingPassView, ManageBookingView } from '@luggage/contracts';
import { useEffect, useState } from 'react';
import { getPass } from '../api/get-pass';

/** Statuses with a handover or a return still to come: the pass is shown. */
export const hasPass = (booking: ManageBookingView) => booking.status === 'confirmed' || booking.status === 'collected';

/** The booking's pass, loaded again whenever the booking changes (a change gives a new QR code). Null until loaded or when there is none. */
export function usePass(token: string, booking: ManageBookingView): { pass: BookingPassView | null; failed: boolean } {
  const [state, setState] = useState<{ pass: BookingPassView | null; failed: boolean }>({ pass: null, failed: false });
  const wanted = hasPass(booking);

  useEffect(() => {
    if (!wanted) {
      setState({ pass: null, failed: false });
      return;
    }
    const controller = new AbortController();
    getPass(token, controller.signal).then(
      (pass) => setState({ pass, failed: false }),
      () => {
        if (!controller.signal.aborted) setState({ pass: null, failed: true });
      },
    );
    return () => controller.abort();
  }, [token, booking, wanted]);

  return state;
}
