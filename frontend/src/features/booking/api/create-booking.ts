import type { BookingRequest, BookingResponse } from '@luggage/contracts';
import { ApiError, api } from '../../../lib/api-client';

const RETRY_DELAYS_MS = [1_000, 3_000];

/** No answer, or a gateway that could not reach the API: worth asking again. */
const isTransient = (error: unknown) => error instanceof ApiError && [0, 502, 503, 504].includes(error.status);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * POST /api/booking after the payment succeeded. The server books once per payment intent, so a retry after a
 * lost answer is safe: it answers the same booking.
 */
export async function createBooking(request: BookingRequest): Promise<BookingResponse> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await api.post<BookingResponse>('/api/booking', request);
    } catch (error) {
      if (!isTransient(error) || attempt >= RETRY_DELAYS_MS.length) throw error;
      await sleep(RETRY_DELAYS_MS[attempt]);
    }
  }
}
