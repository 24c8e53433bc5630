import { describe, expect, it } from '@jest/globals';
import { collectionDayEndsAt } from './booking-times.js';

describe(collectionDayEndsAt.name, () => {
  it.each([
    ['2026-12-01', '2026-12-02T00:00:00.000Z'], // winter: London is on UTC
    ['2026-07-15', '2026-07-15T23:00:00.000Z'], // summer: midnight in London is 23:00 UTC
    ['2026-03-28', '2026-03-29T00:00:00.000Z'], // the night the clocks go forward (01:00 UTC on the 29th)
    ['2026-10-24', '2026-10-24T23:00:00.000Z'], // the night before they go back
    ['2026-12-31', '2027-01-01T00:00:00.000Z'],
  ])('ends %s at midnight after it, London: %s', (date, instant) => expect(collectionDayEndsAt(date).toISOString()).toBe(instant));

  it('refuses a date that is not ISO', () => expect(() => collectionDayEndsAt('01-12-2026')).toThrow('Not an ISO date'));
});
