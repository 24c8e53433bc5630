import type { InvoiceDetailsRequest, ManageInvoiceView } from '@luggage/contracts';
import { api } from '../../../lib/api-client';

const invoicePath = (token: string, rest: string) => `/api/manage/${encodeURIComponent(token)}/${rest}`;

/** GET /api/manage/{token}/invoice: the company details given and the latest document (null before the first). */
export const getInvoice = (token: string, signal?: AbortSignal) => api.get<ManageInvoiceView>(invoicePath(token, 'invoice'), { signal });

/** PUT /api/manage/{token}/invoice-details: changed details reissue the invoice; 422 by field. */
export const saveInvoiceDetails = (token: string, details: InvoiceDetailsRequest) => api.put<ManageInvoiceView>(invoicePath(token, 'invoice-details'), details);

/** The latest document as a PDF, downloaded by a plain link (the manage link's secret opens it). */
export const invoicePdfUrl = (token: string) => invoicePath(token, 'invoice.pdf');
