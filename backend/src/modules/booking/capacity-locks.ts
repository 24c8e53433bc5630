import type { EntityManager } from '@mikro-orm/postgresql';
import { arrayLiteral } from '../../shared/database/array-literal.js';
import type { Stay } from './booking-capacity.js';
import type { Trip } from './trip-capacity.js';

/**
 * The one lock order of capacity (docs/architecture.md, "Lock order"):
 *   1. the booking's row (lockBooking, the leg steps' lockLegs, or the checkout's own statement), then its change rows;
 *   2. every night of location_night the transaction will count, take or give back, by point and then night;
 *   3. every window-day of delivery_window_day it will count, take or give back, by window and then day.
 * Every path that touches bags or trips (checkout, payment, hold expiry, cancellation, change, redelivery, an admin's
 * move of a stop) locks all of its nights and window-days here first, those it gives back with those it takes, so
 * two transactions never wait for each other in a circle. Later statements touch only rows already locked, in any
 * order. Missing rows are made (0 taken), so a count or a take always finds its row.
 */

/** SQL and its parameters, for a part of a statement. */
export interface SqlPart {
  sql: string;
  params: unknown[];
}

/** What a transaction will touch: stays (their nights at their point) and trips (window-days). Nulls are skipped. */
export interface CapacityKeys {
  stays: readonly (Stay | null)[];
  trips: readonly (readonly Trip[] | null)[];
}

/** The stays as rows (location_id int, first_night date, return_day date): a query to union with others. */
export function staysAsRows(stays: readonly (Stay | null)[]): SqlPart {
  const present = stays.filter((stay): stay is Stay => stay !== null);
  return {
    sql: 'select * from unnest(?::int[], ?::date[], ?::date[]) as s(location_id, first_night, return_day)',
    params: [arrayLiteral(present.map((stay) => stay.locationId)), arrayLiteral(present.map((stay) => stay.collectionDate)), arrayLiteral(present.map((stay) => stay.returnDate))],
  };
}

/** The trips as rows (window_id int, day date): a query to union with others. */
export function tripsAsRows(trips: readonly (readonly Trip[] | null)[]): SqlPart {
  const present = trips.flatMap((list) => list ?? []);
  return {
    sql: 'select * from unnest(?::int[], ?::date[]) as t(window_id, day)',
    params: [arrayLiteral(present.map((trip) => trip.windowId)), arrayLiteral(present.map((trip) => trip.date))],
  };
}

/**
 * Two CTEs, `capacity_nights` then `capacity_trips`, for a statement that locks in the lock order: the nights of
 * `stays`' rows (by point, night), then the window-days of `trips`' rows (by window, day). `after` names a CTE of the
 * same statement to be read in full first (the checkout's booking row); null for none. The order is made by the data:
 * each step's rows are selected only once the step before has been read to its end (a one-time filter on its count),
 * whatever order PostgreSQL would otherwise run a statement's data-modifying CTEs in. The statement must read
 * CAPACITY_LOCKED (which reads everything before it).
 */
export function capacityLockCtes(stays: SqlPart, trips: SqlPart, after: string | null): SqlPart {
  const afterGate = after ? `where (select count(*) from ${after}) >= 0` : '';
  return {
    sql: `capacity_nights as (
       insert into location_night (location_id, night, bags)
       select distinct s.location_id, n::date, 0 from (${stays.sql}) as s
         cross join generate_series(s.first_night, s.return_day - 1, interval '1 day') as n
       ${afterGate}
       order by 1, 2
       on conflict (location_id, night) do update set bags = location_night.bags
       returning 1
     ), capacity_trips as (
       insert into delivery_window_day (window_id, day, trips)
       select distinct t.window_id, t.day, 0 from (${trips.sql}) as t
       where (select count(*) from capacity_nights) >= 0
       order by 1, 2
       on conflict (window_id, day) do update set trips = delivery_window_day.trips
       returning 1
     )`,
    params: [...stays.params, ...trips.params],
  };
}

/** Read by the statement that holds capacityLockCtes: the rows locked, once everything before them is. */
export const CAPACITY_LOCKED = '(select count(*) from capacity_trips)::int';

/** Locks, in the lock order, the nights and window-days a transaction is about to count, take or give back. Call it after the booking's row. */
export async function lockCapacity(tx: EntityManager, keys: CapacityKeys): Promise<void> {
  const stays = keys.stays.filter((stay) => stay !== null);
  const trips = keys.trips.filter((list) => list !== null && list.length > 0);
  if (stays.length === 0 && trips.length === 0) return;
  const locks = capacityLockCtes(staysAsRows(stays), tripsAsRows(trips), null);
  await tx.execute(`with ${locks.sql} select ${CAPACITY_LOCKED} as locked`, locks.params);
}
