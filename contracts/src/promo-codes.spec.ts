import { describe, expect, it } from '@jest/globals';
import { bookingQuote } from './booking-legs.js';
import { priceLines } from './booking-presentation.js';
import { quote } from './pricing.js';
import { normalisePromoCode, PROMO_CODE_PATTERN, promoDiscountPence, promoRefusalMessage } from './promo-codes.js';

// A Small (£10) and a Medium (£12.50) suitcase for two nights: £45.00 full, £36.45 after 10 % for two items and 10 % for two nights.
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
const percent = (code: string, percentOff: number) => ({ code, percentOff, amountOffPence: null });
const amount = (code: string, amountOffPence: number) => ({ code, percentOff: null, amountOffPence });

describe('a promo code in the one booking price', () => {
  it('takes a percentage of storage after the item and night discounts, not of the full price', () => {
    const booked = bookingQuote(storage, [], percent('SUMMER10', 10));
    // 10 % of £36.45 is £3.645: what is left, £32.805, rounds half up to £32.81, so the code takes £3.64.
    expect(booked.promo).toEqual({ code: 'SUMMER10', pence: 364 });
    expect(booked.totalPence).toBe(3281);
  });

  it('rounds to the penny half up, as the item and night discounts do', () => {
    expect(promoDiscountPence(105, { percentOff: 10, amountOffPence: null })).toBe(10); // 94.5 left rounds up to 95
    expect(promoDiscountPence(3645, { percentOff: 15, amountOffPence: null })).toBe(547); // 3098.25 left rounds to 3098
    expect(promoDiscountPence(3645, { percentOff: 100, amountOffPence: null })).toBe(3645);
  });

  it('never touches the legs’ fees: a code takes its part of storage only', () => {
    const booked = bookingQuote(storage, [{ kind: 'collection', pence: 1500 }], percent('HALF', 50));
    expect(booked.promo?.pence).toBe(1822); // half of £36.45, what is left (1822.5) rounded up to 1823
    expect(booked.totalPence).toBe(3645 - 1822 + 1500);
  });

  it('takes an amount whole, and never below zero', () => {
    expect(bookingQuote(storage, [], amount('FIVER', 500)).totalPence).toBe(3145);
    const more = bookingQuote(storage, [{ kind: 'delivery', pence: 2000 }], amount('HUNDRED', 10_000));
    expect(more.promo?.pence).toBe(3645);
    expect(more.totalPence).toBe(2000);
  });

  it('shows the code as its own price line, after the discount and before the fees', () => {
    const booked = bookingQuote(storage, [{ kind: 'collection', pence: 1500 }], amount('FIVER', 500));
    const lines = priceLines({ noDiscountPence: storage.noDiscountPence, discountPence: storage.discountPence, promo: booked.promo, fees: booked.fees, totalPence: booked.totalPence });
    expect(lines.map((line) => line.kind)).toEqual(['storage', 'discount', 'promo', 'fee', 'total']);
    expect(lines[2]).toEqual({ kind: 'promo', code: 'FIVER', pence: 500 });
  });
});

describe('a code as written', () => {
  it('is compared upper case, letters, digits and dashes only', () => {
    expect(normalisePromoCode(' summer-10 ')).toBe('SUMMER-10');
    expect(PROMO_CODE_PATTERN.test('SUMMER-10')).toBe(true);
    expect(PROMO_CODE_PATTERN.test('SUMMER 10')).toBe(false);
    expect(PROMO_CODE_PATTERN.test('AB')).toBe(false);
  });

  it('names a refusal’s dates and minimum spend for each language to write', () => {
    expect(promoRefusalMessage('expired', { validTo: '31-10-2026' })).toEqual({ key: 'validation:promoCode.expired', params: { validTo: '31-10-2026' }, dates: ['validTo'], money: [] });
    expect(promoRefusalMessage('minSpend', { minSpendPence: 5000 })).toEqual({ key: 'validation:promoCode.minSpend', params: { minSpend: 5000 }, dates: [], money: ['minSpend'] });
  });
});
