/**
 * A booked same-day stay as the customer reads it (issue 40, item 3): its date, the drop-off and the pick-up (the
 * booking's two handover times), and the point's closing time that date. The emails, the pass, the manage page and
 * the calendar file say these instead of the nights and the return; an overnight booking has none.
 */
import type { PointSchedule } from './collection-dates.js';
import { formatIso, parseDayMonthYear } from './dates.js';
import { openingHoursOn } from './opening-hours.js';

export interface SameDayStay {
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:mm', London */
  dropOffTime: string;
  /** 'HH:mm', London */
  pickUpTime: string;
  /** 'HH:mm': when the point closes that date as its hours are now; null when it is closed that date or gone. */
  closesAt: string | null;
}

/** What a booking view carries that says a same-day stay: no nights, the date (DD-MM-YYYY) and the two handover times. */
export interface SameDayBooking {
  nights: number;
  collectionDate: string;
  location: { time: string; returnTime: string };
}

export type PointHours = Pick<PointSchedule, 'openingHours' | 'openWeekdays' | 'closures'>;

/** The booking's same-day stay, its closing time from `point`'s current hours (null: the point is gone); null for a stay of nights. */
export function sameDayStayOf(booking: SameDayBooking, point: PointHours | null): SameDayStay | null {
  const day = parseDayMonthYear(booking.collectionDate);
  if (booking.nights !== 0 || !day) return null;
  const hours = point && openingHoursOn(point, day);
  return {
    date: formatIso(day),
    dropOffTime: booking.location.time.slice(0, 5),
    pickUpTime: booking.location.returnTime.slice(0, 5),
    closesAt: hours ? hours.closes.slice(0, 5) : null,
  };
}
