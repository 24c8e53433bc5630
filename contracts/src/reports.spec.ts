import { describe, expect, it } from '@jest/globals';
import { formatDashed, parseDayMonthYear } from './dates.js';
import { aYearEarlier, daysInRange, periodsOf, vatInside } from './reports.js';

const day = (text: string) => parseDayMonthYear(text)!;
const spans = (from: string, to: string, by: 'day' | 'week' | 'month') =>
  periodsOf(day(from), day(to), by).map((p) => `${formatDashed(p.start)}..${formatDashed(p.end)}`);

describe('report periods', () => {
  it('gives every day of a range, the clocks changing or not', () => {
    expect(spans('29-03-2026', '31-03-2026', 'day')).toEqual(['29-03-2026..29-03-2026', '30-03-2026..30-03-2026', '31-03-2026..31-03-2026']);
  });

  it('cuts weeks Monday to Sunday, the first and last clipped to the range', () => {
    // 1 January 2027 is a Friday.
    expect(spans('01-01-2027', '13-01-2027', 'week')).toEqual(['01-01-2027..03-01-2027', '04-01-2027..10-01-2027', '11-01-2027..13-01-2027']);
  });

  it('cuts calendar months across a year end and a leap February', () => {
    expect(spans('15-12-2027', '10-03-2028', 'month')).toEqual([
      '15-12-2027..31-12-2027',
      '01-01-2028..31-01-2028',
      '01-02-2028..29-02-2028',
      '01-03-2028..10-03-2028',
    ]);
  });

  it('counts a range with both ends and moves it a year back, 29 February to 28', () => {
    expect(daysInRange(day('01-01-2027'), day('31-12-2027'))).toBe(365);
    expect(daysInRange(day('05-05-2027'), day('05-05-2027'))).toBe(1);
    expect(formatDashed(aYearEarlier(day('29-02-2028')))).toBe('28-02-2027');
    expect(formatDashed(aYearEarlier(day('01-03-2028')))).toBe('01-03-2027');
  });
});

describe('VAT inside a price that includes it', () => {
  it('is the price less the price divided by 1.2, rounded to the penny', () => {
    expect(vatInside(3645, 20)).toBe(607); // 3645 / 1.2 = 3037.5 -> 3038, half away from zero
    expect(vatInside(1200, 20)).toBe(200);
    expect(vatInside(1, 20)).toBe(0); // 0.83 -> 1
    expect(vatInside(5, 20)).toBe(1); // 4.17 -> 4
    expect(vatInside(0, 20)).toBe(0);
    expect(vatInside(1050, 5)).toBe(50);
  });

  it('is symmetric for a negative amount (a refund)', () => {
    expect(vatInside(-3645, 20)).toBe(-607);
  });
});
