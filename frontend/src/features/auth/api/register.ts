import type { RegisterRequest, AuthUserView } from '@luggage/contracts';
import { api } from '../../../lib/api-client';

/** POST /register (spec section 7); the api client fetches the CSRF cookie first and sends X-XSRF-TOKEN. */
export const register = (request: RegisterRequest) => api.post<AuthUserView>('/register', request);
