import type { BookingMove, BookingStatus, LifecycleActor, Message } from '@luggage/contracts';
import type { EventName } from '../../../shared/events/event-map.js';

export const BOOKING_STATUSES: readonly BookingStatus[] = ['pending_payment', 'confirmed', 'payment_failed', 'collected', 'returned', 'cancelled', 'no_show'];

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
/** The steps at the point: staff at their points (operations checks which), admins anywhere. */
const AT_THE_POINT: readonly LifecycleActor[] = ['admin', 'staff'];
const SCHEDULER: readonly LifecycleActor[] = ['scheduler'];

/**
 * The booking lifecycle, the one place that says what may happen to a booking in each status, what each move
 * records and who may make it. A payment failure is not final (the customer may pay again), so a success confirms
 * from pending_payment or payment_failed; nothing moves a paid booking back to unpaid, which is what makes a stale
 * `payment_failed` event harmless. Time limits (the cancellation policy) are the pricing module's, on top of this.
 * A confirmed booking nobody handed over by the end of its collection day becomes a no show (the scheduler's timed
 * job); an admin may undo that (back to confirmed, e.g. the customer came late), and may refund it, but nothing
 * refunds a no show by itself.
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
    { move: 'collect', to: 'collected', event: null, by: AT_THE_POINT },
    { move: 'resend_confirmation', to: 'confirmed', event: 'BookingConfirmationResent', by: ADMIN },
    { move: 'mark_no_show', to: 'no_show', event: null, by: SCHEDULER },
  ],
  collected: [
    { move: 'return', to: 'returned', event: null, by: AT_THE_POINT },
    { move: 'refund', to: 'collected', event: 'RefundRequested', by: ADMIN },
  ],
  returned: [{ move: 'refund', to: 'returned', event: 'RefundRequested', by: ADMIN }],
  cancelled: [{ move: 'refund', to: 'cancelled', event: 'RefundRequested', by: ADMIN }],
  no_show: [
    { move: 'undo_no_show', to: 'confirmed', event: null, by: ADMIN },
    { move: 'refund', to: 'no_show', event: 'RefundRequested', by: ADMIN },
  ],
};

/**
 * A step at the point taken by mistake, undone within minutes (the operations module says by whom and how long): not a
 * move of the booking's life, so the table above (and what it allows) stays as it is. Each undo is a history row.
 */
export const UNDOABLE_STEPS = {
  collect: { undo: 'undo_collect', from: 'collected', to: 'confirmed' },
  return: { undo: 'undo_return', from: 'returned', to: 'collected' },
} as const satisfies Partial<Record<BookingMove, { undo: BookingUndo; from: BookingStatus; to: BookingStatus }>>;

export type UndoableStep = keyof typeof UNDOABLE_STEPS;
export type BookingUndo = 'undo_collect' | 'undo_return';

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

/**
 * The statuses `move` leads from to the different status `to`. By move, not only by destination: a payment confirms
 * an unpaid booking, an admin's undo confirms a no show, and neither may do the other's.
 */
export function statusesMoving(move: BookingMove, to: BookingStatus): BookingStatus[] {
  return BOOKING_STATUSES.filter((from) => from !== to && ruleFor(from, move)?.to === to);
}

/** Paid for: the customer holds a real booking (a no show too: it was paid, and only an admin refunds it). */
export function isPaid(status: BookingStatus): boolean {
  return status === 'confirmed' || status === 'collected' || status === 'returned' || status === 'no_show';
}

/** Why a customer cannot change or cancel a booking in this status (errors.json: the request's language says it). */
export function statusReason(status: BookingStatus): Message {
  return { key: `errors:booking.${STATUS_REASONS[status] ?? 'notPaid'}` };
}

const STATUS_REASONS: Partial<Record<BookingStatus, string>> = {
  cancelled: 'cancelled',
  collected: 'collected',
  returned: 'returned',
  no_show: 'noShow',
};
