import type { ManageBookingView } from '@luggage/contracts';
import { ApiError, api } from '../../../lib/api-client';

const RETRY_DELAYS_MS = [1_000, 2_000, 3_000, 5_000];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** 409 'The payment has not succeeded yet.' (the provider has not told the server), or no answer at all. */
const worthAskingAgain = (error: unknown) => error instanceof ApiError && [0, 409, 502, 503, 504].includes(error.status);

/**
 * POST /api/manage/{token}/changes/{changeId}/confirm once the card payment succeeded. The server answers 409 until
 * it has seen the payment, so this asks a few more times over about ten seconds before giving up.
 */
export async function confirmChange(token: string, changeId: number): Promise<ManageBookingView> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await api.post<ManageBookingView>(`/api/manage/${encodeURIComponent(token)}/changes/${changeId}/confirm`);
    } catch (error) {
      if (!worthAskingAgain(error) || attempt >= RETRY_DELAYS_MS.length) throw error;
      await sleep(RETRY_DELAYS_MS[attempt]);
    }
  }
}
