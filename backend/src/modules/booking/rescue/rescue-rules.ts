import { type BookingStatus, type ClosureChoice, type ClosureSide, distanceKm, type LegDirection } from '@luggage/contracts';

/** What deciding whether a closure touches a booking needs of it. Dates 'YYYY-MM-DD'. */
export interface BookingAtPoints {
  status: BookingStatus;
  locationId: number;
  collectionDate: string;
  returnDate: string;
  legs: readonly { direction: LegDirection; kind: 'point' | 'address'; pointId: number | null }[];
}

/**
 * The side of the booking a closure of `pointId` on `date` ('YYYY-MM-DD') falls on, or null when it does not touch it
 * (docs/decisions.md, "Closed-point rescue"): its drop-off there that day, still to be made (confirmed, handed over at
 * the point, not to a driver), or its pick-up there that day (bags stored there, or due there from another point, and
 * given back at the point, not delivered). Bags stored over the day and due back later are not affected: the point
 * keeps them and reopens before they are due. Unpaid, cancelled and finished bookings are never affected.
 */
export function affectedSide(booking: BookingAtPoints, pointId: number, date: string): ClosureSide | null {
  const collection = booking.legs.find((leg) => leg.direction === 'collection');
  const giveBack = booking.legs.find((leg) => leg.direction === 'return');
  const dropsOffHere = booking.status === 'confirmed' && booking.collectionDate === date && booking.locationId === pointId && collection?.kind !== 'address';
  if (dropsOffHere) return 'collection';
  const pickUpPoint = giveBack?.kind === 'address' ? null : (giveBack?.pointId ?? booking.locationId);
  const picksUpHere = (booking.status === 'confirmed' || booking.status === 'collected') && booking.returnDate === date && pickUpPoint === pointId;
  return picksUpHere ? 'return' : null;
}

/** A point the bags could go to instead: where it is, whether it is open that day, and the bags it still has room for. */
export interface CandidatePoint {
  id: number;
  lat: number;
  lng: number;
  open: boolean;
  room: number;
}

/**
 * The nearest point (by great-circle distance from the closed one) that is open that day and has room for `bags`,
 * with its distance in km rounded to 0.1; null when none does. Ties go to the lower id, so the answer is stable.
 */
export function nearestOpenPoint(closed: { id: number; lat: number; lng: number }, candidates: readonly CandidatePoint[], bags: number): { id: number; km: number } | null {
  const [nearest] = candidates
    .filter((point) => point.id !== closed.id && point.open && point.room >= bags)
    .map((point) => ({ id: point.id, km: distanceKm(closed, point) }))
    .sort((a, b) => a.km - b.km || a.id - b.id);
  return nearest ? { id: nearest.id, km: Math.round(nearest.km * 10) / 10 } : null;
}

/** What deciding which choices a booking's offer holds needs of it (docs/decisions.md, "Closed-point rescue"). */
export interface OfferSituation {
  side: ClosureSide;
  status: BookingStatus;
  /** A nearest open point with room was found when the point closed, and the whole stay can move there. */
  nearest: boolean;
  /** The bags are given back at the booking's own point (not another point's), so a later pick-up there can be booked. */
  returnsAtOwnPoint: boolean;
  /** The day the point opens again after the closure, within the days looked at; null when none is. */
  reopens: string | null;
}

/**
 * Whether cancelling the booking refunds what it cost in full: only while its bags are not with us yet. Bags in custody
 * (collected) had the storage they paid for up to the closed day; the closure costs them their pick-up, which is made
 * good at no charge (delivered, or picked up the next open day, the extra nights free), not by handing back a stay
 * already given. An admin's goodwill refund stays open as for any booking.
 */
export const refundsInFull = (status: BookingStatus): boolean => status === 'confirmed';

/**
 * The choices an offer holds, in the order the page and the email show them. Drop-off side (confirmed): the move to the
 * nearest point (when one was found), a collection by a driver from an address, the full refund. Pick-up side: a
 * delivery to an address, a later pick-up at its own point the next day it opens (when it reopens), and the full
 * refund only while the bags are not with us yet (refundsInFull).
 */
export function closureChoices(offer: OfferSituation): ClosureChoice[] {
  if (offer.status !== 'confirmed' && offer.status !== 'collected') return [];
  const choices: ClosureChoice[] = [];
  if (offer.side === 'collection') {
    if (offer.status !== 'confirmed') return [];
    if (offer.nearest) choices.push('move');
    choices.push('delivery');
  } else {
    choices.push('delivery');
    if (offer.returnsAtOwnPoint && offer.reopens !== null) choices.push('later');
  }
  if (refundsInFull(offer.status)) choices.push('refund');
  return choices;
}

/** A window on a day a driver could take the bags in, with its trips taken and its trips a day. */
export interface WindowLoad {
  windowId: number;
  /** 'YYYY-MM-DD' */
  date: string;
  start: string;
  taken: number;
  capacity: number;
}

/** The first window with a trip left, earliest day then earliest start (lower id on a tie); null when all are full. */
export function firstFreeWindow<T extends WindowLoad>(loads: readonly T[]): T | null {
  const [first] = loads.filter((load) => load.taken < load.capacity).sort((a, b) => a.date.localeCompare(b.date) || a.start.localeCompare(b.start) || a.windowId - b.windowId);
  return first ?? null;
}
