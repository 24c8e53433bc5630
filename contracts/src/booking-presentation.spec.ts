import { describe, expect, it } from '@jest/globals';
import type { LegView } from './booking-legs.js';
import { bookingHandoverAt, legPresentation, priceLines, priceLineTerm } from './booking-presentation.js';
import { freeCancellationUntil } from './lifecycle.js';

describe(priceLines.name, () => {
  it('lists storage before its discount, the discount, each leg’s fee and the total that adds them up', () => {
    const lines = priceLines({
      noDiscountPence: 2000,
      discountPence: 200,
      fees: [
        { kind: 'collection', pence: 1500 },
        { kind: 'return_elsewhere', pence: 1500 },
      ],
      totalPence: 4800,
    });
    expect(lines).toEqual([
      { kind: 'storage', pence: 2000 },
      { kind: 'discount', pence: 200 },
      { kind: 'fee', fee: 'collection', pence: 1500 },
      { kind: 'fee', fee: 'return_elsewhere', pence: 1500 },
      { kind: 'total', pence: 4800 },
    ]);
    expect(lines.map(priceLineTerm).map((term) => term.key)).toEqual([
      'terms:price.storage',
      'terms:price.discount',
      'terms:fees.collection',
      'terms:fees.return_elsewhere',
      'terms:price.total',
    ]);
  });

  it('says the total alone without a discount or a fee, and storage as paid when the discount is under £1', () => {
    expect(priceLines({ noDiscountPence: 1800, discountPence: 0, fees: [], totalPence: 1800 })).toEqual([{ kind: 'total', pence: 1800 }]);
    expect(priceLines({ noDiscountPence: 1850, discountPence: 50, fees: [{ kind: 'delivery', pence: 2000 }], totalPence: 3800 })).toEqual([
      { kind: 'storage', pence: 1800 },
      { kind: 'fee', fee: 'delivery', pence: 2000 },
      { kind: 'total', pence: 3800 },
    ]);
  });
});

describe(legPresentation.name, () => {
  it('says an address leg by its window and its whole address, and a point leg by the point’s time', () => {
    const collection: LegView = {
      direction: 'collection',
      kind: 'address',
      date: '2026-12-03',
      address: { line1: '12 Royal York Crescent', town: 'Bristol', postcode: 'BS8 4JZ', note: 'Ask the concierge' },
      window: { start: '10:00', end: '12:00' },
      feePence: 1500,
      state: 'booked',
    };
    const giveBack: LegView = {
      direction: 'return',
      kind: 'point',
      date: '2026-12-04',
      point: { id: 7, name: 'Bath Spa Station', address: 'Dorchester Street, Bath', time: '10:30' },
      feePence: 1500,
      state: 'booked',
    };
    expect(legPresentation(collection)).toEqual({
      direction: 'collection',
      label: { key: 'terms:booked.collection' },
      when: { key: 'terms:booked.inWindow', params: { date: '2026-12-03', window: '10:00–12:00' }, days: ['date'] },
      date: '2026-12-03',
      time: null,
      window: '10:00–12:00',
      address: { key: 'terms:booked.fromAddress', params: { address: '12 Royal York Crescent, Bristol, BS8 4JZ' } },
      point: null,
      note: 'Ask the concierge',
    });
    expect(legPresentation(giveBack)).toEqual({
      direction: 'return',
      label: { key: 'terms:booked.return' },
      when: { key: 'terms:booked.atTime', params: { date: '2026-12-04', time: '10:30' }, days: ['date'] },
      date: '2026-12-04',
      time: '10:30',
      window: null,
      address: null,
      point: { id: 7, name: 'Bath Spa Station', address: 'Dorchester Street, Bath' },
      note: null,
    });
  });
});

describe(bookingHandoverAt.name, () => {
  const day = { year: 2026, month: 12, day: 3 };

  it('counts from the collection window’s start for a collection from an address, not from the point’s time', () => {
    // December: London is on GMT.
    expect(bookingHandoverAt(day, { pointTime: '09:00', collectionWindowStart: '10:00' }).toISOString()).toBe('2026-12-03T10:00:00.000Z');
    expect(bookingHandoverAt(day, { pointTime: '09:00', collectionWindowStart: '08:00' }).toISOString()).toBe('2026-12-03T08:00:00.000Z');
    const policy = { freeCancellationHours: 24, lateRefundPercent: 0 };
    expect(freeCancellationUntil(bookingHandoverAt(day, { pointTime: '09:00', collectionWindowStart: '08:00' }), policy).toISOString()).toBe('2026-12-02T08:00:00.000Z');
  });

  it('counts from the point’s handover time when the bags are handed over at the point, on London’s clock', () => {
    expect(bookingHandoverAt(day, { pointTime: '09:00' }).toISOString()).toBe('2026-12-03T09:00:00.000Z');
    expect(bookingHandoverAt({ year: 2026, month: 7, day: 1 }, { pointTime: '09:00', collectionWindowStart: null }).toISOString()).toBe('2026-07-01T08:00:00.000Z');
  });
});
