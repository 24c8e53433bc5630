/**
 * A booking's life after payment: the manage page (reached by a secret link), changes, cancellations and refunds,
 * and the policy that decides what each costs. Money in pounds at this boundary, as elsewhere.
 */
import type { PromoDiscount } from './promo-codes.js';
import type { BookingStatus } from './booking.js';
import type { FeeLine, GiveBackChoice, HandoverChoice, LegView } from './booking-legs.js';
import type { SameDayStay } from './same-day-stay.js';
import type { Overdue } from './overdue.js';
import type { ExtendChoices } from './extend.js';
import type { ClosureOfferView } from './closed-point.js';

/** Who asks for a move: the lifecycle table in the booking module says which of them may make which move. */
export type LifecycleActor = 'customer_link' | 'customer_account' | 'partner' | 'admin' | 'staff' | 'driver' | 'payment_provider' | 'scheduler';

/** A driver's (or an admin's) move of an address leg, by the name its history row records. */
export type LegMove =
  | 'driver_on_the_way'
  | 'driver_collected'
  | 'driver_delivered'
  | 'driver_not_collected'
  | 'driver_not_delivered'
  | 'undo_driver_collected'
  | 'undo_driver_delivered'
  | 'undo_driver_not_collected'
  | 'undo_driver_not_delivered'
  | 'stop_moved'
  | 'stop_window_moved';

/** A claim's steps (issue 42): history rows of the booking, open in every status, keeping it. */
export type ClaimMove = 'claim_filed' | 'claim_info_requested' | 'claim_answered' | 'claim_replied' | 'claim_decided';

/** Every move of a booking: the checkout's and the payment's, then those after payment, then its legs'. */
export type BookingMove =
  | 'start_checkout'
  | 'pay'
  | 'book_on_account'
  | 'fail_payment'
  | 'retry_payment'
  | 'change'
  | 'extend'
  | 'book_redelivery'
  | 'closure_rescue'
  | 'cancel'
  | 'refund'
  | 'collect'
  | 'return'
  | 'undo_collect'
  | 'undo_return'
  | 'resend_confirmation'
  | 'send_manage_link'
  | 'unlock_pin'
  | ClaimMove
  | 'mark_no_show'
  | 'undo_no_show'
  | 'tag_bags'
  | 'report_missing_bags'
  | LegMove;

/** Set by admins, applied by the server. */
export interface CancellationPolicy {
  /** Free cancellation (and changes) until this many hours before the handover time, Europe/London. */
  freeCancellationHours: number;
  /** Share of the price refunded for a cancellation after that, up to the handover time. */
  lateRefundPercent: number;
}

export const DEFAULT_CANCELLATION_POLICY: CancellationPolicy = { freeCancellationHours: 24, lateRefundPercent: 0 };

export const POLICY_LIMITS = { hoursMax: 24 * 14, percentMax: 100 } as const;

/** GET /api/cancellation-policy and GET/PUT /api/admin/cancellation-policy */
export interface CancellationPolicyView extends CancellationPolicy {
  /** The policy in words, as the summary, the emails, the manage page and the Terms show it. */
  summary: string;
}

/** The policy in words: the one sentence every place shows. */
export function describeCancellationPolicy(policy: CancellationPolicy): string {
  const hours = policy.freeCancellationHours;
  const window = hours === 0 ? 'until your collection time' : `until ${policyHours(policy)} before your collection time`;
  const late =
    policy.lateRefundPercent === 0
      ? 'After that, a cancellation is not refunded and the booking can no longer be changed.'
      : policy.lateRefundPercent === 100
        ? 'After that, a cancellation before your collection time is still refunded in full, but the booking can no longer be changed.'
        : `After that, a cancellation before your collection time is refunded ${policy.lateRefundPercent}% of the price, and the booking can no longer be changed.`;
  return `Free cancellation and changes ${window}. ${late}`;
}

/** The end of free cancellation and changes: the handover less the policy's hours. */
export function freeCancellationUntil(handoverAt: Date, policy: CancellationPolicy): Date {
  return new Date(handoverAt.getTime() - policy.freeCancellationHours * 3_600_000);
}

/**
 * Whether free cancellation and changes are over at `now` for a handover at `handoverAt`: from the cut-off minute
 * on (strictly before it they are still free). The server's cancellation and change terms and the wizard's words
 * before the card form both ask this.
 */
export function pastFreeChanges(policy: CancellationPolicy, handoverAt: Date, now: Date): boolean {
  return now.getTime() >= freeCancellationUntil(handoverAt, policy).getTime();
}

/**
 * What a booking whose free window is already over when it is paid must be told before the card form: it can't be
 * changed, and a cancellation refunds only what the policy's late percentage gives. `subject` names the booking
 * ("A booking made less than 24 hours before its collection time" in the Terms).
 */
export function lateBookingWarning(policy: CancellationPolicy, subject = 'This booking'): string {
  if (policy.lateRefundPercent === 0) return `${subject} can't be changed or refunded once paid`;
  const refund = policy.lateRefundPercent === 100 ? 'in full' : `${policy.lateRefundPercent}% of the price`;
  return `${subject} can't be changed once paid; cancelling before the collection time is refunded ${refund}`;
}

/** "24 hours", "1 hour": the policy's window as the texts name it. */
export const policyHours = (policy: CancellationPolicy): string => `${policy.freeCancellationHours} hour${policy.freeCancellationHours === 1 ? '' : 's'}`;

/** Whether an action is open now, and if not, why (shown beside the greyed action), in the request's Accept-Language. */
export interface ManageAction {
  allowed: boolean;
  reason: string | null;
}

export interface RefundView {
  /** Pounds. */
  amount: number;
  state: 'pending' | 'succeeded' | 'failed';
  reason: string;
  /** ISO 8601 */
  createdAt: string;
}

export interface HistoryEntry {
  /** ISO 8601 */
  at: string;
  /** What happened, readable: 'Booking confirmed', 'Booking changed: ...', 'Refund of £5.00 succeeded' */
  action: string;
  /** Who, readable: 'You', 'Our team', 'Payment provider' (customers); a name and email (operators). */
  actor: string;
  /** The manage page's rows: what happened and who did it as codes, for a page to say in its language (issue 19). */
  event?: HistoryEvent;
  by?: HistoryActor;
}

/** A history row's event: the step taken (a move like 'change'), else the status reached ('confirmed'). */
export type HistoryEvent = BookingStatus | HistoryMove;

export const HISTORY_MOVES = [
  'change',
  'extend',
  'refund',
  'resend_confirmation',
  'undo_collect',
  'undo_return',
  'undo_no_show',
  'unlock_pin',
  'claim_filed',
  'claim_info_requested',
  'claim_answered',
  'claim_replied',
  'claim_decided',
  'driver_on_the_way',
  'driver_collected',
  'driver_delivered',
  'driver_not_collected',
  'driver_not_delivered',
  'undo_driver_step',
  'stop_moved',
  'stop_window_moved',
  'tag_bags',
  'report_missing_bags',
] as const;
export type HistoryMove = (typeof HISTORY_MOVES)[number];

/** Who did it, as a customer is told: themselves, our team, their driver, the payment provider, or the system. */
export type HistoryActor = 'you' | 'team' | 'driver' | 'provider' | 'automatic';

export interface ManageBookingLine {
  code: string;
  title: string;
  amount: number;
  /** Pounds per night of one item. */
  unitPrice: number;
}

export interface CompanyDetails {
  name: string;
  address: string;
  email: string;
  /** CONTACT_PHONE, and CONTACT_WHATSAPP's international digits (null when not set). */
  phone: string;
  whatsapp: string | null;
}

/** GET /api/manage/{token}: everything the manage page shows. */
export interface ManageBookingView {
  reference: string;
  status: BookingStatus;
  fullName: string;
  email: string;
  contactNumber: string;
  items: ManageBookingLine[];
  nights: number;
  /** DD-MM-YYYY */
  collectionDate: string;
  /** DD-MM-YYYY */
  returnDate: string;
  /** `instructions`: the point's meeting instructions as they are now ('' when none). */
  location: { id: number; name: string; address: string; time: string; returnTime: string; mapUrl: string; instructions: string };
  /** The collection and the return, in that order (a booking made before legs has its point's two). */
  legs: LegView[];
  /** A same-day stay's date, drop-off, pick-up and the point's closing time that date (its hours now); null for a stay of nights. */
  sameDay: SameDayStay | null;
  /** Set when the bags are still at the point after it closed on their return date (overdue.ts); null otherwise. */
  overdue: Overdue | null;
  /** The legs' fees as sold, in pence, listed before the total. */
  fees: FeeLine[];
  /** Pounds: the booking's price now (storage and fees), the storage price before discounts, the discount. */
  total: number;
  noDiscountCost: number;
  discount: number;
  /** The promo code it was booked with and what it took off, in pounds; null without one. */
  promo: PromoDiscount | null;
  /** Pounds taken from the card in all, refunded so far (succeeded), and refunds still under way. */
  paid: number;
  refunded: number;
  refundPending: number;
  refunds: RefundView[];
  /** Put on a partner's account (the partner pays, invoiced monthly; nothing was taken from a card): the partner's name; else null. */
  onAccountOf: string | null;
  history: HistoryEntry[];
  policy: CancellationPolicyView;
  /** ISO 8601: the end of free cancellation and changes. */
  freeCancellationUntil: string;
  actions: {
    change: ManageAction;
    /** `refundAmount` (pounds): what a cancellation now refunds. */
    cancel: ManageAction & { refundAmount: number };
    /** "Extend": a later pick-up or more nights (extend.ts); allowed when `choices` offers any. */
    extend: ManageAction & { choices: ExtendChoices };
  };
  /** A dearer change waiting for its payment, if one was started and not finished. */
  pendingChange: { id: number; amount: number; clientSecret: string } | null;
  /** The point closed on a day of this booking at short notice: the rescue offered (closed-point.ts); null otherwise. */
  closure: ClosureOfferView | null;
  company: CompanyDetails;
  /** ISO 8601 */
  createdAt: string;
  confirmedAt: string | null;
}

/** POST /api/manage/{token}/change-quote and the body of .../change: the booking as it should become. */
export interface ChangeBookingRequest {
  /** DD-MM-YYYY */
  collectionDate: string;
  nights: number;
  locationId: number;
  items: { code: string; amount: number }[];
  /**
   * A new handover or give-back, checked and priced as the checkout does (up to the window's cut-off). Absent: the
   * leg is kept as booked, moved with the dates, at the fee it was sold at. A leg the driver has started or finished
   * cannot be changed.
   */
  handover?: HandoverChoice;
  giveBack?: GiveBackChoice;
  /**
   * Absent: the booking's code stays if it still applies to the new booking (its point, items and minimum spend).
   * A code: added, or swapped for the booked one, checked as GET /api/promo-codes/{code} checks it (its use claimed
   * when the change is made; a swapped code's use is given back). null: no code.
   */
  promoCode?: string | null;
}

/** The new booking priced from the catalog, and the difference with what the booking costs now. Pounds. */
export interface ChangeQuote {
  collectionDate: string;
  returnDate: string;
  nights: number;
  /** `time` on the collection day, `returnTime` on the return day. */
  location: { id: number; name: string; address: string; time: string; returnTime: string };
  items: ManageBookingLine[];
  noDiscountCost: number;
  discount: number;
  total: number;
  currentTotal: number;
  /** total - currentTotal */
  difference: number;
  /** What the customer pays to make the change (0 unless dearer). */
  payNow: number;
  /** What is refunded at once (0 unless cheaper; never more than is left to refund). */
  refundNow: number;
  /** The fee lines of the legs after the change: kept legs at the fee they were sold at, changed ones at today's. */
  fees: FeeLine[];
  /** The code after the change and what it takes off (in `total` already); null: none. */
  promo: PromoDiscount | null;
  /** The booked code when it no longer applies to the new booking, and why in the request's language; else null. */
  promoDropped: { code: string; reason: string } | null;
  /** The partner link's discount the booking keeps (in `discount` already); 0 without one. */
  partnerPercentage: number;
}

/** POST /api/manage/{token}/change: the quote the customer agreed to; a different difference now answers 409. */
export interface ChangeBookingCommand extends ChangeBookingRequest {
  expectedDifference: number;
}

export type ChangeBookingResult =
  | { outcome: 'changed'; booking: ManageBookingView }
  /** Dearer: pay `amount` with the card form for `clientSecret`, then POST .../changes/{changeId}/confirm. */
  | { outcome: 'payment_required'; changeId: number; clientSecret: string; amount: number };

/**
 * POST /api/manage/{token}/redelivery: "Choose another window" for a delivery the driver could not make. Answers a
 * ChangeBookingResult: booked again at once when the second attempt is free, else pay `amount` with the card form and
 * POST .../changes/{changeId}/confirm, as a dearer change.
 */
export interface RedeliveryRequest {
  /** DD-MM-YYYY: the booking's return date or later. */
  date: string;
  /** A window of the delivery address's city, still open that day. */
  windowId: number;
  /** Pounds: the second attempt's fee the customer was shown; a different fee now answers 409. */
  expectedFee: number;
}

/** POST /api/manage/{token}/cancel: the refund the customer was shown; a different amount now answers 409. */
export interface CancelBookingRequest {
  expectedRefund: number;
}

/** POST /api/find-booking: emails the manage link when both match; the same answer either way. */
export interface FindBookingRequest {
  reference: string;
  email: string;
}

export const LIFECYCLE_TEXTS = {
  manageLink: 'Manage your booking',
  changeBooking: 'Change booking',
  cancelBooking: 'Cancel booking',
  confirmCancellation: 'Confirm cancellation',
  findMyBooking: 'Find my booking',
  findBookingAnswer: 'If the reference and email match a booking, we have emailed you a link to manage it.',
  linkInvalid: 'This link is not valid or has expired.',
  refundFailed: 'Refund failed',
  changed: 'Changed',
} as const;

// ---------- Operators ----------

/** POST /api/admin/bookings/{reference}/cancel */
export interface AdminCancelRequest {
  reason: string;
  refund: 'full' | 'none' | 'amount';
  /** Pounds, with refund 'amount'. */
  amount?: number;
}

/** POST /api/admin/bookings/{reference}/refund: a partial refund of a live booking. */
export interface AdminRefundRequest {
  /** Pounds. */
  amount: number;
  reason: string;
}

/** POST /api/admin/bookings/{reference}/change (and .../change-quote with the ChangeBookingRequest part). */
export interface AdminChangeRequest extends ChangeBookingRequest {
  reason: string;
  /** A dearer change made by an operator cannot take a card payment: the difference must be waived explicitly. */
  waiveDifference?: boolean;
}

/** Filters of the bookings list beyond status: bookings needing attention. */
export const ATTENTION_FILTERS = ['refund_failed', 'changed'] as const;
export type AttentionFilter = (typeof ATTENTION_FILTERS)[number];

/** The bookings list's stay filter: a same-day stay (nights 0: drop-off and pick-up on one date) or one of nights. */
export const STAY_KINDS = ['same-day', 'overnight'] as const;
export type StayKind = (typeof STAY_KINDS)[number];

export const STAY_KIND_LABELS: Record<StayKind, string> = { 'same-day': 'Same day', overnight: 'Overnight' };
