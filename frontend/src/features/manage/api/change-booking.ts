import type { ChangeBookingCommand, ChangeBookingResult } from '@luggage/contracts';
import { api } from '../../../lib/api-client';

/** POST /api/manage/{token}/change: 409 when the quoted difference no longer holds. */
export const changeBooking = (token: string, command: ChangeBookingCommand) =>
  api.post<ChangeBookingResult>(`/api/manage/${encodeURIComponent(token)}/change`, command);
