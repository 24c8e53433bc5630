import { describe, expect, it } from '@jest/globals';
import {
  type DeliveryZone,
  describeDistricts,
  findDeliveryZone,
  normaliseDistrict,
  normalisePostcode,
  parseDistrictList,
  postcodeDistrict,
  returnFeePence,
  sameDayGapMinutes,
  secondAttemptFeePence,
  windowBookableUntil,
  windowLabel,
} from './delivery-catalog.js';

const range = (area: string, from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `${area}${from + i}`);

/** The demo catalog's zones. */
const ZONES: DeliveryZone[] = [
  { id: 1, cityId: 1, name: 'Central and North Bristol', districts: range('BS', 1, 9), feePence: 1500, storageLocationId: 1 },
  { id: 2, cityId: 1, name: 'South and East Bristol', districts: range('BS', 13, 16), feePence: 1500, storageLocationId: 2 },
  { id: 3, cityId: 2, name: 'Bath', districts: ['BA1', 'BA2'], feePence: 2000, storageLocationId: 4 },
];

describe('postcodes', () => {
  it.each([
    ['BS1 1AA', 'BS1 1AA', 'BS1'],
    ['BS8 4JZ', 'BS8 4JZ', 'BS8'],
    ['BA2 3AB', 'BA2 3AB', 'BA2'],
    [' bs84jz ', 'BS8 4JZ', 'BS8'],
    ['ba2  3ab', 'BA2 3AB', 'BA2'],
    ['EC1A 1BB', 'EC1A 1BB', 'EC1A'],
  ])('reads %j as %s in district %s', (input, postcode, district) => {
    expect(normalisePostcode(input)).toBe(postcode);
    expect(postcodeDistrict(input)).toBe(district);
  });

  it.each(['', 'BS1', 'hello', 'BS1 1A', '12345', 'BS1 1AAA'])('refuses %j', (input) => {
    expect(normalisePostcode(input)).toBeNull();
    expect(postcodeDistrict(input)).toBeNull();
  });

  it('normalises the districts an operator types, and names the ones that are not districts', () => {
    expect(normaliseDistrict(' bs13 ')).toBe('BS13');
    expect(normaliseDistrict('BS1 1AA')).toBeNull();
    expect(parseDistrictList('bs8, BS1,BS13 bs1;ba2')).toEqual({ districts: ['BA2', 'BS1', 'BS8', 'BS13'], invalid: [] });
    expect(parseDistrictList('BS1, Clifton, 8')).toEqual({ districts: ['BS1'], invalid: ['Clifton', '8'] });
    expect(parseDistrictList(' , ')).toEqual({ districts: [], invalid: [] });
  });

  it('writes three or more districts in a row as a range', () => {
    expect(describeDistricts(ZONES.flatMap((zone) => zone.districts))).toBe('BA1, BA2, BS1–BS9 and BS13–BS16');
    expect(describeDistricts(['BS8'])).toBe('BS8');
    expect(describeDistricts(['BS8', 'BS1'])).toBe('BS1 and BS8');
  });
});

describe(findDeliveryZone.name, () => {
  it('finds the zone of a postcode in the area, with the postcode normalised', () => {
    expect(findDeliveryZone('bs8 4jz', ZONES)).toEqual({ valid: true, postcode: 'BS8 4JZ', district: 'BS8', served: true, zone: ZONES[0] });
    expect(findDeliveryZone('BS14 0AB', ZONES)).toMatchObject({ served: true, zone: { name: 'South and East Bristol' } });
    expect(findDeliveryZone('BA2 3AB', ZONES)).toMatchObject({ served: true, zone: { name: 'Bath', feePence: 2000 } });
  });

  it('tells a valid postcode outside the area which districts are covered', () => {
    expect(findDeliveryZone('BS20 7AA', ZONES)).toEqual({
      valid: true,
      postcode: 'BS20 7AA',
      district: 'BS20',
      served: false,
      message: "We don't collect or deliver in BS20 yet. We cover BA1, BA2, BS1–BS9 and BS13–BS16.",
    });
    // Only one city's zones: the other city's districts are not offered.
    expect(findDeliveryZone('BA1 1SU', ZONES.slice(0, 2))).toMatchObject({ served: false, message: "We don't collect or deliver in BA1 yet. We cover BS1–BS9 and BS13–BS16." });
  });

  it('lets a zone naming a whole district cover its sub-districts', () => {
    const london: DeliveryZone = { id: 9, cityId: 9, name: 'City', districts: ['EC1'], feePence: 100, storageLocationId: 9 };
    expect(findDeliveryZone('EC1A 1BB', [london])).toMatchObject({ served: true, district: 'EC1A', zone: { id: 9 } });
  });

  it('answers an invalid postcode as such', () => {
    expect(findDeliveryZone('not a postcode', ZONES)).toEqual({ valid: false });
  });
});

describe('fees and windows', () => {
  const FEES = [
    { fromCityId: 1, toCityId: 1, feePence: 1000 },
    { fromCityId: 1, toCityId: 2, feePence: 1500 },
    { fromCityId: 2, toCityId: 1, feePence: 1500 },
  ];

  it('prices a return at another point by the pair of cities, in its direction, and says when a pair is not offered', () => {
    expect(returnFeePence(1, 1, FEES)).toBe(1000);
    expect(returnFeePence(1, 2, FEES)).toBe(1500);
    expect(returnFeePence(2, 1, FEES)).toBe(1500);
    expect(returnFeePence(2, 2, FEES)).toBeNull();
  });

  it("charges a second delivery the city's fixed fee, free when 0, else the zone's fee per trip", () => {
    const fees = [
      { cityId: 1, feePence: 0 },
      { cityId: 2, feePence: null },
    ];
    expect(secondAttemptFeePence(ZONES[0], fees)).toBe(0);
    expect(secondAttemptFeePence(ZONES[2], fees)).toBe(2000);
    expect(secondAttemptFeePence(ZONES[2], [{ cityId: 2, feePence: 750 }])).toBe(750);
    expect(secondAttemptFeePence(ZONES[2], [])).toBe(2000);
  });

  it('labels a window and closes it the cut-off before it starts, London time in winter and summer', () => {
    expect(windowLabel({ start: '08:00', end: '10:00' })).toBe('08:00–10:00');
    expect(windowBookableUntil({ year: 2026, month: 12, day: 3 }, { start: '08:00' }, 3).toISOString()).toBe('2026-12-03T05:00:00.000Z');
    expect(windowBookableUntil({ year: 2026, month: 7, day: 3 }, { start: '08:00' }, 3).toISOString()).toBe('2026-07-03T04:00:00.000Z');
    expect(windowBookableUntil({ year: 2026, month: 12, day: 3 }, { start: '01:00' }, 3).toISOString()).toBe('2026-12-02T22:00:00.000Z');
  });
});

describe('the same-day gap', () => {
  it("is the city's when set, else two hours", () => {
    const cutOffs = [{ cityId: 1, hours: 3, sameDayGapMinutes: 180 }, { cityId: 2, hours: 3 }];
    expect([sameDayGapMinutes({ cutOffs }, 1), sameDayGapMinutes({ cutOffs }, 2), sameDayGapMinutes({ cutOffs }, 3), sameDayGapMinutes({ cutOffs }, null)]).toEqual([180, 120, 120, 120]);
  });
});
