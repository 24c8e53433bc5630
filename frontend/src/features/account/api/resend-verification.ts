import type { StatusResponse } from '@luggage/contracts';
import { api } from '../../../lib/api-client';

/** POST /api/email/verification-notification: a new link (the earlier ones stop working); 429 when asked too often. */
export const resendVerification = () => api.post<StatusResponse>('/api/email/verification-notification');
