import { type AccountBooking, formatDashed, parseIso, penceToPounds } from '@luggage/contracts';
import { feeLinesOf, type LegRow, legsOf } from '../legs/booking-legs.js';
import type { BookingView, BookingStatusChangeView } from './booking.views.js';
import type { Booking, BookingItem, BookingStatusChange } from '../entities/index.js';

/** 'YYYY-MM-DD' (the date column) to the API's 'DD-MM-YYYY'. */
export function toDashed(isoDate: string): string {
  const date = parseIso(isoDate);
  if (!date) throw new Error(`Not an ISO date: ${isoDate}`);
  return formatDashed(date);
}

/** The collection point as the spec's booking payload writes it: name, ' @ ', time. */
export function locationLabel(booking: Booking): string {
  return `${booking.locationName} @ ${booking.locationTime}`;
}

/** The point's time on the return day (older bookings kept one time for both days). */
export const returnTimeOf = (booking: Pick<Booking, 'locationTime' | 'returnTime'>): string => booking.returnTime ?? booking.locationTime;

export type BookingViewColumns = Pick<
  Booking,
  | 'id'
  | 'reference'
  | 'status'
  | 'fullName'
  | 'email'
  | 'contactNumber'
  | 'locationId'
  | 'locationName'
  | 'locationAddress'
  | 'locationTime'
  | 'returnTime'
  | 'collectionDate'
  | 'returnDate'
  | 'nights'
  | 'feesPence'
  | 'noDiscountPence'
  | 'discountPence'
  | 'totalPence'
  | 'promoCode'
  | 'promoDiscountPence'
  | 'itemDiscountPct'
  | 'nightDiscountPct'
  | 'paymentProvider'
  | 'billedToPartner'
  | 'language'
  | 'paymentIntentId'
  | 'confirmedAt'
  | 'createdAt'
  | 'changedAt'
  | 'version'
>;

export type ItemRow = Pick<BookingItem, 'code' | 'title' | 'unitPricePence' | 'amount'>;

/** Expects `items` and `legs` loaded. */
export function toBookingView(booking: Booking): BookingView {
  return bookingViewOf(booking, booking.items.getItems(), booking.legs.getItems());
}

/** The view from a booking's columns, its basket lines (in id order) and its leg rows: an entity's, or a list page's rows. */
export function bookingViewOf(booking: BookingViewColumns, items: readonly ItemRow[], legRows: readonly LegRow[]): BookingView {
  const legs = legsOf(booking, legRows);
  return {
    id: booking.id,
    reference: booking.reference,
    status: booking.status,
    fullName: booking.fullName,
    email: booking.email,
    contactNumber: booking.contactNumber,
    location: { id: booking.locationId, name: booking.locationName, address: booking.locationAddress, time: booking.locationTime, returnTime: returnTimeOf(booking) },
    collectionDate: toDashed(booking.collectionDate),
    returnDate: toDashed(booking.returnDate),
    nights: booking.nights,
    items: items.map((item) => ({ code: item.code, title: item.title, unitPricePence: item.unitPricePence, amount: item.amount })),
    legs,
    fees: feeLinesOf(legs),
    feesPence: booking.feesPence,
    noDiscountPence: booking.noDiscountPence,
    discountPence: booking.discountPence,
    promo: booking.promoCode ? { code: booking.promoCode, pence: booking.promoDiscountPence } : null,
    totalPence: booking.totalPence,
    itemDiscountPct: booking.itemDiscountPct,
    nightDiscountPct: booking.nightDiscountPct,
    paymentProvider: booking.paymentProvider,
    billedToPartner: booking.billedToPartner,
    language: booking.language,
    paymentIntentId: booking.paymentIntentId,
    confirmedAt: booking.confirmedAt?.toISOString() ?? null,
    createdAt: booking.createdAt.toISOString(),
    changedAt: booking.changedAt?.toISOString() ?? null,
    version: booking.version,
  };
}

/** Expects `items` loaded. */
export function toAccountBooking(booking: Booking, manageToken: string | null): AccountBooking {
  return {
    bookingReference: booking.reference,
    status: booking.status,
    collectionDate: toDashed(booking.collectionDate),
    returnDate: toDashed(booking.returnDate),
    location: locationLabel(booking),
    items: booking.items.getItems().map((item) => ({ typeName: item.title, amount: item.amount })),
    totalCost: penceToPounds(booking.totalPence),
    createdAt: booking.createdAt.toISOString(),
    manageToken,
  };
}

export function toStatusChangeView(change: BookingStatusChange): BookingStatusChangeView {
  return { fromStatus: change.fromStatus, toStatus: change.toStatus, actor: change.actor, note: change.note, action: change.action, at: change.createdAt.toISOString() };
}
