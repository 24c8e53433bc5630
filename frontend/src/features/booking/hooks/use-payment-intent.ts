import { useEffect, useMemo, useState } from 'react';
import i18next from 'i18next';
import type { Text } from '@luggage/contracts';
import { ApiError } from '../../../lib/api-client';
import { activeLanguage } from '../../../lib/i18n/active-language';
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

/** The server's 409s this step treats apart, as errors.json keys: it answers them in the visitor's language. */
const POINT_FULL_KEYS = ['booking.pointFull', 'booking.pointFullRoom_one', 'booking.pointFullRoom_many', 'booking.pointFullRoom_other'];
const WINDOW_FULL_KEYS = ['booking.windowFull'];

/** Whether `message` is one of these errors.json sentences in the active language, whatever its values. */
function isOneOf(message: string, keys: string[]): boolean {
  return keys.some((key) => {
    const template = i18next.getResource(activeLanguage(), 'errors', key);
    if (typeof template !== 'string') return false;
    const pattern = template
      .split(/\{\{[^}]+\}\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+');
    return new RegExp(`^${pattern}$`).test(message);
  });
}

function toFailure(error: unknown): IntentState {
  if (error instanceof ApiError && error.isValidation) {
    const messages = Object.values(error.errors).flat();
    return { status: 'refused', messages: messages.length > 0 ? messages : [error.message], errors: error.errors };
  }
  if (error instanceof ApiError && error.status === 409 && isOneOf(error.message, POINT_FULL_KEYS)) return { status: 'full', message: error.message };
  // A delivery window taken meanwhile (409 "That window is full: …"): the customer goes back and picks another.
  if (error instanceof ApiError && error.status === 409 && isOneOf(error.message, WINDOW_FULL_KEYS)) return { status: 'refused', messages: [error.message], errors: {} };
  if (error instanceof ApiError && (error.status === 0 || error.isRateLimited)) return { status: 'failed', message: error.message };
  return { status: 'failed', message: { key: 'checkout:summary.prepareFailed' } };
}

/** The server's sentences a refusal is recognised by, loaded with the request so a refusal finds them there. */
const conflictSentences = () => i18next.loadNamespaces('errors').catch(() => undefined);

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
      async (error: unknown) => {
        await conflictSentences();
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
