import type { OpeningHours, PointClosure, PointSchedule } from './collection-dates.js';
import type { DeliveryCatalog } from './delivery-catalog.js';
import type { Translations } from './i18n/translations.js';

/** Shapes of the public catalog, with the field names of the product spec (section 3). Prices in pounds. */

export type DiscountRule = 'items_2' | 'items_3' | 'items_4' | 'items_5_plus' | 'nights_2' | 'nights_3';

export const DISCOUNT_RULES: readonly DiscountRule[] = [
  'items_2',
  'items_3',
  'items_4',
  'items_5_plus',
  'nights_2',
  'nights_3',
];

export interface StorageItemView {
  id: number;
  storage_item: string;
  description: string;
  /** Price per night in pounds, e.g. 10 or 12.5. */
  price: number;
  /** Price for a day (drop-off and pick-up the same day) in pounds, e.g. 6 or 7.5. */
  day_price: number;
  code: string;
  active: boolean;
  /** `storage_item` and `description` as admins translated them (issue 19); a language left out shows the English. The server
   * always sends them; optional so fixtures written without them (tests, other branches) stay valid. */
  nameTranslations?: Translations;
  descriptionTranslations?: Translations;
}

export interface DiscountView {
  id: number;
  description: string;
  discount_percentage: number;
  rule: DiscountRule | null;
}

export interface CollectionLocationView {
  id: number;
  city: { id: number; city: string };
  Location: string;
  address: string;
  lat: number;
  lng: number;
  /** 'HH:mm', the time the point collects and returns luggage. */
  collect_return_time: string;
  /** Bags the point takes a night. */
  capacity: number;
  /** Meeting instructions (where exactly to meet, what to look for, accessibility notes); '' when none. */
  instructions: string;
  /** `Location` and `instructions` as admins translated them (issue 19); a language left out shows the English. The server
   * always sends them; optional so fixtures written without them (tests, other branches) stay valid. */
  nameTranslations?: Translations;
  instructionsTranslations?: Translations;
  /** ISO weekdays the point is open (1 Monday to 7 Sunday), ascending; every day unless an operator closed some. */
  open_weekdays: number[];
  /** ISO weekday ('1' Monday to '7' Sunday) to 'HH:mm', for the days whose handover is not at collect_return_time. */
  weekday_times: Record<string, string>;
  /** Dates (DD-MM-YYYY, from today on, ascending) the point is closed on an open weekday, with the note customers read. */
  closures: PointClosure[];
  /** ISO weekday ('1' to '7', all seven) to `{ opens, closes }` ('HH:mm'); the handover of each day lies within them (issue 40).
   * The server always sends it and `lead_minutes`; optional so fixtures written without them (tests, other branches) stay valid. */
  opening_hours?: OpeningHours;
  /** Minutes past the next half hour before a same-day drop-off for today. */
  lead_minutes?: number;
}

/** A catalog point's days and times, as the date rules of collection-dates.ts read them. */
export function pointScheduleOf(location: CollectionLocationView): PointSchedule {
  return {
    name: location.Location,
    time: location.collect_return_time,
    openWeekdays: location.open_weekdays,
    weekdayTimes: location.weekday_times,
    closures: location.closures,
    openingHours: location.opening_hours,
    leadMinutes: location.lead_minutes,
  };
}

export interface CollectionCityView {
  id: number;
  city: string;
  lat: number;
  lng: number;
  get_locations: CollectionLocationView[];
}

export interface GetDataResponse {
  storage_items: StorageItemView[];
  discount_items: DiscountView[];
  gmkey: string | null;
  collection_cities: CollectionCityView[];
  /** Card payment provider for the checkout: Stripe with its publishable key, or the offline test provider. */
  payments: { provider: 'stripe'; publishableKey: string } | { provider: 'offline' };
  contact_email: string;
  /** Who holds the customers' data (COMPANY_NAME, COMPANY_ADDRESS), for the privacy notice. */
  company: { name: string; address: string };
  /** RETENTION_MONTHS: months after the return date when a booking's personal details are erased. */
  retention_months: number;
  /** CONTACT_PHONE as written for people ('0117 496 0123'), shown as a tap-to-call link. */
  contact_phone: string;
  /** CONTACT_WHATSAPP as international digits ('447700900123'), or null when no chat is offered. */
  contact_whatsapp: string | null;
  /** Zones, windows, cut-offs and return fees: what collection from and delivery to an address can be booked with (issue 18). */
  delivery: DeliveryCatalog;
}

/** Body of every 422 answer. */
export interface ValidationErrorBody {
  message: string;
  errors: Record<string, string[]>;
}
