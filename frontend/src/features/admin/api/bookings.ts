import type {
  AdminBookingDetail,
  AdminBookingExport,
  AdminBookingList,
  AdminBookingQuery,
  AdminCancelRequest,
  AdminChangeRequest,
  AdminRefundRequest,
  BookingDocumentView,
  ChangeBookingRequest,
  ChangeQuote,
  OperatorAction,
} from '@luggage/contracts';
import { api } from '../../../lib/api-client';

/** The operator's bookings (beyond the spec). */

type Query = Record<string, string | number | undefined>;

const asQuery = (query: AdminBookingQuery): Query => ({ ...query });

export const listBookings = (query: AdminBookingQuery, signal?: AbortSignal) =>
  api.get<AdminBookingList>('/api/admin/bookings', { query: asQuery(query), signal });

/** How many bookings the CSV of the same query holds, counted now. */
export const bookingsExportSummary = (query: AdminBookingQuery, signal?: AbortSignal) =>
  api.get<AdminBookingExport>('/api/admin/bookings/export', { query: asQuery(query), signal });

export const getBooking = (reference: string, signal?: AbortSignal) =>
  api.get<AdminBookingDetail>(`/api/admin/bookings/${encodeURIComponent(reference)}`, { signal });

export const markBooking = (reference: string, action: OperatorAction) =>
  api.post<AdminBookingDetail>(`/api/admin/bookings/${encodeURIComponent(reference)}/${action}`);

const bookingPath = (reference: string, move: string) => `/api/admin/bookings/${encodeURIComponent(reference)}/${move}`;

/** Cancels with the operator's reason and refund choice (full, none or an amount). */
export const cancelBooking = (reference: string, request: AdminCancelRequest) => api.post<AdminBookingDetail>(bookingPath(reference, 'cancel'), request);

/** A partial refund of a live booking. */
export const refundBooking = (reference: string, request: AdminRefundRequest) => api.post<AdminBookingDetail>(bookingPath(reference, 'refund'), request);

/** The price of a change made on the customer's behalf; commits nothing. */
export const quoteBookingChange = (reference: string, request: ChangeBookingRequest) => api.post<ChangeQuote>(bookingPath(reference, 'change-quote'), request);

/** A change on the customer's behalf: a dearer one only with the difference waived. */
export const changeBooking = (reference: string, request: AdminChangeRequest) => api.post<AdminBookingDetail>(bookingPath(reference, 'change'), request);

/** A no show back to confirmed (the customer came after all). */
export const undoNoShow = (reference: string) => api.post<AdminBookingDetail>(bookingPath(reference, 'undo-no-show'));

/** Ends the lock wrong PINs typed by staff put on the booking's check-in (recorded in its history). */
export const unlockPin = (reference: string) => api.post<AdminBookingDetail>(bookingPath(reference, 'unlock-pin'));

export const resendConfirmation = (reference: string) => api.post<AdminBookingDetail>(bookingPath(reference, 'resend-confirmation'));

/** The CSV download's address for the same filters (a plain link: the browser sends the session cookie). */
export function bookingsCsvUrl(query: AdminBookingQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const search = params.toString();
  return `/api/admin/bookings.csv${search ? `?${search}` : ''}`;
}

/** The booking's invoices, credit notes and receipts, oldest first. */
export const getBookingDocuments = (reference: string, signal?: AbortSignal) =>
  api.get<BookingDocumentView[]>(`${bookingPath(reference, 'documents')}`, { signal });

/** A document's PDF, opened by the browser with the admin's session. */
export const documentPdfUrl = (id: number) => `/api/admin/documents/${id}.pdf`;
