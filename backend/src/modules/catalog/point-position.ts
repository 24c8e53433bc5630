import { postcodeDistrict } from '@luggage/contracts';

export interface Position {
  lat: number;
  lng: number;
}

const POSTCODE_IN_ADDRESS = /[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}/i;

/** The district of the postcode in a free-text address ('BS1' of 'Marlborough Street, Bristol BS1 3NU'), if it has one. */
export const districtInAddress = (address: string): string | null => {
  const postcode = POSTCODE_IN_ADDRESS.exec(address)?.[0];
  return postcode ? postcodeDistrict(postcode) : null;
};

/**
 * Where a point typed without coordinates is put, with no map service to ask (no key, no internet): at the middle of
 * the city's points that share its postcode district (a district is a few streets to a few miles across), else at the
 * city's centre. The edit form shows the result, to be corrected by typing coordinates.
 */
export function estimatedPosition(address: string, city: Position, cityPoints: readonly (Position & { address: string })[]): Position {
  const district = districtInAddress(address);
  const neighbours = district ? cityPoints.filter((point) => districtInAddress(point.address) === district) : [];
  if (neighbours.length === 0) return { lat: city.lat, lng: city.lng };
  const mean = (values: number[]) => Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 1e6) / 1e6;
  return { lat: mean(neighbours.map((point) => point.lat)), lng: mean(neighbours.map((point) => point.lng)) };
}
