import type { ManageClaimsView } from '@luggage/contracts';
import { api } from '../../../lib/api-client';

const claimsPath = (token: string, rest = '') => `/api/manage/${encodeURIComponent(token)}/claims${rest}`;

/** GET /api/manage/{token}/claims: the booking's claims, whether one may be filed, and the handover photos. */
export const getClaims = (token: string, signal?: AbortSignal) => api.get<ManageClaimsView>(claimsPath(token), { signal });

/** POST /api/manage/{token}/claims: the form as the page holds it (kind, description, photos[]). */
export const fileClaim = (token: string, form: FormData) => api.upload<ManageClaimsView>(claimsPath(token), form);

/** POST /api/manage/{token}/claims/{id}/messages: the answer to a request for information (message, photos[]). */
export const answerClaim = (token: string, claimId: number, form: FormData) => api.upload<ManageClaimsView>(claimsPath(token, `/${claimId}/messages`), form);
