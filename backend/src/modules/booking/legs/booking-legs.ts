import { type FeeLine, LEG_FAILURE_REASONS, type LegDirection, type LegFailureReason, type LegState, type LegView } from '@luggage/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type Booking, BookingLeg, type LegFields } from '../entities/index.js';
import type { PlannedLeg } from './leg-plan.js';

type LegBooking = Pick<Booking, 'status' | 'locationId' | 'locationName' | 'locationAddress' | 'locationTime' | 'returnTime' | 'collectionDate' | 'returnDate'>;

/** The columns of a leg row that its view reads: an entity, or a row a list page read as JSON (booking-page-rows.ts). */
export type LegRow = Pick<
  BookingLeg,
  | 'direction'
  | 'kind'
  | 'date'
  | 'pointId'
  | 'pointName'
  | 'pointAddress'
  | 'pointTime'
  | 'line1'
  | 'line2'
  | 'town'
  | 'postcode'
  | 'note'
  | 'contactName'
  | 'lat'
  | 'lng'
  | 'windowStart'
  | 'windowEnd'
  | 'feePence'
  | 'state'
  | 'failureReason'
>;

/**
 * A booking's two legs, collection then return, whether it has leg rows or not: a booking made before legs existed
 * has none, and its legs are the implied point legs at its point (today's flow), so readers never branch on it.
 */
export function legsOf(booking: LegBooking, rows: readonly LegRow[]): LegView[] {
  return (['collection', 'return'] as const).map((direction) => {
    const row = rows.find((leg) => leg.direction === direction);
    return row ? rowView(booking, row) : impliedPointLeg(booking, direction);
  });
}

/** The fee lines of a booking's legs, in leg order: "Collection from your address: £15.00". */
export function feeLinesOf(legs: readonly LegView[]): FeeLine[] {
  return legs.filter((leg) => leg.feePence > 0).map((leg) => ({ kind: feeKindOf(leg), pence: leg.feePence }));
}

function feeKindOf(leg: LegView): FeeLine['kind'] {
  if (leg.kind === 'address') return leg.direction === 'collection' ? 'collection' : 'delivery';
  return 'return_elsewhere';
}



function impliedPointLeg(booking: LegBooking, direction: LegDirection): LegView {
  const time = direction === 'collection' ? booking.locationTime : (booking.returnTime ?? booking.locationTime);
  return {
    direction,
    kind: 'point',
    date: direction === 'collection' ? booking.collectionDate : booking.returnDate,
    point: { id: booking.locationId, name: booking.locationName, address: booking.locationAddress, time },
    feePence: 0,
    state: pointLegState(booking, direction),
  };
}

function rowView(booking: LegBooking, row: LegRow): LegView {
  const common = { direction: row.direction, date: row.date, feePence: row.feePence };
  if (row.kind === 'point') {
    const point = { id: row.pointId!, name: row.pointName!, address: row.pointAddress!, time: row.pointTime ?? '' };
    return { ...common, kind: 'point', point, state: pointLegState(booking, row.direction) };
  }
  return {
    ...common,
    kind: 'address',
    address: {
      line1: row.line1!,
      ...(row.line2 ? { line2: row.line2 } : {}),
      town: row.town!,
      postcode: row.postcode!,
      ...(row.note ? { note: row.note } : {}),
      ...(row.contactName ? { contactName: row.contactName } : {}),
      ...(row.lat !== null && row.lng !== null ? { lat: row.lat, lng: row.lng } : {}),
    },
    window: { start: row.windowStart!, end: row.windowEnd! },
    state: row.state,
    ...(row.state === 'failed' && row.failureReason
      ? { failureReason: LEG_FAILURE_REASONS[row.failureReason as LegFailureReason], failure: row.failureReason as LegFailureReason }
      : {}),
  };
}

/** A point leg's state is the booking's: staff check the bags in and out at the point (operations). */
function pointLegState(booking: Pick<Booking, 'status'>, direction: LegDirection): LegState {
  if (direction === 'collection') return booking.status === 'collected' || booking.status === 'returned' ? 'collected' : 'booked';
  return booking.status === 'returned' ? 'delivered' : 'booked';
}

const CLEARED: Required<LegFields> = {
  pointId: null,
  pointName: null,
  pointAddress: null,
  pointTime: null,
  line1: null,
  line2: null,
  town: null,
  postcode: null,
  district: null,
  note: null,
  contactName: null,
  lat: null,
  lng: null,
  zoneId: null,
  windowId: null,
  windowStart: null,
  windowEnd: null,
  feePence: 0,
};

/** Makes the booking's leg rows the planned ones: a row per direction, rewritten in place (a re-checkout) or added. */
export function syncLegs(tx: EntityManager, booking: Booking, planned: readonly PlannedLeg[]): void {
  for (const leg of planned) {
    const row = booking.legs.getItems().find((existing) => existing.direction === leg.direction);
    if (row) {
      Object.assign(row, CLEARED, leg.fields, { kind: leg.kind, date: leg.date });
      continue;
    }
    const added = new BookingLeg({ booking, direction: leg.direction, kind: leg.kind, date: leg.date, fields: leg.fields });
    booking.legs.add(added);
    tx.persist(added);
  }
}

/** A planned leg in the shape tripsOf and stayOf read from rows. */
export const legRowShape = (leg: PlannedLeg) => ({
  direction: leg.direction,
  kind: leg.kind,
  date: leg.date,
  windowId: leg.fields.windowId ?? null,
  windowStart: leg.fields.windowStart ?? null,
  windowEnd: leg.fields.windowEnd ?? null,
});

/** Whether a leg goes anywhere but the storage point: the point of such a booking cannot be changed (its legs hang on it). */
export function hasLegsAway(booking: Pick<Booking, 'locationId'>, rows: readonly BookingLeg[]): boolean {
  return rows.some((leg) => leg.kind === 'address' || leg.pointId !== booking.locationId);
}

/**
 * A change of dates carries the legs along: the collection leg to the new collection date, the return leg to the new
 * return date, each in the same window (an address leg) or at the same point (at its time that day).
 */
export function moveLegDates(
  rows: readonly BookingLeg[],
  to: Pick<Booking, 'locationId' | 'collectionDate' | 'returnDate' | 'locationTime' | 'returnTime'>,
  otherPointTime: string | null,
): void {
  for (const leg of rows) {
    leg.date = leg.direction === 'collection' ? to.collectionDate : to.returnDate;
    if (leg.kind !== 'point') continue;
    if (leg.pointId === to.locationId) leg.pointTime = leg.direction === 'collection' ? to.locationTime : to.returnTime;
    else if (otherPointTime) leg.pointTime = otherPointTime;
  }
}

/** Where the bags are given back when that is a point: the return leg's point (another point), else the booking's own. */
export function returnPointOf(view: { legs: readonly LegView[]; location: { id: number; name: string; address: string; returnTime: string } }): { id: number; name: string; address: string; time: string } {
  const point = view.legs.find((leg) => leg.direction === 'return')?.point;
  return point ?? { id: view.location.id, name: view.location.name, address: view.location.address, time: view.location.returnTime };
}
