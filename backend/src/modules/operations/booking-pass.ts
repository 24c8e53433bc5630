import type { BookingView } from '../booking/index.js';
import { bookingCalendar, type CalendarBooking, type CalendarMethod } from './booking-calendar.js';

type Organizer = CalendarBooking['organizer'];

/** A booking carries a pass (and calendar events) while there is a handover or a return still to come. */
export const hasPass = (booking: Pick<BookingView, 'status'>) => booking.status === 'confirmed' || booking.status === 'collected';

/** The .ics file of a booking as it is now (see booking-calendar.ts). */
export function calendarFor(booking: BookingView, organizer: Organizer): string {
  const stampedAt = new Date(booking.changedAt ?? booking.confirmedAt ?? booking.createdAt);
  return bookingCalendar({ ...calendarBooking(booking, organizer), stampedAt });
}

/**
 * The .ics file that withdraws a cancelled booking's events (same UIDs, METHOD:CANCEL). A booking never confirmed
 * put nothing in a calendar, so it has nothing to withdraw: null.
 */
export function cancellationCalendarFor(booking: BookingView, organizer: Organizer, cancelledAt: Date): string | null {
  if (!booking.confirmedAt) return null;
  return bookingCalendar({ ...calendarBooking(booking, organizer), stampedAt: cancelledAt }, 'cancel');
}

const calendarBooking = (booking: BookingView, organizer: Organizer) => ({
  reference: booking.reference,
  version: booking.version,
  legs: booking.legs,
  language: booking.language,
  organizer,
});

export const calendarFileName = (reference: string) => `booking-${reference}.ics`;

/** The MIME type of a calendar file sent by email: its METHOD repeated, as iMIP (RFC 6047) asks. */
export const calendarMimeType = (method: CalendarMethod) => `text/calendar; charset=utf-8; method=${method.toUpperCase()}`;
