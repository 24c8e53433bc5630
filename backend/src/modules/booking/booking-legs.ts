import { type FeeLine, LEG_FAILURE_REASONS, type LegDirection, type LegFailureReason, type LegState, type LegView } from '@luggage/contracts';
import type { Booking, BookingLeg } from './entities/index.js';

type LegBooking = Pick<Booking, 'status' | 'locationId' | 'locationName' | 'locationAddress' | 'locationTime' | 'returnTime' | 'collectionDate' | 'returnDate'>;

/**
 * A booking's two legs, collection then return, whether it has leg rows or not: a booking made before legs existed
 * has none, and its legs are the implied point legs at its point (today's flow), so readers never branch on it.
 */
export function legsOf(booking: LegBooking, rows: readonly BookingLeg[]): LegView[] {
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

function rowView(booking: LegBooking, row: BookingLeg): LegView {
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
    ...(row.state === 'failed' && row.failureReason ? { failureReason: LEG_FAILURE_REASONS[row.failureReason as LegFailureReason] } : {}),
  };
}

/** A point leg's state is the booking's: staff check the bags in and out at the point (operations). */
function pointLegState(booking: Pick<Booking, 'status'>, direction: LegDirection): LegState {
  if (direction === 'collection') return booking.status === 'collected' || booking.status === 'returned' ? 'collected' : 'booked';
  return booking.status === 'returned' ? 'delivered' : 'booked';
}
