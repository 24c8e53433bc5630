import { describe, expect, it } from '@jest/globals';
import { feeLinesOf, legsOf, returnPointOf } from './booking-legs.js';
import { tripsOf } from '../capacity/trip-capacity.js';

const booking = {
  status: 'collected' as const,
  locationId: 1,
  locationName: 'Bristol Bus Station',
  locationAddress: 'Marlborough Street',
  locationTime: '09:00',
  returnTime: '10:00',
  collectionDate: '2026-12-03',
  returnDate: '2026-12-05',
};

describe(legsOf.name, () => {
  it('gives a booking without leg rows its two point legs, their states from the booking’s', () => {
    const legs = legsOf(booking, []);
    expect(legs).toEqual([
      { direction: 'collection', kind: 'point', date: '2026-12-03', point: { id: 1, name: 'Bristol Bus Station', address: 'Marlborough Street', time: '09:00' }, feePence: 0, state: 'collected' },
      { direction: 'return', kind: 'point', date: '2026-12-05', point: { id: 1, name: 'Bristol Bus Station', address: 'Marlborough Street', time: '10:00' }, feePence: 0, state: 'booked' },
    ]);
    expect(feeLinesOf(legs)).toEqual([]);
    expect(returnPointOf({ legs, location: { id: 1, name: 'Bristol Bus Station', address: 'Marlborough Street', returnTime: '10:00' } })).toEqual(legs[1].point);
  });

  it('names each fee by its leg: an address collection, an address delivery, a return at another point', () => {
    const base = { date: '2026-12-03', state: 'booked' as const };
    expect(
      feeLinesOf([
        { ...base, direction: 'collection', kind: 'address', feePence: 1500 },
        { ...base, direction: 'return', kind: 'point', feePence: 1000 },
      ]),
    ).toEqual([
      { kind: 'collection', pence: 1500 },
      { kind: 'return_elsewhere', pence: 1000 },
    ]);
    expect(feeLinesOf([{ ...base, direction: 'return', kind: 'address', feePence: 2000 }])).toEqual([{ kind: 'delivery', pence: 2000 }]);
  });
});

describe(tripsOf.name, () => {
  it('takes one trip per address leg, in lock order (window, then day)', () => {
    const leg = (kind: string, windowId: number | null, date: string) => ({ kind, windowId, date, windowStart: '08:00', windowEnd: '10:00' });
    expect(tripsOf([leg('address', 7, '2026-12-05'), leg('point', null, '2026-12-01'), leg('address', 3, '2026-12-03')])).toEqual([
      { windowId: 3, date: '2026-12-03', start: '08:00', end: '10:00' },
      { windowId: 7, date: '2026-12-05', start: '08:00', end: '10:00' },
    ]);
  });
});
