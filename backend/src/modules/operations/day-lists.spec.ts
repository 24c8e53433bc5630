import { describe, expect, it } from '@jest/globals';
import type { BookingStatus } from '@luggage/contracts';
import type { BookingView } from '../booking/index.js';
import { checkInState, dayListsByPoint, LISTED_STATUSES } from './day-lists.js';

const BRISTOL = { id: 1, name: 'Bristol Bus Station', address: 'Marlborough Street', time: '09:00', returnTime: '09:00' };
const BATH = { id: 2, name: 'Bath Spa Station', address: 'Dorchester Street', time: '10:30', returnTime: '10:30' };

function booking(reference: string, status: BookingStatus, location = BRISTOL, items = [{ code: 'SS', title: 'Small Suitcase', amount: 1 }]): BookingView {
  return {
    id: reference.charCodeAt(0),
    version: 1,
    reference,
    status,
    fullName: `Customer ${reference}`,
    email: `${reference}@example.com`,
    contactNumber: '+44 7700 900123',
    location,
    collectionDate: '01-12-2026',
    returnDate: '03-12-2026',
    nights: 2,
    items: items.map((item) => ({ ...item, unitPricePence: 1000 })),
    legs: [],
    fees: [],
    feesPence: 0,
    noDiscountPence: 2000,
    discountPence: 0,
    promo: null,
    totalPence: 2000,
    itemDiscountPct: 0,
    nightDiscountPct: 0,
    language: 'en-GB',
    paymentProvider: 'offline',
    billedToPartner: false,
    paymentIntentId: null,
    confirmedAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    changedAt: null,
  };
}

describe(checkInState.name, () => {
  it.each([
    ['confirmed', 'collections', 'waiting'],
    ['collected', 'collections', 'collected'],
    ['returned', 'collections', 'returned'],
    ['no_show', 'collections', 'no_show'],
    // On the returns list the step is the return: luggage in store waits to be given back.
    ['collected', 'returns', 'waiting'],
    ['returned', 'returns', 'returned'],
    ['confirmed', 'returns', 'waiting'],
  ] as const)('%s on the %s list is %s', (status, list, state) => expect(checkInState(status, list)).toBe(state));

  it('lists no cancelled booking, and no no show among the returns', () => {
    expect(LISTED_STATUSES.collections).not.toContain('cancelled');
    expect(LISTED_STATUSES.returns).not.toContain('cancelled');
    expect(LISTED_STATUSES.returns).not.toContain('no_show');
    expect(LISTED_STATUSES.collections).toContain('no_show');
  });
});

describe(dayListsByPoint.name, () => {
  const bags = [
    { code: 'SS', title: 'Small Suitcase', amount: 2 },
    { code: 'MS', title: 'Medium Suitcase', amount: 1 },
  ];
  const count = (point: typeof BRISTOL, status: BookingStatus, n: number) => ({ pointId: point.id, name: point.name, time: point.time, status, count: n });
  const points = dayListsByPoint(
    {
      collections: {
        counts: [count(BATH, 'confirmed', 1), count(BRISTOL, 'collected', 40), count(BRISTOL, 'no_show', 1), count(BRISTOL, 'confirmed', 20)],
        bags: [
          { pointId: BRISTOL.id, code: 'SS', title: 'Small Suitcase', amount: 70 },
          { pointId: BRISTOL.id, code: 'MS', title: 'Medium Suitcase', amount: 1 },
        ],
      },
      returns: { counts: [count(BATH, 'collected', 1), count(BATH, 'returned', 1)], bags: [{ pointId: BATH.id, code: 'SS', title: 'Small Suitcase', amount: 3 }] },
    },
    // This page: only some of the day's collections at Bristol.
    { collections: [booking('A', 'collected', BRISTOL, bags), booking('C', 'no_show')], returns: [booking('E', 'collected', BATH, bags), booking('F', 'returned', BATH)] },
  );

  it('groups by point in the order of the points’ times, a point with only returns or nothing on this page included', () => {
    expect(points.map((p) => p.location.name)).toEqual(['Bristol Bus Station', 'Bath Spa Station']);
    expect(points[0].returns.entries).toEqual([]);
    expect(points[1].collections.entries).toEqual([]);
    expect(points[1].collections.total).toBe(1);
    expect(points[1].returns.entries.map((e) => e.reference)).toEqual(['E', 'F']);
  });

  it('gives the whole day’s totals, bags and check-in states, whatever the page holds', () => {
    expect(points[0].collections.total).toBe(61);
    expect(points[0].collections.bags).toEqual([
      { code: 'SS', title: 'Small Suitcase', amount: 70 },
      { code: 'MS', title: 'Medium Suitcase', amount: 1 },
    ]);
    expect(points[0].collections.states).toEqual({ waiting: 20, collected: 40, returned: 0, no_show: 1 });
    // Collected luggage waits to be given back on the returns list.
    expect(points[1].returns.states).toEqual({ waiting: 1, collected: 0, returned: 1, no_show: 0 });
  });

  it('lists each entry of the page with its bags and state, in page order', () => {
    expect(points[0].collections.entries.map((e) => [e.fullName, e.bags, e.checkIn])).toEqual([
      ['Customer A', 3, 'collected'],
      ['Customer C', 1, 'no_show'],
    ]);
  });
});
