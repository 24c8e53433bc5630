import type { EntityManager } from '@mikro-orm/postgresql';
import { formatDashed, parseIso, windowLabel } from '@luggage/contracts';
import { DomainError } from '../../shared/errors/domain-error.js';
import { holdVerdict, type HoldVerdict } from './booking-capacity.js';

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
export function windowFullMessage({ trip }: FullWindow): string {
  return `That window is full: ${windowLabel(trip)} on ${dayLabel(trip.date)} has no trips left. Please choose another window or day.`;
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
 * Takes one trip of each window-day, as tryHoldBags takes bags: an upsert whose row lock makes racing bookings of the
 * same window-day wait for each other. When one would go over its window's trips, all are given back and it is answered.
 */
export async function tryHoldTrips(tx: EntityManager, trips: readonly Trip[], capacities: ReadonlyMap<number, number>): Promise<FullWindow | null> {
  const taken: Trip[] = [];
  for (const trip of trips) {
    const [row] = await tx.execute<{ trips: number }[]>(
      `insert into delivery_window_day (window_id, day, trips) values (?, ?::date, 1)
       on conflict (window_id, day) do update set trips = delivery_window_day.trips + 1 returning trips`,
      [trip.windowId, trip.date],
    );
    taken.push(trip);
    if (Number(row.trips) > (capacities.get(trip.windowId) ?? 0)) {
      await releaseTrips(tx, taken);
      return { trip };
    }
  }
  return null;
}

/** Gives the trips back (a cancellation, an expired hold, a change). */
export async function releaseTrips(tx: EntityManager, trips: readonly Trip[]): Promise<void> {
  for (const trip of trips) {
    await tx.execute('update delivery_window_day set trips = trips - 1 where window_id = ? and day = ?::date and trips > 0', [trip.windowId, trip.date]);
  }
}

/** Moves a booking's trips from `from` (null: none held) to `to`; when `to` does not fit, `from` is taken back and the full window answered. */
export async function moveTrips(tx: EntityManager, from: readonly Trip[] | null, to: readonly Trip[], capacities: ReadonlyMap<number, number>): Promise<FullWindow | null> {
  if (from && sameTrips(from, to)) return null;
  if (from) await releaseTrips(tx, from);
  const full = await tryHoldTrips(tx, to, capacities);
  if (full && from) await tryHoldTrips(tx, from, NO_LIMIT);
  return full;
}

const NO_LIMIT: ReadonlyMap<number, number> = { get: () => 2_147_483_647 } as unknown as ReadonlyMap<number, number>;

/**
 * The hold rule (holdVerdict) for each trip, its window-day row locked first so racing checkouts decide one after the
 * other: `counted` the trips taken (paid and protected holds), `held` those of other unpaid bookings holding theirs.
 * The first refusal wins; any unprotected trip makes the whole checkout unprotected.
 */
export async function tripVerdict(tx: EntityManager, trips: readonly Trip[], capacities: ReadonlyMap<number, number>, bookingId: number): Promise<{ verdict: HoldVerdict; trip?: Trip }> {
  let protectedAll = true;
  for (const trip of trips) {
    await tx.execute(
      `insert into delivery_window_day (window_id, day, trips) values (?, ?::date, 0) on conflict (window_id, day) do update set trips = delivery_window_day.trips`,
      [trip.windowId, trip.date],
    );
    const [row] = await tx.execute<{ counted: number; held: number }[]>(
      `select d.trips as counted,
         (select count(*)::int from booking_leg l join booking b on b.id = l.booking_id
           where l.window_id = d.window_id and l.date = d.day and l.kind = 'address' and b.holds_bags
             and b.status in ('pending_payment', 'payment_failed') and b.id <> ?) as held
       from delivery_window_day d where d.window_id = ? and d.day = ?::date`,
      [bookingId, trip.windowId, trip.date],
    );
    const verdict = holdVerdict([{ night: trip.date, counted: Number(row.counted), held: Number(row.held) }], capacities.get(trip.windowId) ?? 0, 1);
    if (verdict.kind === 'refused') return { verdict, trip };
    if (verdict.kind === 'unprotected') protectedAll = false;
  }
  return { verdict: protectedAll ? { kind: 'protected' } : { kind: 'unprotected' } };
}
