import { describe, expect, it } from '@jest/globals';
import type { DayAvailability } from './availability.js';
import type { PointSchedule } from './collection-dates.js';
import { defaultOpeningHours } from './opening-hours.js';
import { distanceKm, nearestPointsForTimes, nearestSameDayTimes, sameDayDateProblem, sameDayPointMark, sameDayRoomOnDate, type PointWithRoom } from './same-day-room.js';

// 4 Jan 2027 is a Monday; January in London is GMT. The moment is the day before, so every time of the day is offered.
const monday = { year: 2027, month: 1, day: 4 };
const tuesday = { year: 2027, month: 1, day: 5 };
const dayBefore = new Date('2027-01-03T12:00:00Z');
/** Open 08:00-20:00 every day. */
const point: PointSchedule = { time: '10:00', openingHours: defaultOpeningHours(), leadMinutes: 30 };
const day = (date: string, fullHours: { from: string; to: string }[] | undefined, open = true): DayAvailability => ({ date, open, remaining: 0, ...(fullHours ? { fullHours } : {}) });

describe('whether a stay of the day fits on a date', () => {
  it('fits while any hour between opening and closing is clear, whatever the night', () => {
    expect(sameDayRoomOnDate(point, monday, [{ from: '08:00', to: '19:00' }], dayBefore)).toBe(true);
    expect(sameDayRoomOnDate(point, monday, [{ from: '08:00', to: '19:30' }], dayBefore)).toBe(false);
    expect(sameDayRoomOnDate(point, monday, [{ from: '08:00', to: '12:00' }, { from: '12:30', to: '20:00' }], dayBefore)).toBe(false);
    expect(sameDayRoomOnDate(point, monday, [{ from: '08:00', to: '12:00' }, { from: '13:00', to: '20:00' }], dayBefore)).toBe(true);
  });

  it("greys a date in the calendar only when no hour fits, and leaves days the answer does not judge to the server", () => {
    // The night is full (remaining 0) but the afternoon is free: a stay of the day fits.
    const days = [day('04-01-2027', [{ from: '10:00', to: '12:00' }]), day('05-01-2027', [{ from: '00:00', to: '24:00' }])];
    expect(sameDayDateProblem(days, point, monday, dayBefore)).toBeNull();
    expect(sameDayDateProblem(days, point, tuesday, dayBefore)).toBe('full');
    expect(sameDayDateProblem([day('04-01-2027', [], false)], point, monday, dayBefore)).toBe('closed');
    expect(sameDayDateProblem([day('04-01-2027', undefined)], point, monday, dayBefore)).toBeNull();
    expect(sameDayDateProblem([], point, monday, dayBefore)).toBeNull();
  });
});

describe("the point list's mark for a stay of the day", () => {
  const days = [day('04-01-2027', [{ from: '11:00', to: '14:00' }])];

  it('says the full hours the chosen times meet, and nothing when they miss them', () => {
    expect(sameDayPointMark(days, point, monday, { dropOffTime: '12:00', pickUpTime: '15:00' }, dayBefore)).toEqual({ key: 'booking:sameDay.fullFrom', params: { from: '11:00', to: '14:00' } });
    expect(sameDayPointMark(days, point, monday, { dropOffTime: '14:00', pickUpTime: '17:00' }, dayBefore)).toBeNull();
    expect(sameDayPointMark(days, point, monday, { dropOffTime: '09:00', pickUpTime: '11:00' }, dayBefore)).toBeNull();
  });

  it('without times, marks the point full only when no hour fits; closed days as for nights', () => {
    expect(sameDayPointMark(days, point, monday, null, dayBefore)).toBeNull();
    expect(sameDayPointMark([day('04-01-2027', [{ from: '00:00', to: '24:00' }])], point, monday, null, dayBefore)).toEqual({ key: 'booking:points.full' });
    expect(sameDayPointMark([{ ...day('04-01-2027', [], false), closedNote: 'Bank holiday' }], point, monday, null, dayBefore)).toEqual({
      key: 'booking:points.closedOnDateNote',
      params: { note: 'Bank holiday' },
    });
  });
});

describe('the nearest times with room', () => {
  const full = [{ from: '11:00', to: '14:00' }];

  it('keeps the length of the stay and offers the nearest drop-offs either side of the full hours', () => {
    expect(nearestSameDayTimes(point, monday, full, { dropOffTime: '11:00', pickUpTime: '14:00' }, dayBefore)).toEqual([
      { dropOffTime: '08:00', pickUpTime: '11:00' },
      { dropOffTime: '14:00', pickUpTime: '17:00' },
      { dropOffTime: '14:30', pickUpTime: '17:30' },
    ]);
    expect(nearestSameDayTimes(point, monday, full, { dropOffTime: '12:00', pickUpTime: '13:00' }, dayBefore, 2)).toEqual([
      { dropOffTime: '10:00', pickUpTime: '11:00' },
      { dropOffTime: '14:00', pickUpTime: '15:00' },
    ]);
  });

  it('offers no pick-up after closing, and none when the day has no span that long left', () => {
    const late = [{ from: '08:00', to: '17:30' }];
    expect(nearestSameDayTimes(point, monday, late, { dropOffTime: '16:00', pickUpTime: '18:00' }, dayBefore)).toEqual([
      { dropOffTime: '17:30', pickUpTime: '19:30' },
      { dropOffTime: '18:00', pickUpTime: '20:00' },
    ]);
    expect(nearestSameDayTimes(point, monday, late, { dropOffTime: '10:00', pickUpTime: '13:00' }, dayBefore)).toEqual([]);
  });

  it('today, offers no drop-off before the next half hour and the lead time', () => {
    const mondayAt1010 = new Date('2027-01-04T10:10:00Z');
    expect(nearestSameDayTimes(point, monday, full, { dropOffTime: '11:00', pickUpTime: '14:00' }, mondayAt1010)[0]).toEqual({ dropOffTime: '14:00', pickUpTime: '17:00' });
  });
});

describe('the nearest points with room for the times', () => {
  const times = { dropOffTime: '11:00', pickUpTime: '14:00' };
  const here = { lat: 51.45, lng: -2.58 };
  const at = (id: number, lat: number, fullHours: { from: string; to: string }[] | undefined, extra: Partial<PointWithRoom> = {}): PointWithRoom => ({
    id,
    lat,
    lng: -2.58,
    schedule: point,
    days: [day('04-01-2027', fullHours)],
    ...extra,
  });

  it('lists those with room at those times, nearest first, up to the limit', () => {
    const points = [at(1, 51.5, []), at(2, 51.46, []), at(3, 51.451, [{ from: '13:00', to: '15:00' }]), at(4, 51.47, [{ from: '08:00', to: '11:00' }]), at(5, 51.6, [])];
    expect(nearestPointsForTimes(here, points, monday, times, dayBefore)).toEqual([2, 4, 1, 5]);
    expect(nearestPointsForTimes(here, points, monday, times, dayBefore, 2)).toEqual([2, 4]);
  });

  it('leaves out points closed that day, closed at those times, or whose room is unknown', () => {
    const opensLate: PointSchedule = { ...point, openingHours: { ...defaultOpeningHours(), '1': { opens: '12:00', closes: '20:00' } } };
    const points = [
      at(1, 51.46, [], { days: [day('04-01-2027', [], false)] }),
      at(2, 51.46, [], { schedule: opensLate }),
      at(3, 51.46, undefined),
      at(4, 51.46, [], { days: undefined }),
      at(5, 51.46, []),
    ];
    expect(nearestPointsForTimes(here, points, monday, times, dayBefore)).toEqual([5]);
  });

  it('measures great-circle distances', () => {
    expect(distanceKm({ lat: 51.4545, lng: -2.5879 }, { lat: 51.3776, lng: -2.357 })).toBeCloseTo(18, 0);
    expect(distanceKm(here, here)).toBe(0);
  });
});
