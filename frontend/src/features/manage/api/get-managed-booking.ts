import type { ManageBookingView } from '@luggage/contracts';
import { api } from '../../../lib/api-client';

/** GET /api/manage/{token}: 404 for a wrong or expired link. */
export const getManagedBooking = (token: string, signal?: AbortSignal) =>
  api.get<ManageBookingView>(`/api/manage/${encodeURIComponent(token)}`, { signal });
