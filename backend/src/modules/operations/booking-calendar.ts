import { londonInstant, parseDayMonthYear } from '@luggage/contracts';

/** What the calendar file says about a booking; dates DD-MM-YYYY, time 'HH:mm' (London). */
export interface CalendarBooking {
  reference: string;
  /** Bumped by every change: the events' SEQUENCE, so a change email's file updates the events already imported. */
  version: number;
  pointName: string;
  pointAddress: string;
  /** On the collection day, and on the return day. */
  pointTime: string;
  returnTime: string;
  collectionDate: string;
  returnDate: string;
  /** When this version of the booking was made (DTSTAMP); the same file for the same version, however often it is asked for. */
  stampedAt: Date;
}

/** How long each event lasts in the customer's calendar. */
const EVENT_MINUTES = 30;

/**
 * An iCalendar file (RFC 5545) with the handover and the return as two events at the point's address. Times are
 * written in UTC, computed from the London wall clock of each day, so they are right on both sides of a BST/GMT
 * change without shipping a VTIMEZONE. The UIDs are the reference's, stable across changes.
 */
export function bookingCalendar(booking: CalendarBooking): string {
  const location = `${booking.pointName}, ${booking.pointAddress}`;
  const note = `Booking ${booking.reference}. Your pass (QR code and PIN) is in your confirmation email and on your manage page.`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Bristol & Bath Luggage//Bookings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...event(booking, 'handover', booking.collectionDate, `Hand over your luggage (${booking.reference})`, location, note),
    ...event(booking, 'return', booking.returnDate, `Collect your luggage (${booking.reference})`, location, note),
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}

function event(booking: CalendarBooking, kind: 'handover' | 'return', date: string, summary: string, location: string, description: string): string[] {
  const day = parseDayMonthYear(date);
  if (!day) throw new Error(`Not a DD-MM-YYYY date: ${date}`);
  const start = londonInstant(day, kind === 'handover' ? booking.pointTime : booking.returnTime);
  return [
    'BEGIN:VEVENT',
    `UID:${booking.reference}-${kind}@luggage.booking`,
    `SEQUENCE:${booking.version}`,
    `DTSTAMP:${utc(booking.stampedAt)}`,
    `DTSTART:${utc(start)}`,
    `DTEND:${utc(new Date(start.getTime() + EVENT_MINUTES * 60_000))}`,
    `SUMMARY:${text(summary)}`,
    `LOCATION:${text(location)}`,
    `DESCRIPTION:${text(description)}`,
    'END:VEVENT',
  ];
}

/** 20261204T090000Z */
const utc = (instant: Date) => instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** TEXT values escape backslashes, semicolons, commas and newlines. */
const text = (value: string) => value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets continue on the next line after a space, never splitting a character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}
