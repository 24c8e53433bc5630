import { describe, expect, it } from '@jest/globals';
import { isDayStay, itemRuleFor, nightRuleFor, quote, type QuoteDiscount, type QuoteLine, unitPricePence, withPartnerDiscount } from './pricing.js';

/** The demo catalog's discounts (spec section 9's rules with the owner's percentages). */
const DISCOUNTS: QuoteDiscount[] = [
  { rule: 'items_2', percentage: 10 },
  { rule: 'items_3', percentage: 15 },
  { rule: 'items_4', percentage: 20 },
  { rule: 'items_5_plus', percentage: 25 },
  { rule: 'nights_2', percentage: 10 },
  { rule: 'nights_3', percentage: 15 },
];

const smallSuitcases = (amount: number) => (amount === 0 ? [] : [{ pricePence: 1000, amount }]);

describe(quote.name, () => {
  // Expected values worked out by hand: perNight = round(1000n x (1 - itemPct)), total = round(perNight x nights x (1 - nightPct)).
  it.each([
    // items, nights, perNight, total, noDiscount, discount
    [0, 1, 0, 0, 0, 0],
    [0, 2, 0, 0, 0, 0],
    [0, 3, 0, 0, 0, 0],
    [1, 1, 1000, 1000, 1000, 0],
    [1, 2, 1000, 1800, 2000, 200],
    [1, 3, 1000, 2550, 3000, 450],
    [2, 1, 1800, 1800, 2000, 200],
    [2, 2, 1800, 3240, 4000, 760],
    [2, 3, 1800, 4590, 6000, 1410],
    [3, 1, 2550, 2550, 3000, 450],
    [3, 2, 2550, 4590, 6000, 1410],
    [3, 3, 2550, 6503, 9000, 2497], // 7650 x 0.85 = 6502.5, rounded half up
    [4, 1, 3200, 3200, 4000, 800],
    [4, 2, 3200, 5760, 8000, 2240],
    [4, 3, 3200, 8160, 12000, 3840],
    [5, 1, 3750, 3750, 5000, 1250],
    [5, 2, 3750, 6750, 10000, 3250],
    [5, 3, 3750, 9563, 15000, 5437], // 11250 x 0.85 = 9562.5, rounded half up
    [6, 1, 4500, 4500, 6000, 1500], // 5 or more items: the 'Five Items +' rate
    [6, 2, 4500, 8100, 12000, 3900],
    [6, 3, 4500, 11475, 18000, 6525],
  ])('%i small suitcase(s) for %i night(s): %i per night, %i total', (items, nights, perNight, total, noDiscount, discount) => {
    const result = quote(smallSuitcases(items), nights, DISCOUNTS);
    expect(result).toMatchObject({ itemCount: items, perNightPence: perNight, totalPence: total, noDiscountPence: noDiscount, discountPence: discount });
    expect(result.noDiscountPence - result.discountPence).toBe(result.totalPence);
  });

  it('counts the quantity across lines for the item tier, and prices each line at its own price', () => {
    // 10 + 15 = 25.00 per night, two items -10% = 22.50
    expect(quote([{ pricePence: 1000, amount: 1 }, { pricePence: 1500, amount: 1 }], 1, DISCOUNTS)).toMatchObject({
      itemCount: 2,
      fullPerNightPence: 2500,
      perNightPence: 2250,
      itemPercentage: 10,
      nightPercentage: 0,
    });
  });

  it('rounds half pence up at the per-night step and again at the total', () => {
    // 3 x 12.50 = 37.50, -15% = 31.875 -> 31.88; x2 nights = 63.76, -10% = 57.384 -> 57.38
    const result = quote([{ pricePence: 1250, amount: 3 }], 2, DISCOUNTS);
    expect(result.perNightPence).toBe(3188);
    expect(result.totalPence).toBe(5738);
  });

  it('gives an empty basket a zero quote with no discount', () => {
    expect(quote([], 2, DISCOUNTS)).toEqual({
      itemCount: 0,
      fullPerNightPence: 0,
      perNightPence: 0,
      noDiscountPence: 0,
      totalPence: 0,
      discountPence: 0,
      hasDiscount: false,
      itemPercentage: 0,
      nightPercentage: 10,
    });
  });

  it('treats a discount below £1 as none to show, while still charging the discounted total', () => {
    const tiny = quote([{ pricePence: 1000, amount: 2 }], 1, [{ rule: 'items_2', percentage: 1 }]);
    expect(tiny).toMatchObject({ totalPence: 1980, discountPence: 20, hasDiscount: false });
    const pound = quote([{ pricePence: 1000, amount: 2 }], 1, [{ rule: 'items_2', percentage: 5 }]);
    expect(pound).toMatchObject({ totalPence: 1900, discountPence: 100, hasDiscount: true });
  });

  it('applies no discount for a rule the catalog does not offer, and keeps percentages within 0 to 100', () => {
    expect(quote(smallSuitcases(3), 3, []).totalPence).toBe(9000);
    expect(quote(smallSuitcases(2), 1, [{ rule: 'items_2', percentage: 150 }]).totalPence).toBe(0);
    expect(quote(smallSuitcases(2), 1, [{ rule: 'items_2', percentage: -20 }]).totalPence).toBe(2000);
  });
});

/** The demo's items with their night and day prices (the day: Small £6.00, Medium £7.50, Large £9.00, Oversized £12.00). */
const SMALL = { pricePence: 1000, dayPricePence: 600 };
const MEDIUM = { pricePence: 1250, dayPricePence: 750 };
const LARGE = { pricePence: 1500, dayPricePence: 900 };
const OVERSIZED = { pricePence: 2000, dayPricePence: 1200 };
const of = (item: typeof SMALL, amount: number): QuoteLine => ({ ...item, amount });
const DAY = 0;

describe(`${quote.name} of a day (nights 0)`, () => {
  // Expected values worked out by hand: day = round(600n x (1 - itemPct)); no night discount, so total = day.
  it.each([
    // small suitcases, total, noDiscount, discount
    [0, 0, 0, 0],
    [1, 600, 600, 0],
    [2, 1080, 1200, 120],
    [3, 1530, 1800, 270],
    [4, 1920, 2400, 480],
    [5, 2250, 3000, 750],
    [6, 2700, 3600, 900], // 5 or more items: the 'Five Items +' rate
  ])('%i small suitcase(s) for a day: %i', (items, total, noDiscount, discount) => {
    const result = quote(items === 0 ? [] : [of(SMALL, items)], DAY, DISCOUNTS);
    expect(result).toMatchObject({ itemCount: items, perNightPence: total, totalPence: total, noDiscountPence: noDiscount, discountPence: discount, nightPercentage: 0 });
    expect(result.noDiscountPence - result.discountPence).toBe(result.totalPence);
  });

  it('prices each line at its day price times its amount, never its night price', () => {
    // 6.00 x 2 + 7.50 + 9.00 + 12.00 = 40.50 for five items, -25% = 30.375 -> 30.38
    const result = quote([of(SMALL, 2), of(MEDIUM, 1), of(LARGE, 1), of(OVERSIZED, 1)], DAY, DISCOUNTS);
    expect(result).toMatchObject({ itemCount: 5, fullPerNightPence: 4050, perNightPence: 3038, totalPence: 3038, itemPercentage: 25 });
    expect(quote([of(SMALL, 1)], DAY, []).totalPence).toBe(600);
    expect(quote([of(SMALL, 1)], 1, []).totalPence).toBe(1000);
  });

  it('applies the item-count discounts across lines, as to a night', () => {
    // 6.00 + 7.50 = 13.50, two items -10% = 12.15
    expect(quote([of(SMALL, 1), of(MEDIUM, 1)], DAY, DISCOUNTS)).toMatchObject({ itemCount: 2, fullPerNightPence: 1350, totalPence: 1215, itemPercentage: 10, hasDiscount: true });
  });

  it('applies no multi-night discount, whatever discounts the catalog has', () => {
    const nightsOnly: QuoteDiscount[] = [
      { rule: 'nights_2', percentage: 50 },
      { rule: 'nights_3', percentage: 50 },
    ];
    expect(quote([of(SMALL, 1)], DAY, nightsOnly)).toMatchObject({ totalPence: 600, discountPence: 0, nightPercentage: 0, hasDiscount: false });
    expect(quote([of(MEDIUM, 2)], DAY, [...DISCOUNTS, ...nightsOnly])).toMatchObject({ totalPence: 1350, nightPercentage: 0 });
  });

  it('rounds half pence up to the penny, as for nights', () => {
    // 3 x 7.50 = 22.50, -15% = 19.125 -> 19.13; 7.50 + 9.00 + 12.00 = 28.50, -15% = 24.225 -> 24.23
    expect(quote([of(MEDIUM, 3)], DAY, DISCOUNTS).totalPence).toBe(1913);
    expect(quote([of(MEDIUM, 1), of(LARGE, 1), of(OVERSIZED, 1)], DAY, DISCOUNTS).totalPence).toBe(2423);
    // An odd day price: 3 x 3.33 = 9.99, -15% = 8.4915 -> 8.49 (below the half, down)
    expect(quote([{ pricePence: 500, dayPricePence: 333, amount: 3 }], DAY, DISCOUNTS).totalPence).toBe(849);
  });

  it('treats a discount below £1 as none to show, while still charging the discounted total', () => {
    expect(quote([of(SMALL, 2)], DAY, [{ rule: 'items_2', percentage: 5 }])).toMatchObject({ totalPence: 1140, discountPence: 60, hasDiscount: false });
  });

  it('refuses to quote a day for a line without a day price', () => {
    expect(() => quote([{ pricePence: 1000, amount: 1 }], DAY, DISCOUNTS)).toThrow(RangeError);
  });

  it('tells a day from nights, and each line its price for the stay', () => {
    expect([0, 1, 2, 3].map(isDayStay)).toEqual([true, false, false, false]);
    expect([0, 1, 3].map((nights) => unitPricePence(SMALL, nights))).toEqual([600, 1000, 1000]);
  });
});

describe('discount rules', () => {
  it.each([
    [0, null],
    [1, null],
    [2, 'items_2'],
    [3, 'items_3'],
    [4, 'items_4'],
    [5, 'items_5_plus'],
    [9, 'items_5_plus'],
  ])('%i item(s) use %p', (count, rule) => expect(itemRuleFor(count)).toBe(rule));

  it.each([
    [0, null],
    [1, null],
    [2, 'nights_2'],
    [3, 'nights_3'],
  ])('%i night(s) use %p', (nights, rule) => expect(nightRuleFor(nights)).toBe(rule));
});

describe('withPartnerDiscount (a partner link, issue 41)', () => {
  const storage = quote([{ pricePence: 1000, amount: 1 }, { pricePence: 1250, amount: 1 }], 2, [
    { rule: 'items_2', percentage: 10 },
    { rule: 'nights_2', percentage: 10 },
  ]);

  it('takes its percentage off the total after the item and night discounts, rounded half up, and counts it in the discount', () => {
    expect(storage.totalPence).toBe(3645);
    const linked = withPartnerDiscount(storage, 10);
    expect(linked).toMatchObject({ totalPence: 3281, noDiscountPence: 4500, discountPence: 1219, hasDiscount: true, partnerPercentage: 10, itemPercentage: 10, nightPercentage: 10 });
  });

  it('gives the quote back unchanged for 0, and never goes below nothing', () => {
    expect(withPartnerDiscount(storage, 0)).toBe(storage);
    expect(withPartnerDiscount(storage, 150).totalPence).toBe(0);
  });
});
