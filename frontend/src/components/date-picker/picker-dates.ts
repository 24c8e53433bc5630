import { DEFAULT_LANGUAGE, compareDates, parseDayMonthYear, type CalendarDate, type Language, type Message } from '@luggage/contracts';

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

const utcNoon = (d: CalendarDate) => new Date(Date.UTC(d.year, d.month - 1, d.day, 12));
/** Monday 2 November 2026 and the six days after it: a week to name the weekdays from. */
const A_WEEK = Array.from({ length: 7 }, (_, i) => utcNoon({ year: 2026, month: 11, day: 2 + i }));

/**
 * The calendar's words in a language, from Intl (CLDR's month and weekday names). English keeps the picker's own
 * forms ('November 2026', 'Mo', 'Tuesday 24 November 2026').
 */
export interface CalendarWords {
  /** The month's heading: 'November 2026', 'November 2026' (de), '2026年11月'. */
  month(view: { year: number; month: number }): string;
  /** Monday first: the column heading and its full name. */
  weekdays: { short: string; long: string }[];
  /** A day for screen readers: 'Tuesday 24 November 2026', 'Dienstag, 24. November 2026'. */
  long(d: CalendarDate): string;
}

const ENGLISH: CalendarWords = {
  month: (view) => `${monthName(view.month)} ${view.year}`,
  weekdays: WEEKDAYS.map((name) => ({ short: name.slice(0, 2), long: name })),
  long: formatLong,
};

export function calendarWords(language: Language): CalendarWords {
  if (language === DEFAULT_LANGUAGE) return ENGLISH;
  const month = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const short = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
  const longDay = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return {
    month: (view) => month.format(utcNoon({ ...view, day: 1 })),
    weekdays: A_WEEK.map((day) => ({ short: short.format(day), long: longDay.format(day) })),
    long: (d) => long.format(utcNoon(d)),
  };
}

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

/**
 * The field's hint, "from … to …". A range that starts today has a sentence of its own: "today" takes no article or
 * preposition-article contraction that a date takes ("d’aujourd’hui", not "du aujourd’hui"; "von heute", not "vom heute").
 */
export function rangeHint(min: CalendarDate, max: CalendarDate, today: CalendarDate, formatDate: (date: CalendarDate) => string): Message {
  const last = formatDate(max);
  if (sameDay(min, today)) return { key: 'booking:datePicker.hintFromToday', params: { date: formatDate(min), last } };
  return { key: 'booking:datePicker.hint', params: { first: formatDate(min), last } };
}

