import { describe, expect, it } from '@jest/globals';
import { type CalendarDate, DEFAULT_LEAD_MINUTES, defaultOpeningHours, type DeliveryCatalog } from '@luggage/contracts';
import type { BookableLocation } from '../../catalog/index.js';
import { localise } from '../../../shared/i18n/message.js';
import type { BookingLeg } from '../entities/index.js';
import { type LegChangeInput, planLegChange, tripsAfterChange } from './leg-change.js';

const point = (id: number, cityId: number, name: string): BookableLocation => ({
  id,
  name,
  address: `${name} address`,
  cityId,
  cityName: cityId === 1 ? 'Bristol' : 'Bath',
  collectReturnTime: '09:00',
  capacity: 40,
  openWeekdays: [1, 2, 3, 4, 5, 6, 7],
  weekdayTimes: {},
  closures: [],
  openingHours: defaultOpeningHours(),
  leadMinutes: DEFAULT_LEAD_MINUTES,
});
const BUS_STATION = point(1, 1, 'Bristol Bus Station');
const TEMPLE_MEADS = point(2, 1, 'Temple Meads');
const CATALOG: DeliveryCatalog = {
  zones: [{ id: 1, cityId: 1, name: 'Central Bristol', districts: ['BS1', 'BS8'], feePence: 4000, storageLocationId: 1 }],
  windows: [
    { id: 11, cityId: 1, start: '08:00', end: '10:00', trips: 6 },
    { id: 12, cityId: 1, start: '10:00', end: '12:00', trips: 6 },
  ],
  returnFees: [],
  cutOffs: [{ cityId: 1, hours: 3 }],
  secondAttemptFees: [],
};
const day = (d: number): CalendarDate => ({ year: 2026, month: 12, day: d });
const CLIFTON = { line1: '12 Royal York Crescent', town: 'Bristol', postcode: 'BS8 4JZ' };

/** A leg row as booked: an address collection in window 11 sold at £15, or a point leg at the bus station. */
const aRow = (overrides: Partial<BookingLeg>): BookingLeg =>
  ({
    direction: 'collection',
    kind: 'point',
    date: '2026-12-03',
    pointId: 1,
    pointName: 'Bristol Bus Station',
    state: 'booked',
    feePence: 0,
    line1: null,
    line2: null,
    town: null,
    postcode: null,
    note: null,
    contactName: null,
    windowId: null,
    windowStart: null,
    windowEnd: null,
    ...overrides,
  }) as BookingLeg;
const ADDRESS_COLLECTION = aRow({ kind: 'address', pointId: null, pointName: null, ...CLIFTON, windowId: 11, windowStart: '08:00', windowEnd: '10:00', feePence: 1500 });
const POINT_RETURN = aRow({ direction: 'return', date: '2026-12-05' });

const input = (overrides: Partial<LegChangeInput>): LegChangeInput => ({
  request: {},
  rows: [ADDRESS_COLLECTION, POINT_RETURN],
  pointId: 1,
  storage: BUS_STATION,
  days: { collection: day(4), return: day(6) },
  catalog: { delivery: CATALOG, otherPoint: null },
  now: new Date('2026-12-01T12:00:00Z'),
  ...overrides,
});

describe(planLegChange.name, () => {
  it('keeps a leg left out, or named as booked, at the fee it was sold at and on the new dates', () => {
    for (const request of [{}, { handover: { kind: 'address' as const, address: { ...CLIFTON, postcode: 'bs84jz' }, windowId: 11 } }]) {
      const plan = planLegChange(input({ request }));
      expect(plan).toMatchObject({ errors: {}, keptAway: true, collectsAtPoint: false, returnsAtPoint: true, fees: [{ kind: 'collection', pence: 1500 }] });
      expect(plan.legs.map((leg) => leg.direction)).toEqual(['return']);
      expect(tripsAfterChange([ADDRESS_COLLECTION, POINT_RETURN], plan.legs, { collectionDate: '2026-12-04', returnDate: '2026-12-06' })).toEqual([
        { windowId: 11, date: '2026-12-04', start: '08:00', end: '10:00' },
      ]);
    }
  });

  it("prices a changed leg at today's fee, and frees the point once no kept leg hangs on it", () => {
    const moved = planLegChange(input({ request: { handover: { kind: 'address', address: CLIFTON, windowId: 12 } } }));
    expect(moved).toMatchObject({ errors: {}, keptAway: false, fees: [{ kind: 'collection', pence: 4000 }] });
    expect(moved.legs[0]).toMatchObject({ direction: 'collection', kind: 'address', date: '2026-12-04', fields: { windowId: 12, feePence: 4000 } });
    const atPoint = planLegChange(input({ request: { handover: { kind: 'point' } }, storage: TEMPLE_MEADS }));
    expect(atPoint).toMatchObject({ errors: {}, keptAway: false, collectsAtPoint: true, fees: [] });
    expect(atPoint.legs.map((leg) => [leg.direction, leg.fields.pointId])).toEqual([
      ['collection', 2],
      ['return', 2],
    ]);
  });

  it('refuses to change a leg the driver has started, and a new window past its cut-off, by field', () => {
    const started = planLegChange(input({ rows: [{ ...ADDRESS_COLLECTION, state: 'on_the_way' } as BookingLeg, POINT_RETURN], request: { handover: { kind: 'point' } } }));
    expect(Object.keys(started.errors)).toEqual(['handover']);
    expect(started.errors.handover!.map((text) => localise(text))).toEqual(['Your driver has already started this collection, so it can no longer be changed.']);
    const late = planLegChange(input({ request: { handover: { kind: 'address', address: CLIFTON, windowId: 12 } }, now: new Date('2026-12-04T08:00:00Z') }));
    expect(Object.keys(late.errors)).toEqual(['handover.windowId']);
    expect(late.errors['handover.windowId']!.map((text) => localise(text))).toEqual(['This window can no longer be booked: please choose a later one.']);
  });
});
