import {
  type CalendarDate,
  type ChangeBookingRequest,
  type DeliveryCatalog,
  type LegView,
  type ChangeQuote,
  collectionDateRangeRefusal,
  formatDashed,
  formatIso,
  latestCollectionDate,
  type Message,
  MAX_ITEM_QUANTITY,
  MAX_NIGHTS,
  MIN_NIGHTS,
  parseDayMonthYear,
  parseIso,
  poundsToPence,
  type PromoDiscount,
  type StorageItemView,
  todayInLondon,
  type Text,
  VALIDATION_KEYS,
} from '@luggage/contracts';
import type { LegsDraft } from '../../lib/legs';
import { changedLegErrors, isLegField, legsDraftOf, legsRequest } from './change-legs';

/** Who fills the change form: a customer on the manage page, or an operator on the admin's booking page. */
export type Reader = 'customer' | 'operator';

/** Field name -> messages, as a 422 answer carries them. */
export type FieldErrors = Record<string, Text[]>;

/** What the change form holds: the date as a date input's 'YYYY-MM-DD', quantities by item code. */
export interface ChangeFormValues {
  date: string;
  nights: number;
  locationId: number | null;
  quantities: Record<string, number>;
  /** How the bags are handed over and given back, opened on what is booked. */
  legs: LegsDraft;
  /** The request's code: undefined keeps the booked one while it applies, null asks for none, a code adds or swaps it. */
  promoCode?: string | null;
}

/** The booking as it is now, in the shape both the manage page and the admin's booking page have. */
export interface CurrentBooking {
  collectionDate: string;
  nights: number;
  location: { id: number };
  items: { code: string; title: string; amount: number }[];
  legs: LegView[];
  /** The code it was booked with, if any. */
  promo?: PromoDiscount | null;
}

export interface ChangeFormItem {
  code: string;
  title: string;
  /** Pounds per night of one item, when the catalog still sells it. */
  price: number | null;
}

export function initialChangeValues(booking: CurrentBooking, delivery: DeliveryCatalog): ChangeFormValues {
  const date = parseDayMonthYear(booking.collectionDate);
  return {
    legs: legsDraftOf(booking.legs, booking.location.id, delivery),
    date: date ? formatIso(date) : '',
    nights: booking.nights,
    locationId: booking.location.id,
    quantities: Object.fromEntries(booking.items.map((item) => [item.code, item.amount])),
  };
}

/** Every item on sale, then any item of the booking that is no longer on sale (so it can be kept or removed). */
export function changeFormItems(catalog: StorageItemView[], booking: CurrentBooking): ChangeFormItem[] {
  const active = catalog.filter((item) => item.active).map((item) => ({ code: item.code, title: item.storage_item, price: item.price }));
  const withdrawn = booking.items
    .filter((line) => !active.some((item) => item.code === line.code))
    .map((line) => ({ code: line.code, title: line.title, price: null }));
  return [...active, ...withdrawn];
}

/** The first and last day the date field may offer: today (London) and today + 365 days. */
export function dateBounds(now: Date = new Date()): { min: CalendarDate; max: CalendarDate } {
  return { min: todayInLondon(now), max: latestCollectionDate(now) };
}

/**
 * What the browser can tell before asking: a date in range, a point, nights 1 to 3, 1 to 5 of an item, one item at
 * least, and of a changed leg its address, postcode, window or return point. Keyed Messages, said in the page's language.
 */
export function changeFormProblems(values: ChangeFormValues, booked: LegsDraft, delivery: DeliveryCatalog, now: Date = new Date()): FieldErrors {
  const problems: FieldErrors = {};
  for (const [path, message] of Object.entries(changedLegErrors(values.legs, booked, delivery))) if (message) problems[path] = [message];
  const date = parseIso(values.date);
  const dateProblem = date ? collectionDateRangeRefusal(date, now) : { key: values.date ? VALIDATION_KEYS.dateInvalid : VALIDATION_KEYS.dateRequired };
  if (dateProblem) problems.collectionDate = [dateProblem];
  if (!Number.isInteger(values.nights) || values.nights < MIN_NIGHTS || values.nights > MAX_NIGHTS) {
    problems.nights = [{ key: 'manage:changeForm.nightsRange', params: { min: MIN_NIGHTS, max: MAX_NIGHTS } }];
  }
  if (values.locationId === null) problems.locationId = [{ key: VALIDATION_KEYS.locationRequired }];
  const amounts = Object.values(values.quantities);
  if (amounts.some((n) => !Number.isInteger(n) || n < 0 || n > MAX_ITEM_QUANTITY)) {
    problems.items = [{ key: 'manage:changeForm.itemsRange', params: { max: MAX_ITEM_QUANTITY } }];
  } else if (!amounts.some((n) => n > 0)) {
    problems.items = [{ key: 'manage:changeForm.atLeastOneItem' }];
  }
  return problems;
}

/** The request for change-quote and change: the items with a quantity, the date as DD-MM-YYYY, the legs changed. */
export function toChangeRequest(values: ChangeFormValues, booked: LegsDraft, delivery: DeliveryCatalog): ChangeBookingRequest {
  const date = parseIso(values.date);
  const { locationId, ...legs } = legsRequest(values.legs, booked, values.locationId, delivery);
  return {
    collectionDate: date ? formatDashed(date) : values.date,
    nights: values.nights,
    locationId: locationId ?? 0,
    ...legs,
    items: Object.entries(values.quantities)
      .filter(([, amount]) => amount > 0)
      .map(([code, amount]) => ({ code, amount })),
    ...(values.promoCode === undefined ? {} : { promoCode: values.promoCode }),
  };
}

const FORM_FIELDS = ['collectionDate', 'nights', 'locationId', 'items', 'promoCode'] as const;

/** A 422's messages by the form's fields: 'items.0.amount' belongs to the items; anything else keeps its name. */
export function fieldErrorsFrom(errors: FieldErrors): FieldErrors {
  const result: FieldErrors = {};
  for (const [key, messages] of Object.entries(errors)) {
    const field = FORM_FIELDS.find((name) => key === name || key.startsWith(`${name}.`) || key.startsWith(`${name}[`)) ?? key;
    result[field] = [...(result[field] ?? []), ...messages.filter((m) => !result[field]?.includes(m))];
  }
  return result;
}

/** Messages of fields the form does not show (the caller puts them above the buttons). */
export const otherFieldMessages = (errors: FieldErrors, shown: readonly string[]): Text[] =>
  Object.entries(errors)
    .filter(([field]) => !(FORM_FIELDS as readonly string[]).includes(field) && !isLegField(field) && !shown.includes(field))
    .flatMap(([, messages]) => messages);

/**
 * The difference in words, before anything is committed, as a manage-namespace key. Customers read 'You pay £5.00
 * more', 'We refund £5.00' or 'Same price'; operators, who cannot take a card payment, read '£5.00 more than now' for a
 * dearer change. `money` names the amount in pence.
 */
export function differenceTerm(quote: Pick<ChangeQuote, 'difference' | 'payNow' | 'refundNow'>, reader: Reader = 'customer'): Message {
  const amount = (pounds: number): Message['params'] => ({ amount: poundsToPence(pounds) });
  const money = ['amount'];
  if (quote.payNow > 0) return { key: reader === 'customer' ? 'manage:quote.payMore' : 'manage:quote.moreThanNow', params: amount(quote.payNow), money };
  if (quote.refundNow > 0) return { key: 'manage:quote.refund', params: amount(quote.refundNow), money };
  if (quote.difference < 0) return { key: 'manage:quote.lessNoRefund', params: amount(-quote.difference), money };
  return { key: 'manage:quote.same' };
}
