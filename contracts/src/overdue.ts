/**
 * An overstay (issue 40, item 7): bags still at the point after it closed on the day they were due back. The staff
 * screen lists such bookings and the manage page tells the customer. London's clock throughout.
 */
import type { BookingStatus } from './booking.js';
import { addDays, formatReadableDate, parseIso } from './dates.js';
import { londonInstant } from './london-time.js';
import { openingHoursOn } from './opening-hours.js';
import type { PointHours } from './same-day-stay.js';

/** What the rule reads of a booking. */
export interface OverdueCandidate {
  status: BookingStatus;
  /** The bags are handed back over a point's counter (false: delivered to an address by a driver). */
  returnsAtPoint: boolean;
  /** 'YYYY-MM-DD' */
  returnDate: string;
}

/** Since when, and why, a booking is overdue. */
export interface Overdue {
  /** 'YYYY-MM-DD': the return date. */
  date: string;
  /** 'HH:mm': when the return point closed that date; null when it did not open that date (or is gone). */
  closedAt: string | null;
  /** ISO 8601: the moment it became overdue (that closing time, else the start of the next day). */
  since: string;
}

/**
 * Whether a booking is overdue at `now`: its bags are at the point (`collected`, returned at a point) after the return
 * point's closing time on its return date (`point`: that point's hours as they are now). A return date the point is
 * closed (or a point gone) has no closing time: the booking is overdue once that date is over.
 */
export function overdueOf(booking: OverdueCandidate, point: PointHours | null, now: Date): Overdue | null {
  const day = parseIso(booking.returnDate);
  if (booking.status !== 'collected' || !booking.returnsAtPoint || !day) return null;
  const hours = point && openingHoursOn(point, day);
  const closedAt = hours ? hours.closes.slice(0, 5) : null;
  const since = closedAt ? londonInstant(day, closedAt) : londonInstant(addDays(day, 1), '00:00');
  return now.getTime() >= since.getTime() ? { date: booking.returnDate, closedAt, since: since.toISOString() } : null;
}

/** The staff screen's words (English, as staff screens are): "closed 20:00 on Thu 3 Dec 2026", or "closed all day on …". */
export function overdueSinceText(overdue: Pick<Overdue, 'date' | 'closedAt'>): string {
  const date = formatReadableDate(overdue.date);
  return overdue.closedAt ? `closed ${overdue.closedAt} on ${date}` : `closed all day on ${date}`;
}
