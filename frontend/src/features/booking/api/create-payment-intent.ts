import type { PaymentIntentRequest } from '@luggage/contracts';
import { api } from '../../../lib/api-client';

/** POST /api/stripe-payment-intent: stores the booking as pending payment; the answer is the client secret. */
export async function createPaymentIntent(request: PaymentIntentRequest, signal?: AbortSignal): Promise<string> {
  const secret = await api.post<unknown>('/api/stripe-payment-intent', request, { signal });
  if (typeof secret !== 'string' || !secret) throw new Error('The payment service sent no client secret');
  return secret;
}
