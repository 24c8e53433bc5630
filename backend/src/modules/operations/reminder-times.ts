import { addDays, type CalendarDate, formatIso, londonInstant, parseDayMonthYear, parseIso } from '@luggage/contracts';
import type { BookingView } from '../booking/index.js';

export type ReminderKind = 'collection' | 'return';

/** When each reminder is sent, London wall clock: the evening before the handover, the morning of the return. */
export const REMINDER_TIMES: Record<ReminderKind, { daysBefore: number; time: string }> = {
  collection: { daysBefore: 1, time: '18:00' },
  return: { daysBefore: 0, time: '08:00' },
};

export interface DueReminder {
  kind: ReminderKind;
  /** YYYY-MM-DD: the collection or return day the reminder is about. */
  date: string;
  dueAt: Date;
}

type ReminderBooking = Pick<BookingView, 'status' | 'collectionDate' | 'returnDate' | 'location'>;

export function reminderDueAt(kind: ReminderKind, day: CalendarDate): Date {
  const { daysBefore, time } = REMINDER_TIMES[kind];
  return londonInstant(addDays(day, -daysBefore), time);
}

/** The reminders a booking whose dates were set at `bookedAt` gets: none whose time had already come then. */
export function remindersFor(booking: ReminderBooking, bookedAt: Date): DueReminder[] {
  const days: Record<ReminderKind, string> = { collection: booking.collectionDate, return: booking.returnDate };
  return (Object.keys(days) as ReminderKind[])
    .map((kind) => {
      const day = dayOf(days[kind]);
      return { kind, date: formatIso(day), dueAt: reminderDueAt(kind, day) };
    })
    .filter((reminder) => reminder.dueAt.getTime() > bookedAt.getTime());
}

/**
 * Whether a due reminder still applies to the booking as it is now: still on that date (a change moved the date,
 * and scheduled a reminder for the new one), not cancelled or already past that step, and not after the moment itself.
 */
export function reminderApplies(booking: ReminderBooking, reminder: { kind: ReminderKind; date: string }, now = new Date()): boolean {
  const statuses: BookingView['status'][] = reminder.kind === 'collection' ? ['confirmed'] : ['confirmed', 'collected'];
  if (!statuses.includes(booking.status)) return false;
  const current = formatIso(dayOf(reminder.kind === 'collection' ? booking.collectionDate : booking.returnDate));
  if (current !== reminder.date) return false;
  const day = parseIso(reminder.date);
  return day !== null && now.getTime() < londonInstant(day, booking.location.time).getTime();
}

function dayOf(dashed: string): CalendarDate {
  const day = parseDayMonthYear(dashed);
  if (!day) throw new Error(`Not a DD-MM-YYYY date: ${dashed}`);
  return day;
}
