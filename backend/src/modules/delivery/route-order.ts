/** Where a stop (or the storage point a run starts from) is: coordinates where known, always a postcode. */
export interface Place {
  lat?: number | null;
  lng?: number | null;
  postcode: string;
}

export interface RoutedStop extends Place {
  /** 'HH:MM': stops are visited window by window. */
  windowStart: string;
  /** Breaks ties, so that the same stops always come in the same order. */
  id: number;
}

/**
 * A run's order: window by window; within a window, from the storage point, always the nearest next stop. Between two
 * places with coordinates nearness is the distance; otherwise it is how much of the postcode they share (sector, then
 * district, then area). A stop reached by coordinates comes before one only known by postcode.
 */
export function routeOrder<T extends RoutedStop>(start: Place, stops: readonly T[]): T[] {
  const windows = [...new Set(stops.map((stop) => stop.windowStart))].sort();
  return windows.flatMap((window) => nearestFirst(start, stops.filter((stop) => stop.windowStart === window)));
}

function nearestFirst<T extends RoutedStop>(start: Place, stops: readonly T[]): T[] {
  const left = [...stops];
  const ordered: T[] = [];
  let here: Place = start;
  while (left.length > 0) {
    const next = left.reduce((best, stop) => (compareNearness(here, stop, best) < 0 ? stop : best));
    ordered.push(next);
    left.splice(left.indexOf(next), 1);
    here = next;
  }
  return ordered;
}

/** Negative when `a` is nearer to `here` than `b`. */
function compareNearness(here: Place, a: RoutedStop, b: RoutedStop): number {
  const [rankA, gapA] = nearness(here, a);
  const [rankB, gapB] = nearness(here, b);
  return rankA - rankB || gapA - gapB || a.postcode.localeCompare(b.postcode) || a.id - b.id;
}

/** [0, km] by coordinates, else [1, postcode gap]. */
function nearness(here: Place, there: Place): [number, number] {
  return hasCoordinates(here) && hasCoordinates(there) ? [0, kilometres(here, there)] : [1, postcodeGap(here.postcode, there.postcode)];
}

function hasCoordinates(place: Place): place is Place & { lat: number; lng: number } {
  return typeof place.lat === 'number' && typeof place.lng === 'number';
}

/** Haversine: plenty for a city's streets. */
function kilometres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** 0 the same sector ('BS8 4'), [1, 2) the same district, [2, 3) the same area, 3 otherwise; nearer numbers score lower. */
export function postcodeGap(a: string, b: string): number {
  const [districtA = '', inwardA = ''] = a.toUpperCase().trim().split(/\s+/);
  const [districtB = '', inwardB = ''] = b.toUpperCase().trim().split(/\s+/);
  const area = (district: string) => /^[A-Z]+/.exec(district)?.[0] ?? '';
  const number = (text: string) => Number.parseInt(text.replace(/^[A-Z]+/, ''), 10) || 0;
  if (districtA === districtB) return number(inwardA) === number(inwardB) ? 0 : 1 + spread(number(inwardA), number(inwardB));
  return area(districtA) === area(districtB) ? 2 + spread(number(districtA), number(districtB)) : 3;
}

/** In [0, 1): 0 for equal numbers, nearer 1 the further apart they are. */
const spread = (a: number, b: number) => 1 - 1 / (1 + Math.abs(a - b));
