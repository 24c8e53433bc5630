import { describe, expect, it } from '@jest/globals';
import { dateOfDay, dayNumber, daySlotsOf, momentIndex, momentOf, slotOfTime, SLOTS_PER_DAY, timeOfSlot } from './moments.js';

const at = (date: string, time: string) => momentIndex({ date, time });

describe('capacity’s half-hour slots', () => {
  it('numbers a day’s half hours from midnight, a moment between two counting from the one it is in', () => {
    expect(['00:00', '00:29', '00:30', '09:00', '09:15', '23:30', '23:59'].map(slotOfTime)).toEqual([0, 0, 1, 18, 18, 47, 47]);
    expect([0, 18, 47, 48].map(timeOfSlot)).toEqual(['00:00', '09:00', '23:30', '24:00']);
  });

  it('numbers moments from 2000-01-01 and reads them back', () => {
    expect(at('2000-01-01', '00:00')).toBe(0);
    expect(at('2000-01-02', '09:30')).toBe(SLOTS_PER_DAY + 19);
    expect(momentOf(at('2026-12-02', '14:30'))).toEqual({ date: '2026-12-02', time: '14:30' });
    expect(dateOfDay(dayNumber('2028-02-29'))).toBe('2028-02-29');
  });

  it('splits a stay into the slots it covers day by day: the rest of the first, whole days between, the last up to its end', () => {
    expect(daySlotsOf(at('2026-12-01', '09:00'), at('2026-12-03', '10:30'))).toEqual([
      { day: '2026-12-01', first: 18, end: 48 },
      { day: '2026-12-02', first: 0, end: 48 },
      { day: '2026-12-03', first: 0, end: 21 },
    ]);
    expect(daySlotsOf(at('2026-12-02', '11:00'), at('2026-12-02', '17:00'))).toEqual([{ day: '2026-12-02', first: 22, end: 34 }]);
    // Ending at midnight covers nothing of the next day; an empty span covers nothing at all.
    expect(daySlotsOf(at('2026-12-02', '20:00'), at('2026-12-03', '00:00'))).toEqual([{ day: '2026-12-02', first: 40, end: 48 }]);
    expect(daySlotsOf(at('2026-12-02', '11:00'), at('2026-12-02', '11:00'))).toEqual([]);
  });

  it('gives the days the clocks change 48 half hours, a stay across them as many slots as on any other day', () => {
    for (const [before, changes, after] of [['2027-03-27', '2027-03-28', '2027-03-29'], ['2026-10-24', '2026-10-25', '2026-10-26']]) {
      expect(at(after, '09:00') - at(changes, '09:00')).toBe(SLOTS_PER_DAY);
      expect(daySlotsOf(at(before, '09:00'), at(after, '09:00')).map((day) => day.end - day.first)).toEqual([30, 48, 18]);
    }
  });
});
