import { describe, expect, it } from '@jest/globals';
import { quote } from '@luggage/contracts';
import type { PricedLine, PromoCodeRules } from '../../pricing/index.js';
import { bookingPriceAfterChange } from './change-promo.js';

const code = (overrides: Partial<PromoCodeRules> = {}): PromoCodeRules => ({
  id: 3,
  code: 'AUTUMN10',
  percentOff: 10,
  amountOffPence: null,
  validFrom: '2026-09-01',
  validTo: '2026-11-30',
  maxUses: 5,
  maxUsesPerEmail: null,
  minSpendPence: 0,
  locationIds: [],
  itemIds: [],
  active: true,
  ...overrides,
});

// A Small and a Medium suitcase for one night: £22.50, 10 % off two items, £20.25.
const storage = quote([{ pricePence: 1000, amount: 1 }, { pricePence: 1250, amount: 1 }], 1, [{ rule: 'items_2', percentage: 10 }]);
const priced = { quote: storage, lines: [{ item: { id: 1 } }, { item: { id: 2 } }] as unknown as PricedLine[] };
const context = { partnerPercent: 0, locationId: 7, today: { year: 2026, month: 12, day: 1 } };
const collection = [{ kind: 'collection' as const, pence: 1500 }];

describe(bookingPriceAfterChange.name, () => {
  it('takes the partner link’s discount off storage, then the code off what is left, never off the fees', () => {
    const price = bookingPriceAfterChange(priced, collection, { kind: 'booked', code: code(), written: 'AUTUMN10' }, { ...context, partnerPercent: 10 });
    // £20.25 less 10 % is £18.23 (half up); the code's 10 % of that is £1.82; plus the £15 collection.
    expect(price).toMatchObject({ ok: true, codeId: 3, dropped: null, quote: { storage: { totalPence: 1823, partnerPercentage: 10 }, promo: { code: 'AUTUMN10', pence: 182 }, totalPence: 1641 + 1500 } });
  });

  it('keeps a booked code past its last day, and drops it with its reason when the changed basket no longer meets it', () => {
    expect(bookingPriceAfterChange(priced, [], { kind: 'booked', code: code(), written: 'AUTUMN10' }, context)).toMatchObject({ ok: true, codeId: 3 });
    const dropped = bookingPriceAfterChange(priced, [], { kind: 'booked', code: code({ minSpendPence: 3000 }), written: 'AUTUMN10' }, context);
    expect(dropped).toMatchObject({ ok: true, codeId: null, quote: { promo: null, totalPence: 2025 }, dropped: { code: 'AUTUMN10', reason: { key: 'validation:promoCode.minSpend' } } });
  });

  it('judges a code asked for as the public check does: its days, then its uses', () => {
    expect(bookingPriceAfterChange(priced, [], { kind: 'asked', code: code(), written: 'AUTUMN10', uses: { spent: 0, spentByEmail: 0 } }, context)).toMatchObject({
      ok: false,
      refusal: { key: 'validation:promoCode.expired' },
    });
    const today = { year: 2026, month: 10, day: 1 };
    expect(bookingPriceAfterChange(priced, [], { kind: 'asked', code: code(), written: 'AUTUMN10', uses: { spent: 5, spentByEmail: 0 } }, { ...context, today })).toMatchObject({
      ok: false,
      refusal: { key: 'validation:promoCode.usedUp' },
    });
    expect(bookingPriceAfterChange(priced, [], { kind: 'asked', code: null, written: 'NOPE', uses: null }, context)).toMatchObject({ ok: false, refusal: { key: 'validation:promoCode.unknown' } });
    expect(bookingPriceAfterChange(priced, [], { kind: 'asked', code: code(), written: 'AUTUMN10', uses: { spent: 4, spentByEmail: 0 } }, { ...context, today })).toMatchObject({
      ok: true,
      codeId: 3,
      quote: { totalPence: 1823 },
    });
  });

  it('prices without a code when none is wanted', () => {
    expect(bookingPriceAfterChange(priced, collection, { kind: 'none' }, context)).toMatchObject({ ok: true, codeId: null, dropped: null, quote: { promo: null, totalPence: 2025 + 1500 } });
  });
});
