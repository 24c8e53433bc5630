import { describe, expect, it } from '@jest/globals';
import {
  COLLECTION_DATE_PAST,
  COLLECTION_DATE_TOO_FAR,
  collectionDateProblem,
  collectionDateRangeProblem,
  earliestCollectionDate,
  earliestCollectionDateAtAny,
  handoverTimeOn,
  isOpenOn,
  isoWeekday,
  latestCollectionDate,
  returnDateProblem,
} from './collection-dates.js';
import { addDays } from './dates.js';

// 23 Nov 2026 is in GMT (London = UTC); 15 Jun 2026 is in BST (London = UTC + 1).
const gmtDay = { year: 2026, month: 11, day: 23 };
const bstDay = { year: 2026, month: 6, day: 15 };
const PASSED = 'Collection at Bristol Bus Station today was at 09:00. Please choose a later date.';

describe('collectionDateProblem', () => {
  it('still offers today at the handover minute itself, and refuses it one minute later', () => {
    expect(collectionDateProblem(gmtDay, { time: '09:00', name: 'Bristol Bus Station' }, new Date('2026-11-23T09:00:59Z'))).toBeNull();
    expect(collectionDateProblem(gmtDay, { time: '09:00', name: 'Bristol Bus Station' }, new Date('2026-11-23T09:01:00Z'))).toBe(PASSED);
  });

  it('reads the handover time on London’s clock in summer time (BST)', () => {
    // 08:30 UTC is 09:30 in London: a 09:00 point has gone, a 10:00 point has not.
    const now = new Date('2026-06-15T08:30:00Z');
    expect(collectionDateProblem(bstDay, { time: '09:00' }, now)).toBe('Collection today was at 09:00. Please choose a later date.');
    expect(collectionDateProblem(bstDay, { time: '10:00' }, now)).toBeNull();
    expect(collectionDateProblem(bstDay, { time: '09:00' }, new Date('2026-06-15T08:00:00Z'))).toBeNull();
  });

  it('reads it on London’s clock in winter too (GMT), where UTC is London', () => {
    const now = new Date('2026-11-23T09:30:00Z');
    expect(collectionDateProblem(gmtDay, { time: '09:00' }, now)).not.toBeNull();
    expect(collectionDateProblem(gmtDay, { time: '10:00' }, now)).toBeNull();
  });

  it('takes the London day: 23:30 UTC on 14 June is already 15 June in London', () => {
    const now = new Date('2026-06-14T23:30:00Z');
    expect(collectionDateProblem(bstDay, { time: '09:00' }, now)).toBeNull();
    expect(collectionDateProblem({ year: 2026, month: 6, day: 14 }, { time: '23:59' }, now)).toBe(COLLECTION_DATE_PAST);
  });

  it('offers a later day whatever the time today, and refuses yesterday', () => {
    const late = new Date('2026-11-23T23:59:00Z');
    expect(collectionDateProblem(addDays(gmtDay, 1), { time: '00:00' }, late)).toBeNull();
    expect(collectionDateProblem(addDays(gmtDay, -1), { time: '23:59' }, new Date('2026-11-23T00:00:00Z'))).toBe(COLLECTION_DATE_PAST);
  });

  it('offers day 365 ahead and refuses day 366', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(collectionDateProblem({ year: 2027, month: 11, day: 23 }, { time: '09:00' }, now)).toBeNull();
    expect(collectionDateProblem({ year: 2027, month: 11, day: 24 }, { time: '09:00' }, now)).toBe(COLLECTION_DATE_TOO_FAR);
    expect(COLLECTION_DATE_TOO_FAR).toBe('The collection date must be within the next 365 days.');
  });

  it('treats a time it cannot read as 00:00, so such a point is not offered late in the day', () => {
    expect(collectionDateProblem(gmtDay, { time: 'soon' }, new Date('2026-11-23T08:00:00Z'))).not.toBeNull();
  });
});

describe('earliestCollectionDate and latestCollectionDate', () => {
  it('starts today until the handover minute has passed, then tomorrow', () => {
    expect(earliestCollectionDate({ time: '09:00' }, new Date('2026-11-23T09:00:00Z'))).toEqual(gmtDay);
    expect(earliestCollectionDate({ time: '09:00' }, new Date('2026-11-23T09:01:00Z'))).toEqual({ year: 2026, month: 11, day: 24 });
    expect(earliestCollectionDate({ time: '09:00' }, new Date('2026-06-15T08:01:00Z'))).toEqual({ year: 2026, month: 6, day: 16 });
  });

  it('before a point is chosen, offers today only while some point still hands over today', () => {
    const points = [{ time: '09:00' }, { time: '10:30' }];
    expect(earliestCollectionDateAtAny(points, new Date('2026-11-23T10:30:00Z'))).toEqual(gmtDay);
    expect(earliestCollectionDateAtAny(points, new Date('2026-11-23T10:31:00Z'))).toEqual({ year: 2026, month: 11, day: 24 });
    expect(earliestCollectionDateAtAny([], new Date('2026-11-23T23:00:00Z'))).toEqual(gmtDay);
  });

  it('ends 365 days after today in London, across a leap day', () => {
    expect(latestCollectionDate(new Date('2027-03-01T12:00:00Z'))).toEqual({ year: 2028, month: 2, day: 29 });
    expect(latestCollectionDate(new Date('2026-12-31T23:30:00Z'))).toEqual({ year: 2027, month: 12, day: 31 });
  });

  it('checks only the range when no point is chosen yet', () => {
    const now = new Date('2026-11-23T23:00:00Z');
    expect(collectionDateRangeProblem(gmtDay, now)).toBeNull();
    expect(collectionDateRangeProblem({ year: 2027, month: 11, day: 24 }, now)).toBe(COLLECTION_DATE_TOO_FAR);
  });
});

describe('opening days', () => {
  const now = new Date('2026-11-23T08:00:00Z');
  const weekdaysOnly = [1, 2, 3, 4, 5];
  // 23 Nov 2026 is a Monday, so 28 Nov is a Saturday and 29 Nov a Sunday.
  const saturday = { year: 2026, month: 11, day: 28 };
  const sunday = { year: 2026, month: 11, day: 29 };

  it('numbers weekdays 1 Monday to 7 Sunday', () => {
    expect([gmtDay, saturday, sunday].map(isoWeekday)).toEqual([1, 6, 7]);
  });

  it('refuses a collection on a day the point is closed, naming the weekday, and takes every day when none are given', () => {
    expect(collectionDateProblem(saturday, { time: '09:00', name: 'Bath Spa Station', openWeekdays: weekdaysOnly }, now)).toBe('Bath Spa Station is closed on Saturdays. Please choose another date.');
    expect(collectionDateProblem(addDays(saturday, -1), { time: '09:00', name: 'Bath Spa Station', openWeekdays: weekdaysOnly }, now)).toBeNull();
    expect(collectionDateProblem(saturday, { time: '09:00', name: 'Bath Spa Station' }, now)).toBeNull();
    expect(collectionDateProblem(sunday, { time: '09:00', openWeekdays: [7] }, now)).toBeNull();
  });

  it('refuses a stay that would end on a closed day', () => {
    expect(returnDateProblem(sunday, { time: '09:00', openWeekdays: weekdaysOnly, name: 'Bath Spa Station' })).toBe(
      'Bath Spa Station is closed on Sundays, so your luggage cannot be returned on Sun 29 Nov 2026. Please choose a different number of nights.',
    );
    expect(returnDateProblem(addDays(sunday, 1), { time: '09:00', openWeekdays: weekdaysOnly, name: 'Bath Spa Station' })).toBeNull();
    expect(returnDateProblem(sunday, { time: '09:00', name: 'Bath Spa Station' })).toBeNull();
  });
});

describe('handover times per weekday and closure dates', () => {
  const now = new Date('2026-11-23T08:00:00Z'); // Monday 23 Nov 2026, 08:00 London
  const christmas = { year: 2026, month: 12, day: 25 }; // a Friday
  const point = {
    name: 'Bath Spa Station',
    time: '09:00',
    weekdayTimes: { '1': '07:30', '6': '10:00' },
    closures: [{ date: '25-12-2026', note: 'Christmas Day' }],
  };

  it("takes a weekday's own time where it has one, the usual time elsewhere", () => {
    expect(handoverTimeOn(point, gmtDay)).toBe('07:30');
    expect(handoverTimeOn(point, addDays(gmtDay, 5))).toBe('10:00');
    expect(handoverTimeOn(point, addDays(gmtDay, 1))).toBe('09:00');
  });

  it("judges today against that day's own handover time", () => {
    // 08:00 on a Monday whose handover is at 07:30: today is gone, though the usual 09:00 has not passed.
    expect(collectionDateProblem(gmtDay, point, now)).toBe('Collection at Bath Spa Station today was at 07:30. Please choose a later date.');
    expect(earliestCollectionDate(point, now)).toEqual(addDays(gmtDay, 1));
  });

  it('refuses a collection and a return on a closure date, with its note', () => {
    expect(isOpenOn(christmas, point)).toBe(false);
    expect(isOpenOn(addDays(christmas, 1), point)).toBe(true);
    expect(collectionDateProblem(christmas, point, now)).toBe('Bath Spa Station is closed on Fri 25 Dec 2026 (Christmas Day). Please choose another date.');
    expect(returnDateProblem(christmas, point)).toBe('Bath Spa Station is closed on Fri 25 Dec 2026 (Christmas Day). Please choose a different number of nights.');
    expect(returnDateProblem(addDays(christmas, 1), point)).toBeNull();
  });
});
