import { describe, expect, it } from '@jest/globals';
import { localise } from '../../../shared/i18n/message.js';
import {
  bagsOf,
  extraNights,
  fullAt,
  fullHoursOf,
  fullMessage,
  heldSpanOf,
  heldStayOf,
  holdVerdict,
  protectedHoldLimit,
  sameStay,
  type SlotLoad,
  slotLoads,
  slotLoadsOfDay,
  type Stay,
  stayOf,
} from './booking-capacity.js';
import { momentIndex, SLOTS_PER_DAY } from './moments.js';

const stay: Stay = { locationId: 1, locationName: 'Bristol Bus Station', from: { date: '2026-12-01', time: '09:00' }, until: { date: '2026-12-03', time: '09:00' }, bags: 3 };
const details = { locationId: 1, locationName: 'Bristol Bus Station', collectionDate: '2026-12-01', returnDate: '2026-12-03', locationTime: '09:00', returnTime: '09:00' };
const day = (date: string, from: string, until: string, bags: number): Stay => ({ ...stay, from: { date, time: from }, until: { date, time: until }, bags });

/** Slot loads of an overnight stay from per-night figures: night k's from its handover (09:00) to the next day's. */
function nightLoads(of: Stay, nights: readonly { counted: number; held: number }[]): SlotLoad[] {
  const start = momentIndex(of.from);
  return slotLoads(of, []).map((slot) => ({ ...nights[Math.floor((slot.at - start) / SLOTS_PER_DAY)], at: slot.at }));
}

const over = (of: Stay, nights: readonly [number, number][]) => nightLoads(of, nights.map(([counted, held]) => ({ counted, held })));

describe('booking capacity rules', () => {
  it('counts a booking’s bags as the sum of its lines', () => {
    expect(bagsOf([{ amount: 2 }, { amount: 1 }, { amount: 5 }])).toBe(8);
    expect(stayOf(details, [], [{ amount: 1 }, { amount: 1 }])).toEqual({ ...stay, bags: 2 });
  });

  it('holds an overnight stay from the handover on the collection day to the handover on the return day', () => {
    expect(stayOf({ ...details, returnTime: '10:30' }, [], [{ amount: 3 }])).toEqual({ ...stay, until: { date: '2026-12-03', time: '10:30' } });
    expect(stayOf({ ...details, returnTime: null }, [], [{ amount: 3 }])).toEqual(stay);
  });

  it('holds bags collected from an address from the end of the window, and delivered ones until its start', () => {
    const legs = [
      { direction: 'collection' as const, kind: 'address', windowStart: '10:00', windowEnd: '12:00' },
      { direction: 'return' as const, kind: 'address', windowStart: '16:00', windowEnd: '18:00' },
    ];
    expect(stayOf(details, legs, [{ amount: 3 }])).toEqual({ ...stay, from: { date: '2026-12-01', time: '12:00' }, until: { date: '2026-12-03', time: '16:00' } });
    expect(stayOf(details, [{ direction: 'return', kind: 'point', windowStart: null, windowEnd: null }], [{ amount: 3 }])).toEqual(stay);
  });

  it('keeps the span a booking holds as two slot numbers, read back as the same stay', () => {
    const span = heldSpanOf(stay);
    expect(span.holdsUntil - span.holdsFrom).toBe(2 * SLOTS_PER_DAY);
    expect(heldStayOf({ ...details, returnTime: '12:00', ...span }, [{ amount: 3 }], [])).toEqual(stay);
    // A booking finished before moments has none stored: its dates, times and legs give it.
    expect(heldStayOf({ ...details, holdsFrom: null, holdsUntil: null }, [{ amount: 3 }], [])).toEqual(stay);
  });

  it('names the full date, and the room left when there is some', () => {
    expect(localise(fullMessage(stay, { night: '02-12-2026', roomLeft: 0 }))).toBe('Bristol Bus Station is full on 02-12-2026. Please choose another date or point.');
    expect(localise(fullMessage(stay, { night: '02-12-2026', roomLeft: 1 }))).toBe('Bristol Bus Station is full on 02-12-2026 (room for 1 more bag). Please choose another date or point.');
    expect(localise(fullMessage(stay, { night: '02-12-2026', roomLeft: 2 }))).toContain('(room for 2 more bags)');
  });

  it('names the full hours of a day’s stay', () => {
    const full = { night: '02-12-2026', roomLeft: 0, hours: { from: '14:00', to: '16:00' } };
    expect(localise(fullMessage(day('2026-12-02', '11:00', '17:00', 1), full))).toBe('Bristol Bus Station is full from 14:00 to 16:00 on 02-12-2026. Please choose other times or another point.');
  });

  it('counts only what a later return adds, from the old return up to the new one', () => {
    expect(extraNights(stay, { date: '2026-12-05', time: '09:00' })).toEqual({ ...stay, from: stay.until, until: { date: '2026-12-05', time: '09:00' } });
    expect(extraNights(stay, { date: '2026-12-03', time: '14:00' })).toEqual({ ...stay, from: stay.until, until: { date: '2026-12-03', time: '14:00' } });
    expect(extraNights(stay, { date: '2026-12-03', time: '09:00' })).toBeNull();
    expect(extraNights(stay, { date: '2026-12-02', time: '18:00' })).toBeNull();
  });

  it('sees a stay as the same only when point, span and bags all agree (nothing to move then)', () => {
    expect(sameStay(null, stay)).toBe(false);
    expect(sameStay({ ...stay, locationName: 'renamed' }, stay)).toBe(true);
    expect(sameStay({ ...stay, bags: 4 }, stay)).toBe(false);
    expect(sameStay({ ...stay, until: { date: '2026-12-04', time: '09:00' } }, stay)).toBe(false);
    expect(sameStay({ ...stay, until: { date: '2026-12-03', time: '09:30' } }, stay)).toBe(false);
    expect(sameStay({ ...stay, locationId: 2 }, stay)).toBe(false);
  });
});

describe('the hold rule', () => {
  const oneNight: Stay = { ...stay, until: { date: '2026-12-02', time: '09:00' } };
  const threeNights: Stay = { ...stay, until: { date: '2026-12-04', time: '09:00' } };
  const twoNights = stay;
  const with_ = (of: Stay, bags: number): Stay => ({ ...of, bags });

  it('lets unpaid holds protect half a point’s bags, rounded up', () => {
    expect([1, 2, 3, 10, 40].map(protectedHoldLimit)).toEqual([1, 1, 2, 5, 20]);
  });

  it('refuses a checkout whose bags do not fit beside the paid bags and protected holds, naming the first such night and its room', () => {
    const of = with_(threeNights, 2);
    expect(holdVerdict(of, over(of, [[4, 0], [9, 5], [10, 5]]), 10)).toEqual({ kind: 'refused', full: { night: '02-12-2026', roomLeft: 1 } });
    expect(holdVerdict(with_(oneNight, 1), over(with_(oneNight, 1), [[10, 0]]), 10)).toEqual({ kind: 'refused', full: { night: '01-12-2026', roomLeft: 0 } });
  });

  it('protects a checkout while the protected holds stay within half at every moment', () => {
    expect(holdVerdict(with_(oneNight, 5), over(oneNight, [[0, 0]]), 10)).toEqual({ kind: 'protected' });
    expect(holdVerdict(with_(twoNights, 2), over(twoNights, [[7, 2], [3, 3]]), 10)).toEqual({ kind: 'protected' });
  });

  it('lets a checkout beyond half go on unprotected, when it fits', () => {
    expect(holdVerdict(with_(oneNight, 5), over(oneNight, [[5, 5]]), 10)).toEqual({ kind: 'unprotected' });
    expect(holdVerdict(with_(twoNights, 2), over(twoNights, [[0, 0], [4, 4]]), 10)).toEqual({ kind: 'unprotected' });
    expect(holdVerdict(with_(oneNight, 6), over(oneNight, [[0, 0]]), 10)).toEqual({ kind: 'unprotected' });
  });

  it('holds the one bag of a one-bag point, and refuses a second comer', () => {
    expect(holdVerdict(with_(oneNight, 1), over(oneNight, [[0, 0]]), 1)).toEqual({ kind: 'protected' });
    expect(holdVerdict(with_(oneNight, 1), over(oneNight, [[1, 1]]), 1)).toEqual({ kind: 'refused', full: { night: '01-12-2026', roomLeft: 0 } });
  });
});

describe('capacity at any moment', () => {
  /** A day's 48 slots with `bags` over [from, until) ('HH:mm'). */
  const dayWith = (...spans: [string, string, number][]): number[] =>
    Array.from({ length: SLOTS_PER_DAY }, (_, slot) => spans.reduce((sum, [from, until, bags]) => (slot >= slotOf(from) && slot < slotOf(until) ? sum + bags : sum), 0));
  const slotOf = (time: string) => momentIndex({ date: '2000-01-01', time });

  it('lets two day stays that do not overlap fill a point each, and refuses one across both, naming the hours', () => {
    const bags = dayWith(['10:00', '12:00', 2], ['13:00', '15:00', 2]);
    const rows = [{ day: '2026-12-02', bags }];
    expect(fullAt(day('2026-12-02', '12:00', '13:00', 2), slotLoads(day('2026-12-02', '12:00', '13:00', 2), rows), 2)).toBeNull();
    const across = day('2026-12-02', '11:00', '14:00', 1);
    expect(holdVerdict(across, slotLoads(across, rows), 2)).toEqual({ kind: 'refused', full: { night: '02-12-2026', roomLeft: 0, hours: { from: '11:00', to: '14:00' } } });
    const later = day('2026-12-02', '14:00', '17:00', 1);
    expect(fullAt(later, slotLoads(later, rows), 2)).toEqual({ night: '02-12-2026', roomLeft: 0, hours: { from: '14:00', to: '15:00' } });
  });

  it('counts a protected hold only in the slots it covers', () => {
    const held = [{ from: momentIndex({ date: '2026-12-02', time: '10:00' }), until: momentIndex({ date: '2026-12-02', time: '12:00' }), bags: 1 }];
    const loads = slotLoads(day('2026-12-02', '11:00', '13:00', 1), [], held);
    expect(loads.map((load) => load.held)).toEqual([1, 1, 0, 0]);
    expect(holdVerdict(day('2026-12-02', '11:00', '13:00', 1), loads, 2)).toEqual({ kind: 'unprotected' });
    expect(holdVerdict(day('2026-12-02', '12:00', '13:00', 1), slotLoads(day('2026-12-02', '12:00', '13:00', 1), [], held), 2)).toEqual({ kind: 'protected' });
  });

  it('names an overnight refusal by the night its full moment belongs to', () => {
    // A booking delivered at 14:00 on the 2nd overlaps this one's handover at 09:00 that day: full that morning only.
    const rows = [{ day: '2026-12-02', bags: dayWith(['00:00', '14:00', 2]) }];
    const from2nd = { ...stay, from: { date: '2026-12-02', time: '09:00' }, until: { date: '2026-12-04', time: '09:00' }, bags: 1 };
    expect(holdVerdict(from2nd, slotLoads(from2nd, rows), 2)).toEqual({ kind: 'refused', full: { night: '02-12-2026', roomLeft: 0 } });
    const to2nd = { ...stay, until: { date: '2026-12-02', time: '10:00' }, bags: 1 };
    expect(holdVerdict(to2nd, slotLoads(to2nd, rows), 2)).toEqual({ kind: 'refused', full: { night: '01-12-2026', roomLeft: 0 } });
  });

  it('covers a stay’s slots across days: the rest of the first day, whole days between, the last day up to the handover', () => {
    const loads = slotLoads(stay, []);
    expect(loads).toHaveLength(2 * SLOTS_PER_DAY);
    expect(loads[0].at).toBe(momentIndex({ date: '2026-12-01', time: '09:00' }));
    expect(loads.at(-1)!.at).toBe(momentIndex({ date: '2026-12-03', time: '08:30' }));
  });

  it('gives the days of the clocks’ changes 48 half hours like any other', () => {
    for (const [date, next] of [['2027-03-28', '2027-03-29'], ['2026-10-25', '2026-10-26']]) {
      const night: Stay = { ...stay, from: { date, time: '09:00' }, until: { date: next, time: '09:00' } };
      expect(slotLoads(night, [])).toHaveLength(SLOTS_PER_DAY);
      expect(slotLoads(day(date, '00:00', '23:30', 1), [])).toHaveLength(SLOTS_PER_DAY - 1);
    }
  });

  it('answers a day moment by moment: its peak, and the hours with no room', () => {
    const bags = dayWith(['10:00', '12:00', 2], ['11:00', '16:00', 1]);
    const loads = slotLoadsOfDay('2026-12-02', bags, 3);
    expect(loads.peak).toEqual({ bags: 3, at: '11:00' });
    expect(loads.full).toEqual([{ from: '11:00', to: '12:00' }]);
    expect(fullHoursOf(bags, 3, 2)).toEqual([{ from: '10:00', to: '12:00' }]);
    expect(fullHoursOf(bags, 3, 3)).toEqual([{ from: '10:00', to: '16:00' }]);
    expect(fullHoursOf(dayWith(['20:00', '24:00', 1]), 1)).toEqual([{ from: '20:00', to: '24:00' }]);
    expect(slotLoadsOfDay('2026-12-02', dayWith(), 3).peak).toEqual({ bags: 0, at: '00:00' });
  });
});
