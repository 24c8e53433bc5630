import type { ForgotPasswordRequest, StatusResponse } from '@luggage/contracts';
import { api } from '../../../lib/api-client';

/** POST /forgot-password (spec section 7); the api client fetches the CSRF cookie first and sends X-XSRF-TOKEN. */
export const forgotPassword = (request: ForgotPasswordRequest) => api.post<StatusResponse>('/forgot-password', request);
