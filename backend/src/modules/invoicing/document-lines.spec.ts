import { describe, expect, it } from '@jest/globals';
import { documentTotals } from '@luggage/contracts';
import { cancellingLines, invoiceLines, linesAtRate, refundLines } from './document-lines.js';

const say = (message: { key: string }) => message.key;
const amounts = { noDiscountPence: 4000, discountPence: 400, fees: [{ kind: 'collection' as const, pence: 1000 }], totalPence: 4600 };

describe(invoiceLines.name, () => {
  it("lists the booking's storage at full price, its discount as a negative line and each fee, adding up to the payment", () => {
    const lines = invoiceLines(say, amounts, { purpose: 'booking', amountPence: 4600 }, 20);
    expect(lines.map((line) => [line.description, line.grossPence, line.vatPence])).toEqual([
      ['terms:price.storage', 4000, 667],
      ['terms:price.discount', -400, -67],
      ['terms:fees.collection', 1000, 167],
    ]);
    expect(documentTotals(lines)).toEqual({ grossPence: 4600, vatPence: 767, netPence: 3833 });
  });

  it("carries the VAT inside the whole payment when the lines' own roundings would not add up to it", () => {
    const tiny = { noDiscountPence: 3, discountPence: 0, fees: [{ kind: 'collection' as const, pence: 3 }], totalPence: 6 };
    // 3p holds no VAT at 20 % rounded (net 2.5p rounds to 3p), but 6p holds 1p (net 5p): the first line carries it.
    const lines = invoiceLines(say, tiny, { purpose: 'booking', amountPence: 6 }, 20);
    expect(lines.map((line) => [line.grossPence, line.netPence, line.vatPence])).toEqual([
      [3, 2, 1],
      [3, 3, 0],
    ]);
    expect(documentTotals(lines)).toEqual({ grossPence: 6, vatPence: 1, netPence: 5 });
  });

  it('is one storage line for a booking without a discount or fees', () => {
    const lines = invoiceLines(say, { noDiscountPence: 1800, discountPence: 0, fees: [], totalPence: 1800 }, { purpose: 'booking', amountPence: 1800 }, 20);
    expect(lines).toEqual([{ description: 'documents:line.storage', grossPence: 1800, vatPence: 300, netPence: 1500, vatRatePercent: 20 }]);
  });

  it('is one line of the amount paid when the booking no longer adds up to it, and for a change', () => {
    expect(invoiceLines(say, amounts, { purpose: 'booking', amountPence: 3000 }, 20)).toEqual([
      { description: 'documents:line.storage', grossPence: 3000, vatPence: 500, netPence: 2500, vatRatePercent: 20 },
    ]);
    expect(invoiceLines(say, amounts, { purpose: 'change', amountPence: 1250 }, 20)[0]).toMatchObject({ description: 'documents:line.change', grossPence: 1250, vatPence: 208 });
  });
});

describe('credit notes', () => {
  it('refund the amount given back as one negative line', () => {
    expect(refundLines(say, 1250, 20)).toEqual([{ description: 'documents:line.refund', grossPence: -1250, vatPence: -208, netPence: -1042, vatRatePercent: 20 }]);
  });

  it('cancel an invoice to the penny', () => {
    const invoice = invoiceLines(say, amounts, { purpose: 'booking', amountPence: 4600 }, 20);
    expect(documentTotals(cancellingLines(invoice))).toEqual({ grossPence: -4600, vatPence: -767, netPence: -3833 });
  });
});

describe(linesAtRate.name, () => {
  it("splits a reissued invoice's lines again with the VAT of their whole", () => {
    const lines = linesAtRate(invoiceLines(say, amounts, { purpose: 'booking', amountPence: 4600 }, 20), 20);
    expect(documentTotals(lines)).toEqual({ grossPence: 4600, vatPence: 767, netPence: 3833 });
    const tiny = linesAtRate([{ description: 'a', grossPence: 3, netPence: 3, vatPence: 0, vatRatePercent: 0 }, { description: 'b', grossPence: 3, netPence: 3, vatPence: 0, vatRatePercent: 0 }], 20);
    expect(documentTotals(tiny)).toEqual({ grossPence: 6, vatPence: 1, netPence: 5 });
  });
});
