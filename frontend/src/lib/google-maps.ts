import type { Libraries } from '@react-google-maps/api';
import { LEG_COORDINATE_BOUNDS } from '@luggage/contracts';
import type { PlaceFill } from './legs';

// One array for every call: the loader loads Google's script once, and refuses a later call whose options differ.
const LIBRARIES: Libraries = ['places'];

/** useJsApiLoader's options, the same wherever it is called (the collection map, the address form's Places Autocomplete). */
export const mapsLoaderOptions = (apiKey: string) => ({ id: 'google-map-script', googleMapsApiKey: apiKey, region: 'GB', libraries: LIBRARIES });

/** Places Autocomplete's options: UK addresses, and only the fields the form fills (Google bills by field). */
export const AUTOCOMPLETE_OPTIONS = { componentRestrictions: { country: 'gb' }, fields: ['address_components', 'geometry'], types: ['address'] };

/** The parts of a Places result the form reads (google.maps.places.PlaceResult has them). */
export interface PlaceLike {
  address_components?: { long_name: string; short_name: string; types: string[] }[];
  geometry?: { location?: { lat: () => number; lng: () => number } };
  name?: string;
}

const inBounds = (value: number, { min, max }: { min: number; max: number }) => value >= min && value <= max;

/**
 * Line 1 (number and street, or the building), town and postcode of a chosen place, with its coordinates when they are
 * in the UK; null when the place has no address (the customer pressed Enter on their own text).
 */
export function placeFill(place: PlaceLike): PlaceFill | null {
  const parts = place.address_components;
  if (!parts || parts.length === 0) return null;
  const part = (type: string) => parts.find((component) => component.types.includes(type))?.long_name ?? '';
  const street = [part('street_number'), part('route')].filter(Boolean).join(' ');
  const line1 = [part('subpremise'), part('premise'), street].filter(Boolean).join(', ') || place.name || '';
  const location = place.geometry?.location;
  const coordinates = location ? { lat: location.lat(), lng: location.lng() } : null;
  const inUk = coordinates && inBounds(coordinates.lat, LEG_COORDINATE_BOUNDS.lat) && inBounds(coordinates.lng, LEG_COORDINATE_BOUNDS.lng);
  return { line1, town: part('postal_town') || part('locality'), postcode: part('postal_code'), ...(inUk ? { coordinates } : {}) };
}
