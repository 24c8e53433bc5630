import { type BookingStatus, type ClosureSide, distanceKm, type LegDirection } from '@luggage/contracts';

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
