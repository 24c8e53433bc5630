import type { CancelBookingRequest, ManageBookingView } from '@luggage/contracts';
import { api } from '../../../lib/api-client';

/** POST /api/manage/{token}/cancel: 409 when the refund shown is no longer the refund. */
export const cancelBooking = (token: string, request: CancelBookingRequest) =>
  api.post<ManageBookingView>(`/api/manage/${encodeURIComponent(token)}/cancel`, request);
