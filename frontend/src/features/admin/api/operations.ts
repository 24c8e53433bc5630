import type { BagCustodyView, BookingIncidentView, DayLists, DayListsQuery, OccupancyView, OverdueBookings } from '@luggage/contracts';
import { api } from '../../../lib/api-client';

/** The day at each point: collections and returns with bags per type and check-in states, one page of each side. */
export const getDayLists = (query: DayListsQuery, signal?: AbortSignal) =>
  api.get<DayLists>('/api/operations/day-lists', {
    query: { date: query.date, locationId: query.locationId, collectionsCursor: query.collectionsCursor, returnsCursor: query.returnsCursor },
    signal,
  });

export { getWholeDay } from '../../../components/day-lists/whole-day';

/** Bags booked per point and night for the next 14 nights. */
export const getOccupancy = (signal?: AbortSignal) => api.get<OccupancyView>('/api/operations/occupancy', { signal });

/** Bags still at any point after it closed on their return date (GET /api/operations/overdue: every point for an admin). */
export const getOverdue = (signal?: AbortSignal) => api.get<OverdueBookings>('/api/operations/overdue', { signal });

/** Each bag's chain of custody of a booking, with who took each step and the van runs. */
export const getBookingCustody = (reference: string, signal?: AbortSignal) =>
  api.get<BagCustodyView[]>(`/api/admin/bookings/${encodeURIComponent(reference)}/custody`, { signal });

/** Open incidents of every booking (bags not seen at a hand-back), newest first. */
export const getOpenIncidents = (signal?: AbortSignal) => api.get<BookingIncidentView[]>('/api/admin/incidents', { signal });
