import type { BookingStatus } from '@luggage/contracts';

export const BOOKING_STATUSES: readonly BookingStatus[] = ['pending_payment', 'confirmed', 'payment_failed', 'collected', 'returned', 'cancelled'];

/**
 * The booking lifecycle. A payment failure is not final (the customer may pay again with the same intent), so a
 * success confirms a booking from either pending_payment or payment_failed; nothing ever moves a booking back
 * from confirmed to unpaid, which is what makes a stale `payment_failed` event harmless.
 */
const TRANSITIONS: Record<BookingStatus, readonly BookingStatus[]> = {
  pending_payment: ['confirmed', 'payment_failed', 'cancelled'],
  payment_failed: ['confirmed', 'pending_payment', 'cancelled'],
  confirmed: ['collected', 'cancelled'],
  collected: ['returned'],
  returned: [],
  cancelled: [],
};

export function canTransition(from: BookingStatus, to: BookingStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** The statuses a booking may move to `to` from. */
export function statusesLeadingTo(to: BookingStatus): BookingStatus[] {
  return BOOKING_STATUSES.filter((from) => canTransition(from, to));
}

/** Paid for: the customer holds a real booking. */
export function isPaid(status: BookingStatus): boolean {
  return status === 'confirmed' || status === 'collected' || status === 'returned';
}
