import type { StatusResponse, VerifyEmailRequest } from '@luggage/contracts';
import { api } from '../../../lib/api-client';

/** POST /api/email/verify: spends the emailed link's token; a used, expired or replaced one answers 422. */
export const verifyEmail = (request: VerifyEmailRequest) => api.post<StatusResponse>('/api/email/verify', request);
