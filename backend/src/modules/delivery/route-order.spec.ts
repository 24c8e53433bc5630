import { describe, expect, it } from '@jest/globals';
import { postcodeGap, routeOrder, type RoutedStop } from './route-order.js';

const stop = (id: number, windowStart: string, postcode: string, lat?: number, lng?: number): RoutedStop => ({ id, windowStart, postcode, lat, lng });
const ids = (stops: RoutedStop[]) => stops.map((s) => s.id);

// Bristol Temple Meads, and places around it.
const STORE = { postcode: 'BS1 6QF', lat: 51.4491, lng: -2.5813 };

describe('routeOrder', () => {
  it('visits window by window, whatever the distances', () => {
    const near10 = stop(1, '10:00', 'BS1 6QG', 51.4492, -2.5812);
    const far08 = stop(2, '08:00', 'BS9 1AA', 51.4900, -2.6300);
    expect(ids(routeOrder(STORE, [near10, far08]))).toEqual([2, 1]);
  });

  it('goes to the nearest next stop by coordinates, from the storage point', () => {
    const clifton = stop(1, '08:00', 'BS8 4JZ', 51.4545, -2.6200);
    const redcliffe = stop(2, '08:00', 'BS1 6RA', 51.4480, -2.5880);
    const westbury = stop(3, '08:00', 'BS9 3AA', 51.4900, -2.6250);
    const hotwells = stop(4, '08:00', 'BS8 4RU', 51.4500, -2.6100);
    expect(ids(routeOrder(STORE, [clifton, redcliffe, westbury, hotwells]))).toEqual([2, 4, 1, 3]);
  });

  it('orders stops without coordinates by postcode: same sector, then district, then area', () => {
    const store = { postcode: 'BS8 4JZ' };
    const bath = stop(1, '08:00', 'BA1 1AA');
    const bs9 = stop(2, '08:00', 'BS9 3AA');
    const bs8Other = stop(3, '08:00', 'BS8 1AB');
    const bs8Same = stop(4, '08:00', 'BS8 4RU');
    const bs16 = stop(5, '08:00', 'BS16 1AA');
    // From BS8 4: BS8 4RU, BS8 1AB, then BS9 (next to BS8), BS16, and Bath last.
    expect(ids(routeOrder(store, [bath, bs9, bs8Other, bs8Same, bs16]))).toEqual([4, 3, 2, 5, 1]);
  });

  it('takes the stops with coordinates before those known only by postcode, and is stable on ties', () => {
    const unknown = stop(1, '08:00', 'BS1 6QG');
    const known = stop(2, '08:00', 'BS9 1AA', 51.49, -2.63);
    const twinA = stop(4, '08:00', 'BS2 0AA');
    const twinB = stop(3, '08:00', 'BS2 0AA');
    expect(ids(routeOrder(STORE, [unknown, twinA, known, twinB]))).toEqual([2, 3, 4, 1]);
  });

  it('answers nothing for no stops', () => {
    expect(routeOrder(STORE, [])).toEqual([]);
  });
});

describe('postcodeGap', () => {
  it('scores the same sector 0, the same district below the same area, another area highest', () => {
    expect(postcodeGap('BS8 4JZ', 'bs8 4ru')).toBe(0);
    expect(postcodeGap('BS8 4JZ', 'BS8 1AB')).toBeGreaterThanOrEqual(1);
    expect(postcodeGap('BS8 4JZ', 'BS8 1AB')).toBeLessThan(2);
    expect(postcodeGap('BS8 4JZ', 'BS9 1AB')).toBeLessThan(postcodeGap('BS8 4JZ', 'BS16 1AB'));
    expect(postcodeGap('BS8 4JZ', 'BA1 1AA')).toBe(3);
  });
});
