import { describe, expect, it } from '@jest/globals';
import { anItem } from '../../../lib/test-catalog';
import { cheapestActiveDayPrice, cheapestActiveItem } from './cheapest-item';

const small = anItem({ id: 1, code: 'SS', price: 10, day_price: 6 });
const medium = anItem({ id: 2, code: 'MS', price: 12.5, day_price: 7.5 });
const retiredCheap = anItem({ id: 3, code: 'TR', price: 4, day_price: 2, active: false });

describe('the landing page’s starting prices', () => {
  it('names the active item cheapest by the night and the lowest active price for a day', () => {
    expect(cheapestActiveItem([medium, small, retiredCheap])?.code).toBe('SS');
    expect(cheapestActiveDayPrice([medium, small, retiredCheap])).toBe(6);
  });

  it('takes the lowest day price even from an item that is not the cheapest by the night', () => {
    const dayBargain = anItem({ id: 4, code: 'DB', price: 15, day_price: 5 });
    expect(cheapestActiveItem([small, dayBargain])?.code).toBe('SS');
    expect(cheapestActiveDayPrice([small, dayBargain])).toBe(5);
  });

  it('has no price when no item is active', () => {
    expect(cheapestActiveItem([retiredCheap])).toBeNull();
    expect(cheapestActiveDayPrice([retiredCheap])).toBeNull();
  });
});
