/** Calendar dates as the service uses them: Europe/London days, carried as DD-MM-YYYY. */

export interface CalendarDate {
  year: number;
  month: number; // 1-12
  day: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

// Made once, on first use: building an Intl.DateTimeFormat costs far more than using one, and DTO validation asks on
// every request. Not at module load: a top-level side effect here made the SPA's bundler split its first load.
let londonDay: Intl.DateTimeFormat | undefined;

/** The last answer and the UTC hour it holds for: London's date changes only on the hour (midnight is 00:00 or 23:00 UTC). */
let lastToday: { hour: number; day: CalendarDate } | undefined;

export function todayInLondon(now: Date = new Date()): CalendarDate {
  const hour = Math.floor(now.getTime() / 3_600_000);
  if (lastToday?.hour !== hour) {
    londonDay ??= new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' });
    const parts = londonDay.formatToParts(now);
    const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    lastToday = { hour, day: { year: get('year'), month: get('month'), day: get('day') } };
  }
  return { ...lastToday.day };
}

function isRealDate(d: CalendarDate): boolean {
  if (!Number.isInteger(d.year) || !Number.isInteger(d.month) || !Number.isInteger(d.day)) return false;
  const probe = new Date(Date.UTC(d.year, d.month - 1, d.day));
  return probe.getUTCFullYear() === d.year && probe.getUTCMonth() === d.month - 1 && probe.getUTCDate() === d.day;
}

/** Parses 'DD-MM-YYYY' (or with '/' as separator); null when it is not a real date. */
export function parseDayMonthYear(text: string): CalendarDate | null {
  const match = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(text.trim());
  if (!match) return null;
  const date = { day: Number(match[1]), month: Number(match[2]), year: Number(match[3]) };
  return isRealDate(date) ? date : null;
}

/** 'DD-MM-YYYY', the API's form. */
export function formatDashed(d: CalendarDate): string {
  return `${pad(d.day)}-${pad(d.month)}-${d.year}`;
}

/** 'DD/MM/YYYY', the picker's form. */
export function formatSlashed(d: CalendarDate): string {
  return `${pad(d.day)}/${pad(d.month)}/${d.year}`;
}

/** 'YYYY-MM-DD', for database date columns and <input type="date">. */
export function formatIso(d: CalendarDate): string {
  return `${d.year}-${pad(d.month)}-${pad(d.day)}`;
}

export function parseIso(text: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isRealDate(date) ? date : null;
}

export function addDays(d: CalendarDate, days: number): CalendarDate {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

const WEEKDAYS_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A booking date as people read it: 'Wed 25 Nov 2026' (en-GB order, short weekday and month). Takes a CalendarDate,
 * 'DD-MM-YYYY' (the API's form) or 'YYYY-MM-DD'; text that is not a date comes back as it was. Fixed names rather than
 * Intl, so it reads the same in every browser and time zone.
 */
export function formatReadableDate(date: CalendarDate | string): string {
  const d = typeof date === 'string' ? (parseDayMonthYear(date) ?? parseIso(date)) : date;
  if (!d || !isRealDate(d)) return typeof date === 'string' ? date : '';
  const weekday = new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();
  return `${WEEKDAYS_SHORT[weekday]} ${d.day} ${MONTHS_SHORT[d.month - 1]} ${d.year}`;
}
