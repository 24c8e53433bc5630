import { DEFAULT_LANGUAGE, type Language, legAddressText, type LegView, londonInstant, parseIso } from '@luggage/contracts';
import { translate } from '../../shared/i18n/translate.js';

/** What the calendar file says about a booking: one event per leg. */
export interface CalendarBooking {
  reference: string;
  /** Bumped by every change: the events' SEQUENCE, so a change email's file updates the events already imported. */
  version: number;
  /** The collection, then the return (BookingView's legs). */
  legs: CalendarLeg[];
  /** When this version of the booking was made (DTSTAMP); the same file for the same version, however often it is asked for. */
  stampedAt: Date;
  /** The booking's language: the events' words (calendar.json); English when not given. */
  language?: Language;
}

export type CalendarLeg = Pick<LegView, 'direction' | 'kind' | 'date' | 'point' | 'address' | 'window'>;

/** How long a point leg's event lasts in the customer's calendar; an address leg's lasts its window. */
const EVENT_MINUTES = 30;

/** A leg as an event: where, when (London wall clock of its ISO day) and what. */
export interface CalendarStop {
  uid: 'handover' | 'return';
  start: Date;
  end: Date;
  summary: string;
  location: string;
}

/** A point leg sits at its point and time; an address leg at its address for its whole window. */
export function calendarStopOf(leg: CalendarLeg, reference: string, language: Language = DEFAULT_LANGUAGE): CalendarStop {
  const words = (key: string) => translate(language, `calendar:${key}`, { reference });
  const day = parseIso(leg.date);
  if (!day) throw new Error(`Not a YYYY-MM-DD date: ${leg.date}`);
  const uid = leg.direction === 'collection' ? 'handover' : 'return';
  if (leg.kind === 'address' && leg.address && leg.window) {
    const summary = words(leg.direction === 'collection' ? 'summary.driverCollects' : 'summary.driverDelivers');
    return { uid, start: londonInstant(day, leg.window.start), end: londonInstant(day, leg.window.end), summary, location: legAddressText(leg.address) };
  }
  if (!leg.point) throw new Error(`A point leg without its point: ${reference} ${leg.direction}`);
  const start = londonInstant(day, leg.point.time);
  const summary = words(leg.direction === 'collection' ? 'summary.handOver' : 'summary.collect');
  return { uid, start, end: new Date(start.getTime() + EVENT_MINUTES * 60_000), summary, location: `${leg.point.name}, ${leg.point.address}` };
}

/**
 * An iCalendar file (RFC 5545) with the handover and the return as two events, each at its leg's point or address.
 * Times are written in UTC, computed from the London wall clock of each day, so they are right on both sides of a
 * BST/GMT change without shipping a VTIMEZONE. The UIDs are the reference's, stable across changes.
 */
export function bookingCalendar(booking: CalendarBooking): string {
  const language = booking.language ?? DEFAULT_LANGUAGE;
  const note = translate(language, 'calendar:description', { reference: booking.reference });
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Bristol & Bath Luggage//Bookings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...booking.legs.flatMap((leg) => event(booking, calendarStopOf(leg, booking.reference, language), note)),
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}

function event(booking: CalendarBooking, stop: CalendarStop, description: string): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${booking.reference}-${stop.uid}@luggage.booking`,
    `SEQUENCE:${booking.version}`,
    `DTSTAMP:${utc(booking.stampedAt)}`,
    `DTSTART:${utc(stop.start)}`,
    `DTEND:${utc(stop.end)}`,
    `SUMMARY:${text(stop.summary)}`,
    `LOCATION:${text(stop.location)}`,
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
