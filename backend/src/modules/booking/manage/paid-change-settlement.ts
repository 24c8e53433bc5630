import type { EntityManager } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import { formatPounds, windowLabel } from '@luggage/contracts';
import type { PaymentLedger } from '../../payments/index.js';
import type { Actor } from '../lifecycle/booking-actor.js';
import type { BookingLifecycle } from '../lifecycle/booking-lifecycle.js';
import type { FullWindow } from '../capacity/trip-capacity.js';
import type { Booking, BookingChange } from '../entities/index.js';

/** Why a paid change could not be applied: a full night at a point, a full window, the code it adds used up, or the booking moved on (stale). */
export type Unapplied = { night: string; locationName: string } | FullWindow | { promoUsedUp: string } | 'stale';

const WORDS = {
  change: { refund: 'Change not applied', note: 'Change paid but not applied', stale: 'the booking had changed or was cancelled meanwhile' },
  redelivery: { refund: 'Delivery not rebooked', note: 'Delivery paid but not rebooked', stale: 'the booking had changed meanwhile' },
};

/** A paid change that could not be applied is refunded by the payment's own move, as the history says. */
const REFUNDED_BY_PAYMENT: Actor = { kind: 'payment_provider', label: 'system' };

const logger = new Logger('BookingChange');

/**
 * Settles a paid change or redelivery under the booking's lock (its payment recorded already): `attempt` takes the
 * capacity it needs and says why it cannot (null: taken), `apply` writes it. Not applied, the change is stale and its
 * payment refunded in full, with a history row saying why.
 */
export async function settlePaidChange(
  tx: EntityManager,
  { ledger, lifecycle }: { ledger: PaymentLedger; lifecycle: BookingLifecycle },
  paid: { booking: Booking; change: BookingChange; amountPence: number; kind: keyof typeof WORDS },
  attempt: () => Promise<Unapplied | null>,
  apply: () => Promise<void>,
): Promise<'applied' | 'refunded'> {
  const { booking, change, amountPence } = paid;
  const words = WORDS[paid.kind];
  const unapplied = await attempt();
  if (!unapplied) {
    change.state = 'applied';
    await apply();
    return 'applied';
  }
  change.state = 'stale';
  const why =
    unapplied === 'stale'
      ? words.stale
      : 'promoUsedUp' in unapplied
        ? `code ${unapplied.promoUsedUp} had no use left by the time it was paid`
        : 'trip' in unapplied
        ? `the ${windowLabel(unapplied.trip)} window was full on ${unapplied.trip.date} by the time it was paid`
        : `${unapplied.locationName} was full on ${unapplied.night} by the time it was paid`;
  logger.warn(`Change ${change.id} of booking ${booking.reference} was paid but not applied (${why}): refunding ${amountPence} pence`);
  await ledger.requestRefund(tx, { bookingId: booking.id, amountPence, reason: `${words.refund}: ${why}`, requestedBy: REFUNDED_BY_PAYMENT.label });
  await lifecycle.apply(tx, booking.id, 'refund', REFUNDED_BY_PAYMENT, { note: `${words.note} (${why}): ${formatPounds(amountPence)} refunded` });
  return 'refunded';
}
