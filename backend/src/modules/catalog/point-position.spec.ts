import { describe, expect, it } from '@jest/globals';
import { districtInAddress, estimatedPosition } from './point-position.js';

const bristol = { lat: 51.4545, lng: -2.5879 };
const busStation = { address: 'Marlborough Street, Bristol BS1 3NU', lat: 51.4592, lng: -2.5917 };
const templeMeads = { address: 'Station Approach, Bristol BS1 6QF', lat: 51.4491, lng: -2.5813 };
const clifton = { address: 'Clifton Down, Bristol BS8 3HT', lat: 51.4628, lng: -2.6124 };

describe(estimatedPosition.name, () => {
  it('puts a point among the known points of its postcode district', () => {
    expect(estimatedPosition('Harbourside Kiosk, Anchor Road, bs1 5dh', bristol, [busStation, templeMeads, clifton])).toEqual({ lat: 51.45415, lng: -2.5865 });
    expect(estimatedPosition('Whiteladies Road, BS8 2PY', bristol, [busStation, clifton])).toEqual({ lat: 51.4628, lng: -2.6124 });
  });

  it("puts a point at its city's centre when no known point shares its district, or its address has no postcode", () => {
    expect(estimatedPosition('Gloucester Road, Bristol BS7 8AA', bristol, [busStation, clifton])).toEqual(bristol);
    expect(estimatedPosition('Cabot Circus', bristol, [busStation])).toEqual(bristol);
    expect(estimatedPosition('', bristol, [])).toEqual(bristol);
  });
});

describe(districtInAddress.name, () => {
  it('reads the district of the postcode in an address, in any case and spacing', () => {
    expect(districtInAddress('Dorchester Street, Bath BA1 1SX')).toBe('BA1');
    expect(districtInAddress('1 Temple Way, bristol bs16ah')).toBe('BS1');
    expect(districtInAddress('No postcode here')).toBeNull();
  });
});
