import type { ManageBookingView, TakeClosureOfferRequest } from '@luggage/contracts';
import { api } from '../../../lib/api-client';

/** POST /api/manage/{token}/closure-offer: a closed point's free move, delivery or later pick-up, or full refund; 409 once one was taken. */
export const takeClosureOffer = (token: string, request: TakeClosureOfferRequest) =>
  api.post<ManageBookingView>(`/api/manage/${encodeURIComponent(token)}/closure-offer`, request);
