import { type CancellationPolicy, freeCancellationUntil, type Message, pastFreeChanges } from '@luggage/contracts';

/** What a booking has cost and what has moved on the card, in pence. */
export interface BookingMoney {
  /** The booking's price now. */
  totalPence: number;
  /** Taken from the card in all (the booking and any dearer changes). */
  paidPence: number;
  /** Refunds made or under way (a failed refund gives its amount back). */
  refundedPence: number;
}

/** Allowed with its figures, or refused with why (a Message, said in the language of whoever asks). */
export type Terms<T> = ({ allowed: true } & T) | { allowed: false; reason: Message };

/** What is left to refund: never negative, whatever the figures. */
export function refundable(money: BookingMoney): number {
  return Math.max(0, money.paidPence - money.refundedPence);
}

/**
 * What a customer's cancellation refunds now. Before the cut-off (strictly before: at the cut-off minute it has
 * passed) everything paid comes back; after it, up to the handover, the late percentage of the price, rounded down
 * to the penny so that refunds never add up to more than was paid; refunds already made count towards it.
 */
export function cancellationTerms(policy: CancellationPolicy, money: BookingMoney, handoverAt: Date, now: Date): Terms<{ refundPence: number; late: boolean }> {
  if (now.getTime() >= handoverAt.getTime()) {
    return { allowed: false, reason: { key: 'errors:booking.collectionTimePassed', params: { time: handoverAt.toISOString() }, instants: ['time'] } };
  }
  const late = pastFreeChanges(policy, handoverAt, now);
  const entitled = late ? Math.floor((money.totalPence * policy.lateRefundPercent) / 100) : money.paidPence;
  const refundPence = Math.max(0, Math.min(entitled - money.refundedPence, refundable(money)));
  return { allowed: true, refundPence, late };
}

/** Whether a customer may still change the booking: only until the end of free cancellation. */
export function changeWindow(policy: CancellationPolicy, handoverAt: Date, now: Date): Terms<object> {
  if (!pastFreeChanges(policy, handoverAt, now)) return { allowed: true };
  return { allowed: false, reason: { key: 'errors:booking.changesClosed', params: { until: freeCancellationUntil(handoverAt, policy).toISOString() }, instants: ['until'] } };
}

/**
 * The money side of changing a booking to one priced `newTotalPence`: a dearer booking is paid for by the
 * difference; a cheaper one refunds the difference at once, but never more than is left to refund (after an
 * operator's partial refund, less may be left than the difference).
 */
export function changeSettlement(money: BookingMoney, newTotalPence: number): { differencePence: number; payPence: number; refundPence: number } {
  const differencePence = newTotalPence - money.totalPence;
  return {
    differencePence,
    payPence: Math.max(0, differencePence),
    refundPence: differencePence < 0 ? Math.min(-differencePence, refundable(money)) : 0,
  };
}
