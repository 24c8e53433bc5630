import { DEFAULT_LANGUAGE, type Language, legAddressText, type LegView, londonInstant, parseIso, type SameDayStay } from '@luggage/contracts';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
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
  /** Who sends the events (ORGANIZER, which iTIP asks of a PUBLISH and a CANCEL): the company and its contact email. */
  organizer: { name: string; email: string };
  /** A same-day stay (sameDayStayOf): one event from the drop-off to the pick-up instead of the two handovers. */
  sameDay?: SameDayStay | null;
}

export type CalendarLeg = Pick<LegView, 'direction' | 'kind' | 'date' | 'point' | 'address' | 'window'>;

/**
 * `publish`: the events as the booking now stands (confirmation, change, the manage page's download).
 * `cancel`: the same events withdrawn (the cancellation email), so the customer's calendar drops them.
 */
export type CalendarMethod = 'publish' | 'cancel';

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
 * A same-day stay as one event at its point, from the drop-off to the pick-up on its date, its description saying both
 * times and the point's closing time (when known). It keeps the handover's UID, so a file of the stay as it changes
 * or is cancelled moves or withdraws the same event.
 */
export function sameDayStopOf(leg: CalendarLeg, stay: SameDayStay, reference: string, language: Language = DEFAULT_LANGUAGE): CalendarStop & { description: string } {
  const words = (key: string, values: Record<string, string> = {}) => translate(language, `calendar:${key}`, { reference, ...values });
  const day = parseIso(stay.date);
  if (!day || !leg.point) throw new Error(`A same-day stay needs its date and point: ${reference}`);
  const lines = [
    words('sameDay.times', { dropOff: stay.dropOffTime, pickUp: stay.pickUpTime }),
    ...(stay.closesAt ? [words('sameDay.closes', { time: stay.closesAt })] : []),
    words('description'),
  ];
  return {
    uid: 'handover',
    start: londonInstant(day, stay.dropOffTime),
    end: londonInstant(day, stay.pickUpTime),
    summary: words('summary.sameDay', { point: leg.point.name }),
    location: `${leg.point.name}, ${leg.point.address}`,
    description: lines.join('\n'),
  };
}

/** The events of a booking: its stay in one for a same-day stay at a point, else one per leg. */
function stopsOf(booking: CalendarBooking, language: Language): (CalendarStop & { description: string })[] {
  const collection = booking.legs.find((leg) => leg.direction === 'collection');
  if (booking.sameDay && collection?.point) return [sameDayStopOf(collection, booking.sameDay, booking.reference, language)];
  const description = translate(language, 'calendar:description', { reference: booking.reference });
  return booking.legs.map((leg) => ({ ...calendarStopOf(leg, booking.reference, language), description }));
}

/**
 * An iCalendar file (RFC 5545) with the handover and the return as two events (a same-day stay's one), each at its leg's point or address,
 * written by ical-generator (which escapes the texts, bare CRs included, and folds the lines). Times are written in
 * UTC, computed from the London wall clock of each day, so they are right on both sides of a BST/GMT change without
 * shipping a VTIMEZONE. The UIDs are the reference's, stable across changes: a change's file (SEQUENCE = version)
 * moves the events already imported, and a cancellation's (SEQUENCE = version + 1, METHOD:CANCEL) removes them.
 */
export function bookingCalendar(booking: CalendarBooking, method: CalendarMethod = 'publish'): string {
  const language = booking.language ?? DEFAULT_LANGUAGE;
  const cancel = method === 'cancel';
  const calendar = ical({
    prodId: '//Bristol & Bath Luggage//Bookings//EN',
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
  });
  for (const stop of stopsOf(booking, language)) {
    calendar.createEvent({
      id: `${booking.reference}-${stop.uid}@luggage.booking`,
      sequence: cancel ? booking.version + 1 : booking.version,
      stamp: booking.stampedAt,
      start: stop.start,
      end: stop.end,
      summary: stop.summary,
      location: stop.location,
      description: stop.description,
      organizer: booking.organizer,
      status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  return calendar.toString();
}
