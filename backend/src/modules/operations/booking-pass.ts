import type { BookingView } from '../booking/index.js';
import { bookingCalendar } from './booking-calendar.js';

/** A booking carries a pass (and calendar events) while there is a handover or a return still to come. */
export const hasPass = (booking: Pick<BookingView, 'status'>) => booking.status === 'confirmed' || booking.status === 'collected';

/** The .ics file of a booking as it is now (see booking-calendar.ts). */
export function calendarFor(booking: BookingView): string {
  return bookingCalendar({
    reference: booking.reference,
    version: booking.version,
    legs: booking.legs,
    stampedAt: new Date(booking.changedAt ?? booking.confirmedAt ?? booking.createdAt),
    language: booking.language,
  });
}

export const calendarFileName = (reference: string) => `booking-${reference}.ics`;
