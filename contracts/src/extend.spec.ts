import { describe, expect, it } from '@jest/globals';
import type { PointSchedule } from './collection-dates.js';
import { canExtend, extendChoices, extendRefusals } from './extend.js';
import { defaultOpeningHours } from './opening-hours.js';

// 4 Jan 2027 is a Monday, 9 Jan 2027 a Saturday, 10 Jan a Sunday; January in London is GMT, so these instants read as London times.
const monday = { year: 2027, month: 1, day: 4 };
const friday = { year: 2027, month: 1, day: 8 };
const point: PointSchedule = { time: '10:00', openWeekdays: [1, 2, 3, 4, 5, 6], openingHours: defaultOpeningHours() };
const dayBefore = new Date('2027-01-03T12:00:00Z');
const mondayAt = (time: string) => new Date(`2027-01-04T${time}:00Z`);
const dayStay = { collectionDate: monday, nights: 0, pickUpTime: '17:00' };

describe('what a stay can be extended to', () => {
  it('a same-day stay ahead: any later pick-up on the half hour up to closing, or one to three nights', () => {
    expect(extendChoices(dayStay, point, dayBefore)).toEqual({ pickUpTimes: ['17:30', '18:00', '18:30', '19:00', '19:30', '20:00'], nights: [1, 2, 3] });
  });

  it('today, a later pick-up is not in the past: from the next half hour once the pick-up has passed', () => {
    expect(extendChoices(dayStay, point, mondayAt('16:10')).pickUpTimes[0]).toBe('17:30');
    expect(extendChoices(dayStay, point, mondayAt('17:40')).pickUpTimes[0]).toBe('18:00');
    expect(extendChoices(dayStay, point, mondayAt('19:45')).pickUpTimes).toEqual(['20:00']);
    expect(extendChoices(dayStay, point, mondayAt('20:10'))).toEqual({ pickUpTimes: [], nights: [1, 2, 3] });
  });

  it('after the stay ended (overdue), the nights cover today at least, and a later pick-up that day is gone', () => {
    const threeDaysOn = new Date('2027-01-06T09:00:00Z');
    expect(extendChoices(dayStay, point, threeDaysOn)).toEqual({ pickUpTimes: [], nights: [2, 3] });
    expect(extendChoices({ ...dayStay, nights: 1 }, point, threeDaysOn)).toEqual({ pickUpTimes: [], nights: [2, 3] });
  });

  it('more nights than booked, up to three, never ending on a day the point is closed', () => {
    expect(extendChoices({ collectionDate: friday, nights: 0, pickUpTime: '17:00' }, point, dayBefore).nights).toEqual([1, 3]);
    expect(extendChoices({ ...dayStay, nights: 2, pickUpTime: '10:00' }, point, dayBefore)).toEqual({ pickUpTimes: [], nights: [3] });
    const full = extendChoices({ ...dayStay, nights: 3, pickUpTime: '10:00' }, point, dayBefore);
    expect([full, canExtend(full)]).toEqual([{ pickUpTimes: [], nights: [] }, false]);
  });
});

describe('what extending refuses, by field', () => {
  const choices = extendChoices(dayStay, point, dayBefore);
  const refused = (request: { nights: number; pickUpTime?: string }, stay = dayStay, offered = choices) => extendRefusals(stay, request, offered);

  it('takes what is offered', () => {
    expect(refused({ nights: 0, pickUpTime: '19:00' })).toEqual({});
    expect(refused({ nights: 2 })).toEqual({});
  });

  it('a pick-up that is not later, not on offer, missing, or given with nights', () => {
    expect(refused({ nights: 0, pickUpTime: '16:00' })).toEqual({ pickUpTime: { key: 'validation:extend.pickUpTime', params: { from: '17:30', to: '20:00' } } });
    expect(refused({ nights: 0 })).toEqual({ pickUpTime: { key: 'validation:sameDay.pickUpTimeRequired' } });
    expect(refused({ nights: 1, pickUpTime: '18:00' })).toEqual({ pickUpTime: { key: 'validation:sameDay.onlySameDay' } });
    expect(refused({ nights: 0, pickUpTime: '18:00' }, dayStay, { pickUpTimes: [], nights: [1] })).toEqual({ pickUpTime: { key: 'validation:extend.noLaterPickUp' } });
  });

  it('nights not on offer, and a later pick-up for a stay of nights', () => {
    const twoNights = { ...dayStay, nights: 2, pickUpTime: '10:00' };
    expect(refused({ nights: 2 }, twoNights, { pickUpTimes: [], nights: [3] })).toEqual({ nights: { key: 'validation:extend.nightsExactly', params: { count: 3 } } });
    expect(refused({ nights: 0, pickUpTime: '18:00' }, twoNights, { pickUpTimes: [], nights: [3] })).toEqual({ nights: { key: 'validation:extend.notSameDay' } });
    expect(refused({ nights: 4 })).toEqual({ nights: { key: 'validation:extend.nights', params: { min: 1, max: 3 } } });
    expect(refused({ nights: 1 }, dayStay, { pickUpTimes: [], nights: [] })).toEqual({ nights: { key: 'validation:extend.noNights' } });
  });
});
