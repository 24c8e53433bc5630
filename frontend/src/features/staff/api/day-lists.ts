import type { DayLists } from '@luggage/contracts';
import { api } from '../../../lib/api-client';

/** The day at the signed-in staff member's points (every point for an admin). `date` DD-MM-YYYY. */
export const getMyDayLists = (date: string, signal?: AbortSignal) => api.get<DayLists>('/api/operations/day-lists', { query: { date }, signal });
