import { describe, expect, it } from '@jest/globals';
import { chosenItems, quoteFor, toBasketLines, toQuoteDiscounts, toQuoteLines } from './basket';
import { DEMO_DISCOUNTS, anItem } from './test-catalog';

const small = anItem();
const medium = anItem({ id: 2, storage_item: 'Medium Suitcase', price: 12.5, day_price: 7.5, code: 'MS' });
const retired = anItem({ id: 3, storage_item: 'Trunk', price: 30, code: 'TR', active: false });

describe('basket', () => {
  it('keeps active items with a quantity, in catalog order', () => {
    const chosen = chosenItems([small, medium, retired], { 2: 1, 1: 2, 3: 1 });
    expect(chosen.map((c) => [c.item.code, c.amount])).toEqual([
      ['SS', 2],
      ['MS', 1],
    ]);
  });

  it('turns pounds into pence for quote() and back into the spec basket lines', () => {
    const chosen = chosenItems([small, medium], { 1: 2, 2: 3 });
    expect(toQuoteLines(chosen)).toEqual([
      { pricePence: 1000, dayPricePence: 600, amount: 2 },
      { pricePence: 1250, dayPricePence: 750, amount: 3 },
    ]);
    expect(toBasketLines(chosen, 2)).toEqual([
      { code: 'SS', price: 10, amount: 2, fullItemsPrice: 20, typeName: 'Small Suitcase' },
      { code: 'MS', price: 12.5, amount: 3, fullItemsPrice: 37.5, typeName: 'Medium Suitcase' },
    ]);
  });

  it('sends the day prices in the basket lines of a same-day stay', () => {
    const chosen = chosenItems([small, medium], { 1: 2, 2: 1 });
    expect(toBasketLines(chosen, 0)).toEqual([
      { code: 'SS', price: 6, amount: 2, fullItemsPrice: 12, typeName: 'Small Suitcase' },
      { code: 'MS', price: 7.5, amount: 1, fullItemsPrice: 7.5, typeName: 'Medium Suitcase' },
    ]);
  });

  it('matches discounts by rule', () => {
    expect(toQuoteDiscounts(DEMO_DISCOUNTS.slice(0, 1))).toEqual([{ rule: 'items_2', percentage: 10 }]);
  });

  it('prices two small suitcases for two nights with both discounts', () => {
    const q = quoteFor(chosenItems([small], { 1: 2 }), 2, DEMO_DISCOUNTS);
    // £20 a night, 10% off for two items = £18; two nights £36, 10% off = £32.40; full price £40.
    expect(q).toMatchObject({ perNightPence: 1800, totalPence: 3240, noDiscountPence: 4000, discountPence: 760, hasDiscount: true });
  });

  it('has no discount for one item for one night', () => {
    const q = quoteFor(chosenItems([small], { 1: 1 }), 1, DEMO_DISCOUNTS);
    expect(q).toMatchObject({ totalPence: 1000, discountPence: 0, hasDiscount: false });
  });

  it('prices a small and a medium suitcase for a day at their day prices, with the item discount only', () => {
    const q = quoteFor(chosenItems([small, medium], { 1: 1, 2: 1 }), 0, DEMO_DISCOUNTS);
    // £6.00 + £7.50 = £13.50, 10% off for two items = £12.15; no night discount.
    expect(q).toMatchObject({ totalPence: 1215, noDiscountPence: 1350, discountPence: 135, nightPercentage: 0 });
  });
});
