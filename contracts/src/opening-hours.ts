/**
 * A point's opening hours: an opening and a closing time for each ISO weekday, the same rule for the admin's form, the
 * server and the wizard. Closed weekdays and closure dates stay where they were (`openWeekdays`, `closures`): hours say
 * when the point is staffed on the days it is open. Times are 'HH:mm' on London's wall clock, closing the same day.
 */
import type { Message } from './i18n/message.js';
import { type DayHours, isOpenOn, isoWeekday, type OpeningHours, type PointSchedule, WEEKDAYS } from './collection-dates.js';
import { type CalendarDate, parseIso } from './dates.js';

/** A point's hours unless an operator sets others. */
export const DEFAULT_DAY_HOURS: Readonly<DayHours> = { opens: '08:00', closes: '20:00' };

/** Minutes past the next half hour before a same-day drop-off for today, unless the point sets its own. */
export const DEFAULT_LEAD_MINUTES = 30;

/** Every weekday at the default hours. */
export function defaultOpeningHours(): OpeningHours {
  return Object.fromEntries(WEEKDAYS.map((day) => [String(day), { ...DEFAULT_DAY_HOURS }]));
}

/** 'HH:mm' (a trailing ':ss' ignored) to minutes since midnight. */
export function minutesOfDay(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** Minutes since midnight to 'HH:mm'. */
export function timeOfDay(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Whether `time` lies within `hours`, both ends included. */
export function isWithinHours(time: string, hours: DayHours): boolean {
  const at = minutesOfDay(time);
  return at >= minutesOfDay(hours.opens) && at <= minutesOfDay(hours.closes);
}

/** A weekday's hours; a schedule without hours (an older fixture) has the default's. */
function weekdayHours(point: Pick<PointSchedule, 'openingHours'>, weekday: number): DayHours {
  return point.openingHours?.[String(weekday)] ?? { ...DEFAULT_DAY_HOURS };
}

/**
 * The point's hours on `date` (a CalendarDate, or 'YYYY-MM-DD'), or null when it is closed that day: a closed weekday
 * or a closure date. An unreadable date string is null too.
 */
export function openingHoursOn(point: Pick<PointSchedule, 'openingHours' | 'openWeekdays' | 'closures'>, date: CalendarDate | string): DayHours | null {
  const day = typeof date === 'string' ? parseIso(date) : date;
  if (!day || !isOpenOn(day, point)) return null;
  return weekdayHours(point, isoWeekday(day));
}

const HALF_HOUR = 30;
const LAST_MINUTE = 23 * 60 + 59;

/**
 * The default hours widened to the half hours around `handover` where it lies outside them (07:15 opens at 07:00,
 * 20:40 closes at 21:00, 23:45 at 23:59): how a point made or kept without hours of its own stays valid.
 */
export function hoursAround(handover: string): DayHours {
  const at = minutesOfDay(handover);
  const opens = Math.min(minutesOfDay(DEFAULT_DAY_HOURS.opens), Math.floor(at / HALF_HOUR) * HALF_HOUR);
  const closes = Math.max(minutesOfDay(DEFAULT_DAY_HOURS.closes), Math.min(LAST_MINUTE, Math.ceil(at / HALF_HOUR) * HALF_HOUR));
  return { opens: timeOfDay(opens), closes: timeOfDay(closes) };
}

/** Each weekday's default hours around that day's handover (`weekdayTimes`' own, else `time`). */
export function openingHoursAround(point: Pick<PointSchedule, 'time' | 'weekdayTimes'>): OpeningHours {
  return Object.fromEntries(WEEKDAYS.map((day) => [String(day), hoursAround(point.weekdayTimes?.[String(day)] ?? point.time)]));
}

/** The weekday's name as a Message ("Monday"), for a sentence about one day's hours. */
export const weekdayName = (weekday: number): Message => ({ key: `validation:weekday.${weekday}` });

/** A handover outside its day's hours: the request field that sets it (`time`, or `weekdayTimes` for a day's own) and why. */
export interface HandoverOutsideHours {
  field: 'time' | 'weekdayTimes';
  message: Message;
}

/**
 * Each weekday (Monday first) whose handover lies outside that day's hours, both ends included; none when every day's
 * is within. Every weekday is judged, open or not, so reopening a day can never bring back a handover outside its hours.
 */
export function handoversOutsideHours(point: Pick<PointSchedule, 'time' | 'weekdayTimes' | 'openingHours'>): HandoverOutsideHours[] {
  return WEEKDAYS.flatMap((day) => {
    const own = point.weekdayTimes?.[String(day)];
    const time = (own ?? point.time).slice(0, 5);
    const hours = weekdayHours(point, day);
    if (isWithinHours(time, hours)) return [];
    const [field, key] = own === undefined ? (['time', 'timeOutside'] as const) : (['weekdayTimes', 'weekdayTimeOutside'] as const);
    return [{ field, message: { key: `validation:form.openingHours.${key}`, params: { day: weekdayName(day), time, opens: hours.opens.slice(0, 5), closes: hours.closes.slice(0, 5) } } }];
  });
}
