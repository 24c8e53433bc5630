import { describe, expect, it } from '@jest/globals';
import type { BasketLine } from '@luggage/contracts';
import { localise } from '../../shared/i18n/message.js';
import type { PricingCatalog } from '../catalog/index.js';
import { ITEM_UNAVAILABLE, priceBasket, priceItems, TOTAL_CHANGED } from './price-basket.js';

const catalog: PricingCatalog = {
  items: new Map([
    ['SS', { id: 1, code: 'SS', title: 'Small Suitcase', pricePence: 1000, dayPricePence: 600 }],
    ['MS', { id: 2, code: 'MS', title: 'Medium Suitcase', pricePence: 1250, dayPricePence: 750 }],
  ]),
  discounts: [
    { rule: 'items_2', percentage: 10 },
    { rule: 'nights_2', percentage: 10 },
  ],
};

const line = (code: string, price: number, amount: number, overrides: Partial<BasketLine> = {}): BasketLine => ({
  code,
  price,
  amount,
  fullItemsPrice: price * amount,
  typeName: code,
  ...overrides,
});

describe(priceBasket.name, () => {
  it('prices from the catalog and accepts the matching client total', () => {
    // (10 + 12.50) = 22.50 per night, -10% for two items = 20.25, x2 nights = 40.50, -10% = 36.45
    const result = priceBasket([line('SS', 10, 1), line('MS', 12.5, 1)], 2, 36.45, catalog);
    expect(result).toMatchObject({ ok: true, quote: { totalPence: 3645, noDiscountPence: 4500, discountPence: 855 } });
  });

  it('drops lines with a quantity of 0, even for an unknown item', () => {
    const result = priceBasket([line('SS', 10, 1), line('XX', 99, 0)], 1, 10, catalog);
    expect(result.ok && result.lines.map((l) => l.item.code)).toEqual(['SS']);
  });

  it('refuses a lowered total', () => {
    expect(priceBasket([line('SS', 10, 1)], 1, 1, catalog)).toEqual({ ok: false, errors: { totalCost: [TOTAL_CHANGED] } });
  });

  it('refuses a line whose price or line total differs from the catalog', () => {
    const refused = priceBasket([line('SS', 1, 1)], 1, 1, catalog);
    expect(refused.ok ? null : refused.errors['storageItemsBasket.0.price'].map((text) => localise(text))).toEqual([
      'The price of Small Suitcase has changed: please review your booking.',
    ]);
    const wrongLineTotal = priceBasket([line('SS', 10, 2, { fullItemsPrice: 2 })], 1, 18, catalog);
    expect(wrongLineTotal.ok ? null : wrongLineTotal.errors['storageItemsBasket.0.fullItemsPrice'].map((text) => localise(text))).toEqual([
      'The price of Small Suitcase has changed: please review your booking.',
    ]);
  });

  it('refuses an item the catalog does not offer (unknown or inactive)', () => {
    expect(priceBasket([line('SS', 10, 1), line('LS', 15, 1)], 1, 22.5, catalog)).toEqual({
      ok: false,
      errors: { 'storageItemsBasket.1.code': [ITEM_UNAVAILABLE] },
    });
  });

  it('prices a day (nights 0) from the day prices, with the item discount and no night discount', () => {
    // (6.00 + 7.50) = 13.50, -10% for two items = 12.15; no night discount
    expect(priceBasket([line('SS', 6, 1), line('MS', 7.5, 1)], 0, 12.15, catalog)).toMatchObject({ ok: true, quote: { totalPence: 1215, noDiscountPence: 1350 } });
    expect(priceItems([{ code: 'SS', amount: 2 }], 0, catalog)).toMatchObject({ ok: true, quote: { totalPence: 1080 } });
  });

  it('refuses a day line sent at the night price, and a night line sent at the day price', () => {
    const atNightPrice = priceBasket([line('SS', 10, 1)], 0, 10, catalog);
    expect(atNightPrice.ok ? null : Object.keys(atNightPrice.errors)).toEqual(['storageItemsBasket.0.price']);
    const atDayPrice = priceBasket([line('SS', 6, 1)], 1, 6, catalog);
    expect(atDayPrice.ok ? null : Object.keys(atDayPrice.errors)).toEqual(['storageItemsBasket.0.price']);
  });
});
