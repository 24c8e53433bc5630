import { describe, expect, it } from '@jest/globals';
import { closedDayBookings, closedDaysOf, dashedNights, nightsFrom, occupancyByPoint, overCapacityNights, type ScheduledPoint } from './occupancy.js';

describe(occupancyByPoint.name, () => {
  const NONE = { bags: 0, at: null };
  const nights = nightsFrom({ year: 2026, month: 12, day: 30 }, 3);

  it('names the nights from the first, across a year end', () => {
    expect(dashedNights(nights)).toEqual(['30-12-2026', '31-12-2026', '01-01-2027']);
  });

  it('gives every point every night, 0 where nothing is stored, points by their time', () => {
    const points = [
      { id: 2, name: 'Bath Spa Station', time: '10:30', capacity: 40 },
      { id: 1, name: 'Bristol Bus Station', time: '09:00', capacity: 12 },
    ];
    const stored = [
      { locationId: 1, night: '2026-12-31', bags: 5 },
      { locationId: 2, night: '2026-12-30', bags: 2 },
      { locationId: 2, night: '2027-01-01', bags: 7 },
      { locationId: 9, night: '2026-12-30', bags: 1 }, // a point no longer in the catalog is not drawn
    ];
    expect(occupancyByPoint(points, nights, stored)).toEqual([
      { location: { id: 1, name: 'Bristol Bus Station', time: '09:00' }, capacity: 12, bags: [0, 5, 0], peaks: [NONE, NONE, NONE] },
      { location: { id: 2, name: 'Bath Spa Station', time: '10:30' }, capacity: 40, bags: [2, 0, 7], peaks: [NONE, NONE, NONE] },
    ]);
  });

  it("gives each point each day's peak and its hour, none on a day with no bags", () => {
    const points = [{ id: 1, name: 'Bristol Bus Station', time: '09:00', capacity: 12 }];
    const peaks = [
      { locationId: 1, day: '2026-12-31', bags: 7, at: '13:00' },
      { locationId: 2, day: '2026-12-30', bags: 3, at: '09:30' },
    ];
    expect(occupancyByPoint(points, nights, [], peaks)[0].peaks).toEqual([NONE, { bags: 7, at: '13:00' }, NONE]);
  });
});

describe('what a later change to a point left standing', () => {
  // Wed 2 Dec 2026 is today; the point is now closed on Sundays (6 Dec) and on Fri 25 Dec for Christmas Day.
  const today = { year: 2026, month: 12, day: 2 };
  const points: ScheduledPoint[] = [
    { id: 1, name: 'Bath Spa Station', capacity: 4, schedule: { time: '09:00', openWeekdays: [1, 2, 3, 4, 5, 6], closures: [{ date: '25-12-2026', note: 'Christmas Day' }] } },
    { id: 2, name: 'Bristol Bus Station', capacity: 40, schedule: { time: '09:00' } },
  ];
  const booking = (reference: string, locationId: number, collectionDate: string, returnDate: string, status: 'confirmed' | 'collected' = 'confirmed') => ({
    reference,
    locationId,
    status,
    collectionDate,
    returnDate,
  });

  it('lists each handover on a closed day, a collected booking by its return only, by date', () => {
    const standing = [
      booking('XMASDROP', 1, '25-12-2026', '28-12-2026'),
      booking('SUNDAYIN', 1, '06-12-2026', '08-12-2026'),
      booking('BACKSUND', 1, '29-11-2026', '06-12-2026', 'collected'),
      booking('OPENDAYS', 1, '03-12-2026', '05-12-2026'),
      booking('ELSEWHER', 2, '06-12-2026', '25-12-2026'),
    ];
    expect(closedDayBookings(points, standing, today)).toEqual([
      { reference: 'BACKSUND', location: { id: 1, name: 'Bath Spa Station' }, handover: 'return', date: '06-12-2026', why: 'Bath Spa Station is closed on Sundays' },
      { reference: 'SUNDAYIN', location: { id: 1, name: 'Bath Spa Station' }, handover: 'collection', date: '06-12-2026', why: 'Bath Spa Station is closed on Sundays' },
      { reference: 'XMASDROP', location: { id: 1, name: 'Bath Spa Station' }, handover: 'collection', date: '25-12-2026', why: 'Bath Spa Station is closed on Fri 25 Dec 2026 (Christmas Day)' },
    ]);
  });

  it('does not list a collection day already gone by', () => {
    expect(closedDayBookings(points, [booking('LATECOME', 1, '29-11-2026', '03-12-2026')], today)).toEqual([]);
  });

  it('asks the database only about the points with a closed weekday or a closure, for those days', () => {
    expect(closedDaysOf(points)).toEqual([{ locationId: 1, weekdays: [7], dates: ['2026-12-25'] }]);
    const everyDay: ScheduledPoint = { id: 3, name: 'Bath Abbey', capacity: 10, schedule: { time: '09:00', openWeekdays: [1, 2, 3, 4, 5, 6, 7], closures: [] } };
    expect(closedDaysOf([everyDay, points[1]])).toEqual([]);
  });

  it('lists the nights over the capacity the point has now, by night', () => {
    const held = [
      { locationId: 1, night: '04-12-2026', bags: 6 },
      { locationId: 1, night: '03-12-2026', bags: 4 },
      { locationId: 2, night: '03-12-2026', bags: 41 },
      { locationId: 9, night: '03-12-2026', bags: 99 },
    ];
    expect(overCapacityNights(points, held)).toEqual([
      { location: { id: 2, name: 'Bristol Bus Station' }, night: '03-12-2026', bags: 41, capacity: 40 },
      { location: { id: 1, name: 'Bath Spa Station' }, night: '04-12-2026', bags: 6, capacity: 4 },
    ]);
  });
});
