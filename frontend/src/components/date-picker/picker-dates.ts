import { compareDates, parseDayMonthYear, type CalendarDate } from '@luggage/contracts';

const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
];
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

export const monthName = (month: number): string => MONTHS[month - 1];

/** 0 = Monday … 6 = Sunday (UK weeks start on Monday). */
export function weekdayIndex(d: CalendarDate): number {
  return (new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay() + 6) % 7;
}

export const weekdayName = (d: CalendarDate): string => WEEKDAYS[weekdayIndex(d)];

/** 'Tuesday 24 November 2026', for screen readers (the calendar's day buttons). */
export const formatLong = (d: CalendarDate): string => `${weekdayName(d)} ${d.day} ${monthName(d.month)} ${d.year}`;

export const WEEKDAY_NAMES = WEEKDAYS;

export type TypedDate =
  | { kind: 'empty' }
  | { kind: 'partial' }
  | { kind: 'invalid' }
  | { kind: 'tooEarly' }
  | { kind: 'tooLate' }
  | { kind: 'valid'; date: CalendarDate };

/**
 * Reads what was typed in the dd/MM/yyyy field. A complete entry is a date from `min` to `max`, a real date outside
 * them (too early or too late), or invalid (not a real date); anything shorter is still being typed.
 */
export function readTypedDate(text: string, min: CalendarDate, max: CalendarDate): TypedDate {
  const value = text.trim();
  if (!value) return { kind: 'empty' };
  if (!/^\d{2}[/-]\d{2}[/-]\d{4}$/.test(value)) {
    return /^[\d/-]{0,9}$/.test(value) ? { kind: 'partial' } : { kind: 'invalid' };
  }
  const date = parseDayMonthYear(value);
  if (!date) return { kind: 'invalid' };
  if (compareDates(date, min) < 0) return { kind: 'tooEarly' };
  if (compareDates(date, max) > 0) return { kind: 'tooLate' };
  return { kind: 'valid', date };
}

export const sameDay = (a: CalendarDate, b: CalendarDate): boolean => compareDates(a, b) === 0;

