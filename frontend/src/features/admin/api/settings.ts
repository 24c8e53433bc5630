import type { CancellationPolicy, CancellationPolicyView } from '@luggage/contracts';
import { api } from '../../../lib/api-client';

/** GET /api/admin/cancellation-policy */
export const getCancellationPolicy = (signal?: AbortSignal) => api.get<CancellationPolicyView>('/api/admin/cancellation-policy', { signal });

/** PUT /api/admin/cancellation-policy: 422 with messages by field. */
export const saveCancellationPolicy = (policy: CancellationPolicy) => api.put<CancellationPolicyView>('/api/admin/cancellation-policy', policy);
