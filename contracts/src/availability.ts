/**
 * GET /api/availability: a point's room per day, which the wizard's calendar and point list read, and the rule both
 * they and the server's 409 follow: a stay needs room for its bags on every night from the collection day up to
 * (not including) the return day.
 */
import { addDays, type CalendarDate, compareDates, formatDashed, parseDayMonthYear } from './dates.js';
import type { Message } from './i18n/message.js';

/** The most days one availability request may ask for. */
export const MAX_AVAILABILITY_DAYS = 62;

/** The point list's mark on a point with no room for the basket on the chosen date (booking.json points.full in English). */
export const FULL_ON_THIS_DATE = 'Full on this date';

export interface AvailabilityQuery {
  locationId: number;
  /** DD-MM-YYYY */
  from: string;
  days: number;
  /** With it, each day says when `bags` more would not fit (`fullHours`): what a same-day stay's times are judged by. */
  bags?: number;
}

export interface DayAvailability {
  /** DD-MM-YYYY */
  date: string;
  /** Whether the point hands luggage over and back that day. */
  open: boolean;
  /** Bags the point can still take for the night of that day. */
  remaining: number;
  /** On a closure date: its note ("Bank holiday"); absent on other days. */
  closedNote?: string;
  /**
   * Asked with `bags`: the runs of the day's half hours ('HH:mm' to 'HH:mm', London) where that many more bags would
   * not fit ("Full from 14:00 to 16:00"); empty when they fit all day.
   */
  fullHours?: { from: string; to: string }[];
}

/** Whether a same-day stay from `dropOffTime` to `pickUpTime` meets one of a day's `fullHours` (runs end where the next slot starts). */
export function sameDayMeetsFull(fullHours: readonly { from: string; to: string }[], dropOffTime: string, pickUpTime: string): { from: string; to: string } | null {
  return fullHours.find((run) => run.from < pickUpTime && run.to > dropOffTime) ?? null;
}

export interface AvailabilityResponse {
  locationId: number;
  /** Bags a night. */
  capacity: number;
  days: DayAvailability[];
}

/**
 * Whether a stay of `nights` nights with `bags` bags from `collection` fits what `days` says: room on each night and
 * the point open on the collection and return days. Days the answer does not cover count as fitting (the server
 * decides). Returns the first day that does not fit, or null.
 */
export function stayProblemDay(days: readonly DayAvailability[], collection: CalendarDate, nights: number, bags: number): DayAvailability | null {
  const byDate = new Map(days.map((day) => [day.date, day]));
  const at = (offset: number) => byDate.get(formatDashed(addDays(collection, offset)));
  const first = at(0);
  if (first && !first.open) return first;
  for (let night = 0; night < nights; night += 1) {
    const day = at(night);
    if (day && day.remaining < Math.max(bags, 1)) return day;
  }
  const back = at(nights);
  return back && !back.open ? back : null;
}

/** The dates of `days` from which a stay fits, nearest to `wanted` first (ties: the earlier). */
export function nearestFittingDates(days: readonly DayAvailability[], wanted: CalendarDate, nights: number, bags: number, limit = 3): string[] {
  const distance = (date: CalendarDate) => Math.abs(Date.UTC(date.year, date.month - 1, date.day) - Date.UTC(wanted.year, wanted.month - 1, wanted.day));
  return days
    .map((day) => parseDayMonthYear(day.date)!)
    .filter((date) => compareDates(date, wanted) !== 0 && stayProblemDay(days, date, nights, bags) === null)
    .sort((a, b) => distance(a) - distance(b) || compareDates(a, b))
    .slice(0, limit)
    .map(formatDashed);
}

/**
 * Whether a point can start a stay of `bags` bags on `date` (before the nights are chosen): 'closed' that day, 'full'
 * (less room that night than the bags), or null (fits, or a day the answer does not cover).
 */
export function collectionDayProblem(days: readonly DayAvailability[], date: CalendarDate, bags: number): 'closed' | 'full' | null {
  const day = days.find((d) => d.date === formatDashed(date));
  if (!day) return null;
  if (!day.open) return 'closed';
  return day.remaining < Math.max(bags, 1) ? 'full' : null;
}

/**
 * The point list's mark for a point that cannot start the stay on `date` ("Full on this date", "Closed on this date: …"),
 * as a key of the wizard's booking.json, or null.
 */
export function collectionDayMark(days: readonly DayAvailability[], date: CalendarDate, bags: number): Message | null {
  const problem = collectionDayProblem(days, date, bags);
  if (problem === 'full') return { key: 'booking:points.full' };
  if (problem !== 'closed') return null;
  const note = days.find((d) => d.date === formatDashed(date))?.closedNote;
  return note ? { key: 'booking:points.closedOnDateNote', params: { note } } : { key: 'booking:points.closedOnDate' };
}
