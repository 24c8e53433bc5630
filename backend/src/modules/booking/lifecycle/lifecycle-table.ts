import type { BookingMove, BookingStatus, LegDirection, LegState, LifecycleActor, Message } from '@luggage/contracts';
import type { EventName } from '../../../shared/events/event-map.js';

export const BOOKING_STATUSES: readonly BookingStatus[] = ['pending_payment', 'confirmed', 'payment_failed', 'collected', 'returned', 'cancelled', 'no_show'];

export const LIFECYCLE_ACTORS: readonly LifecycleActor[] = ['customer_link', 'customer_account', 'partner', 'admin', 'staff', 'driver', 'payment_provider', 'scheduler'];

/** What a leg move needs of the booking's address leg, and what it leaves it in. */
export interface LegRule {
  /** The leg's direction (either when absent). */
  direction?: LegDirection;
  from: readonly LegState[];
  /** The leg's state after the move (null: it keeps its state). */
  to: LegState | null;
}

export interface MoveRule {
  move: BookingMove;
  /** The status the move leads to; the same status for moves that keep it (a change, a refund). */
  to: BookingStatus;
  /** The event the lifecycle service records for the move (null: the history row is its only trace). */
  event: EventName | null;
  by: readonly LifecycleActor[];
  /** The action its history row records: the move's name unless said (null: none, the status reached says it). */
  history?: string | null;
  leg?: LegRule;
  /** An undo: the move it takes back, which must still be the booking's latest history row. */
  undoes?: BookingMove;
  /**
   * The timed event the move (re)starts: the no-show check at the end of the collection day (a change: when it moved
   * the day), or the end of a checkout's protected hold (when it took one).
   */
  timer?: 'CollectionDayEnded' | 'BookingHoldExpired';
  /** The move writes no history row: its event is its only trace (nothing an operator follows, such as a link emailed again). */
  untraced?: true;
}

const CUSTOMERS: readonly LifecycleActor[] = ['customer_link', 'customer_account'];
/** Who checks out: a customer in the wizard, or a partner booking for its guest (issue 41). */
const CHECKOUTS: readonly LifecycleActor[] = [...CUSTOMERS, 'partner'];
const CUSTOMER_OR_ADMIN: readonly LifecycleActor[] = ['customer_link', 'customer_account', 'admin'];
/** A stay extended (a later pick-up, more nights): by the customer, or for them at the point or by an admin. */
const EXTENDERS: readonly LifecycleActor[] = [...CUSTOMER_OR_ADMIN, 'staff'];
const PROVIDER: readonly LifecycleActor[] = ['payment_provider'];
const ADMIN: readonly LifecycleActor[] = ['admin'];
/** The steps at the point: staff at their points (operations checks which), admins anywhere. */
const AT_THE_POINT: readonly LifecycleActor[] = ['admin', 'staff'];
/** Bags tagged at a hand-over: at the point, or by the driver who collected them (operations checks which). */
const TAGGERS: readonly LifecycleActor[] = ['admin', 'staff', 'driver'];
/** The steps on an address leg: drivers of the leg's city (delivery checks which), admins anywhere. */
const ON_THE_ROAD: readonly LifecycleActor[] = ['driver', 'admin'];
const SCHEDULER: readonly LifecycleActor[] = ['scheduler'];
/** An operator's refund, or the payment's own: a paid change or redelivery that could no longer be applied is refunded. */
const REFUNDERS: readonly LifecycleActor[] = ['admin', 'payment_provider'];

/** The driver's steps on the leg of `direction`, from the booking's status that leg needs. */
function driverSteps(direction: LegDirection): MoveRule[] {
  const collection = direction === 'collection';
  const done = collection ? 'driver_collected' : 'driver_delivered';
  const failed = collection ? 'driver_not_collected' : 'driver_not_delivered';
  const status: BookingStatus = collection ? 'confirmed' : 'collected';
  const step = (from: LegState, to: LegState) => ({ direction, from: [from], to });
  return [
    { move: 'driver_on_the_way', to: status, event: 'DriverOnTheWay', by: ON_THE_ROAD, leg: step('booked', 'on_the_way') },
    { move: done, to: collection ? 'collected' : 'returned', event: collection ? 'LegCollected' : 'LegDelivered', by: ON_THE_ROAD, leg: step('on_the_way', collection ? 'collected' : 'delivered') },
    { move: failed, to: status, event: 'LegFailed', by: ON_THE_ROAD, leg: step('on_the_way', 'failed') },
    { move: `undo_${failed}`, to: status, event: 'LegStepUndone', by: ON_THE_ROAD, history: 'undo_driver_step', undoes: failed, leg: step('failed', 'on_the_way') },
  ];
}

/** The undo of a driver's finished step: it left the booking in `from`, and takes it back to the status before. */
function undoDriverStep(direction: LegDirection): MoveRule {
  const collection = direction === 'collection';
  const undoes = collection ? 'driver_collected' : 'driver_delivered';
  return { move: `undo_${undoes}`, to: collection ? 'confirmed' : 'collected', event: 'LegStepUndone', by: ON_THE_ROAD, history: 'undo_driver_step', undoes, leg: { direction, from: [collection ? 'collected' : 'delivered'], to: 'on_the_way' } };
}

/** An admin's moves of a stop still to be done (another driver, another window or day), while the booking is paid and not over. */
function stopMoves(status: BookingStatus): MoveRule[] {
  return [
    { move: 'stop_moved', to: status, event: null, by: ADMIN, leg: { from: ['booked', 'on_the_way'], to: null } },
    { move: 'stop_window_moved', to: status, event: 'LegWindowChanged', by: ADMIN, leg: { from: ['booked'], to: null } },
  ];
}

/**
 * A closed point's pick-up made good at no charge (booking/rescue): the bags delivered to an address, or picked up the
 * next day the point opens. Only the customer's link takes an offer; its history row reads as a change.
 */
const closureRescue = (status: BookingStatus): MoveRule => ({ move: 'closure_rescue', to: status, event: 'BookingChanged', by: ['customer_link'], history: 'change' });

/**
 * The checkout's first move, which makes the booking: it has no status before. Its history row names no action (the
 * status it starts in says it).
 */
export const START_CHECKOUT: MoveRule = { move: 'start_checkout', to: 'pending_payment', event: 'BookingRequested', by: CHECKOUTS, history: null, timer: 'BookingHoldExpired' };

/** A customer asking for their manage link again ("find my booking"): open wherever the booking has a page (paid, or cancelled). */
const sendManageLink = (status: BookingStatus): MoveRule => ({ move: 'send_manage_link', to: status, event: 'ManageLinkRequested', by: ['customer_link'], untraced: true });

/**
 * What may happen to a booking in each status, what each move records and who may make it. The lifecycle service
 * (booking-lifecycle.ts) is the only code that makes a move.
 *
 * A payment failure is not final (the customer may pay again), so a success confirms from pending_payment or
 * payment_failed; nothing moves a paid booking back to unpaid, which is what makes a stale `payment_failed` event
 * harmless. Time limits (the cancellation policy) are the pricing module's, on top of this. A confirmed booking nobody
 * handed over by the end of its collection day becomes a no show (the scheduler's timed job); an admin may undo that
 * (back to confirmed, e.g. the customer came late), and may refund it, but nothing refunds a no show by itself.
 *
 * Address legs: the collection is driven while the booking is confirmed, the delivery while it is collected. Bags a
 * driver collects are collected as at a point (confirmed -> collected), bags delivered are returned (collected ->
 * returned). A step taken by mistake (at the point or on the road) is undone while it is the booking's latest history
 * row (`undoes`); who may undo it and for how long is operations' and delivery's to say. A delivery the driver could
 * not make is booked again by the customer (book_redelivery).
 *
 * Refunds: the history row is the move's; the payment ledger records RefundRequested for each refund it writes (a
 * cancellation or a cheaper change refund too), so that event is the ledger's, not a move's.
 */
export const LIFECYCLE: Record<BookingStatus, readonly MoveRule[]> = {
  pending_payment: [
    { move: 'pay', to: 'confirmed', event: 'BookingConfirmed', by: PROVIDER, timer: 'CollectionDayEnded' },
    // A partner allowed to book on account confirms its own checkout at once: owed by the partner, no card payment.
    { move: 'book_on_account', to: 'confirmed', event: 'BookingConfirmed', by: ['partner'], timer: 'CollectionDayEnded' },
    { move: 'fail_payment', to: 'payment_failed', event: 'BookingPaymentFailed', by: PROVIDER },
  ],
  payment_failed: [
    { move: 'pay', to: 'confirmed', event: 'BookingConfirmed', by: PROVIDER, timer: 'CollectionDayEnded' },
    { move: 'retry_payment', to: 'pending_payment', event: null, by: CHECKOUTS, history: null },
  ],
  confirmed: [
    { move: 'change', to: 'confirmed', event: 'BookingChanged', by: CUSTOMER_OR_ADMIN, timer: 'CollectionDayEnded' },
    { move: 'extend', to: 'confirmed', event: 'BookingChanged', by: EXTENDERS },
    closureRescue('confirmed'),
    { move: 'cancel', to: 'cancelled', event: 'BookingCancelled', by: [...CUSTOMER_OR_ADMIN, 'payment_provider'] },
    { move: 'refund', to: 'confirmed', event: null, by: REFUNDERS },
    { move: 'collect', to: 'collected', event: null, by: AT_THE_POINT },
    { move: 'resend_confirmation', to: 'confirmed', event: 'BookingConfirmationResent', by: ADMIN },
    sendManageLink('confirmed'),
    { move: 'mark_no_show', to: 'no_show', event: null, by: SCHEDULER },
    // A driver tags the bags as they take them, before their "collected" step.
    { move: 'tag_bags', to: 'confirmed', event: null, by: ['driver'] },
    ...driverSteps('collection'),
    ...stopMoves('confirmed'),
  ],
  collected: [
    { move: 'return', to: 'returned', event: null, by: AT_THE_POINT },
    { move: 'extend', to: 'collected', event: 'BookingChanged', by: EXTENDERS },
    closureRescue('collected'),
    { move: 'refund', to: 'collected', event: null, by: REFUNDERS },
    { move: 'undo_collect', to: 'confirmed', event: null, by: AT_THE_POINT, undoes: 'collect' },
    // Bags handed over before tags, or collected by a driver, tagged afterwards; tags not seen at a hand-back (at the
    // point, or by the driver delivering them: delivery checks the leg is theirs and on its way).
    { move: 'tag_bags', to: 'collected', event: null, by: TAGGERS },
    { move: 'report_missing_bags', to: 'collected', event: null, by: TAGGERS },
    sendManageLink('collected'),
    ...driverSteps('return'),
    undoDriverStep('collection'),
    { move: 'book_redelivery', to: 'collected', event: 'BookingChanged', by: CUSTOMER_OR_ADMIN, history: 'change', leg: { direction: 'return', from: ['failed'], to: 'booked' } },
    ...stopMoves('collected'),
  ],
  returned: [
    { move: 'refund', to: 'returned', event: null, by: REFUNDERS },
    { move: 'undo_return', to: 'collected', event: null, by: AT_THE_POINT, undoes: 'return' },
    sendManageLink('returned'),
    undoDriverStep('return'),
    ...stopMoves('returned'),
  ],
  cancelled: [{ move: 'refund', to: 'cancelled', event: null, by: REFUNDERS }, sendManageLink('cancelled')],
  no_show: [
    { move: 'undo_no_show', to: 'confirmed', event: null, by: ADMIN },
    { move: 'refund', to: 'no_show', event: null, by: REFUNDERS },
    sendManageLink('no_show'),
  ],
};

/**
 * Moves open in every status, keeping it: an admin ending a check-in PIN lock, and a claim's steps (the claims module
 * says when a claim may be filed, and records the claim's own events). Not steps of the booking's life.
 */
export const ANY_STATUS: readonly Omit<MoveRule, 'to'>[] = [
  { move: 'unlock_pin', event: null, by: ADMIN },
  { move: 'claim_filed', event: null, by: ['customer_link'] },
  { move: 'claim_answered', event: null, by: ['customer_link'] },
  { move: 'claim_replied', event: null, by: ADMIN },
  { move: 'claim_info_requested', event: null, by: ADMIN },
  { move: 'claim_decided', event: null, by: ADMIN },
];

export function ruleFor(status: BookingStatus, move: BookingMove): MoveRule | null {
  const standing = ANY_STATUS.find((rule) => rule.move === move);
  if (standing) return { ...standing, to: status };
  return LIFECYCLE[status].find((rule) => rule.move === move) ?? null;
}

export function mayMove(status: BookingStatus, move: BookingMove, actor: LifecycleActor): boolean {
  return ruleFor(status, move)?.by.includes(actor) ?? false;
}

/** The moves of the booking's life `actor` may make from `status` (not those open in every status, ANY_STATUS, nor the untraced ones). */
export function movesFor(status: BookingStatus, actor: LifecycleActor): BookingMove[] {
  return LIFECYCLE[status].filter((rule) => rule.by.includes(actor) && !rule.untraced).map((rule) => rule.move);
}

/** Whether some move of the booking's life (not the undo of a step taken by mistake) leads from `from` to the different status `to`. */
export function canTransition(from: BookingStatus, to: BookingStatus): boolean {
  return from !== to && LIFECYCLE[from].some((rule) => rule.to === to && !rule.undoes);
}

/** The statuses `move` may be made from. By move, not only by destination: a payment confirms an unpaid booking, an admin's undo confirms a no show. */
export function statusesFor(move: BookingMove): BookingStatus[] {
  return BOOKING_STATUSES.filter((from) => ruleFor(from, move) !== null);
}

/**
 * The statuses `move` leads from to the different status `to`. By move, not only by destination: a payment confirms
 * an unpaid booking, an admin's undo confirms a no show, and neither may do the other's.
 */
export function statusesMoving(move: BookingMove, to: BookingStatus): BookingStatus[] {
  return BOOKING_STATUSES.filter((from) => from !== to && ruleFor(from, move)?.to === to);
}

export const historyActionOf = (rule: MoveRule): string | null => (rule.history === undefined ? rule.move : rule.history);

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
