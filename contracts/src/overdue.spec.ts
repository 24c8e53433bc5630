import { describe, expect, it } from '@jest/globals';
import { defaultOpeningHours } from './opening-hours.js';
import { type OverdueCandidate, overdueOf, overdueSinceText } from './overdue.js';
import type { PointHours } from './same-day-stay.js';

// 4 Jan 2027 is a Monday (GMT), 5 Jul 2027 a Monday (BST), 9 Jan 2027 a Saturday; the point is closed on Sundays.
const point: PointHours = { openWeekdays: [1, 2, 3, 4, 5, 6], openingHours: { ...defaultOpeningHours(), '6': { opens: '10:00', closes: '16:30' } } };
const collected = (returnDate: string, overrides: Partial<OverdueCandidate> = {}): OverdueCandidate => ({ status: 'collected', returnsAtPoint: true, returnDate, ...overrides });
const at = (iso: string) => new Date(iso);

describe('an overdue booking', () => {
  it('is one whose bags are still at the point from its closing time on the return date (GMT)', () => {
    expect(overdueOf(collected('2027-01-04'), point, at('2027-01-04T19:59:00Z'))).toBeNull();
    expect(overdueOf(collected('2027-01-04'), point, at('2027-01-04T20:00:00Z'))).toEqual({ date: '2027-01-04', closedAt: '20:00', since: '2027-01-04T20:00:00.000Z' });
  });

  it('reads the closing time on London summer time (BST)', () => {
    expect(overdueOf(collected('2027-07-05'), point, at('2027-07-05T18:59:00Z'))).toBeNull();
    expect(overdueOf(collected('2027-07-05'), point, at('2027-07-05T19:00:00Z'))?.since).toBe('2027-07-05T19:00:00.000Z');
  });

  it('takes that weekday closing time', () => {
    expect(overdueOf(collected('2027-01-09'), point, at('2027-01-09T16:29:00Z'))).toBeNull();
    expect(overdueOf(collected('2027-01-09'), point, at('2027-01-09T16:30:00Z'))?.closedAt).toBe('16:30');
  });

  it('is overdue once a return date the point does not open is over, and for a point gone', () => {
    expect(overdueOf(collected('2027-01-10'), point, at('2027-01-10T22:00:00Z'))).toBeNull();
    expect(overdueOf(collected('2027-01-10'), point, at('2027-01-11T00:00:00Z'))).toEqual({ date: '2027-01-10', closedAt: null, since: '2027-01-11T00:00:00.000Z' });
    const closure = { ...point, closures: [{ date: '04-01-2027', note: 'Works' }] };
    expect(overdueOf(collected('2027-01-04'), closure, at('2027-01-04T21:00:00Z'))).toBeNull();
    expect(overdueOf(collected('2027-01-04'), null, at('2027-01-05T08:00:00Z'))?.closedAt).toBeNull();
  });

  it('stays overdue on the days after its return date', () => {
    expect(overdueOf(collected('2027-01-04'), point, at('2027-01-06T09:00:00Z'))).toEqual({ date: '2027-01-04', closedAt: '20:00', since: '2027-01-04T20:00:00.000Z' });
  });

  it('is never a booking whose bags are not at a point', () => {
    const late = at('2027-01-06T09:00:00Z');
    for (const status of ['confirmed', 'returned', 'cancelled', 'no_show'] as const) expect(overdueOf(collected('2027-01-04', { status }), point, late)).toBeNull();
    expect(overdueOf(collected('2027-01-04', { returnsAtPoint: false }), point, late)).toBeNull();
  });

  it('says since when on the staff screen', () => {
    expect(overdueSinceText({ date: '2027-01-04', closedAt: '20:00' })).toBe('closed 20:00 on Mon 4 Jan 2027');
    expect(overdueSinceText({ date: '2027-01-10', closedAt: null })).toBe('closed all day on Sun 10 Jan 2027');
  });
});
