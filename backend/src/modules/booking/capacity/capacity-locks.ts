import type { EntityManager } from '@mikro-orm/postgresql';
import { arrayLiteral } from '../../../shared/database/array-literal.js';
import type { Stay } from './booking-capacity.js';
import type { Trip } from './trip-capacity.js';
import { LOCK_CAPACITY } from './capacity.queries.js';
import { momentIndex } from './moments.js';

/**
 * The one lock order of capacity (docs/architecture.md, "Lock order"):
 *   1. the booking's row (lockBooking, the leg steps' lockLegs, or the checkout's own statement), then its change rows;
 *   2. every day of location_day the transaction will count, take or give back, by point and then day;
 *   3. every window-day of delivery_window_day it will count, take or give back, by window and then day.
 * Every path that touches bags or trips (checkout, payment, hold expiry, cancellation, change, redelivery, an admin's
 * move of a stop) locks all of its point-days and window-days here first, those it gives back with those it takes, so
 * two transactions never wait for each other in a circle. Later statements touch only rows already locked, in any
 * order. Missing rows are made (0 taken), so a count or a take always finds its row. The statements are in
 * capacity.queries.ts (LOCK_CAPACITY, and the checkout's lockCheckoutStatement with its booking's row).
 */

/** What a transaction will touch: stays (their days at their point) and trips (window-days). Nulls are skipped. */
export interface CapacityKeys {
  stays: readonly (Stay | null)[];
  trips: readonly (readonly Trip[] | null)[];
}

/** The keys as the lock statements' parameters (capacity.queries: LOCK_CAPACITY, lockCheckoutStatement). */
export function lockParams(keys: CapacityKeys): Record<string, unknown> {
  const stays = keys.stays.filter((stay): stay is Stay => stay !== null);
  const trips = keys.trips.flatMap((list) => list ?? []);
  return {
    pointIds: arrayLiteral(stays.map((stay) => stay.locationId)),
    froms: arrayLiteral(stays.map((stay) => momentIndex(stay.from))),
    untils: arrayLiteral(stays.map((stay) => momentIndex(stay.until))),
    windowIds: arrayLiteral(trips.map((trip) => trip.windowId)),
    days: arrayLiteral(trips.map((trip) => trip.date)),
  };
}

/** Locks, in the lock order, the point-days and window-days a transaction is about to count, take or give back. Call it after the booking's row. */
export async function lockCapacity(tx: EntityManager, keys: CapacityKeys): Promise<void> {
  const stays = keys.stays.filter((stay) => stay !== null);
  const trips = keys.trips.filter((list) => list !== null && list.length > 0);
  if (stays.length === 0 && trips.length === 0) return;
  await tx.execute(LOCK_CAPACITY.sql, LOCK_CAPACITY.params(lockParams({ stays, trips })));
}
