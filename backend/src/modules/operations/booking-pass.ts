import { type SameDayStay, sameDayStayOf } from '@luggage/contracts';
import type { BookingView } from '../booking/index.js';
import type { CatalogService } from '../catalog/index.js';
import { bookingCalendar, type CalendarBooking, type CalendarMethod } from './booking-calendar.js';

type Organizer = CalendarBooking['organizer'];

/** A booking carries a pass (and calendar events) while there is a handover or a return still to come. */
export const hasPass = (booking: Pick<BookingView, 'status'>) => booking.status === 'confirmed' || booking.status === 'collected';

/** The .ics file of a booking as it is now (see booking-calendar.ts); a same-day stay's as `sameDay` says it. */
export function calendarFor(booking: BookingView, organizer: Organizer, sameDay: SameDayStay | null = null): string {
  const stampedAt = new Date(booking.changedAt ?? booking.confirmedAt ?? booking.createdAt);
  return bookingCalendar({ ...calendarBooking(booking, organizer), stampedAt, sameDay });
}

/**
 * The booking's same-day stay with its point's closing time as the catalog has it now (sameDayStayOf); null, without
 * reading the catalog, for a stay of nights.
 */
export async function sameDayStayNow(catalog: Pick<CatalogService, 'pointNow'>, booking: BookingView): Promise<SameDayStay | null> {
  if (booking.nights !== 0) return null;
  return sameDayStayOf(booking, (await catalog.pointNow(booking.location.id)).hours);
}

/**
 * The .ics file that withdraws a cancelled booking's events (same UIDs, METHOD:CANCEL). A booking never confirmed
 * put nothing in a calendar, so it has nothing to withdraw: null.
 */
export function cancellationCalendarFor(booking: BookingView, organizer: Organizer, cancelledAt: Date): string | null {
  if (!booking.confirmedAt) return null;
  // The closing time is not needed to withdraw the event, only its UID.
  return bookingCalendar({ ...calendarBooking(booking, organizer), stampedAt: cancelledAt, sameDay: sameDayStayOf(booking, null) }, 'cancel');
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
