import { useEffect, useMemo, useState } from 'react';
import type { Text } from '@luggage/contracts';
import { ApiError } from '../../../lib/api-client';
import { createPaymentIntent } from '../api/create-payment-intent';
import { paymentIntentRequest, type BookingDraft } from '../lib/payloads';

export type IntentState =
  | { status: 'loading' }
  | { status: 'ready'; clientSecret: string }
  /** 422: the server refused the booking as it stands (e.g. the total changed); its messages say why, by field. */
  | { status: 'refused'; messages: string[]; errors: Record<string, string[]> }
  /** 409 for want of room: the point is full on a night of the stay (the message names the date). */
  | { status: 'full'; message: string }
  /** A lost connection's or a rate limit's words as the API client gives them, else our own keyed sentence. */
  | { status: 'failed'; message: Text };

function toFailure(error: unknown): IntentState {
  if (error instanceof ApiError && error.isValidation) {
    const messages = Object.values(error.errors).flat();
    return { status: 'refused', messages: messages.length > 0 ? messages : [error.message], errors: error.errors };
  }
  if (error instanceof ApiError && error.code === 'BOOKING.POINT_FULL') return { status: 'full', message: error.message };
  // A delivery window taken meanwhile (409 "That window is full: …"): the customer goes back and picks another.
  if (error instanceof ApiError && error.code === 'BOOKING.WINDOW_FULL') return { status: 'refused', messages: [error.message], errors: {} };
  if (error instanceof ApiError && (error.status === 0 || error.isRateLimited)) return { status: 'failed', message: error.message };
  return { status: 'failed', message: { key: 'checkout:summary.prepareFailed' } };
}

/**
 * Asks for the payment intent while `active` (on entering the summary, and on a checkout reached by a reload).
 * The same booking token each time, so the server updates one pending booking instead of making another.
 * `returnedSecret` comes from the URL after a card provider's redirect: that intent is used as it is.
 */
export function usePaymentIntent(draft: BookingDraft | null, active: boolean, returnedSecret: string | null) {
  const [result, setResult] = useState<IntentState | null>(null);
  const [attempt, setAttempt] = useState(0);
  const requestJson = useMemo(() => (draft ? JSON.stringify(paymentIntentRequest(draft)) : null), [draft]);

  useEffect(() => {
    if (!active || !requestJson || returnedSecret) return;
    const controller = new AbortController();
    createPaymentIntent(JSON.parse(requestJson), controller.signal).then(
      (clientSecret) => setResult({ status: 'ready', clientSecret }),
      (error: unknown) => {
        if (!controller.signal.aborted) setResult(toFailure(error));
      },
    );
    return () => {
      controller.abort();
      setResult(null);
    };
  }, [active, requestJson, returnedSecret, attempt]);

  const intent: IntentState = returnedSecret ? { status: 'ready', clientSecret: returnedSecret } : (result ?? { status: 'loading' });
  return { intent, retry: () => setAttempt((n) => n + 1) };
}
