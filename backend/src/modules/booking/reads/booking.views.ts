import type { BookingStatus, FeeLine, Language, LegView, PromoLine } from '@luggage/contracts';
import type { PaymentProviderName } from '../entities/index.js';

/** A booking as other modules see it (the confirmation email, an admin API): plain values, money in pence. */
export interface BookingView {
  id: number;
  reference: string;
  status: BookingStatus;
  fullName: string;
  email: string;
  contactNumber: string;
  /** `time` on the collection day, `returnTime` on the return day ('HH:mm', London). */
  location: { id: number; name: string; address: string; time: string; returnTime: string };
  /** DD-MM-YYYY */
  collectionDate: string;
  /** DD-MM-YYYY */
  returnDate: string;
  nights: number;
  items: { code: string; title: string; unitPricePence: number; amount: number }[];
  /** The collection and the return, in that order (legsOf: a booking made before legs has its point's two). */
  legs: LegView[];
  /** The legs' fees as sold; `totalPence` includes them. */
  fees: FeeLine[];
  feesPence: number;
  noDiscountPence: number;
  discountPence: number;
  /** The promo code it was booked with and what it took off storage (`totalPence` is after it); null without one. */
  promo: PromoLine | null;
  totalPence: number;
  itemDiscountPct: number;
  nightDiscountPct: number;
  paymentProvider: PaymentProviderName;
  /** Put on a partner's account (issue 41): confirmed without a card payment, owed by the partner. */
  billedToPartner: boolean;
  paymentIntentId: string | null;
  /** The language it was booked in: its emails and calendar file speak it. */
  language: Language;
  /** ISO 8601 */
  confirmedAt: string | null;
  createdAt: string;
  /** ISO 8601: the last change after payment, if any. */
  changedAt: string | null;
  /** Bumped by every change after payment (a pass or calendar file names the version it was made for). */
  version: number;
}

export interface BookingStatusChangeView {
  fromStatus: BookingStatus | null;
  toStatus: BookingStatus;
  actor: string;
  note: string | null;
  /** The lifecycle move recorded ('pay', 'change', 'refund', ...); null on rows older than named moves. */
  action: string | null;
  /** ISO 8601 */
  at: string;
}

/** A day list's bookings at one point in one status, with the point's name and time as booked. */
export interface DayListCount {
  pointId: number;
  name: string;
  time: string;
  status: BookingStatus;
  count: number;
}

/** A day list's bags of one type at one point. */
export interface DayListBags {
  pointId: number;
  code: string;
  title: string;
  amount: number;
}

/** The status moves an operator makes by hand; cancelling goes through the cancellation service (it refunds). */
export type ManualStatus = 'collected' | 'returned';

/** A step at the point as the history recorded it: for undoing it within minutes. */
export interface LastStep {
  step: 'collect' | 'return';
  /** The history's actor, e.g. 'staff:12 Sam Lee <sam@…>'. */
  actor: string;
  /** ISO 8601 */
  at: string;
  /** How long ago, by the database's clock (the one every instance shares). */
  ageSeconds: number;
}

/** A paid booking not yet over (occupancy's check of closed days). Dates DD-MM-YYYY. */
/** A point's closed weekdays (ISO 1-7) and closed dates ('YYYY-MM-DD'): what standingOnClosedDays looks for. */
export interface ClosedDays {
  locationId: number;
  weekdays: number[];
  dates: string[];
}

export interface StandingBooking {
  reference: string;
  locationId: number;
  status: 'confirmed' | 'collected';
  collectionDate: string;
  returnDate: string;
}
