/** Calendar dates as the service uses them: Europe/London days, carried as DD-MM-YYYY. */

export interface CalendarDate {
  year: number;
  month: number; // 1-12
  day: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

// Made on first use, not at module load: building an Intl.DateTimeFormat is costly, and a top-level side effect in
// contracts once made the SPA's bundler split its first load.
let offsetFormat: Intl.DateTimeFormat | undefined;
/** Offsets by UTC hour: London's clocks change only on the hour (01:00 UTC), and formatting is the costly part. */
let offsetsByHour: Map<number, number> | undefined;
const OFFSETS_KEPT = 5_000;

/** Minutes London is ahead of UTC at `instant` (0 in winter, 60 in summer). */
export function londonOffsetMinutes(instant: Date): number {
  const hour = Math.floor(instant.getTime() / 3_600_000);
  offsetsByHour ??= new Map();
  let offset = offsetsByHour.get(hour);
  if (offset === undefined) {
    offset = formattedOffsetMinutes(new Date(hour * 3_600_000));
    if (offsetsByHour.size >= OFFSETS_KEPT) offsetsByHour.clear();
    offsetsByHour.set(hour, offset);
  }
  return offset;
}

function formattedOffsetMinutes(instant: Date): number {
  offsetFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  const parts = Object.fromEntries(offsetFormat.formatToParts(instant).map((p) => [p.type, Number(p.value)]));
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute);
  return Math.round((asUtc - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/** Today's date in London: the UTC date of the instant moved on by London's offset at it. */
export function todayInLondon(now: Date = new Date()): CalendarDate {
  const wall = new Date(now.getTime() + londonOffsetMinutes(now) * 60_000);
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() };
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
