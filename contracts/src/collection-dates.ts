/**
 * Which days a collection point can still serve. One rule for the wizard's calendar, the checkout API and booking
 * changes: a date is bookable from today (Europe/London) up to MAX_DAYS_AHEAD days ahead, today only until the
 * point's handover time that day has passed on London's wall clock, and only on days the point is open: its open
 * weekdays less its closure dates (the return day too: a stay may not end on a closed day).
 */
import type { Message } from './i18n/message.js';
import { VALIDATION_KEYS } from './i18n/message-keys.js';
import { addDays, type CalendarDate, compareDates, formatDashed, formatReadableDate, todayInLondon } from './dates.js';
import { londonInstant } from './london-time.js';

/** ISO weekdays, 1 Monday to 7 Sunday: what a point's `open_weekdays` lists. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** 1 Monday to 7 Sunday. */
export function isoWeekday(date: CalendarDate): number {
  const day = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  return day === 0 ? 7 : day;
}

/** A day a point is closed although its weekday is open (a bank holiday, engineering works), with the reason. */
export interface PointClosure {
  /** DD-MM-YYYY */
  date: string;
  /** What customers read, e.g. "Bank holiday". */
  note: string;
}

/** One weekday's opening hours, 'HH:mm' each on London's clock, `opens` before `closes` (opening-hours.ts). */
export interface DayHours {
  opens: string;
  closes: string;
}

/** ISO weekday ('1' Monday to '7' Sunday) to that day's hours; every weekday is listed. */
export type OpeningHours = Record<string, DayHours>;

/**
 * When a point serves handovers: what every date rule below reads. The catalog's points, the server's bookable
 * location and the wizard's chosen point all map to this.
 */
export interface PointSchedule {
  /** Names the point in messages ("Bath Spa Station is closed on Saturdays. …"). */
  name?: string;
  /** 'HH:mm' London: the handover time on days without their own. */
  time: string;
  /** ISO weekdays the point is open; every day when not given. */
  openWeekdays?: readonly number[];
  /** ISO weekday ('1' Monday to '7' Sunday) to 'HH:mm', for the days whose handover is not at `time`. */
  weekdayTimes?: Readonly<Record<string, string>>;
  /** Single dates the point is closed. */
  closures?: readonly PointClosure[];
  /** ISO weekday ('1'..'7') to that day's opening and closing time (opening-hours.ts); the default's when not given. */
  openingHours?: Readonly<OpeningHours>;
  /** Minutes past the next half hour before a same-day drop-off for today (DEFAULT_LEAD_MINUTES when not given). */
  leadMinutes?: number;
}

/** The handover (and return) time at the point on `date`: that weekday's own time, or the point's usual one. */
export function handoverTimeOn(point: PointSchedule, date: CalendarDate): string {
  return point.weekdayTimes?.[String(isoWeekday(date))] ?? point.time;
}

/** The instant of the handover at `point` on `date`: that day's handover time on London's clock. */
export function handoverInstant(point: PointSchedule, date: CalendarDate): Date {
  return londonInstant(date, handoverTimeOn(point, date));
}

/** The closure on `date`, if the point has one. */
export function closureOn(point: Pick<PointSchedule, 'closures'>, date: CalendarDate): PointClosure | undefined {
  const dashed = formatDashed(date);
  return point.closures?.find((closure) => closure.date === dashed);
}

/** Whether the point serves handovers on `date`: an open weekday that is not a closure date. */
export function isOpenOn(date: CalendarDate, point: Pick<PointSchedule, 'openWeekdays' | 'closures'>): boolean {
  const weekdayOpen = !point.openWeekdays || point.openWeekdays.includes(isoWeekday(date));
  return weekdayOpen && !closureOn(point, date);
}

const pointLabel = (pointName?: string) => pointName ?? 'This point';

/** "Bath Spa Station is closed on Saturdays" or "… is closed on Fri 25 Dec 2026 (Christmas Day)", or null when open. */
export function closedText(point: PointSchedule, date: CalendarDate): string | null {
  const closure = closureOn(point, date);
  if (closure) return `${pointLabel(point.name)} is closed on ${formatReadableDate(date)} (${closure.note})`;
  if (point.openWeekdays && !point.openWeekdays.includes(isoWeekday(date))) {
    return `${pointLabel(point.name)} is closed on ${WEEKDAY_NAMES[isoWeekday(date) - 1]}s`;
  }
  return null;
}

/**
 * Why a stay cannot end on `returnDate` at `point`, or null: the luggage is handed back on the return day, so that
 * day must be an open one. Reported under `nights` (the number that moves the return day).
 */
export function returnDateProblem(returnDate: CalendarDate, point: PointSchedule): string | null {
  const closed = closedText(point, returnDate);
  if (!closed) return null;
  const why = closureOn(point, returnDate) ? closed : `${closed}, so your luggage cannot be returned on ${formatReadableDate(returnDate)}`;
  return `${why}. Please choose a different number of nights.`;
}

/** The furthest ahead a collection can be booked: today + 365 days is the last bookable day. */
export const MAX_DAYS_AHEAD = 365;

export const COLLECTION_DATE_PAST = 'The collection date cannot be in the past.';
export const COLLECTION_DATE_TOO_FAR = `The collection date must be within the next ${MAX_DAYS_AHEAD} days.`;

// Made on first use, like todayInLondon's: no work at module load (it would split the SPA's first chunk).
let londonClock: Intl.DateTimeFormat | undefined;

/** Minutes since midnight on London's wall clock (GMT in winter, BST in summer). */
export function londonMinutes(now: Date): number {
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

/** The first day `point` can collect: today, or tomorrow once today's handover has passed. */
export function earliestCollectionDate(point: PointSchedule, now: Date = new Date()): CalendarDate {
  const today = todayInLondon(now);
  return handoverPassedToday(handoverTimeOn(point, today), now) ? addDays(today, 1) : today;
}

/** The first day any of `points` can collect (before one is chosen): today while one still hands over today, else tomorrow. */
export function earliestCollectionDateAtAny(points: readonly PointSchedule[], now: Date = new Date()): CalendarDate {
  const today = todayInLondon(now);
  if (points.length === 0) return today;
  return points.some((point) => compareDates(earliestCollectionDate(point, now), today) === 0) ? today : addDays(today, 1);
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
 * Why `point` cannot collect on `date` (a London calendar day), or null when it can; `now` is the moment to judge at.
 * Refuses a past date, today once that day's handover minute has passed, any day after latestCollectionDate(now), a
 * weekday the point is closed and a closure date (with its note).
 */
export function collectionDateProblem(date: CalendarDate, point: PointSchedule, now: Date = new Date()): string | null {
  const range = collectionDateRangeProblem(date, now);
  if (range) return range;
  const time = handoverTimeOn(point, date);
  if (compareDates(date, todayInLondon(now)) === 0 && handoverPassedToday(time, now)) {
    const where = point.name ? ` at ${point.name}` : '';
    return `Collection${where} today was at ${time}. Please choose a later date.`;
  }
  const closed = closedText(point, date);
  return closed && `${closed}. Please choose another date.`;
}

const pointNamed = (point: PointSchedule): string | Message => point.name ?? { key: 'validation:point.this' };

/** closedText as a key: the closure date with its note, or the weekday the point is closed on. */
export function closedRefusal(point: PointSchedule, date: CalendarDate): Message | null {
  const closure = closureOn(point, date);
  if (closure) return { key: 'validation:point.closedOn', params: { point: pointNamed(point), date: closure.date, note: closure.note }, days: ['date'] };
  const weekday = isoWeekday(date);
  if (point.openWeekdays && !point.openWeekdays.includes(weekday)) {
    return { key: 'validation:point.closedWeekly', params: { point: pointNamed(point), weekdays: { key: `validation:point.weekdays.${weekday}` } } };
  }
  return null;
}

/** collectionDateRangeProblem as a key (before a point is chosen). */
export function collectionDateRangeRefusal(date: CalendarDate, now: Date = new Date()): Message | null {
  if (compareDates(date, todayInLondon(now)) < 0) return { key: VALIDATION_KEYS.collectionDatePast };
  if (compareDates(date, latestCollectionDate(now)) > 0) return { key: VALIDATION_KEYS.collectionDateTooFar, params: { days: MAX_DAYS_AHEAD } };
  return null;
}

/** collectionDateProblem as a key: the same checks in the same order, the same English words. */
export function collectionDateRefusal(date: CalendarDate, point: PointSchedule, now: Date = new Date()): Message | null {
  const range = collectionDateRangeRefusal(date, now);
  if (range) return range;
  const time = handoverTimeOn(point, date);
  if (compareDates(date, todayInLondon(now)) === 0 && handoverPassedToday(time, now)) {
    return point.name
      ? { key: 'validation:collectionDate.passedAt', params: { point: point.name, time } }
      : { key: 'validation:collectionDate.passed', params: { time } };
  }
  const closed = closedRefusal(point, date);
  return closed && { key: 'validation:collectionDate.closed', params: { closed } };
}

/** returnDateProblem as a key (reported under `nights`). */
export function returnDateRefusal(returnDate: CalendarDate, point: PointSchedule): Message | null {
  const closed = closedRefusal(point, returnDate);
  if (!closed) return null;
  if (closureOn(point, returnDate)) return { key: 'validation:nights.returnClosure', params: { closed } };
  return { key: 'validation:nights.returnClosed', params: { closed, date: formatDashed(returnDate) }, days: ['date'] };
}

