import { describe, expect, it } from '@jest/globals';
import { erasableReturnDate, monthsBefore, nextSweepDay, sweepDayAfter, sweepDueAt } from './retention-days.js';

describe('retention days', () => {
  it('sweeps at 03:00 London, in winter and in summer', () => {
    expect(sweepDueAt('2026-12-07').toISOString()).toBe('2026-12-07T03:00:00.000Z');
    expect(sweepDueAt('2027-07-07').toISOString()).toBe('2027-07-07T02:00:00.000Z');
  });

  it('picks today before 03:00 London and tomorrow after it', () => {
    expect(nextSweepDay(new Date('2026-12-07T02:59:00Z'))).toBe('2026-12-07');
    expect(nextSweepDay(new Date('2026-12-07T03:00:00Z'))).toBe('2026-12-08');
    expect(nextSweepDay(new Date('2027-07-06T23:30:00Z'))).toBe('2027-07-07'); // 00:30 in London already
  });

  it('follows a sweep with the next day, or skips ahead when it ran days late', () => {
    expect(sweepDayAfter('2026-12-07', new Date('2026-12-07T03:05:00Z'))).toBe('2026-12-08');
    expect(sweepDayAfter('2026-12-07', new Date('2026-12-12T10:00:00Z'))).toBe('2026-12-13');
  });

  it('counts whole months back, keeping the day or the month end', () => {
    expect(monthsBefore({ year: 2026, month: 12, day: 7 }, 24)).toEqual({ year: 2024, month: 12, day: 7 });
    expect(monthsBefore({ year: 2026, month: 3, day: 31 }, 1)).toEqual({ year: 2026, month: 2, day: 28 });
    expect(monthsBefore({ year: 2026, month: 1, day: 15 }, 13)).toEqual({ year: 2024, month: 12, day: 15 });
    expect(erasableReturnDate('2026-12-07', 6)).toBe('2026-06-07');
  });
});
