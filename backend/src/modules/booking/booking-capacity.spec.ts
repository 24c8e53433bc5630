import { describe, expect, it } from '@jest/globals';
import { bagsOf, fullMessage, sameStay, type Stay, stayOf } from './booking-capacity.js';

const stay: Stay = { locationId: 1, locationName: 'Bristol Bus Station', collectionDate: '2026-12-01', returnDate: '2026-12-03', bags: 3 };

describe('booking capacity rules', () => {
  it('counts a booking’s bags as the sum of its lines', () => {
    expect(bagsOf([{ amount: 2 }, { amount: 1 }, { amount: 5 }])).toBe(8);
    expect(stayOf(stay, [{ amount: 1 }, { amount: 1 }])).toEqual({ ...stay, bags: 2 });
  });

  it('names the full date, and the room left when there is some', () => {
    expect(fullMessage(stay, { night: '02-12-2026', roomLeft: 0 })).toBe('Bristol Bus Station is full on 02-12-2026. Please choose another date or point.');
    expect(fullMessage(stay, { night: '02-12-2026', roomLeft: 1 })).toBe('Bristol Bus Station is full on 02-12-2026 (room for 1 more bag). Please choose another date or point.');
    expect(fullMessage(stay, { night: '02-12-2026', roomLeft: 2 })).toContain('(room for 2 more bags)');
  });

  it('sees a stay as the same only when point, dates and bags all agree (nothing to move then)', () => {
    expect(sameStay(null, stay)).toBe(false);
    expect(sameStay({ ...stay, locationName: 'renamed' }, stay)).toBe(true);
    expect(sameStay({ ...stay, bags: 4 }, stay)).toBe(false);
    expect(sameStay({ ...stay, returnDate: '2026-12-04' }, stay)).toBe(false);
    expect(sameStay({ ...stay, locationId: 2 }, stay)).toBe(false);
  });
});
