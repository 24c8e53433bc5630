import { describe, expect, it } from '@jest/globals';
import {
  DEFAULT_DAY_HOURS,
  defaultOpeningHours,
  handoversOutsideHours,
  hoursAround,
  isWithinHours,
  openingHoursAround,
  openingHoursOn,
} from './opening-hours.js';

// 4 Jan 2027 is a Monday, 9 Jan 2027 a Saturday.
const monday = { year: 2027, month: 1, day: 4 };
const saturday = { year: 2027, month: 1, day: 9 };
const week = { ...defaultOpeningHours(), '6': { opens: '10:00', closes: '16:00' } };

describe('openingHoursOn', () => {
  it("gives the weekday's own hours, for a calendar date or a YYYY-MM-DD one", () => {
    expect(openingHoursOn({ openingHours: week }, monday)).toEqual({ opens: '08:00', closes: '20:00' });
    expect(openingHoursOn({ openingHours: week }, saturday)).toEqual({ opens: '10:00', closes: '16:00' });
    expect(openingHoursOn({ openingHours: week }, '2027-01-09')).toEqual({ opens: '10:00', closes: '16:00' });
  });

  it('is null on a closed weekday, on a closure date, and for a date it cannot read', () => {
    expect(openingHoursOn({ openingHours: week, openWeekdays: [1, 2, 3, 4, 5] }, saturday)).toBeNull();
    expect(openingHoursOn({ openingHours: week, closures: [{ date: '04-01-2027', note: 'Works' }] }, monday)).toBeNull();
    expect(openingHoursOn({ openingHours: week, closures: [{ date: '04-01-2027', note: 'Works' }] }, '2027-01-05')).toEqual(DEFAULT_DAY_HOURS);
    expect(openingHoursOn({ openingHours: week }, '09-01-2027')).toBeNull();
    expect(openingHoursOn({ openingHours: week }, '2027-02-30')).toBeNull();
  });

  it('gives the default hours to a point without any (a catalog written before them)', () => {
    expect(openingHoursOn({}, saturday)).toEqual({ opens: '08:00', closes: '20:00' });
  });
});

describe('isWithinHours', () => {
  it('includes both the opening and the closing minute', () => {
    const hours = { opens: '08:00', closes: '20:00' };
    expect(['08:00', '12:30', '20:00'].map((time) => isWithinHours(time, hours))).toEqual([true, true, true]);
    expect(['07:59', '20:01', '00:00'].map((time) => isWithinHours(time, hours))).toEqual([false, false, false]);
  });
});

describe('hoursAround', () => {
  it('keeps the default for a handover within it, and widens to the half hours around one outside', () => {
    expect(hoursAround('09:00')).toEqual({ opens: '08:00', closes: '20:00' });
    expect(hoursAround('07:15')).toEqual({ opens: '07:00', closes: '20:00' });
    expect(hoursAround('06:30')).toEqual({ opens: '06:30', closes: '20:00' });
    expect(hoursAround('20:40')).toEqual({ opens: '08:00', closes: '21:00' });
    expect(hoursAround('23:45')).toEqual({ opens: '08:00', closes: '23:59' });
    expect(hoursAround('00:00')).toEqual({ opens: '00:00', closes: '20:00' });
  });

  it("widens only the days whose handover needs it (a weekday's own time, else the usual one)", () => {
    const hours = openingHoursAround({ time: '07:30', weekdayTimes: { '6': '10:00', '7': '21:10' } });
    expect(hours['1']).toEqual({ opens: '07:30', closes: '20:00' });
    expect(hours['6']).toEqual({ opens: '08:00', closes: '20:00' });
    expect(hours['7']).toEqual({ opens: '08:00', closes: '21:30' });
    expect(handoversOutsideHours({ time: '07:30', weekdayTimes: { '6': '10:00', '7': '21:10' }, openingHours: hours })).toEqual([]);
  });
});

describe('handoversOutsideHours', () => {
  it('names each day whose handover lies outside, under the field that sets it', () => {
    const outside = handoversOutsideHours({ time: '09:00', weekdayTimes: { '7': '19:00' }, openingHours: { ...week, '7': { opens: '10:00', closes: '18:00' } } });
    expect(outside).toEqual([
      { field: 'time', message: { key: 'validation:form.openingHours.timeOutside', params: { day: { key: 'validation:weekday.6' }, time: '09:00', opens: '10:00', closes: '16:00' } } },
      { field: 'weekdayTimes', message: { key: 'validation:form.openingHours.weekdayTimeOutside', params: { day: { key: 'validation:weekday.7' }, time: '19:00', opens: '10:00', closes: '18:00' } } },
    ]);
  });

  it('judges closed weekdays too, and accepts a handover at the opening or the closing time', () => {
    expect(handoversOutsideHours({ time: '08:00', openWeekdays: [1], openingHours: defaultOpeningHours() } as never)).toEqual([]);
    expect(handoversOutsideHours({ time: '20:00', openingHours: defaultOpeningHours() })).toEqual([]);
    expect(handoversOutsideHours({ time: '20:30', openingHours: defaultOpeningHours() })).toHaveLength(7);
  });
});
