/**
 * A same-day stay (issue 40): the bags are dropped off and picked up at the point on one date, at times on the half
 * hour inside that date's opening hours, at least an hour apart; for today, the drop-off is not before the next half
 * hour plus the point's lead time. The wizard offers the times these functions list and the server refuses what they
 * refuse, so the two cannot disagree.
 */
import type { Message } from './i18n/message.js';
import { closedRefusal, collectionDateRangeRefusal, londonMinutes, type PointSchedule } from './collection-dates.js';
import { type CalendarDate, compareDates, todayInLondon } from './dates.js';
import { DEFAULT_LEAD_MINUTES, minutesOfDay, openingHoursOn, timeOfDay } from './opening-hours.js';

/** The times a same-day stay is booked at are on this step. */
export const SAME_DAY_STEP_MINUTES = 30;
/** The shortest same-day stay. */
export const SAME_DAY_MIN_MINUTES = 60;

export interface SameDayTimes {
  /** 'HH:mm', London */
  dropOffTime: string;
  /** 'HH:mm', London */
  pickUpTime: string;
}

export type SameDayField = keyof SameDayTimes;

const HALF_HOUR_TIME = /^([01]\d|2[0-3]):(00|30)$/;

const roundUp = (minutes: number): number => Math.ceil(minutes / SAME_DAY_STEP_MINUTES) * SAME_DAY_STEP_MINUTES;

/** The first minute a drop-off may be at on `date`: the opening, or for today the next half hour plus the lead time if later. Null when closed. */
function earliestDropOffMinutes(point: PointSchedule, date: CalendarDate, now: Date): number | null {
  const hours = openingHoursOn(point, date);
  if (!hours) return null;
  const opens = roundUp(minutesOfDay(hours.opens));
  if (compareDates(date, todayInLondon(now)) !== 0) return opens;
  return Math.max(opens, roundUp(londonMinutes(now)) + (point.leadMinutes ?? DEFAULT_LEAD_MINUTES));
}

const steps = (from: number, to: number): string[] => {
  const times: string[] = [];
  for (let at = from; at <= to; at += SAME_DAY_STEP_MINUTES) times.push(timeOfDay(at));
  return times;
};

/** The drop-off times offered on `date` (none when the point is closed or the day's last one has passed). */
export function dropOffTimes(point: PointSchedule, date: CalendarDate, now: Date = new Date()): string[] {
  const earliest = earliestDropOffMinutes(point, date, now);
  const hours = openingHoursOn(point, date);
  if (earliest === null || !hours) return [];
  return steps(earliest, minutesOfDay(hours.closes) - SAME_DAY_MIN_MINUTES);
}

/** The pick-up times offered after a drop-off at `dropOffTime` on `date`: an hour later at the earliest, up to closing. */
export function pickUpTimes(point: PointSchedule, date: CalendarDate, dropOffTime: string): string[] {
  const hours = openingHoursOn(point, date);
  if (!hours || !HALF_HOUR_TIME.test(dropOffTime)) return [];
  return steps(minutesOfDay(dropOffTime) + SAME_DAY_MIN_MINUTES, minutesOfDay(hours.closes));
}

/** Why a same-day stay cannot be on `date` (before its times): out of range, or the point closed. Null when it can. */
export function sameDayDateRefusal(date: CalendarDate, point: PointSchedule, now: Date = new Date()): Message | null {
  const range = collectionDateRangeRefusal(date, now);
  if (range) return range;
  const closed = closedRefusal(point, date);
  return closed && { key: 'validation:collectionDate.closed', params: { closed } };
}

/**
 * Why the times of a same-day stay on `date` (a date the point is open) cannot be booked, by field; empty when they
 * can. Each field gets one reason, the first that applies.
 */
export function sameDayTimeRefusals(point: PointSchedule, date: CalendarDate, times: Partial<Record<SameDayField, unknown>>, now: Date = new Date()): Partial<Record<SameDayField, Message>> {
  const hours = openingHoursOn(point, date);
  if (!hours) return {};
  const refusals: Partial<Record<SameDayField, Message>> = {};
  const span = { opens: hours.opens, closes: hours.closes };
  const dropOff = checkedTime(times.dropOffTime, 'dropOffTime');
  const pickUp = checkedTime(times.pickUpTime, 'pickUpTime');
  if ('refusal' in dropOff) refusals.dropOffTime = dropOff.refusal;
  else if (dropOff.at < minutesOfDay(hours.opens) || dropOff.at > minutesOfDay(hours.closes) - SAME_DAY_MIN_MINUTES) {
    refusals.dropOffTime = { key: 'validation:sameDay.dropOffOutside', params: span };
  } else if (dropOff.at < earliestDropOffMinutes(point, date, now)!) {
    refusals.dropOffTime = { key: 'validation:sameDay.dropOffTooSoon', params: { time: timeOfDay(earliestDropOffMinutes(point, date, now)!) } };
  }
  if ('refusal' in pickUp) refusals.pickUpTime = pickUp.refusal;
  else if (pickUp.at < minutesOfDay(hours.opens) || pickUp.at > minutesOfDay(hours.closes)) {
    refusals.pickUpTime = { key: 'validation:sameDay.pickUpOutside', params: span };
  } else if ('at' in dropOff && pickUp.at - dropOff.at < SAME_DAY_MIN_MINUTES) {
    refusals.pickUpTime = { key: 'validation:sameDay.tooShort' };
  }
  return refusals;
}

function checkedTime(time: unknown, field: SameDayField): { at: number } | { refusal: Message } {
  const refusal = sameDayTimeShapeRefusal(time, field);
  return refusal ? { refusal } : { at: minutesOfDay(time as string) };
}

/** Why `time` is not a same-day stay's `field` by its shape alone (given, 'HH:mm' on the half hour); null when it is. */
export function sameDayTimeShapeRefusal(time: unknown, field: SameDayField): Message | null {
  if (time === undefined || time === null || time === '') return { key: `validation:sameDay.${field}Required` };
  return typeof time === 'string' && HALF_HOUR_TIME.test(time) ? null : { key: 'validation:sameDay.halfHour' };
}
