import type { MayArriveEntry } from './closed-point.js';
/** Running the day at each point: the day's lists (collections and returns) and their check-in states. */
import type { AdminBookingLine } from './admin.js';
import type { BookingStatus } from './booking.js';
import type { BagTagsSummary } from './bag-tags.js';
import type { PhotoView } from './claims.js';
import { formatReadableDate } from './dates.js';

/** The pass on the manage page (GET /api/manage/:token/pass): what the customer shows at the point. */
export interface BookingPassView {
  reference: string;
  /** Four digits, typed by staff with the reference when the QR code cannot be scanned. */
  pin: string;
  /** The QR code (a PNG data URL) of the signed check-in token. */
  qrCode: string;
  /** The bags tagged at the hand-over, once they are (issue 42). */
  tagged: BagTagsSummary | null;
  /** The photos of the bags taken at the hand-over, oldest first, served by the manage link (GET /api/manage/{token}/photos/{id}). */
  photos: PhotoView[];
}

/** Where a booking of the day stands at the point: still expected, handed over, given back, or never came. */
export type CheckInState = 'waiting' | 'collected' | 'returned' | 'no_show';

export const CHECK_IN_LABELS: Record<CheckInState, string> = {
  waiting: 'Waiting',
  collected: 'Collected',
  returned: 'Returned',
  no_show: 'No show',
};

export const DAY_LIST_TEXTS = {
  collectionsToday: 'Collections today',
  returnsToday: 'Returns today',
} as const;

/** A day list's heading: "Collections today" on today's date (DD-MM-YYYY), "Collections on Wed 25 Nov 2026" on another. */
export function dayListTitle(kind: 'collections' | 'returns', date: string, today: string): string {
  if (date === today) return kind === 'collections' ? DAY_LIST_TEXTS.collectionsToday : DAY_LIST_TEXTS.returnsToday;
  return `${kind === 'collections' ? 'Collections' : 'Returns'} on ${formatReadableDate(date)}`;
}

/**
 * GET /api/operations/day-lists query: date DD-MM-YYYY (default today, London); locationId optional; each side pages on
 * its own, from the cursor a previous answer gave (`collections.next`, `returns.previous`, ...).
 */
export interface DayListsQuery {
  date?: string;
  locationId?: number;
  collectionsCursor?: string;
  returnsCursor?: string;
}

/** Bookings per page of each side of the day lists. */
export const DAY_LIST_PAGE = 50;

export interface DayListEntry {
  reference: string;
  status: BookingStatus;
  checkIn: CheckInState;
  fullName: string;
  contactNumber: string;
  /** DD-MM-YYYY */
  collectionDate: string;
  /** DD-MM-YYYY */
  returnDate: string;
  nights: number;
  /** 'HH:mm' London time of this list's handover: the drop-off on the collections list, the pick-up on the returns list. */
  time: string;
  items: AdminBookingLine[];
  bags: number;
}

/** Bags of one type across a list. */
export interface BagCount {
  code: string;
  title: string;
  amount: number;
}

export interface DayList {
  /** This page's bookings at the point, by reference (the side's other pages hold the rest). */
  entries: DayListEntry[];
  /** The whole day's bookings on this list at the point. */
  total: number;
  /** The whole day's bags per type, in the order they were first booked. */
  bags: BagCount[];
  /** How many of the whole day's bookings stand in each check-in state. */
  states: Record<CheckInState, number>;
}

/** Where one side (collections or returns) of the day stands: its total at the points asked for, and its neighbour pages. */
export interface DayListPaging {
  /** The day's bookings on this side at the points asked for. */
  total: number;
  /** Cursor of the next page of this side, null on the last. */
  next: string | null;
  /** Cursor of the previous page of this side, null on the first. */
  previous: string | null;
}

export interface PointDayLists {
  location: { id: number; name: string; time: string };
  /** Bookings handed over at the point on the day (cancelled ones are nobody to expect). */
  collections: DayList;
  /** Bookings given back at the point on the day: their return date (the collection date + nights, or the later day a delivery was booked again for; a no show has nothing to give back). */
  returns: DayList;
}

/** GET /api/operations/day-lists */
export interface DayLists {
  /** DD-MM-YYYY */
  date: string;
  /** Points with anything on the day, by their time then name, with the day's totals and this page's entries. */
  points: PointDayLists[];
  /** Each side pages by point then reference, DAY_LIST_PAGE bookings a page. */
  collections: DayListPaging;
  returns: DayListPaging;
  /** Bookings of a point closed that day that were offered one of these points instead and have not chosen yet. */
  mayArrive: MayArriveEntry[];
}

/** GET /api/operations/occupancy: bags booked per night and point, from today (London) for `days` nights. */
export interface OccupancyView {
  /** DD-MM-YYYY, one per night, the first today. */
  nights: string[];
  points: PointOccupancy[];
  /** Paid bookings that no longer fit their point as an admin has since set it, from today on, however far ahead. */
  attention: OccupancyAttention;
}

/** What an admin changed after customers booked: closed days and lowered capacities are not applied to bookings already made. */
export interface OccupancyAttention {
  /** Bookings whose handover or return falls on a day their point is now closed, by date. */
  closedDays: ClosedDayBooking[];
  /** Nights on which a point holds more bags than its capacity now allows, by night. */
  overCapacity: OverCapacityNight[];
}

export interface ClosedDayBooking {
  reference: string;
  location: { id: number; name: string };
  /** The handover that falls on the closed day. */
  handover: 'collection' | 'return';
  /** DD-MM-YYYY */
  date: string;
  /** "Bath Spa Station is closed on Saturdays", or "… is closed on Fri 25 Dec 2026 (Christmas Day)". */
  why: string;
}

export interface OverCapacityNight {
  location: { id: number; name: string };
  /** DD-MM-YYYY */
  night: string;
  /** Bags held that night (paid bookings, and checkouts holding theirs). */
  bags: number;
  capacity: number;
}

export const ATTENTION_TEXTS = {
  heading: 'Needs attention',
  nothing: 'Every booking falls on an open day and within its point’s capacity.',
  intro: 'Closing a day or lowering a capacity does not move bookings already made. Contact these customers, or change or cancel their bookings.',
} as const;

export interface PointOccupancy {
  location: { id: number; name: string; time: string };
  /** Bags per night the point takes. */
  capacity: number;
  /** Bags stored each night (paid bookings waiting or collected), in the order of `nights`. */
  bags: number[];
  /** Each day's most bags at once and the half hour it begins, in the order of `nights` (the capacity counters). */
  peaks: DayPeak[];
}

/**
 * The most bags a point holds at once on a day, from its capacity counters (paid bookings and checkouts holding bags,
 * a same-day stay from drop-off to pick-up): "Peak 7 bags at 13:00". `at` is the first half hour with that many
 * ('HH:mm', London), null on a day with no bags.
 */
export interface DayPeak {
  bags: number;
  at: string | null;
}

export const OCCUPANCY_DAYS = 14;

/** One booking whose bags are still at the point after it closed on their return date (overdue.ts). */
export interface OverdueEntry {
  reference: string;
  fullName: string;
  contactNumber: string;
  /** The point the bags wait at: where they were due back. */
  location: { id: number; name: string };
  /** DD-MM-YYYY */
  returnDate: string;
  nights: number;
  items: AdminBookingLine[];
  bags: number;
  /** 'HH:mm': when the point closed on the return date; null when it did not open that date. */
  closedAt: string | null;
  /** ISO 8601: when the booking became overdue. */
  since: string;
}

/** GET /api/operations/overdue: the overdue bookings at the caller's points (every point for an admin), longest overdue first. */
export interface OverdueBookings {
  bookings: OverdueEntry[];
}
