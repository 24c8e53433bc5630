import type { BookingRequest, BookingResponse, PartnerBookingRequest, PartnerBookingResponse, PartnerBookingView, PartnerInvoiceView, PartnerSelfView, PartnerStatement } from '@luggage/contracts';
import { api } from '../../lib/api-client';

/** GET /api/partner/me: the partner's name, link code and terms. */
export const getPartnerSelf = (signal?: AbortSignal) => api.get<PartnerSelfView>('/api/partner/me', { signal });

/** GET /api/partner/bookings: the partner's own bookings, newest first. */
export const getPartnerBookings = (signal?: AbortSignal) => api.get<PartnerBookingView[]>('/api/partner/bookings', { signal });

/** POST /api/partner/bookings: on account (confirmed at once) or by the guest's card (an intent to pay). */
export const bookForGuest = (request: PartnerBookingRequest) => api.post<PartnerBookingResponse>('/api/partner/bookings', request);

/** POST /api/booking: the guest's card paid; the booking is confirmed as in the wizard. */
export const confirmCardBooking = (request: BookingRequest) => api.post<BookingResponse>('/api/booking', request);

/** GET /api/partner/statement?month=MM-YYYY */
export const getPartnerStatement = (month: string, signal?: AbortSignal) => api.get<PartnerStatement>(`/api/partner/statement?month=${encodeURIComponent(month)}`, { signal });

/** GET /api/partner/invoices: the partner's monthly invoices, newest month first, with their credit notes and payments. */
export const getPartnerInvoices = (signal?: AbortSignal) => api.get<PartnerInvoiceView[]>('/api/partner/invoices', { signal });

/** A monthly invoice's or credit note's PDF (the partner's own only). */
export const partnerInvoicePdfUrl = (id: number) => `/api/partner/invoices/${id}.pdf`;
