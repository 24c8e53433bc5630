import { parseDayMonthYear } from '@luggage/contracts';

let longFormat: Intl.DateTimeFormat | undefined;

/** 'DD-MM-YYYY' -> 'Friday 4 December 2026' */
export function longDate(dashed: string): string {
  const date = parseDayMonthYear(dashed);
  if (!date) return dashed;
  longFormat ??= new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
  return longFormat.format(new Date(Date.UTC(date.year, date.month - 1, date.day))).replace(',', '');
}
