import { createHash } from 'node:crypto';
import type { Booking } from '../entities/index.js';

/**
 * Who is asking about a checkout: the browser (its key from SessionService, which outlives signing in: a checkout
 * begun before signing in is still this browser's) and the account signed in, if any.
 */
export interface CheckoutOwner {
  browserKey: string | null;
  userId: number | null;
}

/** The key is never stored: the booking keeps its SHA-256. */
export const checkoutKeyHash = (key: string | null): string | null => (key ? createHash('sha256').update(key).digest('hex') : null);

/**
 * The browser that started a checkout, or the account it was made under, may change it and learn its manage token;
 * anyone else naming its booking token or payment intent may not.
 */
export function ownsCheckout(booking: Pick<Booking, 'checkoutBrowserHash' | 'userId'>, owner: CheckoutOwner): boolean {
  const hash = checkoutKeyHash(owner.browserKey);
  if (booking.checkoutBrowserHash !== null && booking.checkoutBrowserHash === hash) return true;
  return booking.userId !== null && booking.userId === owner.userId;
}
