import { describe, expect, it } from '@jest/globals';
import { judgeBookedPromo, judgePromo, judgeUses, type PromoCodeRules } from './promo-rules.js';

const summer: PromoCodeRules = {
  id: 1,
  code: 'SUMMER10',
  percentOff: 10,
  amountOffPence: null,
  validFrom: '2026-06-01',
  validTo: '2026-10-31',
  maxUses: 5,
  maxUsesPerEmail: 1,
  minSpendPence: 3000,
  locationIds: [],
  itemIds: [],
  active: true,
};
const basket = { locationId: 7, itemIds: [1, 2], storagePence: 3645, today: { year: 2026, month: 7, day: 1 } };

describe(judgePromo.name, () => {
  it('applies a valid code: 10 % of storage after its discounts', () => {
    expect(judgePromo(summer, basket)).toMatchObject({ ok: true, terms: { code: 'SUMMER10', percentOff: 10, amountOffPence: null }, pence: 364 });
  });

  it('counts its first and last days as valid, and says the day it ended or starts', () => {
    expect(judgePromo(summer, { ...basket, today: { year: 2026, month: 10, day: 31 } }).ok).toBe(true);
    expect(judgePromo(summer, { ...basket, today: { year: 2026, month: 6, day: 1 } }).ok).toBe(true);
    expect(judgePromo(summer, { ...basket, today: { year: 2026, month: 11, day: 1 } })).toMatchObject({ ok: false, refusal: 'expired', message: { params: { validTo: '31-10-2026' } } });
    expect(judgePromo(summer, { ...basket, today: { year: 2026, month: 5, day: 31 } })).toMatchObject({ ok: false, refusal: 'notYetValid', message: { params: { validFrom: '01-06-2026' } } });
  });

  it('compares the minimum spend with storage after the item and night discounts, before the code', () => {
    expect(judgePromo({ ...summer, minSpendPence: 3645 }, basket).ok).toBe(true);
    expect(judgePromo({ ...summer, minSpendPence: 3646 }, basket)).toMatchObject({ ok: false, refusal: 'minSpend', message: { params: { minSpend: 3646 }, money: ['minSpend'] } });
  });

  it('keeps to its points and to baskets holding one of its items; empty lists mean everywhere', () => {
    expect(judgePromo({ ...summer, locationIds: [8] }, basket)).toMatchObject({ ok: false, refusal: 'notHere' });
    expect(judgePromo({ ...summer, locationIds: [7, 8] }, basket).ok).toBe(true);
    expect(judgePromo({ ...summer, itemIds: [3] }, basket)).toMatchObject({ ok: false, refusal: 'notForItems' });
    expect(judgePromo({ ...summer, itemIds: [2, 3] }, basket).ok).toBe(true);
  });

  it('refuses an unknown or deactivated code', () => {
    expect(judgePromo(null, basket)).toMatchObject({ ok: false, refusal: 'unknown' });
    expect(judgePromo({ ...summer, active: false }, basket)).toMatchObject({ ok: false, refusal: 'inactive' });
  });

  it('takes an amount off whole, never more than storage', () => {
    expect(judgePromo({ ...summer, percentOff: null, amountOffPence: 5000, minSpendPence: 0 }, basket)).toMatchObject({ ok: true, pence: 3645 });
  });
});

describe(judgeUses.name, () => {
  it('refuses the use after the last, in all and per email', () => {
    expect(judgeUses(summer, { spent: 4, spentByEmail: 0 })).toBeNull();
    expect(judgeUses(summer, { spent: 5, spentByEmail: 0 })?.refusal).toBe('usedUp');
    expect(judgeUses(summer, { spent: 1, spentByEmail: 1 })?.refusal).toBe('usedUpForEmail');
    expect(judgeUses({ ...summer, maxUsesPerEmail: null }, { spent: 1, spentByEmail: 3 })).toBeNull();
    expect(judgeUses(summer, { spent: 1, spentByEmail: null })).toBeNull();
  });
});

describe(judgeBookedPromo.name, () => {
  it('judges a booked code on the changed basket only: its point, items and minimum spend, not its days nor its being active', () => {
    const past = { ...basket, today: { year: 2027, month: 1, day: 5 } };
    expect(judgeBookedPromo({ ...summer, active: false }, past)).toMatchObject({ ok: true, pence: 364 });
    expect(judgeBookedPromo(summer, { ...past, storagePence: 2025 })).toMatchObject({ ok: false, refusal: 'minSpend' });
    expect(judgeBookedPromo({ ...summer, locationIds: [8] }, past)).toMatchObject({ ok: false, refusal: 'notHere' });
    expect(judgeBookedPromo(null, past)).toMatchObject({ ok: false, refusal: 'unknown' });
  });
});
