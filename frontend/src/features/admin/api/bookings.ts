import type { AdminBookingDetail, AdminBookingList, AdminBookingQuery, OperatorAction } from '@luggage/contracts';
import { api } from '../../../app/api-client';

/** The operator's bookings (beyond the spec). */

type Query = Record<string, string | number | undefined>;

const asQuery = (query: AdminBookingQuery): Query => ({ ...query });

export const listBookings = (query: AdminBookingQuery, signal?: AbortSignal) =>
  api.get<AdminBookingList>('/api/admin/bookings', { query: asQuery(query), signal });

export const getBooking = (reference: string, signal?: AbortSignal) =>
  api.get<AdminBookingDetail>(`/api/admin/bookings/${encodeURIComponent(reference)}`, { signal });

export const markBooking = (reference: string, action: OperatorAction) =>
  api.post<AdminBookingDetail>(`/api/admin/bookings/${encodeURIComponent(reference)}/${action}`);

/** The CSV download's address for the same filters (a plain link: the browser sends the session cookie). */
export function bookingsCsvUrl(query: AdminBookingQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  return `/api/admin/bookings.csv${search ? `?${search}` : ''}`;
}
