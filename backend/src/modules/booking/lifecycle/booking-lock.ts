import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Booking } from '../entities/index.js';

/** What asking for a change (or a second delivery) leads to: done, or a payment to make first. */
export type ChangeOutcome = { outcome: 'changed' } | { outcome: 'payment_required'; changeId: number; clientSecret: string; amountPence: number };

/** Loads a booking with its row locked (and its lines and legs), inside `tx`. */
export async function lockBooking(tx: EntityManager, bookingId: number): Promise<Booking> {
  const booking = await tx.findOneOrFail(Booking, { id: bookingId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  await booking.items.init();
  await booking.legs.init();
  return booking;
}


/**
 * Marks the booking's unpaid changes and redeliveries superseded (a newer one, or a cancellation), under the booking's
 * row lock: one payable at a time. A superseded one paid all the same is refunded (BookingChangeService.onChangePaid).
 */
export async function supersedeWaitingChanges(tx: EntityManager, bookingId: number): Promise<void> {
  await tx.execute(`update booking_change set state = 'superseded' where booking_id = ? and state = 'awaiting_payment'`, [bookingId]);
}
