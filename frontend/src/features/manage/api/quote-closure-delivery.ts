import type { ClosureDeliveryQuote, ClosureDeliveryQuoteRequest } from '@luggage/contracts';
import { api } from '../../../lib/api-client';

/** POST /api/manage/{token}/closure-offer/delivery-quote: the window a free delivery to the address would get now; changes nothing. */
export const quoteClosureDelivery = (token: string, request: ClosureDeliveryQuoteRequest) =>
  api.post<ClosureDeliveryQuote>(`/api/manage/${encodeURIComponent(token)}/closure-offer/delivery-quote`, request);
