import type { EntityManager } from '@mikro-orm/postgresql';
import { formatDashed, parseIso, windowLabel } from '@luggage/contracts';
import { DomainError } from '../../../shared/errors/domain-error.js';
import { type Message, message } from '../../../shared/i18n/message.js';
import { capacityOf, loadVerdict, NO_LIMIT, type Verdict } from './capacity.js';
import { HOLD_TRIPS, RELEASE_TRIPS, WINDOW_TRIPS } from './capacity.queries.js';
import { arrayLiteral } from '../../../shared/database/array-literal.js';

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
  const rows = await tx.execute<{ id: number; trips: number }[]>(WINDOW_TRIPS.sql, WINDOW_TRIPS.params({ windowIds: trips.map((trip) => trip.windowId) }));
  return new Map(rows.map((row) => [row.id, row.trips]));
}

/**
 * The window-days of `trips` as capacity.queries' parameters: one array each, in lock order (tripsOf's). A booking's
 * trips are never twice the same window-day (its return is at least a night after its collection).
 */
export const tripParams = (trips: readonly Trip[]): Record<string, unknown> => ({
  windowIds: arrayLiteral(trips.map((trip) => trip.windowId)),
  days: arrayLiteral(trips.map((trip) => trip.date)),
});

/** For putting back trips counted a moment ago: no limit. */
const noLimit = (trips: readonly Trip[]): ReadonlyMap<number, number> => new Map(trips.map((trip) => [trip.windowId, NO_LIMIT]));

/** Trips of a window on a day (delivery_window_day), each window's own number a day; a booking's address leg takes one. */
const trips = capacityOf<readonly Trip[], ReadonlyMap<number, number>, FullWindow, { window_id: number; day: string; trips: number }>({
  hold: HOLD_TRIPS,
  release: RELEASE_TRIPS,
  params: tripParams,
  isEmpty: (list) => list.length === 0,
  same: sameTrips,
  over: (list, rows, capacities) => {
    const over = list.find((trip) => rows.some((row) => row.window_id === trip.windowId && row.day === trip.date && Number(row.trips) > (capacities.get(trip.windowId) ?? 0)));
    return over ? { trip: over } : null;
  },
  unlimited: noLimit,
  refusal: (_, full) => new WindowFullError(full),
});

export const { hold: tryHoldTrips, release: releaseTrips, move: moveTrips, assertFits: assertTripsFit } = trips;

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
 * The hold rule (capacity.ts, loadVerdict) for one trip of each window-day, with its load before it was taken: the
 * first refusal wins; any unprotected trip makes the whole checkout unprotected.
 */
export function tripsVerdict(list: readonly Trip[], loads: readonly TripLoad[]): { verdict: Verdict<unknown>; trip?: Trip } {
  const tripLoads = list.map((trip) => {
    const load = loads.find((row) => row.window_id === trip.windowId && row.day === trip.date)!;
    return { trip, counted: Number(load.counted), held: Number(load.held), capacity: Number(load.capacity ?? 0) };
  });
  const verdict = loadVerdict(tripLoads, 1);
  return verdict.kind === 'refused' ? { verdict, trip: verdict.load.trip } : { verdict };
}
