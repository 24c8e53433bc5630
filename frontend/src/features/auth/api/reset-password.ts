import type { ResetPasswordRequest, StatusResponse } from '@luggage/contracts';
import { api } from '../../../lib/api-client';

/** POST /reset-password (spec section 7); the api client fetches the CSRF cookie first and sends X-XSRF-TOKEN. */
export const resetPassword = (request: ResetPasswordRequest) => api.post<StatusResponse>('/reset-password', request);
