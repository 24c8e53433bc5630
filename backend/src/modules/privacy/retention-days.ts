import { addDays, type CalendarDate, compareDates, formatIso, londonInstant, parseIso, todayInLondon } from '@luggage/contracts';

/** The nightly sweep runs at this London time, when nobody is booking. */
export const SWEEP_TIME = '03:00';

/** When the sweep of `day` ('YYYY-MM-DD', London) is due. */
export function sweepDueAt(day: string): Date {
  return londonInstant(parseIso(day)!, SWEEP_TIME);
}

/** The first sweep day whose sweep time is still to come at `now`: today before 03:00 London, else tomorrow. */
export function nextSweepDay(now: Date): string {
  const today = todayInLondon(now);
  return formatIso(londonInstant(today, SWEEP_TIME) > now ? today : addDays(today, 1));
}

/** The day after `day`, or the next sweep day from `now` when the sweep ran so late that it has passed. */
export function sweepDayAfter(day: string, now: Date): string {
  const following = addDays(parseIso(day)!, 1);
  const next = parseIso(nextSweepDay(now))!;
  return formatIso(compareDates(following, next) >= 0 ? following : next);
}

/** `day` minus whole calendar months; the 31st becomes the month's last day when the month is shorter. */
export function monthsBefore(day: CalendarDate, months: number): CalendarDate {
  const index = day.year * 12 + (day.month - 1) - months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { year, month, day: Math.min(day.day, lastDay) };
}

/** The latest return date whose booking the sweep of `day` erases: RETENTION_MONTHS before it. */
export function erasableReturnDate(day: string, retentionMonths: number): string {
  return formatIso(monthsBefore(parseIso(day)!, retentionMonths));
}
