import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../shared/errors/domain-error.js';
import { type Message, message } from '../../shared/i18n/message.js';

/** The bags a booking keeps at a point: every night from the collection day up to (not including) the return day. */
export interface Stay {
  locationId: number;
  locationName: string;
  /** 'YYYY-MM-DD' */
  collectionDate: string;
  /** 'YYYY-MM-DD' */
  returnDate: string;
  bags: number;
}

/** The first night a stay does not fit, and the room that night had left for it. */
export interface FullNight {
  /** 'DD-MM-YYYY' */
  night: string;
  roomLeft: number;
}

export class PointFullError extends DomainError {
  constructor(
    readonly stay: Stay,
    readonly full: FullNight,
  ) {
    super('BOOKING.POINT_FULL', 'conflict', fullMessage(stay, full));
  }
}

/** "Bristol Bus Station is full on 02-12-2026 (room for 1 more bag). Please choose another date or point." */
export function fullMessage(stay: Stay, full: FullNight): Message {
  const point = { point: stay.locationName, night: full.night };
  return full.roomLeft > 0 ? message('errors:booking.pointFullRoom', { ...point, count: full.roomLeft }, ['night']) : message('errors:booking.pointFull', point, ['night']);
}

export function bagsOf(lines: readonly { amount: number }[]): number {
  return lines.reduce((sum, line) => sum + line.amount, 0);
}

/** The stay of a booking (or of the details it is about to take) with these lines. */
export function stayOf(details: Omit<Stay, 'bags'>, lines: readonly { amount: number }[]): Stay {
  const { locationId, locationName, collectionDate, returnDate } = details;
  return { locationId, locationName, collectionDate, returnDate, bags: bagsOf(lines) };
}

/**
 * The nights a stay gains when its return moves to a later day (a delivery booked again, or moved, to a later day: the
 * bags stay at the point until then), as a stay of their own; null when the day is not later.
 */
export function extraNights(stay: Stay, returnDate: string): Stay | null {
  return returnDate > stay.returnDate ? { ...stay, collectionDate: stay.returnDate, returnDate } : null;
}

export function sameStay(a: Stay | null, b: Stay): boolean {
  return a !== null && a.locationId === b.locationId && a.collectionDate === b.collectionDate && a.returnDate === b.returnDate && a.bags === b.bags;
}

/**
 * Adds the stay's bags to each of its nights at the point, in the caller's transaction: one statement, an upsert per
 * night whose row lock makes racing bookings of the same night wait for each other, so the totals it returns are the
 * latest ones and the last bags can be taken only once. When a night would go over `capacity` the bags are taken
 * back out (same transaction, rows still locked) and the first such night is returned; null when the stay fits.
 */
export async function tryHoldBags(tx: EntityManager, stay: Stay, capacity: number): Promise<FullNight | null> {
  if (stay.bags === 0) return null;
  const over = await tx.execute<{ night: string; bags: number }[]>(
    `with taken as (
       insert into location_night (location_id, night, bags)
       select ?, night::date, ? from generate_series(?::date, ?::date - 1, interval '1 day') as night order by night
       on conflict (location_id, night) do update set bags = location_night.bags + excluded.bags
       returning night, bags
     )
     select to_char(night, 'DD-MM-YYYY') as night, bags from taken where bags > ? order by taken.night limit 1`,
    [stay.locationId, stay.bags, stay.collectionDate, stay.returnDate, capacity],
  );
  if (over.length === 0) return null;
  await releaseBags(tx, stay);
  return { night: over[0].night, roomLeft: Math.max(0, capacity - (over[0].bags - stay.bags)) };
}

/** A night of a point as a checkout finds it: the bags counted (paid and protected holds) and the protected holds among them. */
export interface NightLoad {
  /** 'DD-MM-YYYY' */
  night: string;
  counted: number;
  held: number;
}

/** What a checkout gets: refused (409), a protected hold of its bags, or none (its payment takes them if they still fit). */
export type HoldVerdict = { kind: 'refused'; full: FullNight } | { kind: 'protected' } | { kind: 'unprotected' };

/** Unpaid holds never protect more than half a point's bags on a night, rounded up (a one-bag point's bag can be held). */
export const protectedHoldLimit = (capacity: number): number => Math.ceil(capacity / 2);

/**
 * The hold rule (docs/decisions.md): a checkout whose bags do not fit beside the paid bags and protected holds on some
 * night is refused; one that keeps every night's protected holds within half the capacity is protected; any other
 * goes on unprotected, first paid first served.
 */
export function holdVerdict(nights: readonly NightLoad[], capacity: number, bags: number): HoldVerdict {
  const full = nights.find((night) => night.counted + bags > capacity);
  if (full) return { kind: 'refused', full: { night: full.night, roomLeft: Math.max(0, capacity - full.counted) } };
  const withinHalf = nights.every((night) => night.held + bags <= protectedHoldLimit(capacity));
  return withinHalf ? { kind: 'protected' } : { kind: 'unprotected' };
}

/** A stay's point and nights, for `location_id = ? and night >= ?::date and night < ?::date`. */
const stayNightsParams = (stay: Stay): unknown[] => [stay.locationId, stay.collectionDate, stay.returnDate];

/**
 * Each night of a stay as a checkout counts it (NightLoad, night as a date): a CTE for the statement that also takes
 * the bags (TAKE_NIGHTS), with nightLoadsParams. `held`: the bags of unpaid bookings (other than the checkout's) that
 * hold theirs.
 */
export const NIGHT_LOADS = `select n.night, n.bags as counted,
    (select coalesce(sum(i.amount), 0)::int from booking b join booking_item i on i.booking_id = b.id
      where b.location_id = n.location_id and b.holds_bags and b.status in ('pending_payment', 'payment_failed') and b.id <> ?
        and b.collection_date <= n.night and b.return_date > n.night) as held
  from location_night n where n.location_id = ? and n.night >= ?::date and n.night < ?::date`;

export const nightLoadsParams = (stay: Stay, bookingId: number): unknown[] => [bookingId, ...stayNightsParams(stay)];

/** Adds the stay's bags to its nights: a data-modifying CTE, with takeNightsParams. */
export const TAKE_NIGHTS = `update location_night set bags = bags + ? where location_id = ? and night >= ?::date and night < ?::date`;

export const takeNightsParams = (stay: Stay): unknown[] => [stay.bags, ...stayNightsParams(stay)];

/** No limit: putting back bags that were counted a moment ago. */
const NO_LIMIT = 2_147_483_647;

/**
 * Moves a booking's bags from the stay it holds (null: none) to `to`: the old nights are given back first, so a
 * booking that only grows by a bag needs room for that bag only. When `to` does not fit, the old stay is put back
 * and the full night returned. Nothing is written when the stay is the same.
 */
export async function moveBags(tx: EntityManager, from: Stay | null, to: Stay, capacity: number): Promise<FullNight | null> {
  if (sameStay(from, to)) return null;
  if (from) await releaseBags(tx, from);
  const full = await tryHoldBags(tx, to, capacity);
  if (full && from) await tryHoldBags(tx, from, NO_LIMIT);
  return full;
}

/** moveBags, refusing a stay that does not fit with 409 and the full date. */
export async function moveBagsOrRefuse(tx: EntityManager, from: Stay | null, to: Stay, capacity: number): Promise<void> {
  const full = await moveBags(tx, from, to, capacity);
  if (full) throw new PointFullError(to, full);
}

/** Refuses with 409 a move of bags that would not fit now, leaving the counts as they were. */
export async function assertBagsFit(tx: EntityManager, from: Stay | null, to: Stay, capacity: number): Promise<void> {
  await moveBagsOrRefuse(tx, from, to, capacity);
  await moveBags(tx, to, from ?? { ...to, bags: 0 }, NO_LIMIT);
}

/** Gives the stay's bags back to each of its nights (a cancellation, an expired hold, a change). */
export async function releaseBags(tx: EntityManager, stay: Stay): Promise<void> {
  if (stay.bags === 0) return;
  await tx.execute(`update location_night set bags = bags - ? where location_id = ? and night >= ?::date and night < ?::date`, [
    stay.bags,
    stay.locationId,
    stay.collectionDate,
    stay.returnDate,
  ]);
}
