import { describe, expect, it } from '@jest/globals';
import { placeFill, type PlaceLike } from './google-maps';

const component = (long_name: string, ...types: string[]) => ({ long_name, short_name: long_name, types });
const at = (lat: number, lng: number) => ({ location: { lat: () => lat, lng: () => lng } });

const royalYork: PlaceLike = {
  address_components: [
    component('12', 'street_number'),
    component('Royal York Crescent', 'route'),
    component('Clifton', 'neighborhood', 'political'),
    component('Bristol', 'postal_town'),
    component('City of Bristol', 'administrative_area_level_2', 'political'),
    component('BS8 4JZ', 'postal_code'),
  ],
  geometry: at(51.4536, -2.6198),
};

describe(placeFill.name, () => {
  it('fills line 1 with the number and street, the town and the postcode, and keeps the coordinates', () => {
    expect(placeFill(royalYork)).toEqual({ line1: '12 Royal York Crescent', town: 'Bristol', postcode: 'BS8 4JZ', coordinates: { lat: 51.4536, lng: -2.6198 } });
  });

  it('names the building before the street, and takes the locality where there is no postal town', () => {
    const hotel: PlaceLike = {
      address_components: [component('Flat 2', 'subpremise'), component('Royal Crescent', 'route'), component('Bath', 'locality'), component('BA1 2LR', 'postal_code')],
      geometry: at(51.3868, -2.3668),
    };
    expect(placeFill(hotel)).toMatchObject({ line1: 'Flat 2, Royal Crescent', town: 'Bath', postcode: 'BA1 2LR' });
  });

  it('leaves out coordinates outside the UK, and answers nothing for a place without an address', () => {
    expect(placeFill({ ...royalYork, geometry: at(48.85, 2.35) })).not.toHaveProperty('coordinates');
    expect(placeFill({ name: '12 Royal York' })).toBeNull();
  });
});
