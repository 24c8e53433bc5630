import type { EntityManager } from '@mikro-orm/postgresql';
import { PAYMENT_TAKEN_STATUSES, type PaymentIntentView, type PaymentProvider } from '../../payments/index.js';
import { BookingAlreadyPaidError } from '../booking.errors.js';
import type { Booking } from '../entities/index.js';

/** The idempotency key of the booking's current intent version: a retried create or update repeats, never doubles. */
export function intentIdempotencyKey(booking: Booking): string {
  return `booking-${booking.id}-v${booking.intentVersion}`;
}

/**
 * One payment intent per booking: reuse it while its amount is right, update its amount when the basket changed,
 * create it (or a new one after a cancellation) otherwise. Refuses once money has moved on it.
 * Runs inside the caller's transaction with the booking row locked, so concurrent calls see each other's intent.
 */
export async function ensurePaymentIntent(provider: PaymentProvider, tx: EntityManager, booking: Booking): Promise<PaymentIntentView> {
  if (booking.paymentIntentId) {
    const current = await provider.retrieveIntent(tx, booking.paymentIntentId);
    if (current && PAYMENT_TAKEN_STATUSES.has(current.status)) throw new BookingAlreadyPaidError();
    if (current && current.status !== 'canceled') {
      if (current.amountPence === booking.totalPence) return current;
      booking.intentVersion += 1;
      // Only while unpaid, decided by the provider against a card being confirmed meanwhile: else 409, and the
      // caller's transaction (the new basket with it) rolls back.
      const updated = await provider.updateIntentAmount(tx, current.id, booking.totalPence, intentIdempotencyKey(booking));
      if (!updated) throw new BookingAlreadyPaidError();
      return updated;
    }
  }
  booking.intentVersion += 1;
  const created = await provider.createIntent(tx, {
    amountPence: booking.totalPence,
    currency: 'gbp',
    idempotencyKey: intentIdempotencyKey(booking),
    bookingId: booking.id,
    bookingReference: booking.reference,
  });
  booking.paymentIntentId = created.id;
  booking.paymentProvider = provider.name;
  return created;
}
