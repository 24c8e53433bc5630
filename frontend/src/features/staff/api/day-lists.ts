import type { DayLists, OverdueBookings } from '@luggage/contracts';
import type { DayListCursors } from '../../../components/day-lists/day-lists';
import { api } from '../../../lib/api-client';

/** The day at the signed-in staff member's points (every point for an admin), a page of each side. `date` DD-MM-YYYY. */
export const getMyDayLists = (date: string, cursors: DayListCursors, signal?: AbortSignal) =>
  api.get<DayLists>('/api/operations/day-lists', { query: { date, collectionsCursor: cursors.collections, returnsCursor: cursors.returns }, signal });

/** Bags still at the signed-in staff member's points (every point for an admin) after they closed on their return date. */
export const getMyOverdue = (signal?: AbortSignal) => api.get<OverdueBookings>('/api/operations/overdue', { signal });
