import { describe, expect, it } from '@jest/globals';
import { bookingCalendar, type CalendarBooking } from './booking-calendar.js';

const booking = (overrides: Partial<CalendarBooking> = {}): CalendarBooking => ({
  reference: 'K7MX3QPA',
  version: 0,
  pointName: 'Bristol Bus Station',
  pointAddress: 'Marlborough St, Bristol BS1 3NU',
  pointTime: '09:00',
  returnTime: '09:00',
  collectionDate: '24-10-2026',
  returnDate: '26-10-2026',
  stampedAt: new Date('2026-10-01T12:00:00Z'),
  ...overrides,
});

const unfolded = (ics: string) => ics.replace(/\r\n /g, '');

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

  it("puts the return at the return day's own time when the point's times differ by weekday", () => {
    const ics = bookingCalendar(booking({ pointTime: '07:30', returnTime: '11:00' }));
    expect(ics).toContain('DTSTART:20261024T063000Z');
    expect(ics).toContain('DTSTART:20261026T110000Z');
  });

  it('keeps the UIDs and bumps SEQUENCE when the booking changes', () => {
    const changed = bookingCalendar(booking({ version: 2, collectionDate: '25-10-2026' }));
    expect(changed).toContain('UID:K7MX3QPA-handover@luggage.booking');
    expect(changed.match(/SEQUENCE:2/g)).toHaveLength(2);
    expect(changed).toContain('DTSTART:20261025T090000Z');
  });

  it('folds long lines at 75 octets with CRLF endings', () => {
    const ics = bookingCalendar(booking({ pointAddress: 'Å long address '.repeat(10) }));
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(unfolded(ics)).toContain('Å long address Å long address');
  });
});
