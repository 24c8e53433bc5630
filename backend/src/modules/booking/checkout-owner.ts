import type { Booking } from './entities/index.js';

/** Who is asking about a checkout: the browser session (its id's hash) and the account signed in there, if any. */
export interface CheckoutOwner {
  sessionHash: string | null;
  userId: number | null;
}

/**
 * The session that started a checkout, or the account it was made under (signing in starts a new session), may change
 * it and learn its manage token; anyone else naming its booking token or payment intent may not.
 */
export function ownsCheckout(booking: Pick<Booking, 'checkoutSessionHash' | 'userId'>, owner: CheckoutOwner): boolean {
  if (booking.checkoutSessionHash !== null && booking.checkoutSessionHash === owner.sessionHash) return true;
  return booking.userId !== null && booking.userId === owner.userId;
}
