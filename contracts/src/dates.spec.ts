import { describe, expect, it } from '@jest/globals';
import { addDays, compareDates, formatDashed, formatReadableDate, formatSlashed, parseDayMonthYear, todayInLondon } from './dates.js';

describe('dates', () => {
  it('reads DD-MM-YYYY and DD/MM/YYYY, refusing dates that do not exist', () => {
    expect(parseDayMonthYear('29-02-2028')).toEqual({ day: 29, month: 2, year: 2028 });
    expect(parseDayMonthYear('05/12/2026')).toEqual({ day: 5, month: 12, year: 2026 });
    for (const bad of ['29-02-2027', '31-04-2026', '00-01-2026', '1-1-2026', '2026-01-01', '', 'today']) {
      expect(parseDayMonthYear(bad)).toBeNull();
    }
  });

  it('adds nights across month and year ends', () => {
    expect(formatDashed(addDays({ day: 31, month: 12, year: 2026 }, 2))).toBe('02-01-2027');
    expect(formatSlashed(addDays({ day: 28, month: 2, year: 2028 }, 1))).toBe('29/02/2028');
  });

  it('takes today in Europe/London, not UTC', () => {
    // 23:30 UTC on 30 June is already 1 July in London (BST).
    expect(todayInLondon(new Date('2026-06-30T23:30:00Z'))).toEqual({ year: 2026, month: 7, day: 1 });
    expect(todayInLondon(new Date('2026-12-31T23:30:00Z'))).toEqual({ year: 2026, month: 12, day: 31 });
    // London's midnight in summer is 23:00 UTC: the day turns between two calls an hour apart, not at UTC's midnight.
    expect(todayInLondon(new Date('2026-06-30T22:59:59Z'))).toEqual({ year: 2026, month: 6, day: 30 });
    expect(todayInLondon(new Date('2026-06-30T23:00:00Z'))).toEqual({ year: 2026, month: 7, day: 1 });
    const today = todayInLondon(new Date('2026-06-30T23:10:00Z'));
    today.day = 9;
    expect(todayInLondon(new Date('2026-06-30T23:20:00Z'))).toEqual({ year: 2026, month: 7, day: 1 });
  });

  it('orders dates', () => {
    expect(compareDates({ year: 2026, month: 1, day: 2 }, { year: 2026, month: 1, day: 1 })).toBeGreaterThan(0);
    expect(compareDates({ year: 2026, month: 1, day: 1 }, { year: 2026, month: 1, day: 1 })).toBe(0);
  });

  it('writes a date as people read it, from any of its forms, the same in every time zone', () => {
    expect(formatReadableDate({ year: 2026, month: 11, day: 25 })).toBe('Wed 25 Nov 2026');
    expect(formatReadableDate('25-11-2026')).toBe('Wed 25 Nov 2026');
    expect(formatReadableDate('2026-03-05')).toBe('Thu 5 Mar 2026');
    expect(formatReadableDate('29-02-2028')).toBe('Tue 29 Feb 2028');
    expect(formatReadableDate('not a date')).toBe('not a date');
    expect(formatReadableDate('31-02-2027')).toBe('31-02-2027');
  });
});
