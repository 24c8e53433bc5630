import { describe, expect, it } from '@jest/globals';
import { defaultOpeningHours } from './opening-hours.js';
import { type PointHours, sameDayStayOf } from './same-day-stay.js';

// 4 Jan 2027 is a Monday, 9 Jan 2027 a Saturday.
const point: PointHours = { openWeekdays: [1, 2, 3, 4, 5, 6], openingHours: { ...defaultOpeningHours(), '6': { opens: '10:00', closes: '16:30' } } };
const dayStay = (collectionDate: string) => ({ nights: 0, collectionDate, location: { time: '11:00', returnTime: '15:00:00' } });

describe('a booked same-day stay', () => {
  it('is its date, its drop-off and pick-up, and the point closing time that weekday', () => {
    expect(sameDayStayOf(dayStay('04-01-2027'), point)).toEqual({ date: '2027-01-04', dropOffTime: '11:00', pickUpTime: '15:00', closesAt: '20:00' });
    expect(sameDayStayOf(dayStay('09-01-2027'), point)?.closesAt).toBe('16:30');
  });

  it('names no closing time when the point is closed that date or gone', () => {
    expect(sameDayStayOf(dayStay('10-01-2027'), point)?.closesAt).toBeNull();
    expect(sameDayStayOf(dayStay('04-01-2027'), { ...point, closures: [{ date: '04-01-2027', note: 'Works' }] })?.closesAt).toBeNull();
    expect(sameDayStayOf(dayStay('04-01-2027'), null)).toEqual({ date: '2027-01-04', dropOffTime: '11:00', pickUpTime: '15:00', closesAt: null });
  });

  it('is none for a stay of nights', () => {
    expect(sameDayStayOf({ ...dayStay('04-01-2027'), nights: 1 }, point)).toBeNull();
  });
});
