import type { CheckInBookingView, DriverCollectedRequest, DriverDeliveredRequest, DriverStopView, DriverTodayView, LegFailureReason } from '@luggage/contracts';
import { api } from '../../../lib/api-client';

/** GET /api/driver/today: the signed-in driver's cities (every city for an admin), today's date and stops in order. */
export const getDriverToday = (signal?: AbortSignal) => api.get<DriverTodayView>('/api/driver/today', { signal });

const stop = (legId: number, step: string, body: object = {}) => api.post<DriverStopView>(`/api/driver/stops/${legId}/${step}`, body);

/** "Start run": the stop's window goes on the way (every booked stop of it in the city). */
export const startRun = (legId: number) => stop(legId, 'start');
export const markCollected = (legId: number, body: DriverCollectedRequest) => stop(legId, 'collected', body);
export const markDelivered = (legId: number, body: DriverDeliveredRequest) => stop(legId, 'delivered', body);
export const markFailed = (legId: number, reason: LegFailureReason) => stop(legId, 'failed', { reason });
export const undoStop = (legId: number) => stop(legId, 'undo');

/** The bags' tags, one per bag, recorded by the driver collecting them at the address (the check-in route). */
export const tagBags = (reference: string, tags: string[], note?: string) =>
  api.post<CheckInBookingView>(`/api/check-in/${encodeURIComponent(reference)}/tags`, note ? { tags, note } : { tags });
