import { describe, expect, it } from '@jest/globals';
import { collectionDayMark, collectionDayProblem, type DayAvailability, nearestFittingDates, stayProblemDay } from './availability.js';

const day = (date: string, remaining: number, open = true): DayAvailability => ({ date, open, remaining });
const week = [day('01-12-2026', 5), day('02-12-2026', 1), day('03-12-2026', 0), day('04-12-2026', 5), day('05-12-2026', 5, false), day('06-12-2026', 5), day('07-12-2026', 5)];
const dec = (d: number) => ({ year: 2026, month: 12, day: d });

describe('availability rules', () => {
  it('needs room for the bags on every night, but not on the return day', () => {
    expect(stayProblemDay(week, dec(1), 1, 2)).toBeNull();
    expect(stayProblemDay(week, dec(1), 2, 2)?.date).toBe('02-12-2026');
    expect(stayProblemDay(week, dec(2), 1, 1)).toBeNull();
    expect(stayProblemDay(week, dec(2), 2, 1)?.date).toBe('03-12-2026');
  });

  it('needs the point open on the collection day and on the return day', () => {
    expect(stayProblemDay(week, dec(5), 1, 1)?.date).toBe('05-12-2026');
    expect(stayProblemDay(week, dec(4), 1, 1)?.date).toBe('05-12-2026');
    expect(stayProblemDay(week, dec(4), 2, 1)).toBeNull();
  });

  it('leaves days it was not told about to the server', () => {
    expect(stayProblemDay(week, dec(7), 3, 5)).toBeNull();
  });

  it('offers the nearest dates that fit, the earlier first on a tie', () => {
    // The 4th would return on the 5th, a closed day.
    expect(nearestFittingDates(week, dec(3), 1, 2)).toEqual(['01-12-2026', '06-12-2026', '07-12-2026']);
    expect(nearestFittingDates(week, dec(2), 1, 1, 2)).toEqual(['01-12-2026', '06-12-2026']);
  });

  it('judges a collection day alone (before the nights are known): closed, full for the bags, or fine', () => {
    expect(collectionDayProblem(week, dec(5), 1)).toBe('closed');
    expect(collectionDayProblem(week, dec(3), 1)).toBe('full');
    expect(collectionDayProblem(week, dec(2), 2)).toBe('full');
    expect(collectionDayProblem(week, dec(2), 1)).toBeNull();
    expect(collectionDayProblem(week, dec(9), 9)).toBeNull();
  });

  it('marks a point full only when it is full, and a closed one as closed with its note', () => {
    expect(collectionDayMark(week, dec(3), 1)).toEqual({ key: 'booking:points.full' });
    expect(collectionDayMark(week, dec(5), 1)).toEqual({ key: 'booking:points.closedOnDate' });
    expect(collectionDayMark([{ ...day('05-12-2026', 5, false), closedNote: 'Engineering works' }], dec(5), 1)).toEqual({
      key: 'booking:points.closedOnDateNote',
      params: { note: 'Engineering works' },
    });
    expect(collectionDayMark(week, dec(1), 1)).toBeNull();
  });
});
