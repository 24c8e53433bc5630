import { describe, expect, it } from '@jest/globals';
import { formatterFor } from './format.js';

describe('formatterFor', () => {
  const instant = new Date('2026-12-03T08:00:00Z');

  it('keeps English as the product writes it', () => {
    const en = formatterFor('en-GB');
    expect(en.date('03-12-2026')).toBe('Thu 3 Dec 2026');
    expect(en.date('2026-09-10')).toBe('Thu 10 Sep 2026');
    expect(en.money(1500)).toBe('£15.00');
    expect(en.dateTime(instant)).toBe('Thu 3 Dec 2026, 08:00');
  });

  it('writes dates, money and times as each language does, in pounds and on London time', () => {
    expect(formatterFor('fr').date('2026-12-03')).toBe('jeu. 3 déc. 2026');
    expect(formatterFor('de').date('2026-12-03')).toBe('Do., 3. Dez. 2026');
    expect(formatterFor('zh-Hans').date('2026-12-03')).toBe('2026年12月3日周四');
    expect(formatterFor('fr').money(1500)).toMatch(/^15,00\s£$/);
    expect(formatterFor('de').money(150050)).toMatch(/^1\.500,50\s£$/);
    expect(formatterFor('zh-Hans').money(1500)).toBe('£15.00');
    // 08:00 UTC in December is 08:00 in London; in July the same instant would be 09:00.
    expect(formatterFor('de').dateTime(new Date('2026-07-02T08:00:00Z'))).toContain('09:00');
  });

  it('writes pounds exactly as Intl.NumberFormat does in each language, without making one', () => {
    const amounts = [0, 5, 99, 100, 1500, 99999, 100000, 123456, 999999, 1000000, 1234567, 123456789, -320, -123456];
    for (const language of ['fr', 'de', 'es', 'zh-Hans'] as const) {
      const intl = new Intl.NumberFormat(language, { style: 'currency', currency: 'GBP', currencyDisplay: 'narrowSymbol' });
      for (const pence of amounts) expect(formatterFor(language).money(pence)).toBe(intl.format(pence / 100));
    }
  });

  it('gives back text that is not a date as it was', () => {
    expect(formatterFor('fr').date('soon')).toBe('soon');
  });
});
