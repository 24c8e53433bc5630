import {
  type CalendarDate,
  type ChangeBookingRequest,
  type DeliveryCatalog,
  type LegView,
  type ChangeQuote,
  collectionDateRangeProblem,
  formatDashed,
  formatIso,
  formatPounds,
  latestCollectionDate,
  MAX_ITEM_QUANTITY,
  MAX_NIGHTS,
  MIN_NIGHTS,
  parseDayMonthYear,
  parseIso,
  poundsToPence,
  type StorageItemView,
  TEXTS,
  todayInLondon,
  type Text,
} from '@luggage/contracts';
import type { LegsDraft } from '../../lib/legs';
import { changedLegErrors, isLegField, legsDraftOf, legsRequest } from './change-legs';

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
}

/** The booking as it is now, in the shape both the manage page and the admin's booking page have. */
export interface CurrentBooking {
  collectionDate: string;
  nights: number;
  location: { id: number };
  items: { code: string; title: string; amount: number }[];
  legs: LegView[];
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
 * least, and of a changed leg its address, postcode, window or return point.
 */
export function changeFormProblems(values: ChangeFormValues, booked: LegsDraft, delivery: DeliveryCatalog, now: Date = new Date()): FieldErrors {
  const problems: FieldErrors = {};
  for (const [path, message] of Object.entries(changedLegErrors(values.legs, booked, delivery))) if (message) problems[path] = [message];
  const date = parseIso(values.date);
  const dateProblem = date ? collectionDateRangeProblem(date, now) : values.date ? TEXTS.dateInvalid : TEXTS.dateRequired;
  if (dateProblem) problems.collectionDate = [dateProblem];
  if (!Number.isInteger(values.nights) || values.nights < MIN_NIGHTS || values.nights > MAX_NIGHTS) {
    problems.nights = [`Choose ${MIN_NIGHTS} to ${MAX_NIGHTS} nights.`];
  }
  if (values.locationId === null) problems.locationId = [TEXTS.locationRequired];
  const amounts = Object.values(values.quantities);
  if (amounts.some((n) => !Number.isInteger(n) || n < 0 || n > MAX_ITEM_QUANTITY)) {
    problems.items = [`Choose 0 to ${MAX_ITEM_QUANTITY} of each item.`];
  } else if (!amounts.some((n) => n > 0)) {
    problems.items = ['Please choose at least one item.'];
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
  };
}

const FORM_FIELDS = ['collectionDate', 'nights', 'locationId', 'items'] as const;

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

const pounds = (amount: number) => formatPounds(poundsToPence(amount));

/**
 * The difference in words, before anything is committed. Customers read 'You pay £5.00 more', 'We refund £5.00' or
 * 'Same price'; operators, who cannot take a card payment, read '£5.00 more than now' for a dearer change.
 */
export function differenceWords(quote: Pick<ChangeQuote, 'difference' | 'payNow' | 'refundNow'>, reader: 'customer' | 'operator' = 'customer'): string {
  if (quote.payNow > 0) return reader === 'customer' ? `You pay ${pounds(quote.payNow)} more` : `${pounds(quote.payNow)} more than now`;
  if (quote.refundNow > 0) return `We refund ${pounds(quote.refundNow)}`;
  if (quote.difference < 0) return `${pounds(-quote.difference)} less, with nothing left to refund`;
  return 'Same price';
}
