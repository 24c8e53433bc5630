/** Staff check-in at a point (issue 14, section 4): what /staff and the check-in API agree on. */
import type { BookingStatus } from './booking.js';
import { addDays, formatReadableDate, parseDayMonthYear } from './dates.js';
import type { ExtendChoices } from './extend.js';
import type { ChangeQuote } from './lifecycle.js';
import type { BagTagsSummary } from './bag-tags.js';
import { formatPounds, poundsToPence } from './money.js';

/** The two steps of a booking at the point. */
export type CheckInStep = 'collected' | 'returned';

/** POST /api/check-in/scan: the text of the pass's QR code. */
export interface CheckInScanRequest {
  token: string;
}

/** POST /api/check-in/find: the reference and the pass's 4-digit PIN, typed. */
export interface CheckInFindRequest {
  reference: string;
  pin: string;
}

/** POST /api/check-in/{reference}/collected and …/returned; the reason is needed only for an admin's override. */
export interface CheckInStepRequest {
  reason?: string;
}

/** A booking as the staff member at the point sees it. */
export interface CheckInBookingView {
  reference: string;
  fullName: string;
  status: BookingStatus;
  location: { id: number; name: string; time: string };
  /** DD-MM-YYYY */
  collectionDate: string;
  /** DD-MM-YYYY */
  returnDate: string;
  nights: number;
  /** Bags by type. */
  bags: { code: string; title: string; amount: number }[];
  /** The one step that can be taken now, or null (the reason is in `waiting`). */
  action: CheckInStep | null;
  /** True when `action` is an admin's override (collecting before the collection day): it needs a reason. */
  overrideNeeded: boolean;
  /** Why no step can be taken now, in words (e.g. 'Collection is on 24-11-2026.'); null when one can. */
  waiting: string | null;
  /** The last step while it can still be undone by the signed-in user: which, and until when (ISO 8601). */
  undo: { step: CheckInStep; until: string } | null;
  /** "Extend" for the customer at the point (POST …/extend-quote, …/extend): what the stay can become; null when it cannot. */
  extend: ExtendChoices | null;
  /** 'HH:mm': a same-day stay's pick-up (null for a stay of nights). */
  pickUpTime: string | null;
  /** The bags' tags still held (recorded at the hand-over), null when none were recorded. */
  tagged: BagTagsSummary | null;
  /** Tags not seen at a hand-back, while that incident is open. */
  missingTags: string[];
}

/** How long a step can be undone, by the staff member who took it or an admin. */
export const CHECK_IN_UNDO_MINUTES = 5;
/** Wrong PINs for one reference within PIN_LOCK_MINUTES that lock it for staff for PIN_LOCK_MINUTES. */
export const PIN_LOCK_FAILURES = 5;
export const PIN_LOCK_MINUTES = 10;
/** Wrong PINs one member of staff may type within PIN_STAFF_WINDOW_MINUTES, whatever the bookings. */
export const PIN_STAFF_FAILURES = 10;
export const PIN_STAFF_WINDOW_MINUTES = 60;

export const CHECK_IN_TEXTS = {
  markCollected: 'Mark collected',
  markReturned: 'Mark returned',
  undo: 'Undo',
  wrongPin: 'The reference or PIN is not right.',
  notFound: 'No booking with this reference at your points.',
  badPass: 'This QR code is not a pass of ours.',
  oldPass: 'This pass was replaced when the booking changed. Ask for the latest pass, or type the reference and PIN.',
  reasonNeeded: 'Give a reason to collect before the collection day.',
  notCollectedYet: 'The luggage has not been collected yet.',
  undoExpired: `The step can be undone only within ${CHECK_IN_UNDO_MINUTES} minutes, by the person who took it or an admin.`,
  nothingToUndo: 'There is no step to undo.',
  extend: 'Extend',
  paidAtPoint: 'Payment taken at the point',
  extendTitle: 'Extend the stay',
  extendBy: 'Extend by',
  laterPickUp: 'Later pick-up',
  nights: 'Nights',
  newPickUp: 'New pick-up time',
  nightsFromDropOff: 'Nights from the drop-off day',
  quote: 'Quote',
  noCharge: 'No charge',
  cancel: 'Cancel',
  dropOff: 'Drop-off',
  pickUp: 'Pick-up',
} as const;

const pounds = (amount: number) => formatPounds(poundsToPence(amount));

/** The pick-up booked, beside the later ones to choose from. */
export const pickUpNow = (time: string) => `Pick-up now ${time}.`;

/** A choice of nights with the return date it makes: '1 night (return Mon 30 Nov 2026)'. */
export function nightsChoice(collectionDate: string, nights: number): string {
  const from = parseDayMonthYear(collectionDate);
  const back = from ? ` (return ${formatReadableDate(addDays(from, nights))})` : '';
  return `${nights} night${nights === 1 ? '' : 's'}${back}`;
}

/** What an extension's quote costs, in words: '£4.00 more', 'No charge', '£2.00 refunded to the card'. */
export function extendDifference(quote: Pick<ChangeQuote, 'difference' | 'payNow' | 'refundNow'>): string {
  if (quote.payNow > 0) return `${pounds(quote.payNow)} more`;
  if (quote.refundNow > 0) return `${pounds(quote.refundNow)} refunded to the card`;
  if (quote.difference < 0) return `${pounds(-quote.difference)} less (nothing left to refund)`;
  return CHECK_IN_TEXTS.noCharge;
}

/** Under "Payment taken at the point": what to take before ticking it. */
export const takePaymentFirst = (payNow: number) => `Take ${pounds(payNow)} (cash or the point's card machine), then tick this.`;

/** The line after "Extend": the stay as it now ends, and the money taken at the point. */
export function stayExtended(booking: Pick<CheckInBookingView, 'nights' | 'returnDate' | 'pickUpTime'>, paidAtPoint: number): string {
  const stay =
    booking.nights === 0 && booking.pickUpTime
      ? `Stay extended: pick-up at ${booking.pickUpTime}.`
      : `Stay extended: ${booking.nights} night${booking.nights === 1 ? '' : 's'}, return ${formatReadableDate(booking.returnDate)}.`;
  return paidAtPoint > 0 ? `${stay} ${pounds(paidAtPoint)} taken at the point.` : stay;
}

/** 'Collection is on Tue 24 Nov 2026.' from the booking's DD-MM-YYYY date. */
export const collectionIsOn = (date: string) => `Collection is on ${formatReadableDate(date)}.`;

/** 429/423 message: the reference is locked until `until` (HH:mm London). */
export const pinLocked = (until: string, minutes: number) =>
  `Too many wrong PINs for this booking. It is locked until ${until} (in ${minutes} minute${minutes === 1 ? '' : 's'}). An admin can unlock it from the booking's page.`;

/** 429 message: this member of staff typed PIN_STAFF_FAILURES wrong PINs within the hour. */
export const tooManyWrongPins = (minutes: number) =>
  `You have typed ${PIN_STAFF_FAILURES} wrong PINs within an hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or scan the pass.`;

/** Words for a booking's status on the staff screen. */
export const CHECK_IN_STATUS_LABELS: Record<BookingStatus, string> = {
  pending_payment: 'Not paid',
  payment_failed: 'Not paid',
  confirmed: 'Booked',
  collected: 'Collected',
  returned: 'Returned',
  cancelled: 'Cancelled',
  no_show: 'No show (ask an admin)',
};
