/**
 * What the admin dashboard and the admin API agree on (spec sections 2, 5 and 7, with the spec's field names),
 * plus the operator's bookings, which go beyond the spec. Money in pounds at this boundary.
 */
import type { BagTagsSummary, BookingIncidentView } from './bag-tags.js';
import type { PromoDiscount } from './promo-codes.js';
import type { BookingStatus } from './booking.js';
import type { FeeLine, LegView } from './booking-legs.js';
import type { AttentionFilter, RefundView, StayKind } from './lifecycle.js';
import type { CollectionCityView, CollectionLocationView, DiscountRule, DiscountView, StorageItemView } from './catalog.js';
import type { OpeningHours, PointClosure } from './collection-dates.js';
import type { Language } from './i18n/languages.js';
import type { Translations, TranslationsInput } from './i18n/translations.js';

/** Limits shared by the admin forms (input min/max) and the server's validation. */
export const ADMIN_LIMITS = {
  titleMax: 100,
  itemDescriptionMax: 500,
  priceMinPounds: 1,
  priceMaxPounds: 1000,
  discountDescriptionMax: 100,
  /** A new discount may be 0% (spec: min 0 in the new-discount form); an edited one at least 1%. */
  newDiscountMin: 0,
  editDiscountMin: 1,
  discountMax: 100,
  cityMax: 100,
  locationMax: 150,
  addressMax: 300,
  /** "Capacity (bags per night)": 0 takes no bookings. */
  capacityMin: 0,
  capacityMax: 10000,
  /** "Meeting instructions": where exactly to meet, what to look for, accessibility notes. */
  instructionsMax: 1000,
  /** Closure dates a point may list ahead (a year of bank holidays and works), and each one's note. */
  closuresMax: 60,
  closureNoteMax: 120,
  /** A point's lead time for a same-day drop-off today, in minutes: none to a working day. */
  leadMinutesMin: 0,
  leadMinutesMax: 720,
} as const;

/** Bags a night a point takes unless an operator says otherwise. */
export const DEFAULT_CAPACITY = 40;

/** 'HH:mm', 00:00 to 23:59 (a time input may add ':ss', which is accepted and dropped). */
export const TIME_OF_DAY_PATTERN = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/** Human names of the pricing rules a discount can feed, for the 'Applies to' choice. */
export const DISCOUNT_RULE_LABELS: Record<DiscountRule, string> = {
  items_2: 'Two items in the basket',
  items_3: 'Three items in the basket',
  items_4: 'Four items in the basket',
  items_5_plus: 'Five or more items in the basket',
  nights_2: 'Two nights',
  nights_3: 'Three nights',
};

/** GET /api/get-admin-dashboard-data. Storage items include inactive ones; discounts are the active ones. */
export interface AdminDashboardData {
  storage_items: StorageItemView[];
  discount_items: DiscountView[];
  collection_cities: CollectionCityView[];
  collection_locations: CollectionLocationView[];
  /** Pricing rules no discount feeds yet: the choices for a new discount's 'Applies to'. */
  free_discount_rules: DiscountRule[];
}

/** GET /api/get-storage-item/{id} */
export interface AdminStorageItem {
  id: number;
  storage_item: string;
  description: string;
  price: number;
  /** Price for a day, in pounds. */
  day_price: number;
  nameTranslations: Translations;
  descriptionTranslations: Translations;
}

/** GET /api/get-discount/{id} */
export interface AdminDiscount {
  id: number;
  description: string;
  discount_percentage: number;
}

/** POST /api/store-new-storage-item; fullCostPerNight and fullCostPerDay in pounds. */
export interface StoreStorageItemRequest {
  title: string;
  itemDescription: string;
  fullCostPerNight: number;
  /** The price for a day (beyond the spec). Left out: a new item's day costs its night price, an edit keeps it. */
  fullCostPerDay?: number;
  /** Name and description in other languages, each as long as its English field may be; replaced whole when sent. */
  translations?: TranslationsInput<'title' | 'itemDescription'>;
}

/** PUT /api/edit-storage-item */
export interface EditStorageItemRequest extends StoreStorageItemRequest {
  storageItemId: number;
}

/** POST /api/set-new-discount; `rule` (optional, beyond the spec) makes pricing use this discount. */
export interface SetDiscountRequest {
  description: string;
  discount: number;
  rule?: DiscountRule | null;
}

/** PUT /api/edit-discount: `title` carries the description, as the spec's client sends it. */
export interface EditDiscountRequest {
  discountId: number;
  title: string;
  discount: number;
}

/** POST /api/store-new-collection-city */
export interface StoreCityRequest {
  city: string;
  lat: number;
  lng: number;
}

/** PUT /api/edit-collection-city */
export interface EditCityRequest extends StoreCityRequest {
  cityId: number;
}

/** POST /api/store-new-collection-location; `time` is 'HH:mm'; `address` is optional (beyond the spec). */
export interface StoreLocationRequest {
  cityId: number;
  location: string;
  address?: string;
  /**
   * Both or neither. Left out (or null): the point is placed among the city's points of its address's postcode district,
   * else at the city's centre (the answer says where).
   */
  lat?: number | null;
  lng?: number | null;
  time: string;
  /** "Capacity (bags per night)"; DEFAULT_CAPACITY when left out. */
  capacity?: number;
  /** "Meeting instructions"; '' when left out on create, unchanged when left out on edit. */
  instructions?: string;
  /** Name and meeting instructions in other languages; none on create, unchanged on edit when left out, else replaced whole. */
  translations?: TranslationsInput<'location' | 'instructions'>;
  /** ISO weekdays the point is open (1 Monday to 7 Sunday), at least one; every day when left out on create, unchanged on edit. */
  openWeekdays?: number[];
  /** ISO weekday ('1' to '7') to 'HH:mm' for the days whose handover differs from `time`; none when left out on create, unchanged on edit. */
  weekdayTimes?: Record<string, string>;
  /** Closure dates (DD-MM-YYYY, today or later, each once) with a note; none when left out on create, unchanged on edit. */
  closures?: PointClosure[];
  /**
   * "Opening hours": ISO weekday ('1' to '7', all seven) to `{ opens, closes }` ('HH:mm', opens before closes); each day's
   * handover must lie within its hours. Left out on create: 08:00-20:00, widened to the handover times; unchanged on edit.
   */
  openingHours?: OpeningHours;
  /** "Lead time (minutes)" for a same-day drop-off today; DEFAULT_LEAD_MINUTES when left out on create, unchanged on edit. */
  leadMinutes?: number;
}

/** PUT /api/edit-collection-location (the route the spec's dashboard links to but never shows). */
export interface EditLocationRequest extends StoreLocationRequest {
  locationId: number;
}

// ---------- Operator bookings (beyond the spec) ----------

/** Statuses an operator filters by; a pending or failed payment is not a booking to run. */
export const OPERATOR_STATUSES = ['confirmed', 'collected', 'returned', 'no_show', 'cancelled'] as const satisfies readonly BookingStatus[];
export type OperatorStatus = (typeof OPERATOR_STATUSES)[number];

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pending_payment: 'Awaiting payment',
  payment_failed: 'Payment failed',
  confirmed: 'Confirmed',
  collected: 'Collected',
  returned: 'Returned',
  cancelled: 'Cancelled',
  no_show: 'No show',
};

/**
 * GET /api/admin/bookings, /api/admin/bookings.csv and /api/admin/bookings/export query: every filter optional; the
 * collection date defaults to today (London). `from` and/or `to` (DD-MM-YYYY, inclusive) choose a range instead of
 * `date`; `cursor` (the list only) is a list answer's `next` or `previous`.
 */
export interface AdminBookingQuery {
  /** DD-MM-YYYY collection date, or 'all' for every date; ignored when from or to is given. */
  date?: string;
  /** DD-MM-YYYY: collected on or after this day. */
  from?: string;
  /** DD-MM-YYYY: collected on or before this day (not before from). */
  to?: string;
  /** An opaque page cursor from a list answer. */
  cursor?: string;
  locationId?: number;
  status?: OperatorStatus;
  /** Part of a reference, a name or an email. */
  q?: string;
  /** Only bookings needing attention: a failed refund, or changed after payment. */
  attention?: AttentionFilter;
  /** Only same-day stays, or only stays of nights. */
  stay?: StayKind;
}

export interface AdminBookingLine {
  code: string;
  title: string;
  amount: number;
}

export interface AdminBookingRow {
  reference: string;
  status: BookingStatus;
  fullName: string;
  email: string;
  contactNumber: string;
  /** DD-MM-YYYY */
  collectionDate: string;
  /** DD-MM-YYYY */
  returnDate: string;
  nights: number;
  location: { id: number; name: string; time: string };
  /** 'HH:mm': the pick-up of a same-day stay (its drop-off is `location.time`); absent on a stay of nights. */
  pickUpTime?: string;
  items: AdminBookingLine[];
  /** Total number of bags. */
  bags: number;
  /** Pounds: the booking's price now. */
  totalCost: number;
  /** Pounds taken from the card in all, and refunded (succeeded or under way). */
  paid: number;
  refunded: number;
  /** The booking was changed after it was paid for. */
  changed: boolean;
  /** A refund of this booking failed and needs an operator. */
  refundFailed: boolean;
}

/** How many bookings one page of the admin list holds. */
export const ADMIN_BOOKINGS_PAGE = 50;

/** One page of the admin list, ordered by collection date then reference. */
export interface AdminBookingList {
  /** DD-MM-YYYY: the collection date the list is for; null for a range or every date. */
  date: string | null;
  /** At most ADMIN_BOOKINGS_PAGE bookings. */
  bookings: AdminBookingRow[];
  /** The cursor of the page after this one; null on the last page. */
  next: string | null;
  /** The cursor of the page before this one; null on the first page. */
  previous: string | null;
  /** How many bookings match, when that is cheap to count (one date, or everything fits in one page); null otherwise. */
  total: number | null;
}

/** GET /api/admin/bookings/export: what the CSV of the same query holds, counted now. */
export interface AdminBookingExport {
  /** Data rows the file holds (every matching booking, never cut). */
  rows: number;
  filename: string;
}

/** The operator's status moves: confirmed -> collected -> returned. */
export type OperatorAction = 'collected' | 'returned';

/** One entry of the audit trail: who did what, when. */
export interface AdminAuditEntry {
  /** ISO 8601 */
  at: string;
  /** Who, readable: an admin's name and email, 'Customer', or the payment provider. */
  actor: string;
  /** What, readable: 'Luggage collected', 'Payment confirmed', ... */
  action: string;
  fromStatus: BookingStatus | null;
  toStatus: BookingStatus | null;
}

export interface AdminBookingDetailLine extends AdminBookingLine {
  /** Pounds per night of one item. */
  unitPrice: number;
}

/** GET /api/admin/bookings/{reference} */
export interface AdminBookingDetail extends Omit<AdminBookingRow, 'items'> {
  items: AdminBookingDetailLine[];
  location: { id: number; name: string; time: string; address: string };
  /** The collection and the return (a booking made before legs has its point's two). */
  legs: LegView[];
  /** The legs' fees as sold, in pence; `totalCost` includes them. */
  fees: FeeLine[];
  noDiscountCost: number;
  discount: number;
  /** The promo code it was booked with and what it took off, in pounds; null without one. */
  promo: PromoDiscount | null;
  /** ISO 8601 */
  createdAt: string;
  audit: AdminAuditEntry[];
  /** The operator actions open now ('collected' from confirmed, 'returned' from collected). */
  nextActions: OperatorAction[];
  refunds: RefundView[];
  /** Pounds still refundable (paid less refunded). */
  refundable: number;
  /** Which of the lifecycle moves an operator may make now (from the booking module's lifecycle table). */
  moves: { cancel: boolean; refund: boolean; change: boolean; resendConfirmation: boolean; undoNoShow: boolean };
  /** Until when (ISO 8601) wrong PINs typed by staff lock the booking's check-in; null when it is not locked. */
  pinLockedUntil: string | null;
  /** The language it was booked in: its emails and calendar file speak it. */
  language: Language;
  /** The bags' tags still held, and what went wrong at a hand-back (tags not seen), open first (issue 42). */
  tagged: BagTagsSummary | null;
  incidents: BookingIncidentView[];
  /** The customer's claims on it: still to answer (received, needs information) and all; the claims queue lists them (?reference=). */
  claims: { open: number; total: number };
}

/**
 * GET and PUT /api/admin/exports/accounts: the accounts the journal export posts each document to, in each importer's
 * chart (Xero's by code, QuickBooks Online's by name): card money owed to us, a partner's invoice owed on account, sales,
 * and the VAT we owe.
 */
export interface JournalAccounts {
  xeroClearing: string;
  /** Trade debtors: a partner's monthly invoice on account, owed until its bank transfer is matched. */
  xeroDebtors: string;
  xeroSales: string;
  xeroVat: string;
  quickbooksClearing: string;
  quickbooksDebtors: string;
  quickbooksSales: string;
  quickbooksVat: string;
}

/** The UK default charts' accounts (Xero's 877 the clearing account a bookkeeper adds once), until an admin sets others. */
export const DEFAULT_JOURNAL_ACCOUNTS: JournalAccounts = {
  xeroClearing: '877',
  xeroDebtors: '610',
  xeroSales: '200',
  xeroVat: '820',
  quickbooksClearing: 'Undeposited Funds',
  quickbooksDebtors: 'Accounts Receivable (A/R)',
  quickbooksSales: 'Sales',
  quickbooksVat: 'VAT Control',
};

/** Each account's longest name or code. */
export const JOURNAL_ACCOUNT_MAX_LENGTH = 60;
