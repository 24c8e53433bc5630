import type { CheckInBookingView, CheckInStep } from '@luggage/contracts';
import { api } from '../../../lib/api-client';

export const scanPass = (token: string) => api.post<CheckInBookingView>('/api/check-in/scan', { token });

export const findBooking = (reference: string, pin: string) => api.post<CheckInBookingView>('/api/check-in/find', { reference, pin });

export const takeStep = (reference: string, step: CheckInStep, reason?: string) =>
  api.post<CheckInBookingView>(`/api/check-in/${encodeURIComponent(reference)}/${step}`, reason ? { reason } : {});

export const undoStep = (reference: string) => api.post<CheckInBookingView>(`/api/check-in/${encodeURIComponent(reference)}/undo`);
