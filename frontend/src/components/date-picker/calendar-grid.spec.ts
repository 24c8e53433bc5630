import { describe, expect, it } from '@jest/globals';
import { addMonths, clampDate, isOutside, monthGrid, moveFocus, shiftMonth } from './calendar-grid';

const min = { year: 2026, month: 11, day: 24 };
const max = { year: 2027, month: 11, day: 26 };

describe('calendar', () => {
  it('lays a month out in Monday-first weeks', () => {
    const weeks = monthGrid({ year: 2026, month: 11 });
    expect(weeks[0].slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(weeks[0][6]).toEqual({ year: 2026, month: 11, day: 1 });
    expect(weeks.at(-1)?.[0]).toEqual({ year: 2026, month: 11, day: 30 });
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('moves between months and years', () => {
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(addMonths({ year: 2027, month: 1, day: 31 }, 1)).toEqual({ year: 2027, month: 2, day: 28 });
  });

  it.each([
    ['ArrowRight', false, { year: 2026, month: 11, day: 27 }],
    ['ArrowDown', false, { year: 2026, month: 12, day: 3 }],
    ['Home', false, { year: 2026, month: 11, day: 24 }],
    ['End', false, { year: 2026, month: 11, day: 29 }],
    ['PageDown', false, { year: 2026, month: 12, day: 26 }],
    ['PageDown', true, { year: 2027, month: 11, day: 26 }],
  ])('moves focus with %s (shift %s)', (key, shift, expected) => {
    expect(moveFocus({ year: 2026, month: 11, day: 26 }, key, shift, min, max)).toEqual(expected);
  });

  it('never moves before the earliest date nor after the latest, and ignores other keys', () => {
    expect(moveFocus({ year: 2026, month: 11, day: 26 }, 'ArrowUp', false, min, max)).toEqual(min);
    expect(moveFocus({ year: 2027, month: 11, day: 20 }, 'ArrowDown', false, min, max)).toEqual(max);
    expect(moveFocus({ year: 2027, month: 10, day: 30 }, 'PageDown', false, min, max)).toEqual(max);
    expect(moveFocus({ year: 2026, month: 11, day: 26 }, 'a', false, min, max)).toBeNull();
  });

  it('keeps a date within the days that can be chosen', () => {
    expect(clampDate({ year: 2028, month: 1, day: 1 }, min, max)).toEqual(max);
    expect(clampDate({ year: 2026, month: 12, day: 1 }, min, max)).toEqual({ year: 2026, month: 12, day: 1 });
    expect(isOutside({ year: 2027, month: 11, day: 27 }, min, max)).toBe(true);
    expect(isOutside(max, min, max)).toBe(false);
  });
});
