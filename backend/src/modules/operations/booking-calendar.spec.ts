import { describe, expect, it } from '@jest/globals';
import ICAL from 'ical.js';
import { bookingCalendar, type CalendarBooking, type CalendarLeg, calendarStopOf } from './booking-calendar.js';

const point = { id: 1, name: 'Bristol Bus Station', address: 'Marlborough St, Bristol BS1 3NU', time: '09:00' };
const pointLeg = (direction: CalendarLeg['direction'], date: string, time = '09:00'): CalendarLeg => ({ direction, kind: 'point', date, point: { ...point, time } });
const address = { line1: '12 Royal York Crescent', town: 'Bristol', postcode: 'BS8 4JZ' };

const booking = (overrides: Partial<CalendarBooking> = {}): CalendarBooking => ({
  reference: 'K7MX3QPA',
  version: 0,
  legs: [pointLeg('collection', '2026-10-24'), pointLeg('return', '2026-10-26')],
  stampedAt: new Date('2026-10-01T12:00:00Z'),
  organizer: { name: 'Bristol & Bath Luggage', email: 'hello@luggage.example' },
  ...overrides,
});

const unfolded = (ics: string) => ics.replace(/\r\n /g, '');

/** The file as another maintained iCalendar library reads it back. */
const parsed = (ics: string) => new ICAL.Component(ICAL.parse(ics) as unknown[]);

describe('booking calendar file', () => {
  it('puts the handover and the return at the point’s London time, across the end of BST', () => {
    const ics = bookingCalendar(booking());
    // 24 October 2026 is BST (09:00 London = 08:00 UTC); 26 October is GMT (09:00 London = 09:00 UTC).
    expect(ics).toContain('DTSTART:20261024T080000Z');
    expect(ics).toContain('DTSTART:20261026T090000Z');
    expect(ics).toContain('UID:K7MX3QPA-handover@luggage.booking');
    expect(ics).toContain('UID:K7MX3QPA-return@luggage.booking');
    expect(unfolded(ics)).toContain('LOCATION:Bristol Bus Station\\, Marlborough St\\, Bristol BS1 3NU');
  });

  it("puts the return at the return leg's own time when the point's times differ by weekday", () => {
    const ics = bookingCalendar(booking({ legs: [pointLeg('collection', '2026-10-24', '07:30'), pointLeg('return', '2026-10-26', '11:00')] }));
    expect(ics).toContain('DTSTART:20261024T063000Z');
    expect(ics).toContain('DTSTART:20261026T110000Z');
  });

  it('keeps the UIDs and bumps SEQUENCE when the booking changes', () => {
    const changed = bookingCalendar(booking({ version: 2, legs: [pointLeg('collection', '2026-10-25'), pointLeg('return', '2026-10-26')] }));
    expect(changed).toContain('UID:K7MX3QPA-handover@luggage.booking');
    expect(changed.match(/SEQUENCE:2/g)).toHaveLength(2);
    expect(changed).toContain('DTSTART:20261025T090000Z');
  });

  it('keeps line breaks, commas and semicolons of a location inside its value: no line of its own', () => {
    const hostile = { ...point, name: 'L1\rX-INJECTED:1', address: 'Flat 2; Block A\nX-ALSO:1\r\nEND:VEVENT, Bristol \\ BS1' };
    const ics = bookingCalendar(booking({ legs: [{ direction: 'collection', kind: 'point', date: '2026-10-24', point: hostile }] }));
    // Every line break in the file is the file's own CRLF: no bare CR or LF for a client to take as a new property.
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const events = parsed(ics).getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
    expect(events[0].getAllProperties().map((property) => property.name)).not.toContain('x-injected');
    expect(events[0].getFirstPropertyValue('location')).toBe('L1\nX-INJECTED:1, Flat 2; Block A\nX-ALSO:1\nEND:VEVENT, Bristol \\ BS1');
  });

  it('withdraws the same events with METHOD:CANCEL and a higher SEQUENCE when the booking is cancelled', () => {
    const calendar = parsed(bookingCalendar(booking({ version: 2 }), 'cancel'));
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    const events = calendar.getAllSubcomponents('vevent');
    expect(events.map((event) => [event.getFirstPropertyValue('uid'), event.getFirstPropertyValue('sequence'), event.getFirstPropertyValue('status')])).toEqual([
      ['K7MX3QPA-handover@luggage.booking', 3, 'CANCELLED'],
      ['K7MX3QPA-return@luggage.booking', 3, 'CANCELLED'],
    ]);
    expect(String(events[0].getFirstPropertyValue('organizer'))).toBe('mailto:hello@luggage.example');
  });

  it('folds long lines at 75 octets with CRLF endings', () => {
    const long = { ...point, address: 'Å long address '.repeat(10) };
    const ics = bookingCalendar(booking({ legs: [{ direction: 'collection', kind: 'point', date: '2026-10-24', point: long }] }));
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(unfolded(ics)).toContain('Å long address Å long address');
  });
});

describe(calendarStopOf.name, () => {
  it('sits an address leg at the address for its whole window, London time', () => {
    const collection = calendarStopOf({ direction: 'collection', kind: 'address', date: '2026-10-24', address, window: { start: '08:00', end: '10:00' } }, 'K7MX3QPA');
    expect(collection).toEqual({
      uid: 'handover',
      start: new Date('2026-10-24T07:00:00Z'),
      end: new Date('2026-10-24T09:00:00Z'),
      summary: 'Your driver collects your luggage (K7MX3QPA)',
      location: '12 Royal York Crescent, Bristol, BS8 4JZ',
    });
    const delivery = calendarStopOf({ direction: 'return', kind: 'address', date: '2026-12-05', address, window: { start: '14:00', end: '16:00' } }, 'K7MX3QPA');
    expect(delivery).toMatchObject({ uid: 'return', start: new Date('2026-12-05T14:00:00Z'), end: new Date('2026-12-05T16:00:00Z'), summary: 'Your driver delivers your luggage (K7MX3QPA)' });
  });

  it('sits a return at another point at that point and its time', () => {
    const bath = { id: 7, name: 'Bath Spa Station', address: 'Dorchester St, Bath BA1 1SU', time: '10:00' };
    const stop = calendarStopOf({ direction: 'return', kind: 'point', date: '2026-12-05', point: bath }, 'K7MX3QPA');
    expect(stop).toEqual({
      uid: 'return',
      start: new Date('2026-12-05T10:00:00Z'),
      end: new Date('2026-12-05T10:30:00Z'),
      summary: 'Collect your luggage (K7MX3QPA)',
      location: 'Bath Spa Station, Dorchester St, Bath BA1 1SU',
    });
  });
});

describe('a same-day stay in the calendar file', () => {
  const sameDay = { date: '2026-10-24', dropOffTime: '11:00', pickUpTime: '17:00', closesAt: '20:00' };
  const dayStay = (overrides: Partial<CalendarBooking> = {}) =>
    booking({ legs: [pointLeg('collection', '2026-10-24', '11:00'), pointLeg('return', '2026-10-24', '17:00')], sameDay, ...overrides });

  it('is one event at the point from the drop-off to the pick-up, saying both times and the closing time', () => {
    const ics = bookingCalendar(dayStay());
    const events = parsed(ics).getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
    const [event] = events;
    // 24 October 2026 is BST: 11:00 London is 10:00 UTC.
    expect(ics).toContain('DTSTART:20261024T100000Z');
    expect(ics).toContain('DTEND:20261024T160000Z');
    expect(event.getFirstPropertyValue('uid')).toBe('K7MX3QPA-handover@luggage.booking');
    expect(event.getFirstPropertyValue('summary')).toBe('Your luggage at Bristol Bus Station (K7MX3QPA)');
    expect(event.getFirstPropertyValue('location')).toBe('Bristol Bus Station, Marlborough St, Bristol BS1 3NU');
    expect(event.getFirstPropertyValue('description')).toBe(
      'Drop off 11:00 · Pick up 17:00\nThe point closes at 20:00: pick up your bags by then.\nBooking K7MX3QPA. Your pass (QR code and PIN) is in your confirmation email and on your manage page.',
    );
  });

  it('leaves the closing time out when the point is closed that day or gone, and speaks the booking’s language', () => {
    const [closed] = parsed(bookingCalendar(dayStay({ sameDay: { ...sameDay, closesAt: null } }))).getAllSubcomponents('vevent');
    expect(closed.getFirstPropertyValue('description')).not.toContain('closes');
    const [french] = parsed(bookingCalendar(dayStay({ language: 'fr' }))).getAllSubcomponents('vevent');
    expect(french.getFirstPropertyValue('description')).toContain('Dépôt 11:00 · Retrait 17:00\nLe point ferme à 20:00\u00a0: récupérez vos bagages d’ici là.');
  });

  it('is withdrawn by its one UID when cancelled', () => {
    const events = parsed(bookingCalendar(dayStay({ version: 1 }), 'cancel')).getAllSubcomponents('vevent');
    expect(events.map((event) => [event.getFirstPropertyValue('uid'), event.getFirstPropertyValue('status')])).toEqual([['K7MX3QPA-handover@luggage.booking', 'CANCELLED']]);
  });
});
