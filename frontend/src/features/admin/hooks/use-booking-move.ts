import type { AdminBookingDetail } from '@luggage/contracts';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import type { FieldErrors } from './use-admin-form';

/**
 * One of the operator's lifecycle moves on a booking (cancel, refund, change, resend): sends it, hands the booking
 * the server answers with to `onDone`, and keeps a 422's messages by field and any other refusal (409) as a message.
 */
export function useBookingMove(onDone: (booking: AdminBookingDetail, notice: string) => void) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);

  const run = async (call: () => Promise<AdminBookingDetail>, notice: string) => {
    if (busy) return;
    setBusy(true);
    setErrors({});
    setError(null);
    try {
      onDone(await call(), notice);
    } catch (failure) {
      console.warn('The booking move was refused', failure);
      const fields = failure instanceof ApiError ? failure.errors : {};
      if (Object.keys(fields).length > 0) setErrors(fields);
      else setError(failure instanceof ApiError && failure.status > 0 && failure.status < 500 ? failure.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return { busy, errors, error, run };
}
