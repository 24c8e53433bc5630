import { describe, expect, it } from '@jest/globals';
import { bookingQuote, legViewLine } from './booking-legs.js';
import { quote } from './pricing.js';

describe('legViewLine', () => {
  it('says an address leg as the summary does, and a point leg as the spec does', () => {
    const address = { line1: '12 Royal York Crescent', town: 'Bristol', postcode: 'BS8 4JZ' };
    expect(legViewLine({ direction: 'collection', kind: 'address', date: '2026-12-03', address, window: { start: '08:00', end: '10:00' } })).toBe(
      'Collection from 12 Royal York Crescent, BS8 4JZ, Thu 3 Dec 2026, 08:00–10:00',
    );
    expect(legViewLine({ direction: 'return', kind: 'address', date: '2026-12-05', address, window: { start: '14:00', end: '16:00' } })).toBe(
      'Delivery to 12 Royal York Crescent, BS8 4JZ, Sat 5 Dec 2026, 14:00–16:00',
    );
    const point = { id: 1, name: 'Bristol Bus Station', address: 'Marlborough Street', time: '09:00' };
    expect(legViewLine({ direction: 'return', kind: 'point', date: '2026-12-05', point })).toBe('Sat 5 Dec 2026, Bristol Bus Station @ 09:00');
  });
});

describe('bookingQuote', () => {
  it('adds the fees to the storage total and leaves the discount on storage', () => {
    const storage = quote([{ pricePence: 1000, amount: 2 }], 2, [{ rule: 'items_2', percentage: 10 }]);
    const price = bookingQuote(storage, [{ kind: 'collection', pence: 1500 }, { kind: 'return_elsewhere', pence: 1000 }]);
    expect(price).toMatchObject({ feesPence: 2500, totalPence: storage.totalPence + 2500, storage: { discountPence: storage.discountPence } });
  });
});
