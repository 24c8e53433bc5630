import { describe, expect, it } from '@jest/globals';
import { handoversByTime } from './day-handovers.js';
import type { DayList, DayListEntry, PointDayLists } from './operations.js';

const entry = (reference: string, time: string): DayListEntry => ({
  reference,
  status: 'confirmed',
  checkIn: 'waiting',
  fullName: reference,
  contactNumber: '+44 7700 900123',
  collectionDate: '01-06-2027',
  returnDate: '01-06-2027',
  nights: 0,
  time,
  items: [],
  bags: 1,
});
const list = (...entries: DayListEntry[]): DayList => ({ entries, total: entries.length, bags: [], states: { waiting: entries.length, collected: 0, returned: 0, no_show: 0 } });
const point = (id: number, name: string, collections: DayListEntry[], returns: DayListEntry[]): PointDayLists => ({
  location: { id, name, time: '09:00' },
  collections: list(...collections),
  returns: list(...returns),
});
const line = (handovers: ReturnType<typeof handoversByTime>['rest']) => handovers.map((h) => `${h.time} ${h.kind} ${h.entry.reference} ${h.point.name}`);

describe('handoversByTime', () => {
  // A same-day stay (DAY1, 11:00-17:00) is on both lists: its drop-off and its pick-up are two handovers of the day.
  const points = [
    point(2, 'Temple Meads', [entry('OVER1', '09:00'), entry('DAY1', '11:00')], [entry('DAY1', '17:00'), entry('BACK1', '09:00')]),
    point(1, 'Bus Station', [entry('DAY2', '11:30')], [entry('DAY2', '12:30')]),
  ];

  it('puts the handovers from now to an hour later first, then the rest of the day by time', () => {
    const { nextHour, rest } = handoversByTime(points, '10:45');
    expect(line(nextHour)).toEqual(['11:00 drop-off DAY1 Temple Meads', '11:30 drop-off DAY2 Bus Station']);
    expect(line(rest)).toEqual(['09:00 drop-off OVER1 Temple Meads', '09:00 pick-up BACK1 Temple Meads', '12:30 pick-up DAY2 Bus Station', '17:00 pick-up DAY1 Temple Meads']);
  });

  it('takes a handover at now and leaves out the one exactly an hour later', () => {
    expect(line(handoversByTime(points, '11:30').nextHour)).toEqual(['11:30 drop-off DAY2 Bus Station']);
    expect(line(handoversByTime(points, '10:00').nextHour)).toEqual([]);
  });

  it('has no next hour on another day: the whole day by time, ties by point, then drop-offs first, then reference', () => {
    const { nextHour, rest } = handoversByTime(points, null);
    expect(nextHour).toEqual([]);
    expect(line(rest)).toEqual([
      '09:00 drop-off OVER1 Temple Meads',
      '09:00 pick-up BACK1 Temple Meads',
      '11:00 drop-off DAY1 Temple Meads',
      '11:30 drop-off DAY2 Bus Station',
      '12:30 pick-up DAY2 Bus Station',
      '17:00 pick-up DAY1 Temple Meads',
    ]);
  });

  it('keeps an evening hour that runs past midnight', () => {
    const late = [point(1, 'Bus Station', [entry('LATE1', '23:30')], [])];
    expect(line(handoversByTime(late, '23:00').nextHour)).toEqual(['23:30 drop-off LATE1 Bus Station']);
  });
});
