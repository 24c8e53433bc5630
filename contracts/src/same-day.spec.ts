import { describe, expect, it } from '@jest/globals';
import type { PointSchedule } from './collection-dates.js';
import { defaultOpeningHours } from './opening-hours.js';
import { dropOffTimes, pickUpTimes, sameDayDateRefusal, sameDayTimeRefusals } from './same-day.js';
import { sameDayMeetsFull } from './availability.js';

// 4 Jan 2027 is a Monday, 9 Jan 2027 a Saturday; January in London is GMT, so these instants read as London times.
const monday = { year: 2027, month: 1, day: 4 };
const saturday = { year: 2027, month: 1, day: 9 };
const sunday = { year: 2027, month: 1, day: 10 };
const point: PointSchedule = { time: '10:00', openWeekdays: [1, 2, 3, 4, 5, 6], openingHours: { ...defaultOpeningHours(), '6': { opens: '10:00', closes: '16:00' } }, leadMinutes: 30 };
const dayBefore = new Date('2027-01-03T12:00:00Z');
const mondayAt = (time: string) => new Date(`2027-01-04T${time}:00Z`);

describe('the drop-off times offered', () => {
  it('runs on the half hour from opening to an hour before closing, on each weekday by its own hours', () => {
    const weekday = dropOffTimes(point, monday, dayBefore);
    expect([weekday[0], weekday[1], weekday.at(-1), weekday.length]).toEqual(['08:00', '08:30', '19:00', 23]);
    expect(dropOffTimes(point, saturday, dayBefore)).toEqual(['10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30', '14:00', '14:30', '15:00']);
  });

  it('today, starts at the next half hour plus the lead time', () => {
    expect(dropOffTimes(point, monday, mondayAt('10:10'))[0]).toBe('11:00');
    expect(dropOffTimes(point, monday, mondayAt('10:30'))[0]).toBe('11:00');
    expect(dropOffTimes(point, monday, mondayAt('10:31'))[0]).toBe('11:30');
    expect(dropOffTimes({ ...point, leadMinutes: 0 }, monday, mondayAt('10:10'))[0]).toBe('10:30');
    expect(dropOffTimes(point, monday, mondayAt('06:00'))[0]).toBe('08:00');
  });

  it('offers none on a closed day, nor once today has no hour left before closing', () => {
    expect(dropOffTimes(point, sunday, dayBefore)).toEqual([]);
    expect(dropOffTimes({ ...point, closures: [{ date: '04-01-2027', note: 'Works' }] }, monday, dayBefore)).toEqual([]);
    expect(dropOffTimes(point, monday, mondayAt('18:31'))).toEqual([]);
    expect(dropOffTimes(point, monday, mondayAt('18:30'))).toEqual(['19:00']);
  });
});

describe('the pick-up times offered', () => {
  it('run from an hour after the drop-off to closing', () => {
    const times = pickUpTimes(point, monday, '11:00');
    expect([times[0], times.at(-1), times.length]).toEqual(['12:00', '20:00', 17]);
    expect(pickUpTimes(point, saturday, '15:00')).toEqual(['16:00']);
    expect(pickUpTimes(point, monday, '11:15')).toEqual([]);
  });
});

describe('the refusals of a same-day stay', () => {
  it('accepts times the wizard offers', () => {
    expect(sameDayTimeRefusals(point, monday, { dropOffTime: '11:00', pickUpTime: '17:00' }, dayBefore)).toEqual({});
    expect(sameDayTimeRefusals(point, saturday, { dropOffTime: '10:00', pickUpTime: '16:00' }, dayBefore)).toEqual({});
    expect(sameDayTimeRefusals(point, monday, { dropOffTime: '11:00', pickUpTime: '12:00' }, mondayAt('10:10'))).toEqual({});
  });

  it('asks for both times, on the half hour', () => {
    expect(sameDayTimeRefusals(point, monday, {}, dayBefore)).toEqual({
      dropOffTime: { key: 'validation:sameDay.dropOffTimeRequired' },
      pickUpTime: { key: 'validation:sameDay.pickUpTimeRequired' },
    });
    expect(sameDayTimeRefusals(point, monday, { dropOffTime: '11:15', pickUpTime: '5pm' }, dayBefore)).toEqual({
      dropOffTime: { key: 'validation:sameDay.halfHour' },
      pickUpTime: { key: 'validation:sameDay.halfHour' },
    });
  });

  it("refuses a time outside the day's hours, naming them", () => {
    const saturdayHours = { opens: '10:00', closes: '16:00' };
    expect(sameDayTimeRefusals(point, saturday, { dropOffTime: '09:30', pickUpTime: '16:30' }, dayBefore)).toEqual({
      dropOffTime: { key: 'validation:sameDay.dropOffOutside', params: saturdayHours },
      pickUpTime: { key: 'validation:sameDay.pickUpOutside', params: saturdayHours },
    });
    expect(sameDayTimeRefusals(point, saturday, { dropOffTime: '15:30', pickUpTime: '16:00' }, dayBefore).dropOffTime).toEqual({ key: 'validation:sameDay.dropOffOutside', params: saturdayHours });
  });

  it('refuses a stay shorter than an hour, under the pick-up', () => {
    expect(sameDayTimeRefusals(point, monday, { dropOffTime: '11:00', pickUpTime: '11:30' }, dayBefore)).toEqual({ pickUpTime: { key: 'validation:sameDay.tooShort' } });
    expect(sameDayTimeRefusals(point, monday, { dropOffTime: '11:00', pickUpTime: '10:00' }, dayBefore)).toEqual({ pickUpTime: { key: 'validation:sameDay.tooShort' } });
  });

  it('today, refuses a drop-off before the next half hour plus the lead time, naming the earliest', () => {
    expect(sameDayTimeRefusals(point, monday, { dropOffTime: '10:30', pickUpTime: '17:00' }, mondayAt('10:10'))).toEqual({
      dropOffTime: { key: 'validation:sameDay.dropOffTooSoon', params: { time: '11:00' } },
    });
  });

  it('leaves a closed day to the date refusal, which names the closure', () => {
    expect(sameDayTimeRefusals(point, sunday, { dropOffTime: '11:00', pickUpTime: '17:00' }, dayBefore)).toEqual({});
    expect(sameDayDateRefusal(sunday, point, dayBefore)).toMatchObject({ key: 'validation:collectionDate.closed' });
    expect(sameDayDateRefusal(monday, point, mondayAt('19:30'))).toBeNull();
    expect(sameDayDateRefusal({ year: 2027, month: 1, day: 3 }, point, mondayAt('10:00'))).toMatchObject({ key: 'validation:collectionDate.past' });
  });
});

describe('a same-day stay against the full hours of its day', () => {
  const full = [{ from: '10:00', to: '12:00' }, { from: '15:30', to: '16:00' }];
  it('meets a run it overlaps, not one that only touches its ends', () => {
    expect(sameDayMeetsFull(full, '09:00', '11:00')).toEqual({ from: '10:00', to: '12:00' });
    expect(sameDayMeetsFull(full, '12:00', '15:30')).toBeNull();
    expect(sameDayMeetsFull(full, '08:00', '10:00')).toBeNull();
    expect(sameDayMeetsFull(full, '13:00', '17:00')).toEqual({ from: '15:30', to: '16:00' });
    expect(sameDayMeetsFull([], '08:00', '20:00')).toBeNull();
  });
});
