import type { DeleteAccountRequest } from '@luggage/contracts';
import { api } from '../../../lib/api-client';

/** DELETE /api/user: the account goes, confirmed with the current password; the browser gets a visitor's session. */
export const deleteAccount = (request: DeleteAccountRequest) => api.delete<void>('/api/user', { body: request });
