import type { AccountBooking } from '@luggage/contracts';
import { api } from '../../../lib/api-client';

/** GET /api/my-bookings: the signed-in customer's bookings, newest first. */
export const getMyBookings = (signal?: AbortSignal) => api.get<AccountBooking[]>('/api/my-bookings', { signal });
