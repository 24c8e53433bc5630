import type { CustomerBagCustodyView } from '@luggage/contracts';
import { api } from '../../../lib/api-client';

/** GET /api/manage/{token}/custody: each bag's chain of custody by its tag (no staff names). */
export const getCustody = (token: string, signal?: AbortSignal) => api.get<CustomerBagCustodyView[]>(`/api/manage/${encodeURIComponent(token)}/custody`, { signal });
