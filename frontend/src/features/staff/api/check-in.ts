import type { ChangeQuote, CheckInBookingView, CheckInStep, ExtendRequest, StaffExtendCommand } from '@luggage/contracts';
import { api } from '../../../lib/api-client';

export const scanPass = (token: string) => api.post<CheckInBookingView>('/api/check-in/scan', { token });

export const findBooking = (reference: string, pin: string) => api.post<CheckInBookingView>('/api/check-in/find', { reference, pin });

export const takeStep = (reference: string, step: CheckInStep, reason?: string) =>
  api.post<CheckInBookingView>(`/api/check-in/${encodeURIComponent(reference)}/${step}`, reason ? { reason } : {});

export const undoStep = (reference: string) => api.post<CheckInBookingView>(`/api/check-in/${encodeURIComponent(reference)}/undo`);

/** "Extend": the price of the stay as it would end (nights from the collection date, or a later pick-up with nights 0). */
export const quoteExtension = (reference: string, request: ExtendRequest) =>
  api.post<ChangeQuote>(`/api/check-in/${encodeURIComponent(reference)}/extend-quote`, request);

/** Extends the stay at the quoted difference; a dearer one only with `paidAtPoint` (staff took the payment there). */
export const extendStay = (reference: string, command: StaffExtendCommand) =>
  api.post<CheckInBookingView>(`/api/check-in/${encodeURIComponent(reference)}/extend`, command);

/** The hand-over by tags (the collection at the point, or the tags of bags collected before). */
export const tagBags = (reference: string, tags: string[], note?: string) =>
  api.post<CheckInBookingView>(`/api/check-in/${encodeURIComponent(reference)}/tags`, note ? { tags, note } : { tags });

/** The hand-back by tags: all of them return the booking, some missing report them. */
export const handBack = (reference: string, tags: string[]) => api.post<CheckInBookingView>(`/api/check-in/${encodeURIComponent(reference)}/return`, { tags });
