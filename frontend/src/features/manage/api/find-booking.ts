import type { FindBookingRequest, StatusResponse } from '@luggage/contracts';
import { api } from '../../../lib/api-client';

/** POST /api/find-booking: the same status text whether or not a booking matched (its link goes by email). */
export const findBooking = (request: FindBookingRequest) => api.post<StatusResponse>('/api/find-booking', request);
