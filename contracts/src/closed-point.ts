import type { LegAddress } from './booking-legs.js';

/**
 * Closed-point rescue (issue 42, part 4): an admin closes a point for a day at short notice; every booking affected
 * that day is emailed and offered, on its manage page, what fits its side: a free move to the nearest open point, a
 * free delivery (or collection) at the address's zone's first free window, a free later pick-up the next day the point
 * opens, or a full refund. Each offer is taken once: after one is taken, the others are gone.
 */

/** POST /api/admin/locations/{id}/closed-today */
export interface ClosedTodayRequest {
  /** DD-MM-YYYY: today or later. */
  date: string;
  /** Why, as customers read it ("Staff illness"): the wizard shows it on the day too. */
  note: string;
}

export interface ClosedTodayResponse {
  /** DD-MM-YYYY */
  date: string;
  /** Bookings told and offered a rescue by this call (a booking told before is not counted again). */
  affected: number;
  /** Every booking with an offer for this point and day, told now or before. */
  offered: number;
}

/** The side of a booking the closure falls on: its drop-off (collection) or its pick-up (return) at the point. */
export type ClosureSide = 'collection' | 'return';

/**
 * What the customer may take: `move` to the nearest open point, `delivery` (a driver delivers the bags to, or collects
 * them from, an address in a delivery zone, free), `later` (pick the bags up the next day the point opens, the extra
 * nights free), `refund` (cancel, refunded in full).
 */
export type ClosureChoice = 'move' | 'delivery' | 'later' | 'refund';

export const CLOSURE_CHOICES: readonly ClosureChoice[] = ['move', 'delivery', 'later', 'refund'];

/** POST /api/manage/{token}/closure-offer */
export interface TakeClosureOfferRequest {
  choice: ClosureChoice;
  /** With `delivery` only: the address the driver delivers to (pick-up side) or collects from (drop-off side). */
  address?: LegAddress;
}

/** POST /api/manage/{token}/closure-offer/delivery-quote: the address the customer means to take `delivery` with. */
export interface ClosureDeliveryQuoteRequest {
  address: LegAddress;
}

/**
 * The window a free delivery (or collection) to that address would get now, found as taking it finds it; advisory:
 * nothing is held, and taking the offer finds the window again (a window filled meanwhile answers as the take does).
 */
export interface ClosureDeliveryQuote {
  side: ClosureSide;
  /** DD-MM-YYYY */
  date: string;
  window: { start: string; end: string };
  line1: string;
  postcode: string;
}

/** On the manage page while the booking has an offer for a closed day (today or later). */
export interface ClosureOfferView {
  /** DD-MM-YYYY */
  date: string;
  note: string;
  /** The closed point's name. */
  pointName: string;
  side: ClosureSide;
  /** What the customer took, or null while it is open. */
  taken: ClosureChoice | null;
  /** The choices open to this booking now, in the order the page shows them (empty once one is taken). */
  choices: ClosureChoice[];
  /** The nearest open point with room that day, for a free move; null when there is none, or the booking cannot move. */
  move: { id: number; name: string; address: string; km: number } | null;
  /** Pounds: a cancellation's full refund; null when the booking cannot be cancelled (its bags are at the point). */
  refund: number | null;
  /** `later`: the day the bags can be picked up instead (DD-MM-YYYY) and the point's time that day; null when not offered. */
  later: { date: string; time: string } | null;
  /** Once `delivery` was taken: the driver's free leg as booked (DD-MM-YYYY, its window and address). */
  delivery: { date: string; window: { start: string; end: string }; line1: string; postcode: string } | null;
}

/** The staff screen: a booking whose point closed that day and that was offered this point instead, still to choose. */
export interface MayArriveEntry {
  /** The point it may arrive at. */
  pointId: number;
  reference: string;
  fullName: string;
  bags: number;
  /** The closed point. */
  fromPoint: string;
  side: ClosureSide;
}
