import type { ChangeBookingRequest, ChangeQuote } from '@luggage/contracts';
import { api } from '../../../lib/api-client';

/** POST /api/manage/{token}/change-quote: the new booking's price and the difference; commits nothing. */
export const quoteChange = (token: string, request: ChangeBookingRequest) =>
  api.post<ChangeQuote>(`/api/manage/${encodeURIComponent(token)}/change-quote`, request);
