import { DEFAULT_RUN_LEAD_MINUTES } from '@luggage/contracts';
import type { AddressLegRecord } from '../booking/index.js';
import type { ZonePlace } from '../catalog/index.js';
import { routeOrder } from './route-order.js';

const POSTCODE_IN_ADDRESS = /[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}/i;

export function cityOf(zones: readonly ZonePlace[], leg: Pick<AddressLegRecord, 'zoneId'>): number {
  return zones.find((zone) => zone.id === leg.zoneId)?.cityId ?? -1;
}

/** The leg's city and that city's run lead (the default for a leg whose zone is unknown). */
export function placeOf(zones: readonly ZonePlace[], leg: Pick<AddressLegRecord, 'zoneId'>): StopPlace {
  const zone = zones.find((candidate) => candidate.id === leg.zoneId);
  return { cityId: zone?.cityId ?? -1, runLeadMinutes: zone?.runLeadMinutes ?? DEFAULT_RUN_LEAD_MINUTES };
}

export interface StopPlace {
  cityId: number;
  runLeadMinutes: number;
}

/** Window by window; within a window, the route from each storage point (a zone's), one point's after another's. */
export function ordered(legs: AddressLegRecord[], zones: readonly ZonePlace[]): AddressLegRecord[] {
  const byStart = new Map<string, { zone: ZonePlace; legs: AddressLegRecord[] }>();
  for (const leg of legs) {
    const zone = zones.find((candidate) => candidate.id === leg.zoneId);
    if (!zone) continue;
    const key = `${zone.cityId}:${zone.storage.address}`;
    const group = byStart.get(key) ?? { zone, legs: [] };
    group.legs.push(leg);
    byStart.set(key, group);
  }
  return [...byStart.values()].flatMap(({ zone, legs: group }) => {
    const start = { lat: zone.storage.lat, lng: zone.storage.lng, postcode: POSTCODE_IN_ADDRESS.exec(zone.storage.address)?.[0] ?? '' };
    const routed = routeOrder(start, group.map((leg) => ({ ...leg, id: leg.legId, windowStart: leg.windowStart })));
    return routed.map((stop) => group.find((leg) => leg.legId === stop.id)!);
  }).sort((a, b) => a.windowStart.localeCompare(b.windowStart));
}
