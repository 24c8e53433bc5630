import type { LoginRequest, AuthUserView } from '@luggage/contracts';
import { api } from '../../../lib/api-client';

/** POST /login (spec section 7); the api client fetches the CSRF cookie first and sends X-XSRF-TOKEN. */
export const login = (request: LoginRequest) => api.post<AuthUserView>('/login', request);
