import type {
  InvitePartnerRequest,
  PartnerInvoiceView,
  PartnerStatement,
  PartnerView,
  RecordPartnerPaymentRequest,
  RecordPartnerFurtherPaymentRequest,
  RecordPartnerRefundRequest,
  UpdatePartnerRequest,
  VoidPartnerPaymentRequest,
} from '@luggage/contracts';
import { api } from '../../../lib/api-client';

/** GET /api/admin/partners: every partner with its code, terms and this month's bookings. */
export const getPartners = (signal?: AbortSignal) => api.get<PartnerView[]>('/api/admin/partners', { signal });

/** POST /api/admin/partners: the partner and its set-password invitation; 422 with messages by field. */
export const invitePartner = (request: InvitePartnerRequest) => api.post<PartnerView>('/api/admin/partners', request);

/** PUT /api/admin/partners/{id}: the share, the link discount, on account and active, all at once. */
export const updatePartner = (id: number, request: UpdatePartnerRequest) => api.put<PartnerView>(`/api/admin/partners/${id}`, request);

/** GET /api/admin/partners/{id}/statement?month=MM-YYYY */
export const getPartnerStatement = (id: number, month: string, signal?: AbortSignal) =>
  api.get<PartnerStatement>(`/api/admin/partners/${id}/statement?month=${encodeURIComponent(month)}`, { signal });

/** GET /api/admin/partners/{id}/invoices: the partner's monthly invoices, newest month first. */
export const getPartnerInvoices = (id: number, signal?: AbortSignal) => api.get<PartnerInvoiceView[]>(`/api/admin/partners/${id}/invoices`, { signal });

/** POST /api/admin/partners/{id}/invoices: issues a month's invoice (a month that has ended), or answers the one issued. */
export const issuePartnerInvoice = (id: number, month: string) => api.post<PartnerInvoiceView>(`/api/admin/partners/${id}/invoices`, { month });

/** POST /api/admin/partner-invoices/{id}/payment: the partner paid what is due; recorded once. */
export const recordPartnerPayment = (invoiceId: number, request: RecordPartnerPaymentRequest) => api.post<PartnerInvoiceView>(`/api/admin/partner-invoices/${invoiceId}/payment`, request);

/** POST /api/admin/partner-invoices/{id}/payment/void: the payment was recorded by mistake; the invoice is unpaid again. */
export const voidPartnerFurtherPayment = (invoiceId: number, request: VoidPartnerPaymentRequest) =>
  api.post<PartnerInvoiceView>(`/api/admin/partner-invoices/${invoiceId}/further-payment/void`, request);
export const voidPartnerPayment = (invoiceId: number, request: VoidPartnerPaymentRequest) => api.post<PartnerInvoiceView>(`/api/admin/partner-invoices/${invoiceId}/payment/void`, request);

/** POST /api/admin/partner-invoices/{id}/refund: money owed to the partner paid back by bank transfer; at most what is owed. */
export const recordPartnerFurtherPayment = (invoiceId: number, request: RecordPartnerFurtherPaymentRequest) =>
  api.post<PartnerInvoiceView>(`/api/admin/partner-invoices/${invoiceId}/further-payment`, request);
export const recordPartnerRefund = (invoiceId: number, request: RecordPartnerRefundRequest) => api.post<PartnerInvoiceView>(`/api/admin/partner-invoices/${invoiceId}/refund`, request);

/** A monthly invoice's or credit note's PDF. */
export const documentPdfUrl = (id: number) => `/api/admin/documents/${id}.pdf`;
