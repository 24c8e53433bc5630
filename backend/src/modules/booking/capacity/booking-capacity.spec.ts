import { describe, expect, it } from '@jest/globals';
import { localise } from '../../../shared/i18n/message.js';
import { bagsOf, extraNights, fullMessage, holdVerdict, type NightLoad, protectedHoldLimit, sameStay, type Stay, stayOf } from './booking-capacity.js';

const stay: Stay = { locationId: 1, locationName: 'Bristol Bus Station', collectionDate: '2026-12-01', returnDate: '2026-12-03', bags: 3 };

describe('booking capacity rules', () => {
  it('counts a booking’s bags as the sum of its lines', () => {
    expect(bagsOf([{ amount: 2 }, { amount: 1 }, { amount: 5 }])).toBe(8);
    expect(stayOf(stay, [{ amount: 1 }, { amount: 1 }])).toEqual({ ...stay, bags: 2 });
  });

  it('names the full date, and the room left when there is some', () => {
    expect(localise(fullMessage(stay, { night: '02-12-2026', roomLeft: 0 }))).toBe('Bristol Bus Station is full on 02-12-2026. Please choose another date or point.');
    expect(localise(fullMessage(stay, { night: '02-12-2026', roomLeft: 1 }))).toBe('Bristol Bus Station is full on 02-12-2026 (room for 1 more bag). Please choose another date or point.');
    expect(localise(fullMessage(stay, { night: '02-12-2026', roomLeft: 2 }))).toContain('(room for 2 more bags)');
  });

  it('counts only the nights a later return adds, from the old return day up to the new one', () => {
    expect(extraNights(stay, '2026-12-05')).toEqual({ ...stay, collectionDate: '2026-12-03', returnDate: '2026-12-05' });
    expect(extraNights(stay, '2026-12-03')).toBeNull();
    expect(extraNights(stay, '2026-12-02')).toBeNull();
  });

  it('sees a stay as the same only when point, dates and bags all agree (nothing to move then)', () => {
    expect(sameStay(null, stay)).toBe(false);
    expect(sameStay({ ...stay, locationName: 'renamed' }, stay)).toBe(true);
    expect(sameStay({ ...stay, bags: 4 }, stay)).toBe(false);
    expect(sameStay({ ...stay, returnDate: '2026-12-04' }, stay)).toBe(false);
    expect(sameStay({ ...stay, locationId: 2 }, stay)).toBe(false);
  });
});

describe('the hold rule', () => {
  const night = (counted: number, held: number, on = '01-12-2026'): NightLoad => ({ night: on, counted, held });

  it('lets unpaid holds protect half a point’s bags, rounded up', () => {
    expect([1, 2, 3, 10, 40].map(protectedHoldLimit)).toEqual([1, 1, 2, 5, 20]);
  });

  it('refuses a checkout whose bags do not fit beside the paid bags and protected holds, naming the first such night and its room', () => {
    const nights = [night(4, 0, '01-12-2026'), night(9, 5, '02-12-2026'), night(10, 5, '03-12-2026')];
    expect(holdVerdict(nights, 10, 2)).toEqual({ kind: 'refused', full: { night: '02-12-2026', roomLeft: 1 } });
    expect(holdVerdict([night(10, 0)], 10, 1)).toEqual({ kind: 'refused', full: { night: '01-12-2026', roomLeft: 0 } });
  });

  it('protects a checkout while the protected holds stay within half on every night', () => {
    expect(holdVerdict([night(0, 0)], 10, 5)).toEqual({ kind: 'protected' });
    expect(holdVerdict([night(7, 2), night(3, 3)], 10, 2)).toEqual({ kind: 'protected' });
  });

  it('lets a checkout beyond half go on unprotected, when it fits', () => {
    expect(holdVerdict([night(5, 5)], 10, 5)).toEqual({ kind: 'unprotected' });
    expect(holdVerdict([night(0, 0), night(4, 4)], 10, 2)).toEqual({ kind: 'unprotected' });
    expect(holdVerdict([night(0, 0)], 10, 6)).toEqual({ kind: 'unprotected' });
  });

  it('holds the one bag of a one-bag point, and refuses a second comer', () => {
    expect(holdVerdict([night(0, 0)], 1, 1)).toEqual({ kind: 'protected' });
    expect(holdVerdict([night(1, 1)], 1, 1)).toEqual({ kind: 'refused', full: { night: '01-12-2026', roomLeft: 0 } });
  });
});
