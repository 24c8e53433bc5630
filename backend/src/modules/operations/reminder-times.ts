import { addDays, type CalendarDate, type LegView, londonInstant, parseIso } from '@luggage/contracts';
import type { BookingView } from '../booking/index.js';

export type ReminderKind = 'collection' | 'return';

/** When a point leg's reminder is sent, London wall clock: the evening before the handover, the morning of the return. */
export const REMINDER_TIMES: Record<ReminderKind, { daysBefore: number; time: string }> = {
  collection: { daysBefore: 1, time: '18:00' },
  return: { daysBefore: 0, time: '08:00' },
};

/**
 * An address leg's reminder is timed from its window's start: two hours before, unless that is before 07:00 London
 * (an early window), when it goes at 18:00 the evening before. Nobody is woken, and everyone has two hours' notice.
 */
export const ADDRESS_REMINDER = { hoursBefore: 2, earliest: '07:00', eveningBefore: '18:00' } as const;

/** A same-day stay's pick-up at the point is reminded an hour before it (with the point's closing time). */
export const SAME_DAY_PICK_UP_REMINDER = { hoursBefore: 1 } as const;

export interface DueReminder {
  kind: ReminderKind;
  /** YYYY-MM-DD: the collection or return day the reminder is about. */
  date: string;
  dueAt: Date;
}

type ReminderLeg = Pick<LegView, 'direction' | 'kind' | 'date' | 'point' | 'window'>;
/** `nights` 0: a same-day stay (a booking view always says; absent reads as nights). */
type ReminderBooking = Pick<BookingView, 'status'> & { nights?: number; legs: readonly ReminderLeg[] };

const kindOf = (leg: ReminderLeg): ReminderKind => (leg.direction === 'collection' ? 'collection' : 'return');

/** When the leg itself happens: its window's start, or its point's time. */
export function legStartsAt(leg: ReminderLeg): Date {
  const day = dayOf(leg.date);
  return londonInstant(day, leg.kind === 'address' && leg.window ? leg.window.start : (leg.point?.time ?? '00:00'));
}

export function reminderDueAt(leg: ReminderLeg, sameDay = false): Date {
  const day = dayOf(leg.date);
  if (sameDay && leg.direction === 'return' && leg.kind === 'point') return new Date(legStartsAt(leg).getTime() - SAME_DAY_PICK_UP_REMINDER.hoursBefore * 3_600_000);
  if (leg.kind === 'address' && leg.window) {
    const twoHoursBefore = new Date(legStartsAt(leg).getTime() - ADDRESS_REMINDER.hoursBefore * 3_600_000);
    if (twoHoursBefore.getTime() >= londonInstant(day, ADDRESS_REMINDER.earliest).getTime()) return twoHoursBefore;
    return londonInstant(addDays(day, -1), ADDRESS_REMINDER.eveningBefore);
  }
  const { daysBefore, time } = REMINDER_TIMES[kindOf(leg)];
  return londonInstant(addDays(day, -daysBefore), time);
}

/** The reminders a booking whose legs were set at `bookedAt` gets: none whose time had already come then. */
export function remindersFor(booking: ReminderBooking, bookedAt: Date): DueReminder[] {
  return booking.legs
    .map((leg) => ({ kind: kindOf(leg), date: leg.date, dueAt: reminderDueAt(leg, booking.nights === 0) }))
    .filter((reminder) => reminder.dueAt.getTime() > bookedAt.getTime());
}

/**
 * Whether a due reminder still applies to the booking as it is now: still on that date and at that time (a change
 * moved the date, or an extension the pick-up, and scheduled a reminder for the new one), not cancelled or already
 * past that step, and not after the leg itself.
 */
export function reminderApplies(booking: ReminderBooking, reminder: { kind: ReminderKind; date: string; dueAt?: string }, now = new Date()): boolean {
  const statuses: BookingView['status'][] = reminder.kind === 'collection' ? ['confirmed'] : ['confirmed', 'collected'];
  if (!statuses.includes(booking.status)) return false;
  const leg = booking.legs.find((candidate) => kindOf(candidate) === reminder.kind);
  if (!leg || leg.date !== reminder.date) return false;
  if (reminder.dueAt !== undefined && Date.parse(reminder.dueAt) !== reminderDueAt(leg, booking.nights === 0).getTime()) return false;
  return now.getTime() < legStartsAt(leg).getTime();
}

function dayOf(iso: string): CalendarDate {
  const day = parseIso(iso);
  if (!day) throw new Error(`Not a YYYY-MM-DD date: ${iso}`);
  return day;
}
