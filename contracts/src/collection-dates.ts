/**
 * Which days a collection point can still serve. One rule for the wizard's calendar, the checkout API and booking
 * changes: a date is bookable from today (Europe/London) up to MAX_DAYS_AHEAD days ahead, and today only until the
 * point's handover time has passed on London's wall clock.
 */
import { addDays, type CalendarDate, compareDates, todayInLondon } from './dates.js';

/** The furthest ahead a collection can be booked: today + 365 days is the last bookable day. */
export const MAX_DAYS_AHEAD = 365;

export const COLLECTION_DATE_PAST = 'The collection date cannot be in the past.';
export const COLLECTION_DATE_TOO_FAR = `The collection date must be within the next ${MAX_DAYS_AHEAD} days.`;

// Made on first use, like todayInLondon's: no work at module load (it would split the SPA's first chunk).
let londonClock: Intl.DateTimeFormat | undefined;

/** Minutes since midnight on London's wall clock (GMT in winter, BST in summer). */
function londonMinutes(now: Date): number {
  londonClock ??= new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const parts = londonClock.formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return get('hour') * 60 + get('minute');
}

/** 'HH:mm' -> minutes since midnight; anything else counts as 00:00, so a point with a broken time is never offered late. */
function handoverMinutes(handoverTime: string): number {
  const match = /^(\d{1,2}):(\d{2})$/.exec(handoverTime.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : 0;
}

/** True once London's clock is past the handover minute: 09:00 still serves a 09:00 point today, 09:01 does not. */
export function handoverPassedToday(handoverTime: string, now: Date = new Date()): boolean {
  return londonMinutes(now) > handoverMinutes(handoverTime);
}

/** The first day a point with this handover time ('HH:mm') can collect: today, or tomorrow once today's has passed. */
export function earliestCollectionDate(handoverTime: string, now: Date = new Date()): CalendarDate {
  const today = todayInLondon(now);
  return handoverPassedToday(handoverTime, now) ? addDays(today, 1) : today;
}

/** The last day that can be booked: today (London) + MAX_DAYS_AHEAD. */
export function latestCollectionDate(now: Date = new Date()): CalendarDate {
  return addDays(todayInLondon(now), MAX_DAYS_AHEAD);
}

/** Only the range: null for a date from today to latestCollectionDate, else why not (for when no point is chosen yet). */
export function collectionDateRangeProblem(date: CalendarDate, now: Date = new Date()): string | null {
  if (compareDates(date, todayInLondon(now)) < 0) return COLLECTION_DATE_PAST;
  if (compareDates(date, latestCollectionDate(now)) > 0) return COLLECTION_DATE_TOO_FAR;
  return null;
}

/**
 * Why a point cannot collect on `date`, or null when it can.
 * - date: the collection day (a London calendar day).
 * - handoverTime: the point's collect/return time, 'HH:mm' London time.
 * - now: the moment to judge at (tests pass a fixed one).
 * - pointName: names the point in the message ("Collection at Bristol Bus Station today was at 09:00. …").
 * Refuses a past date, today once the handover minute has passed, and any day after latestCollectionDate(now).
 */
export function collectionDateProblem(date: CalendarDate, handoverTime: string, now: Date = new Date(), pointName?: string): string | null {
  const range = collectionDateRangeProblem(date, now);
  if (range) return range;
  if (compareDates(date, todayInLondon(now)) === 0 && handoverPassedToday(handoverTime, now)) {
    const where = pointName ? ` at ${pointName}` : '';
    return `Collection${where} today was at ${handoverTime}. Please choose a later date.`;
  }
  return null;
}
