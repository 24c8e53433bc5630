import type { EntityManager } from '@mikro-orm/postgresql';
import { formatDashed, parseIso, windowLabel } from '@luggage/contracts';
import { DomainError } from '../../shared/errors/domain-error.js';
import { type Message, message } from '../../shared/i18n/message.js';
import { holdVerdict, type HoldVerdict, NIGHT_LOADS, type NightLoad, nightLoadsParams, type Stay, TAKE_NIGHTS, takeNightsParams } from './booking-capacity.js';
import { prepared } from '../../shared/database/prepared-statements.js';
import { arrayLiteral } from '../../shared/database/array-literal.js';

/** One driver's trip an address leg takes: a window of its city on a day. */
export interface Trip {
  windowId: number;
  /** 'YYYY-MM-DD' */
  date: string;
  start: string;
  end: string;
}

/** The first trip that did not fit: its window on its day, now full. */
export interface FullWindow {
  trip: Trip;
}

export class WindowFullError extends DomainError {
  constructor(readonly full: FullWindow) {
    super('BOOKING.WINDOW_FULL', 'conflict', windowFullMessage(full));
  }
}

/** "That window is full: 08:00–10:00 on 03-12-2026 has no trips left. Please choose another window or day." */
export function windowFullMessage({ trip }: FullWindow): Message {
  return message('errors:booking.windowFull', { window: windowLabel(trip), date: dayLabel(trip.date) }, ['date']);
}

const dayLabel = (iso: string): string => formatDashed(parseIso(iso)!);

/** The trips of a booking's address legs, in lock order (window, then day) so racing bookings never deadlock on them. */
export function tripsOf(legs: readonly { kind: string; windowId: number | null; date: string; windowStart: string | null; windowEnd: string | null }[]): Trip[] {
  return legs
    .filter((leg) => leg.kind === 'address' && leg.windowId !== null)
    .map((leg) => ({ windowId: leg.windowId!, date: leg.date, start: leg.windowStart!, end: leg.windowEnd! }))
    .sort((a, b) => a.windowId - b.windowId || a.date.localeCompare(b.date));
}

export function sameTrips(a: readonly Trip[], b: readonly Trip[]): boolean {
  return a.length === b.length && a.every((trip, i) => trip.windowId === b[i].windowId && trip.date === b[i].date);
}

/** Each window's trips, read in the caller's transaction (0 for a window that no longer exists). */
export async function tripCapacities(tx: EntityManager, trips: readonly Trip[]): Promise<Map<number, number>> {
  if (trips.length === 0) return new Map();
  const rows = await tx.execute<{ id: number; trips: number }[]>('select id, trips from delivery_window where id in (?)', [trips.map((trip) => trip.windowId)]);
  return new Map(rows.map((row) => [row.id, row.trips]));
}

/**
 * The window-days of `trips` as one statement's rows, in lock order (tripsOf's): `unnest(${TRIP_ROWS}) as t(window_id, day)`.
 * A booking's trips are never twice the same window-day (its return is at least a night after its collection).
 */
export const TRIP_ROWS = '?::int[], ?::date[]';
/** One array parameter each (arrayLiteral), inlined or prepared. */
export const tripRows = (trips: readonly Trip[]) => [arrayLiteral(trips.map((trip) => trip.windowId)), arrayLiteral(trips.map((trip) => trip.date))];

/**
 * Takes one trip of each window-day in one upsert, as tryHoldBags takes bags: its row locks make racing bookings of
 * the same window-day wait for each other. When one goes over its window's trips, all are given back and the first
 * such window answered.
 */
export async function tryHoldTrips(tx: EntityManager, trips: readonly Trip[], capacities: ReadonlyMap<number, number>): Promise<FullWindow | null> {
  if (trips.length === 0) return null;
  const rows = await tx.execute<{ window_id: number; day: string; trips: number }[]>(
    `insert into delivery_window_day (window_id, day, trips)
     select window_id, day, 1 from unnest(${TRIP_ROWS}) as t(window_id, day) order by window_id, day
     on conflict (window_id, day) do update set trips = delivery_window_day.trips + 1
     returning window_id, to_char(day, 'YYYY-MM-DD') as day, trips`,
    tripRows(trips),
  );
  const over = trips.find((trip) => rows.some((row) => row.window_id === trip.windowId && row.day === trip.date && Number(row.trips) > (capacities.get(trip.windowId) ?? 0)));
  if (!over) return null;
  await releaseTrips(tx, trips);
  return { trip: over };
}

/** Gives the trips back (a cancellation, an expired hold, a change). */
export async function releaseTrips(tx: EntityManager, trips: readonly Trip[]): Promise<void> {
  if (trips.length === 0) return;
  await tx.execute(
    `update delivery_window_day d set trips = d.trips - 1 from unnest(${TRIP_ROWS}) as t(window_id, day)
     where d.window_id = t.window_id and d.day = t.day and d.trips > 0`,
    tripRows(trips),
  );
}

/** Moves a booking's trips from `from` (null: none held) to `to`; when `to` does not fit, `from` is taken back and the full window answered. */
export async function moveTrips(tx: EntityManager, from: readonly Trip[] | null, to: readonly Trip[], capacities: ReadonlyMap<number, number>): Promise<FullWindow | null> {
  if (from && sameTrips(from, to)) return null;
  if (from) await releaseTrips(tx, from);
  const full = await tryHoldTrips(tx, to, capacities);
  if (full && from) await tryHoldTrips(tx, from, noLimit(from));
  return full;
}

/** For putting back trips counted a moment ago: no limit. */
export const noLimit = (trips: readonly Trip[]): ReadonlyMap<number, number> => new Map(trips.map((trip) => [trip.windowId, 2_147_483_647]));

/** A window-day as a checkout counts it: the trips taken (paid and protected holds), those held by other unpaid bookings, the window's trips. */
export interface TripLoad {
  window_id: number;
  /** 'YYYY-MM-DD' */
  day: string;
  counted: number;
  held: number;
  capacity: number | null;
}

/**
 * The unpaid bookings other than the checkout's that hold theirs, with the checkout's booking id: few at any time, and
 * found by their own index (booking_held_unpaid_index), so counting their trips costs what they number rather than
 * every leg ever booked on a window-day. Materialized, so the planner starts from them.
 */
const HELD_UNPAID = `select id from booking where holds_bags and status in ('pending_payment', 'payment_failed') and id <> ?`;

/** Each trip's window-day as a checkout counts it (TripLoad): a CTE over HELD_UNPAID for the statement that also takes them (TAKE_TRIPS), with tripRows(trips). */
const TRIP_LOADS = `select d.window_id, to_char(d.day, 'YYYY-MM-DD') as day, d.trips as counted, w.trips as capacity,
    (select count(*)::int from held_unpaid h join booking_leg l on l.booking_id = h.id
      where l.window_id = d.window_id and l.date = d.day and l.kind = 'address') as held
  from unnest(${TRIP_ROWS}) as t(window_id, day)
  join delivery_window_day d on d.window_id = t.window_id and d.day = t.day
  left join delivery_window w on w.id = d.window_id`;

/** Takes one trip of each window-day: a data-modifying CTE, with tripRows(trips). */
const TAKE_TRIPS = `update delivery_window_day d set trips = d.trips + 1 from unnest(${TRIP_ROWS}) as t(window_id, day)
  where d.window_id = t.window_id and d.day = t.day`;

/**
 * Takes the stay's bags and one trip of each window-day, locked by an earlier statement (capacity-locks.ts),
 * and answers their loads as they were before, in one statement: its snapshot, taken after those locks, sees every
 * hold committed before them, and nobody else can change the locked rows meanwhile. The caller judges the loads
 * (holdVerdict, tripsVerdict) and gives everything back, or lets a refusal roll the transaction back.
 */
export async function takeStayAndTrips(tx: EntityManager, stay: Stay, trips: readonly Trip[], bookingId: number): Promise<{ nights: NightLoad[]; trips: TripLoad[] }> {
  const tripCtes = trips.length > 0 ? `, held_unpaid as materialized (${HELD_UNPAID}), trip_loads as (${TRIP_LOADS}), trips_taken as (${TAKE_TRIPS})` : '';
  const [row] = await tx.execute<{ nights: NightLoad[]; trips: TripLoad[] }[]>(
    prepared(`with night_loads as (${NIGHT_LOADS}), nights_taken as (${TAKE_NIGHTS})${tripCtes}
     select (select coalesce(json_agg(json_build_object('night', to_char(night, 'DD-MM-YYYY'), 'counted', counted, 'held', held) order by night), '[]')
               from night_loads) as nights,
            ${trips.length > 0 ? `(select coalesce(json_agg(trip_loads), '[]') from trip_loads)` : `'[]'::json`} as trips`),
    [...nightLoadsParams(stay, bookingId), ...takeNightsParams(stay), ...(trips.length > 0 ? [bookingId, ...tripRows(trips), ...tripRows(trips)] : [])],
  );
  return row;
}

/**
 * Judges each trip by the hold rule (holdVerdict) with its load before it was taken: the first refusal wins; any
 * unprotected trip makes the whole checkout unprotected.
 */
export function tripsVerdict(trips: readonly Trip[], loads: readonly TripLoad[]): { verdict: HoldVerdict; trip?: Trip } {
  let protectedAll = true;
  for (const trip of trips) {
    const load = loads.find((row) => row.window_id === trip.windowId && row.day === trip.date)!;
    const verdict = holdVerdict([{ night: trip.date, counted: Number(load.counted), held: Number(load.held) }], Number(load.capacity ?? 0), 1);
    if (verdict.kind === 'refused') return { verdict, trip };
    if (verdict.kind === 'unprotected') protectedAll = false;
  }
  return { verdict: protectedAll ? { kind: 'protected' } : { kind: 'unprotected' } };
}
