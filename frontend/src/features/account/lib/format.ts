import { formatIso, formatPounds, formatReadableDate, parseDayMonthYear, poundsToPence } from '@luggage/contracts';

export interface ShownDate {
  /** As people read it: 'Sat 28 Nov 2026'. */
  text: string;
  /** For <time dateTime> and for reading aloud. */
  iso: string;
  long: string;
}

/** '28-11-2026' -> 'Sat 28 Nov 2026', with the ISO form and the words in full; the raw text when it is not a date. */
export function showDate(dashed: string): ShownDate {
  const date = parseDayMonthYear(dashed);
  if (!date) return { text: dashed, iso: '', long: dashed };
  const long = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(date.year, date.month - 1, date.day)),
  );
  return { text: formatReadableDate(date), iso: formatIso(date), long };
}

export const showPounds = (pounds: number) => formatPounds(poundsToPence(pounds));
