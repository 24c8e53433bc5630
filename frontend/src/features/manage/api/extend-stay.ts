import type { ChangeBookingResult, ChangeQuote, ExtendCommand, ExtendRequest } from '@luggage/contracts';
import { api } from '../../../lib/api-client';

/** POST /api/manage/{token}/extend-quote: the extended stay's price and the difference; commits nothing. */
export const quoteExtension = (token: string, request: ExtendRequest) =>
  api.post<ChangeQuote>(`/api/manage/${encodeURIComponent(token)}/extend-quote`, request);

/** POST /api/manage/{token}/extend: 409 when the quoted difference no longer holds or the point filled. */
export const extendStay = (token: string, command: ExtendCommand) =>
  api.post<ChangeBookingResult>(`/api/manage/${encodeURIComponent(token)}/extend`, command);
