import type { InvitePartnerRequest, PartnerStatement, PartnerView, UpdatePartnerRequest } from '@luggage/contracts';
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
