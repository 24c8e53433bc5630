import { describe, expect, it } from '@jest/globals';
import { formatLondonDateTime, londonInstant } from './london-time.js';

describe('londonInstant', () => {
  it('reads a winter wall time as UTC and a summer one as UTC+1', () => {
    expect(londonInstant({ year: 2026, month: 11, day: 25 }, '09:00').toISOString()).toBe('2026-11-25T09:00:00.000Z');
    expect(londonInstant({ year: 2026, month: 7, day: 1 }, '09:00').toISOString()).toBe('2026-07-01T08:00:00.000Z');
  });

  it('gets the days the clocks change right', () => {
    // 29 March 2026: clocks go forward at 01:00 UTC. 25 October 2026: back at 01:00 UTC.
    expect(londonInstant({ year: 2026, month: 3, day: 29 }, '09:00').toISOString()).toBe('2026-03-29T08:00:00.000Z');
    expect(londonInstant({ year: 2026, month: 10, day: 25 }, '09:00').toISOString()).toBe('2026-10-25T09:00:00.000Z');
    expect(londonInstant({ year: 2026, month: 3, day: 28 }, '23:30').toISOString()).toBe('2026-03-28T23:30:00.000Z');
  });

  it('moves with the clocks within the hour they change, one wall time after another', () => {
    // Asked in turn, so that each answer follows one already worked out for a neighbouring time.
    expect(londonInstant({ year: 2026, month: 3, day: 29 }, '00:59').toISOString()).toBe('2026-03-29T00:59:00.000Z');
    expect(londonInstant({ year: 2026, month: 3, day: 29 }, '03:00').toISOString()).toBe('2026-03-29T02:00:00.000Z');
    expect(londonInstant({ year: 2026, month: 10, day: 25 }, '00:30').toISOString()).toBe('2026-10-24T23:30:00.000Z');
    expect(londonInstant({ year: 2026, month: 10, day: 25 }, '02:00').toISOString()).toBe('2026-10-25T02:00:00.000Z');
  });
});

describe('formatLondonDateTime', () => {
  it('writes the London wall time as people read it', () => {
    expect(formatLondonDateTime(new Date('2026-07-01T08:00:00Z'))).toBe('Wed 1 Jul 2026, 09:00');
    expect(formatLondonDateTime(new Date('2026-11-24T09:00:00Z'))).toBe('Tue 24 Nov 2026, 09:00');
  });
});
