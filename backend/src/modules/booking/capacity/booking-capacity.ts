import { DomainError } from '../../../shared/errors/domain-error.js';
import { type Message, message } from '../../../shared/i18n/message.js';
import { capacityOf, loadVerdict, NO_LIMIT } from './capacity.js';
import { HOLD_NIGHTS, RELEASE_NIGHTS } from './capacity.queries.js';
export { protectedHoldLimit } from './capacity.js';

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

/** The stay's point and nights, and its bags, as capacity.queries' parameters. */
const stayParams = (stay: Stay, capacity?: number): Record<string, unknown> => ({
  pointId: stay.locationId,
  firstNight: stay.collectionDate,
  returnDay: stay.returnDate,
  bags: stay.bags,
  capacity,
});

/**
 * Bags at a point, counted per night (location_night), `capacity` a night. Holding is one upsert per stay whose row
 * locks make racing bookings of a night wait for each other, so the last bags can be taken only once.
 */
const bags = capacityOf<Stay, number, FullNight, { night: string; bags: number }>({
  hold: HOLD_NIGHTS,
  release: RELEASE_NIGHTS,
  params: stayParams,
  isEmpty: (stay) => stay.bags === 0,
  same: sameStay,
  over: (stay, rows, capacity) =>
    rows.length === 0 ? null : { night: rows[0].night, roomLeft: Math.max(0, capacity - (rows[0].bags - stay.bags)) },
  unlimited: () => NO_LIMIT,
  refusal: (stay, full) => new PointFullError(stay, full),
});

export const { hold: tryHoldBags, release: releaseBags, move: moveBags, moveOrRefuse: moveBagsOrRefuse, assertFits: assertBagsFit } = bags;

/** A night of a point as a checkout finds it: the bags counted (paid and protected holds) and the protected holds among them. */
export interface NightLoad {
  /** 'DD-MM-YYYY' */
  night: string;
  counted: number;
  held: number;
}

/** What a checkout's bags get: refused (409), a protected hold, or none (its payment takes them if they still fit). */
export type HoldVerdict = { kind: 'refused'; full: FullNight } | { kind: 'protected' } | { kind: 'unprotected' };

/** The hold rule (capacity.ts, loadVerdict) for a checkout's bags on each night of its stay. */
export function holdVerdict(nights: readonly NightLoad[], capacity: number, bags: number): HoldVerdict {
  const verdict = loadVerdict(nights.map((night) => ({ ...night, capacity })), bags);
  if (verdict.kind !== 'refused') return verdict;
  return { kind: 'refused', full: { night: verdict.load.night, roomLeft: Math.max(0, capacity - verdict.load.counted) } };
}
