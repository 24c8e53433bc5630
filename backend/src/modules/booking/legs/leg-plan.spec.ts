import { describe, expect, it } from '@jest/globals';
import { type CalendarDate, DEFAULT_LEAD_MINUTES, defaultOpeningHours, type DeliveryCatalog } from '@luggage/contracts';
import type { BookableLocation } from '../../catalog/index.js';
import { localise } from '../../../shared/i18n/message.js';
import { LEG_MESSAGES, type LegPlanInput, moveLegs, planLegs } from './leg-plan.js';

const point = (id: number, cityId: number, name: string, cityName: string, time = '09:00'): BookableLocation => ({
  id,
  name,
  address: `${name} address`,
  cityId,
  cityName,
  collectReturnTime: time,
  capacity: 40,
  openWeekdays: [1, 2, 3, 4, 5, 6, 7],
  weekdayTimes: {},
  closures: [],
  openingHours: defaultOpeningHours(),
  leadMinutes: DEFAULT_LEAD_MINUTES,
});

const BUS_STATION = point(1, 1, 'Bristol Bus Station', 'Bristol');
const BATH_SPA = point(3, 2, 'Bath Spa Station', 'Bath', '10:30');
const CATALOG: DeliveryCatalog = {
  zones: [
    { id: 1, cityId: 1, name: 'Central Bristol', districts: ['BS1', 'BS8'], feePence: 1500, storageLocationId: 1 },
    { id: 2, cityId: 1, name: 'South Bristol', districts: ['BS13'], feePence: 1500, storageLocationId: 2 },
    { id: 3, cityId: 2, name: 'Bath', districts: ['BA1', 'BA2'], feePence: 2000, storageLocationId: 3 },
  ],
  windows: [
    { id: 11, cityId: 1, start: '08:00', end: '10:00', trips: 6 },
    { id: 21, cityId: 2, start: '14:00', end: '16:00', trips: 6 },
  ],
  returnFees: [{ fromCityId: 1, toCityId: 2, feePence: 1500 }],
  cutOffs: [
    { cityId: 1, hours: 3 },
    { cityId: 2, hours: 3 },
  ],
  secondAttemptFees: [],
};
const day = (d: number): CalendarDate => ({ year: 2026, month: 12, day: d });
const CLIFTON = { line1: '12 Royal York Crescent', town: 'Bristol', postcode: 'bs8 4jz' };
const input = (overrides: Partial<LegPlanInput>): LegPlanInput => ({
  storage: BUS_STATION,
  collectionDay: day(3),
  returnDay: day(5),
  delivery: CATALOG,
  otherPoint: null,
  now: new Date('2026-12-01T12:00:00Z'),
  ...overrides,
});

describe(planLegs.name, () => {
  it('places both legs at the storage point, for nothing, when no choice is made', () => {
    expect(planLegs(input({}))).toEqual({
      ok: true,
      fees: [],
      legs: [
        { direction: 'collection', kind: 'point', date: '2026-12-03', fields: { pointId: 1, pointName: 'Bristol Bus Station', pointAddress: 'Bristol Bus Station address', pointTime: '09:00', feePence: 0 } },
        { direction: 'return', kind: 'point', date: '2026-12-05', fields: { pointId: 1, pointName: 'Bristol Bus Station', pointAddress: 'Bristol Bus Station address', pointTime: '09:00', feePence: 0 } },
      ],
    });
  });

  it('collects from an address in its zone’s window for the zone’s fee, the postcode normalised', () => {
    const plan = planLegs(input({ handover: { kind: 'address', address: CLIFTON, windowId: 11 } }));
    expect(plan.ok && plan.fees).toEqual([{ kind: 'collection', pence: 1500 }]);
    expect(plan.ok && plan.legs[0]).toEqual({
      direction: 'collection',
      kind: 'address',
      date: '2026-12-03',
      fields: expect.objectContaining({ line1: '12 Royal York Crescent', postcode: 'BS8 4JZ', district: 'BS8', zoneId: 1, windowId: 11, windowStart: '08:00', windowEnd: '10:00', feePence: 1500, line2: null }),
    });
  });

  it('delivers to any served zone, in its own city’s window and fee', () => {
    const plan = planLegs(input({ giveBack: { kind: 'address', address: { ...CLIFTON, postcode: 'BA1 2LR' }, windowId: 21 } }));
    expect(plan.ok && plan.fees).toEqual([{ kind: 'delivery', pence: 2000 }]);
    expect(plan.ok && plan.legs[1]).toMatchObject({ direction: 'return', kind: 'address', date: '2026-12-05', fields: { zoneId: 3, windowId: 21 } });
  });

  it('returns at another city’s point for the cities’ return fee, at that point’s time', () => {
    const plan = planLegs(input({ giveBack: { kind: 'other_point', locationId: 3 }, otherPoint: BATH_SPA }));
    expect(plan.ok && plan.fees).toEqual([{ kind: 'return_elsewhere', pence: 1500 }]);
    expect(plan.ok && plan.legs[1]).toMatchObject({ kind: 'point', fields: { pointId: 3, pointTime: '10:30', feePence: 1500 } });
  });

  it('refuses each problem under its field', () => {
    const errors = (overrides: Partial<LegPlanInput>) => {
      const plan = planLegs(input(overrides));
      return plan.ok ? null : plan.errors;
    };
    const outside = errors({ handover: { kind: 'address', address: { ...CLIFTON, postcode: 'SW1A 1AA' }, windowId: 11 } });
    expect(Object.keys(outside!)).toEqual(['handover.address.postcode']);
    expect(localise(outside!['handover.address.postcode']![0]!)).toBe("We don't collect or deliver in SW1A yet. We cover BA1, BA2, BS1, BS8 and BS13.");
    expect(errors({ handover: { kind: 'address', address: CLIFTON, windowId: 21 } })).toEqual({ 'handover.windowId': [LEG_MESSAGES.windowNotOffered] });
    expect(errors({ handover: { kind: 'address', address: { ...CLIFTON, postcode: 'BS13 7AA' }, windowId: 11 } })).toEqual({ locationId: [LEG_MESSAGES.wrongStoragePoint] });
    expect(errors({ giveBack: { kind: 'other_point', locationId: 3 }, otherPoint: null })).toEqual({ 'giveBack.locationId': [LEG_MESSAGES.pointUnavailable] });
    expect(errors({ giveBack: { kind: 'other_point', locationId: 1 }, otherPoint: BUS_STATION })).toEqual({ 'giveBack.locationId': [LEG_MESSAGES.samePoint] });
    expect(errors({ storage: BATH_SPA, giveBack: { kind: 'other_point', locationId: 1 }, otherPoint: BUS_STATION })).toEqual({
      'giveBack.locationId': [LEG_MESSAGES.returnNotOffered('Bath', 'Bristol')],
    });
    const closedThere = errors({ giveBack: { kind: 'other_point', locationId: 3 }, otherPoint: { ...BATH_SPA, openWeekdays: [1] } });
    expect(Object.keys(closedThere!)).toEqual(['giveBack.locationId']);
    expect(localise(closedThere!['giveBack.locationId']![0]!)).toMatch(/^Bath Spa Station is closed on \w+days, so your luggage cannot be returned on /);
  });

  it('closes a window its city’s cut-off before it starts', () => {
    const handover = { kind: 'address' as const, address: CLIFTON, windowId: 11 };
    // 08:00 London on 3 December is 08:00 UTC; 3 hours before is 05:00.
    expect(planLegs(input({ handover, now: new Date('2026-12-03T04:59:00Z') })).ok).toBe(true);
    expect(planLegs(input({ handover, now: new Date('2026-12-03T05:00:00Z') }))).toEqual({ ok: false, errors: { 'handover.windowId': [LEG_MESSAGES.windowClosed] } });
  });
});

describe(moveLegs.name, () => {
  const now = new Date('2026-12-01T12:00:00Z');
  const days = { collection: day(3), return: day(5) };

  it('leaves the storage point’s date rules to bookings handed over and given back there', () => {
    const atPoint = [
      { direction: 'collection' as const, kind: 'point' as const, pointId: 1, windowId: null },
      { direction: 'return' as const, kind: 'point' as const, pointId: 1, windowId: null },
    ];
    expect(moveLegs(atPoint, 1, days, null, now)).toEqual({ errors: {}, collectsAtPoint: true, returnsAtPoint: true, returnPointTime: null });
  });

  it('checks an address leg’s window on its new day and a return elsewhere against the other point', () => {
    const legs = [
      { direction: 'collection' as const, kind: 'address' as const, pointId: null, windowId: 11 },
      { direction: 'return' as const, kind: 'point' as const, pointId: 3, windowId: null },
    ];
    const catalog = { delivery: CATALOG, otherPoint: BATH_SPA };
    expect(moveLegs(legs, 1, days, catalog, now)).toEqual({ errors: {}, collectsAtPoint: false, returnsAtPoint: false, returnPointTime: '10:30' });
    expect(moveLegs(legs, 1, days, catalog, new Date('2026-12-03T06:00:00Z')).errors).toEqual({ collectionDate: [LEG_MESSAGES.windowClosed] });
    const closedThere = moveLegs(legs, 1, days, { delivery: CATALOG, otherPoint: { ...BATH_SPA, openWeekdays: [1] } }, now).errors;
    expect(Object.keys(closedThere)).toEqual(['nights']);
    expect(localise(closedThere.nights![0]!)).toMatch(/^Bath Spa Station is closed on \w+days, so your luggage cannot be returned on /);
    expect(moveLegs(legs, 1, days, { delivery: CATALOG, otherPoint: null }, now).errors).toEqual({ nights: [LEG_MESSAGES.pointUnavailable] });
  });
});
