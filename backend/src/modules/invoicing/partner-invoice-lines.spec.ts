import { describe, expect, it } from '@jest/globals';
import { monthEnd, monthName, monthStart, nextMonthStart, partnerInvoiceLines, previousMonthStart, withoutGuestNames } from './partner-invoice-lines.js';
import { invoicingDueAt, nextInvoicingMonth } from './partner-invoicing.jobs.js';

const booking = (id: number, totalPence: number) => ({ id, reference: `REF0000${id}`, guestName: 'Gus Guest', confirmedOn: '2027-01-31', totalPence });

describe("a partner's monthly invoice lines", () => {
  it('lists each booking by reference, guest and day, its price split at the rate, each line rounded on its own', () => {
    expect(partnerInvoiceLines([booking(1, 3645), booking(2, 1001)], 20)).toEqual([
      { bookingId: 1, description: 'REF00001 · Gus Guest · 31/01/2027', netPence: 3038, vatRatePercent: 20, vatPence: 607, grossPence: 3645 },
      { bookingId: 2, description: 'REF00002 · Gus Guest · 31/01/2027', netPence: 834, vatRatePercent: 20, vatPence: 167, grossPence: 1001 },
    ]);
    expect(partnerInvoiceLines([booking(1, 3645)], 0)[0]).toMatchObject({ netPence: 3645, vatPence: 0 });
  });

  it("drops an erased booking's guest name and keeps the reference and day, once", () => {
    const lines = partnerInvoiceLines([booking(1, 3645), booking(2, 1000)], 20);
    const erased = withoutGuestNames(lines, new Set([1]));
    expect(erased.map((line) => line.description)).toEqual(['REF00001 · 31/01/2027', 'REF00002 · Gus Guest · 31/01/2027']);
    expect(withoutGuestNames(erased, new Set([1]))).toEqual(erased);
    expect(erased[0].grossPence).toBe(3645);
  });
});

describe('the months invoiced', () => {
  it('names, starts, ends and steps months across a year end and a leap February', () => {
    expect(monthStart('01-2027')).toBe('2027-01-01');
    expect(monthName('2027-01-01')).toBe('01-2027');
    expect(nextMonthStart('2026-12-01')).toBe('2027-01-01');
    expect(previousMonthStart('2027-01-01')).toBe('2026-12-01');
    expect(monthEnd('2028-02-01')).toBe('2028-02-29');
    expect(monthEnd('2027-04-01')).toBe('2027-04-30');
  });

  it("runs at 02:00 London on the next month's first day, in summer time too", () => {
    expect(invoicingDueAt('2026-12-01').toISOString()).toBe('2027-01-01T02:00:00.000Z');
    expect(invoicingDueAt('2027-03-01').toISOString()).toBe('2027-04-01T01:00:00.000Z');
  });

  it("schedules last month's run while it is still to come, else this month's", () => {
    expect(nextInvoicingMonth(new Date('2027-01-01T01:30:00Z'))).toBe('2026-12-01');
    expect(nextInvoicingMonth(new Date('2027-01-01T02:00:00Z'))).toBe('2027-01-01');
    expect(nextInvoicingMonth(new Date('2027-01-20T12:00:00Z'))).toBe('2027-01-01');
  });
});
