import { type CalendarDate, formatDashed, formatIso, formatPounds, parseDayMonthYear, parseIso, poundsToPence, todayInLondon } from '@luggage/contracts';

/** 12.5 -> '£12.50' */
export const pounds = (amount: number): string => formatPounds(poundsToPence(amount));

/** The admin's first name, for the greeting. */
export const firstName = (name: string): string => name.trim().split(/\s+/)[0] ?? name;

/** 'DD-MM-YYYY' (API) to 'YYYY-MM-DD' (a date input), '' when it is not a date. */
export function dashedToIso(dashed: string | null | undefined): string {
  const date = dashed ? parseDayMonthYear(dashed) : null;
  return date ? formatIso(date) : '';
}

/** 'YYYY-MM-DD' (a date input) to 'DD-MM-YYYY' (API), or undefined when empty or not a date. */
export function isoToDashed(iso: string): string | undefined {
  const date = parseIso(iso);
  return date ? formatDashed(date) : undefined;
}

export const todayDashed = (): string => formatDashed(todayInLondon());

/** 'DD-MM-YYYY' -> 'Tuesday 24 November 2026' */
export function longDate(dashed: string): string {
  const date: CalendarDate | null = parseDayMonthYear(dashed);
  if (!date) return dashed;
  return new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(date.year, date.month - 1, date.day)),
  );
}

/** An ISO timestamp as London wall time: '24 Nov 2026, 09:12'. */
export const dateTime = (iso: string): string =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/London' }).format(
    new Date(iso),
  );
