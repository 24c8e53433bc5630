import { addDays, compareDates, type CalendarDate } from '@luggage/contracts';
import { weekdayIndex } from './picker-dates';

export interface MonthView {
  year: number;
  month: number;
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Weeks (Monday first) of a month; days outside the month are null. */
export function monthGrid({ year, month }: MonthView): (CalendarDate | null)[][] {
  const cells: (CalendarDate | null)[] = Array.from({ length: weekdayIndex({ year, month, day: 1 }) }, () => null);
  for (let day = 1; day <= daysInMonth(year, month); day++) cells.push({ year, month, day });
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

export function shiftMonth({ year, month }: MonthView, by: number): MonthView {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The same day of the month `by` months away, kept inside that month (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: CalendarDate, by: number): CalendarDate {
  const { year, month } = shiftMonth(date, by);
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

export const monthOf = (d: CalendarDate): MonthView => ({ year: d.year, month: d.month });

export const isBefore = (a: CalendarDate, b: CalendarDate) => compareDates(a, b) < 0;

/** The date itself, or the nearer end of min..max. */
export const clampDate = (d: CalendarDate, min: CalendarDate, max: CalendarDate): CalendarDate =>
  isBefore(d, min) ? min : isBefore(max, d) ? max : d;

export const isOutside = (d: CalendarDate, min: CalendarDate, max: CalendarDate): boolean => isBefore(d, min) || isBefore(max, d);

/**
 * Where a key moves the calendar's focus (WAI-ARIA date picker pattern): arrows by day and week, Home/End to the
 * week's start and end, PageUp/PageDown by month (with Shift by year). Never before `min` nor after `max`; null for
 * other keys.
 */
export function moveFocus(from: CalendarDate, key: string, shift: boolean, min: CalendarDate, max: CalendarDate): CalendarDate | null {
  const moves: Record<string, () => CalendarDate> = {
    ArrowLeft: () => addDays(from, -1),
    ArrowRight: () => addDays(from, 1),
    ArrowUp: () => addDays(from, -7),
    ArrowDown: () => addDays(from, 7),
    Home: () => addDays(from, -weekdayIndex(from)),
    End: () => addDays(from, 6 - weekdayIndex(from)),
    PageUp: () => addMonths(from, shift ? -12 : -1),
    PageDown: () => addMonths(from, shift ? 12 : 1),
  };
  const move = moves[key];
  if (!move) return null;
  return clampDate(move(), min, max);
}
