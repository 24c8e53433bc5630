import type { BookingPassView } from '@luggage/contracts';
import { api } from '../../../lib/api-client';

/** GET /api/manage/{token}/pass: the QR code, reference and PIN; 404 when the booking has no pass (cancelled, returned). */
export const getPass = (token: string, signal?: AbortSignal) => api.get<BookingPassView>(`/api/manage/${encodeURIComponent(token)}/pass`, { signal });

/** The .ics file with the handover and the return, downloaded by a plain link. */
export const calendarUrl = (token: string) => `/api/manage/${encodeURIComponent(token)}/calendar.ics`;
