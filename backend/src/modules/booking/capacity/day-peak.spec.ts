import { describe, expect, it } from '@jest/globals';
import { dayPeak } from './booking-capacity.js';
import { SLOTS_PER_DAY, slotOfTime } from './moments.js';

/** A day's 48 slots with `bags` from `from` to `until` ('HH:mm') for each span given. */
function day(...spans: { bags: number; from: string; until: string }[]): number[] {
  const slots = Array.from({ length: SLOTS_PER_DAY }, () => 0);
  for (const span of spans) for (let slot = slotOfTime(span.from); slot < slotOfTime(span.until); slot += 1) slots[slot] += span.bags;
  return slots;
}

describe(dayPeak.name, () => {
  it('finds the most bags at once and the first half hour it begins', () => {
    // An overnight stay from 09:00 (2 bags), a same-day stay 11:00-17:00 (2) and one 12:00-13:00 (1): 5 bags at 12:00.
    expect(dayPeak(day({ bags: 2, from: '09:00', until: '24:00' }, { bags: 2, from: '11:00', until: '17:00' }, { bags: 1, from: '12:00', until: '13:00' }))).toEqual({ bags: 5, at: '12:00' });
  });

  it('takes the earlier of two equal peaks, and the half hour', () => {
    expect(dayPeak(day({ bags: 3, from: '10:30', until: '11:00' }, { bags: 3, from: '15:00', until: '16:00' }))).toEqual({ bags: 3, at: '10:30' });
  });

  it('answers 0 bags at the day’s start for an empty day', () => {
    expect(dayPeak(day())).toEqual({ bags: 0, at: '00:00' });
  });
});
