import { describe, expect, it } from '@jest/globals';
import { dashedNights, nightsFrom, occupancyByPoint } from './occupancy.js';

describe(occupancyByPoint.name, () => {
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
      { location: { id: 1, name: 'Bristol Bus Station', time: '09:00' }, capacity: 12, bags: [0, 5, 0] },
      { location: { id: 2, name: 'Bath Spa Station', time: '10:30' }, capacity: 40, bags: [2, 0, 7] },
    ]);
  });
});
