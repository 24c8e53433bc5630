import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays, type DeliveryCatalog, type DeliveryZone, findDeliveryZone, formatIso, type LegAddress, outOfAreaRefusal, parseIso } from '@luggage/contracts';
import { arrayLiteral } from '../../../shared/database/array-literal.js';
import { ValidationFailedError } from '../../../shared/errors/domain-error.js';
import { message, type Text } from '../../../shared/i18n/message.js';
import { windowProblem } from '../legs/leg-plan.js';
import { firstFreeWindow, type WindowLoad } from './rescue-rules.js';
import { WINDOW_LOADS } from './rescue.queries.js';

/** A delivery to an address on the pick-up side looks at the closed day and this many days after it. */
export const DELIVERY_DAYS_AFTER = 6;

/** A window a driver could come in: the window-day's load, with its end. */
export interface FoundWindow extends WindowLoad {
  end: string;
}

/** The zone serving the address, or 422 on `address.postcode` with the legs' own words (docs/decisions.md, "Legs"). */
export function zoneOfAddress(address: LegAddress, delivery: DeliveryCatalog): DeliveryZone {
  const lookup = findDeliveryZone(address.postcode, delivery.zones);
  if (lookup.valid && lookup.served) return lookup.zone;
  throw ValidationFailedError.forField('address.postcode', lookup.valid ? outOfAreaRefusal(lookup.district, delivery.zones) : message('validation:postcode.invalid'));
}

/**
 * The first window of the zone's city with a trip left, from `fromIso` over `days` days (1: that day only), among the
 * windows still bookable (before their cut-off); null when none is. Read before the transaction: the trip is taken
 * under its lock, and a window filled meanwhile is a 409 (the capacity check of every leg).
 */
export async function firstFreeWindowFor(em: EntityManager, zone: DeliveryZone, delivery: DeliveryCatalog, fromIso: string, days: number, now = new Date()): Promise<FoundWindow | null> {
  const windows = delivery.windows.filter((window) => window.cityId === zone.cityId);
  const candidates = Array.from({ length: days }, (_, i) => addDays(parseIso(fromIso)!, i)).flatMap((day) =>
    windows.filter((window) => windowProblem(window, day, delivery, now) === null).map((window) => ({ window, date: formatIso(day) })),
  );
  if (candidates.length === 0) return null;
  const loads = await em.execute<WindowLoad[]>(WINDOW_LOADS, [arrayLiteral(candidates.map((c) => c.window.id)), arrayLiteral(candidates.map((c) => c.date))]);
  const found = firstFreeWindow(
    loads.map((load) => {
      const window = windows.find((candidate) => candidate.id === load.windowId)!;
      return { ...load, start: window.start, end: window.end };
    }),
  );
  return found;
}

/** A planner's 422 on a leg (`giveBack.address.town`, …) as the offer's own field (`address.town`); other fields stay. */
export function asAddressErrors(errors: Record<string, Text[]>): Record<string, Text[]> {
  return Object.fromEntries(Object.entries(errors).map(([field, texts]) => [field.replace(/^(handover|giveBack)\./, ''), texts]));
}
