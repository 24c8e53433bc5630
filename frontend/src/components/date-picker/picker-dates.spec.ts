import { describe, expect, it } from '@jest/globals';
import { formatLong, readTypedDate, weekdayIndex } from './picker-dates';

const today = { year: 2026, month: 11, day: 24 };
const last = { year: 2027, month: 11, day: 24 };

describe('date picker dates', () => {
  it('names a date in words for screen readers', () => {
    expect(formatLong({ year: 2026, month: 11, day: 24 })).toBe('Tuesday 24 November 2026');
  });

  it('counts weekdays from Monday', () => {
    expect(weekdayIndex({ year: 2026, month: 11, day: 23 })).toBe(0);
    expect(weekdayIndex({ year: 2026, month: 11, day: 29 })).toBe(6);
  });

  it.each([
    ['', 'empty'],
    ['24/1', 'partial'],
    ['24/11/202', 'partial'],
    ['24/11/2026', 'valid'],
    ['01-12-2026', 'valid'],
    ['23/11/2026', 'tooEarly'],
    ['24/11/2027', 'valid'],
    ['25/11/2027', 'tooLate'],
    ['31/11/2026', 'invalid'],
    ['tomorrow', 'invalid'],
    ['2026-11-30', 'invalid'],
  ])('reads %j as %s', (typed, kind) => {
    expect(readTypedDate(typed, today, last).kind).toBe(kind);
  });
});
