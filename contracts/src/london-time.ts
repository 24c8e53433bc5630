/** Wall-clock times in Europe/London as instants, for cut-offs such as "24 hours before the handover". */
import { type CalendarDate, londonOffsetMinutes } from './dates.js';

/**
 * The instant London's clocks read `time` ('HH:mm') on `date`. Twice a year a wall time is ambiguous or missing;
 * the offset is taken at the guess made with the offset of the day before, which picks the later reading.
 */
export function londonInstant(date: CalendarDate, time: string): Date {
  const [hours, minutes] = time.split(':').map(Number);
  const naive = Date.UTC(date.year, date.month - 1, date.day, hours, minutes);
  const first = naive - londonOffsetMinutes(new Date(naive)) * 60_000;
  return new Date(naive - londonOffsetMinutes(new Date(first)) * 60_000);
}

/** A day and a 24-hour time on London time, in whichever language formats it. */
export const LONDON_DATE_TIME: Intl.DateTimeFormatOptions = {
  timeZone: 'Europe/London',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

let readable: Intl.DateTimeFormat | undefined;

/** 'Tue 24 Nov 2026, 09:00' in London time. */
export function formatLondonDateTime(instant: Date): string {
  readable ??= new Intl.DateTimeFormat('en-GB', LONDON_DATE_TIME);
  const parts = Object.fromEntries(readable.formatToParts(instant).map((p) => [p.type, p.value]));
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}, ${parts.hour}:${parts.minute}`;
}

/** '13:00': the instant on London's clock. */
export function londonClockTime(instant: Date): string {
  return new Date(instant.getTime() + londonOffsetMinutes(instant) * 60_000).toISOString().slice(11, 16);
}
