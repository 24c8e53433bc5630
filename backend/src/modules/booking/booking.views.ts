import type { BookingStatus, FeeLine, Language, LegView } from '@luggage/contracts';
import type { PaymentProviderName } from './entities/index.js';

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
  totalPence: number;
  itemDiscountPct: number;
  nightDiscountPct: number;
  paymentProvider: PaymentProviderName;
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

/** Filters for finding bookings (an admin list): every field optional, combined with AND. */
export interface BookingSearch {
  /** DD-MM-YYYY: bookings collected that day. */
  collectionDate?: string;
  /** DD-MM-YYYY: bookings returned that day. */
  returnDate?: string;
  locationId?: number;
  /** At any of these points (an empty list finds nothing). */
  locationIds?: readonly number[];
  /** Given back at any of these points: the return leg's point, else the booking's own (an empty list finds nothing). */
  returnPointIds?: readonly number[];
  status?: BookingStatus;
  /** Any of these statuses. */
  statuses?: readonly BookingStatus[];
  /** Part of a reference, a name, an email or a phone number. */
  text?: string;
  /** Only these bookings (an attention filter computed elsewhere). */
  ids?: number[];
  /** Only bookings changed after payment. */
  changed?: boolean;
  limit?: number;
  offset?: number;
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
