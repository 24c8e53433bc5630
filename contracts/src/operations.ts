/** Running the day at each point: the day's lists (collections and returns) and their check-in states. */
import type { AdminBookingLine } from './admin.js';
import type { BookingStatus } from './booking.js';

/** The pass on the manage page (GET /api/manage/:token/pass): what the customer shows at the point. */
export interface BookingPassView {
  reference: string;
  /** Four digits, typed by staff with the reference when the QR code cannot be scanned. */
  pin: string;
  /** The QR code (a PNG data URL) of the signed check-in token. */
  qrCode: string;
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

/** GET /api/operations/day-lists query: date DD-MM-YYYY (default today, London); locationId optional. */
export interface DayListsQuery {
  date?: string;
  locationId?: number;
}

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
  entries: DayListEntry[];
  /** Bags per type, in the order they first appear. */
  bags: BagCount[];
  /** How many entries stand in each check-in state. */
  states: Record<CheckInState, number>;
}

export interface PointDayLists {
  location: { id: number; name: string; time: string };
  /** Bookings handed over at the point on the day (cancelled ones are nobody to expect). */
  collections: DayList;
  /** Bookings given back at the point on the day: the collection date + nights (a no show has nothing to give back). */
  returns: DayList;
}

/** GET /api/operations/day-lists */
export interface DayLists {
  /** DD-MM-YYYY */
  date: string;
  /** Points with anything on the day, by their time then name. */
  points: PointDayLists[];
  /** True when the day has more bookings than one answer holds (choose one point). */
  truncated: boolean;
}

/** GET /api/operations/occupancy: bags booked per night and point, from today (London) for `days` nights. */
export interface OccupancyView {
  /** DD-MM-YYYY, one per night, the first today. */
  nights: string[];
  points: PointOccupancy[];
}

export interface PointOccupancy {
  location: { id: number; name: string; time: string };
  /** Bags per night the point takes. */
  capacity: number;
  /** Bags stored each night (paid bookings waiting or collected), in the order of `nights`. */
  bags: number[];
}

export const OCCUPANCY_DAYS = 14;
