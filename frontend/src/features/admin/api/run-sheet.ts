import type { MoveStopRequest, MoveStopWindowRequest, RunSheetStopView, RunSheetView } from '@luggage/contracts';
import { api } from '../../../lib/api-client';

/** A city's stops of a day (`date` YYYY-MM-DD) in run order, with their drivers. */
export const getRunSheet = (cityId: number, date: string, signal?: AbortSignal) =>
  api.get<RunSheetView>('/api/admin/run-sheet', { query: { cityId: String(cityId), date }, signal });

export const giveStopTo = (legId: number, body: MoveStopRequest) => api.post<RunSheetStopView>(`/api/admin/run-sheet/stops/${legId}/driver`, body);

export const moveStopWindow = (legId: number, body: MoveStopWindowRequest) => api.post<RunSheetStopView>(`/api/admin/run-sheet/stops/${legId}/window`, body);
