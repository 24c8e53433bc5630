import { describe, expect, it } from '@jest/globals';
import { addressLegLine, bookingQuote, legStateLabel, legViewLine, passUseLine, tripsLeftLabel } from './booking-legs.js';
import { quote } from './pricing.js';

describe(bookingQuote.name, () => {
  // Two items for two nights: both discounts apply, to storage only.
  const storage = quote(
    [
      { pricePence: 1000, amount: 1 },
      { pricePence: 1250, amount: 1 },
    ],
    2,
    [
      { rule: 'items_2', percentage: 10 },
      { rule: 'nights_2', percentage: 10 },
    ],
  );

  it('adds the fees to the discounted storage, leaving the discount on storage alone', () => {
    const booked = bookingQuote(storage, [
      { kind: 'collection', pence: 1500 },
      { kind: 'delivery', pence: 2000 },
    ]);
    expect(booked).toEqual({
      storage,
      promo: null,
      fees: [
        { kind: 'collection', pence: 1500 },
        { kind: 'delivery', pence: 2000 },
      ],
      feesPence: 3500,
      totalPence: storage.totalPence + 3500,
    });
    expect(booked.storage.discountPence).toBe(855);
  });

  it('is the storage price alone without fees', () => {
    expect(bookingQuote(storage, [])).toEqual({ storage, promo: null, fees: [], feesPence: 0, totalPence: 3645 });
  });
});

describe('leg texts', () => {
  it('writes an address leg as the summary lists it', () => {
    const address = { line1: '12 Royal York Crescent', postcode: 'BS8 4JZ' };
    expect(addressLegLine('collection', address, 'Thu 3 Dec 2026', { start: '08:00', end: '10:00' })).toBe('Collection from 12 Royal York Crescent, BS8 4JZ, Thu 3 Dec 2026, 08:00–10:00');
    expect(addressLegLine('return', address, 'Sat 5 Dec 2026', { start: '14:00', end: '16:00' })).toBe('Delivery to 12 Royal York Crescent, BS8 4JZ, Sat 5 Dec 2026, 14:00–16:00');
  });

  it('labels the states and the trips left for the customer', () => {
    expect(legStateLabel('collection', 'on_the_way')).toBe('Driver on the way');
    expect(legStateLabel('collection', 'failed')).toBe('We could not collect');
    expect(legStateLabel('return', 'failed')).toBe('We could not deliver');
    expect(tripsLeftLabel(2)).toBe('2 left');
  });
});

describe(legViewLine.name, () => {
  it('says a booked address leg as the summary does, and a point leg as the spec does', () => {
    const address = { line1: '12 Royal York Crescent', town: 'Bristol', postcode: 'BS8 4JZ' };
    expect(legViewLine({ direction: 'collection', kind: 'address', date: '2026-12-03', address, window: { start: '08:00', end: '10:00' } })).toBe(
      'Collection from 12 Royal York Crescent, BS8 4JZ, Thu 3 Dec 2026, 08:00–10:00',
    );
    const point = { id: 1, name: 'Bristol Bus Station', address: 'Marlborough Street', time: '09:00' };
    expect(legViewLine({ direction: 'return', kind: 'point', date: '2026-12-05', point })).toBe('Sat 5 Dec 2026, Bristol Bus Station @ 09:00');
  });
});

describe('pass texts of a leg', () => {
  it('tells how the pass is used: by the driver at an address, by the staff at the leg’s own point', () => {
    expect(passUseLine({ kind: 'address' })).toBe('Your driver scans this pass, or types your reference and PIN.');
    const point = { id: 2, name: 'Bath Spa Station', address: 'Dorchester St', time: '10:00' };
    expect(passUseLine({ kind: 'point', point })).toBe('Show this QR code at Bath Spa Station, or tell the staff your reference and PIN.');
  });
});
