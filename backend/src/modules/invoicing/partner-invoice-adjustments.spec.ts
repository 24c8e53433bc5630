import { describe, expect, it } from '@jest/globals';
import { differenceLine } from './partner-invoice-adjustments.js';

const billed = { bookingId: 7, description: 'REF00007 · Gus Guest · 31/01/2027', netPence: 3038, vatRatePercent: 20, vatPence: 607, grossPence: 3645 };

describe('the line of a change to a booking on an invoice', () => {
  it('before the partner pays, brings the VAT to that of the new price (as the reports will count it when paid)', () => {
    // £36.45 (VAT 6.07) -> £10.01 (VAT 1.67): -£26.44 with -£4.40 of VAT, though -£26.44 alone holds -£4.41.
    expect(differenceLine({ reference: 'REF00007', total_pence: 1001, paid: false }, billed, 20)).toMatchObject({ bookingId: 7, grossPence: -2644, vatPence: -440, netPence: -2204 });
  });

  it('once paid, is the VAT inside the difference (as its refund or payment counts it)', () => {
    expect(differenceLine({ reference: 'REF00007', total_pence: 1001, paid: true }, billed, 20)).toMatchObject({ grossPence: -2644, vatPence: -441, netPence: -2203 });
    expect(differenceLine({ reference: 'REF00007', total_pence: 4740, paid: true }, billed, 20)).toMatchObject({ grossPence: 1095, vatPence: 182, netPence: 913 });
  });

  it('names the booking and the day, never the guest (erasure keeps it as it is)', () => {
    expect(differenceLine({ reference: 'REF00007', total_pence: 4740, paid: false }, billed, 20).description).toMatch(/^REF00007 · changed \d\d\/\d\d\/\d{4}$/);
  });
});
