import { describe, expect, it } from '@jest/globals';
import { documentLine, documentTotals, normaliseVatNumber, UK_VAT_NUMBER_PATTERN, vatOfGross } from './vat.js';

describe(vatOfGross.name, () => {
  it('takes the VAT out of a VAT-inclusive price, the net rounded to the penny', () => {
    expect(vatOfGross(1200, 20)).toBe(200);
    expect(vatOfGross(3645, 20)).toBe(607); // net 3037.5 → 3038
    expect(vatOfGross(1, 20)).toBe(0);
    expect(vatOfGross(1800, 0)).toBe(0);
  });

  it('mirrors a negative line to the penny', () => {
    expect(vatOfGross(-3645, 20)).toBe(-607);
    expect(vatOfGross(-1200, 20)).toBe(-200);
  });
});

describe(documentTotals.name, () => {
  it('sums the lines, each rounded on its own', () => {
    const lines = [documentLine('Storage', 3645, 20), documentLine('Discount', -365, 20), documentLine('Collection', 1000, 20)];
    expect(documentTotals(lines)).toEqual({ grossPence: 4280, vatPence: 607 - 61 + 167, netPence: 4280 - (607 - 61 + 167) });
  });
});

describe('VAT numbers', () => {
  it('accepts GB and 9 or 12 digits once spaces are dropped', () => {
    expect(UK_VAT_NUMBER_PATTERN.test(normaliseVatNumber('gb 123 4567 89'))).toBe(true);
    expect(UK_VAT_NUMBER_PATTERN.test('GB123456789012')).toBe(true);
    expect(UK_VAT_NUMBER_PATTERN.test('GB12345678')).toBe(false);
    expect(UK_VAT_NUMBER_PATTERN.test('FR123456789')).toBe(false);
  });
});
