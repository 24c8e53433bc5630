import type { AdminClaimsView, ClaimDecisionRequest, ClaimReplyRequest, ClaimStatus, ClaimsSummary } from '@luggage/contracts';
import { api } from '../../../lib/api-client';

/** GET /api/admin/claims?status=&reference=: the queue (or one booking's claims), open claims first, the most overdue at the top. */
export const getClaims = (status: ClaimStatus | '', reference: string | null, signal?: AbortSignal) =>
  api.get<AdminClaimsView>('/api/admin/claims', { query: { status: status || undefined, reference: reference ?? undefined }, signal });

/** GET /api/admin/claims-summary: the dashboard's figures. */
export const getClaimsSummary = (signal?: AbortSignal) => api.get<ClaimsSummary>('/api/admin/claims-summary', { signal });

/** POST /api/admin/claims/{id}/reply: 422 by field, 409 when the claim is decided. */
export const replyToClaim = (id: number, request: ClaimReplyRequest) => api.post<AdminClaimsView>(`/api/admin/claims/${id}/reply`, request);

/** POST /api/admin/claims/{id}/decide: amount in pounds; 409 when it is decided already. */
export const decideClaim = (id: number, request: ClaimDecisionRequest) => api.post<AdminClaimsView>(`/api/admin/claims/${id}/decide`, request);
