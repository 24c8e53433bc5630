import type { AuthUserView, ChangeEmailRequest } from '@luggage/contracts';
import { api } from '../../../lib/api-client';

/** PUT /api/user/email: the new address, unverified until its emailed link is followed. */
export const changeEmail = (request: ChangeEmailRequest) => api.put<AuthUserView>('/api/user/email', request);
