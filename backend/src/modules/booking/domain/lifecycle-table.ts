import type { BookingMove, BookingStatus, LifecycleActor } from '@luggage/contracts';
import type { EventName } from '../../../shared/events/event-map.js';

export const BOOKING_STATUSES: readonly BookingStatus[] = ['pending_payment', 'confirmed', 'payment_failed', 'collected', 'returned', 'cancelled'];

export interface MoveRule {
  move: BookingMove;
  /** The status the move leads to; the same status for moves that keep it (a change, a refund). */
  to: BookingStatus;
  /** The event the move records (null: the audit row is its only trace). */
  event: EventName | null;
  by: readonly LifecycleActor[];
}

const CUSTOMER_OR_ADMIN: readonly LifecycleActor[] = ['customer_link', 'customer_account', 'admin'];
const PROVIDER: readonly LifecycleActor[] = ['payment_provider'];
const ADMIN: readonly LifecycleActor[] = ['admin'];

/**
 * The booking lifecycle, the one place that says what may happen to a booking in each status, what each move
 * records and who may make it. A payment failure is not final (the customer may pay again), so a success confirms
 * from pending_payment or payment_failed; nothing moves a paid booking back to unpaid, which is what makes a stale
 * `payment_failed` event harmless. Time limits (the cancellation policy) are the pricing module's, on top of this.
 */
export const LIFECYCLE: Record<BookingStatus, readonly MoveRule[]> = {
  pending_payment: [
    { move: 'pay', to: 'confirmed', event: 'BookingConfirmed', by: PROVIDER },
    { move: 'fail_payment', to: 'payment_failed', event: 'BookingPaymentFailed', by: PROVIDER },
  ],
  payment_failed: [
    { move: 'pay', to: 'confirmed', event: 'BookingConfirmed', by: PROVIDER },
    { move: 'retry_payment', to: 'pending_payment', event: null, by: ['customer_link'] },
  ],
  confirmed: [
    { move: 'change', to: 'confirmed', event: 'BookingChanged', by: CUSTOMER_OR_ADMIN },
    { move: 'cancel', to: 'cancelled', event: 'BookingCancelled', by: CUSTOMER_OR_ADMIN },
    { move: 'refund', to: 'confirmed', event: 'RefundRequested', by: ADMIN },
    { move: 'collect', to: 'collected', event: null, by: ADMIN },
    { move: 'resend_confirmation', to: 'confirmed', event: 'BookingConfirmationResent', by: ADMIN },
  ],
  collected: [
    { move: 'return', to: 'returned', event: null, by: ADMIN },
    { move: 'refund', to: 'collected', event: 'RefundRequested', by: ADMIN },
  ],
  returned: [{ move: 'refund', to: 'returned', event: 'RefundRequested', by: ADMIN }],
  cancelled: [{ move: 'refund', to: 'cancelled', event: 'RefundRequested', by: ADMIN }],
};

/** The rule for `move` from `status`, or null when the move is not open there. */
export function ruleFor(status: BookingStatus, move: BookingMove): MoveRule | null {
  return LIFECYCLE[status].find((rule) => rule.move === move) ?? null;
}

/** May `actor` make `move` on a booking in `status`? */
export function mayMove(status: BookingStatus, move: BookingMove, actor: LifecycleActor): boolean {
  return ruleFor(status, move)?.by.includes(actor) ?? false;
}

/** The moves `actor` may make from `status`. */
export function movesFor(status: BookingStatus, actor: LifecycleActor): BookingMove[] {
  return LIFECYCLE[status].filter((rule) => rule.by.includes(actor)).map((rule) => rule.move);
}

/** Whether some move leads from `from` to the different status `to`. */
export function canTransition(from: BookingStatus, to: BookingStatus): boolean {
  return from !== to && LIFECYCLE[from].some((rule) => rule.to === to);
}

/** The statuses a booking may move to `to` from (a status change, never a move that keeps the status). */
export function statusesLeadingTo(to: BookingStatus): BookingStatus[] {
  return BOOKING_STATUSES.filter((from) => canTransition(from, to));
}

/** Paid for: the customer holds a real booking. */
export function isPaid(status: BookingStatus): boolean {
  return status === 'confirmed' || status === 'collected' || status === 'returned';
}

/** Why a customer cannot change or cancel a booking in this status, in words. */
export function statusReason(status: BookingStatus): string {
  switch (status) {
    case 'cancelled':
      return 'This booking has been cancelled.';
    case 'collected':
      return 'Your luggage has been collected, so the booking can no longer be changed or cancelled here. Please contact us.';
    case 'returned':
      return 'Your luggage has been returned: this booking is complete.';
    default:
      return 'This booking has not been paid for.';
  }
}
