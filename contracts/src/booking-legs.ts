/**
 * A booking's legs (issue 18, section 1): how the bags reach storage (the handover) and how they come back (the
 * give-back). A leg at a point is today's flow; an address leg is a driver's trip in a city's delivery window, for the
 * zone's fee; a give-back at another point costs the return fee between the two cities. Money in pence.
 */
import { formatReadableDate } from './dates.js';
import type { Quote } from './pricing.js';
import { type PromoLine, promoLine, type PromoTerms } from './promo-codes.js';

/** "How will you hand over your bags?" */
export type HandoverKind = 'point' | 'address';
/** "Where do you want them back?" */
export type GiveBackKind = 'same_point' | 'other_point' | 'address';

/** An address a driver collects from or delivers to, as the customer types it. */
export interface LegAddress {
  line1: string;
  /** Optional: '' or absent. */
  line2?: string;
  town: string;
  /** Any UK postcode spelling; the server normalises it ('BS8 4JZ'). */
  postcode: string;
  /** For the driver: "Hotel reception, ask for the concierge". Optional. */
  note?: string;
  /** Who hands over or receives the bags when it is not the customer. Optional. */
  contactName?: string;
  /** From Places Autocomplete when there is a Google Maps key; absent otherwise. */
  lat?: number;
  lng?: number;
}

export type HandoverChoice = { kind: 'point' } | { kind: 'address'; address: LegAddress; windowId: number };

export type GiveBackChoice =
  | { kind: 'same_point' }
  /** Any active point of any city. */
  | { kind: 'other_point'; locationId: number }
  | { kind: 'address'; address: LegAddress; windowId: number };

/**
 * The legs of POST /api/stripe-payment-intent (and of a quote). Both optional: absent means the spec's flow (meet us
 * at `locationId`, collect from it). With a handover from an address, `locationId` names the zone's storage point.
 */
export interface LegChoices {
  handover?: HandoverChoice;
  giveBack?: GiveBackChoice;
}

export type FeeKind = 'collection' | 'delivery' | 'return_elsewhere';

export const FEE_LABELS: Record<FeeKind, string> = {
  collection: 'Collection from your address',
  delivery: 'Delivery to your address',
  return_elsewhere: 'Return at another point',
};

/** One fee line of the summary: "Collection from your address: £15.00". */
export interface FeeLine {
  kind: FeeKind;
  pence: number;
}

/** A booking's price: storage (discounts and a promo code apply to it only) plus the fees of its legs. */
export interface BookingQuote {
  storage: Quote;
  /** A promo code's line: what it takes off storage after the item and night discounts; null without a code. */
  promo: PromoLine | null;
  fees: FeeLine[];
  feesPence: number;
  /** What the customer pays: storage.totalPence - the code's pence + feesPence. The spec's 'Your Cost'. */
  totalPence: number;
}

/**
 * The one booking price, the wizard's and the server's: discounts never touch fees. A promo code's terms (whether it
 * applies is the server's to say) take their part off storage after its item and night discounts.
 */
export function bookingQuote(storage: Quote, fees: readonly FeeLine[], promo: PromoTerms | null = null): BookingQuote {
  const feesPence = fees.reduce((sum, fee) => sum + fee.pence, 0);
  const line = promoLine(storage.totalPence, promo);
  return { storage, promo: line, fees: [...fees], feesPence, totalPence: storage.totalPence - (line?.pence ?? 0) + feesPence };
}

export const LEG_TEXTS = {
  handoverQuestion: 'How will you hand over your bags?',
  handoverPoint: 'Meet us at a point',
  handoverAddress: 'Collect from my address',
  giveBackQuestion: 'Where do you want them back?',
  giveBackSamePoint: 'At the same point',
  giveBackOtherPoint: 'At another point',
  giveBackAddress: 'Deliver to my address',
  windowFull: 'Full',
  discountsStorageOnly: 'Discounts apply to storage only.',
  chooseAnotherWindow: 'Choose another window',
} as const;

/** '2 left' */
export const tripsLeftLabel = (tripsLeft: number): string => `${tripsLeft} left`;

/** Where a leg stands. `failed`: the driver could not collect or deliver (with a reason). */
export type LegState = 'booked' | 'on_the_way' | 'collected' | 'delivered' | 'failed';

export type LegFailureReason = 'nobody_there' | 'wrong_address' | 'refused';

export const LEG_FAILURE_REASONS: Record<LegFailureReason, string> = {
  nobody_there: 'Nobody there',
  wrong_address: 'Wrong address',
  refused: 'Refused',
};

/** The state as the customer reads it on the manage page. */
export function legStateLabel(direction: LegDirection, state: LegState): string {
  switch (state) {
    case 'booked':
      return 'Booked';
    case 'on_the_way':
      return 'Driver on the way';
    case 'collected':
      return 'Collected';
    case 'delivered':
      return 'Delivered';
    case 'failed':
      return direction === 'collection' ? 'We could not collect' : 'We could not deliver';
  }
}

/** `collection`: the bags on their way to storage; `return`: on their way back. */
export type LegDirection = 'collection' | 'return';

/** One leg as the manage page, the summary and the emails read it. */
export interface LegView {
  direction: LegDirection;
  kind: 'point' | 'address';
  /** 'YYYY-MM-DD' */
  date: string;
  /** A point leg: its point. */
  point?: { id: number; name: string; address: string; time: string };
  /** An address leg: its address (postcode normalised) and window. */
  address?: LegAddress & { postcode: string };
  window?: { start: string; end: string };
  feePence: number;
  state: LegState;
  /** A failed leg's reason, as LEG_FAILURE_REASONS says it in English. */
  failureReason?: string;
  /** The same reason as a code, for a page to say in its language (FAILURE_REASON_KEYS). */
  failure?: LegFailureReason;
}

/** GET /api/delivery-windows?cityId=…&date=YYYY-MM-DD: the city's windows of that day still open for booking. */
export interface DeliveryWindowsAnswer {
  date: string;
  windows: DeliveryWindowAvailability[];
}

export interface DeliveryWindowAvailability {
  id: number;
  start: string;
  end: string;
  /** '08:00–10:00' */
  label: string;
  tripsLeft: number;
  /** A full window is shown as "Full" and cannot be chosen. */
  full: boolean;
}

/** "Collection from 12 Royal York Crescent, BS8 4JZ, Thu 3 Dec 2026, 08:00–10:00" style line, date already formatted. */
export function addressLegLine(direction: LegDirection, address: Pick<LegAddress, 'line1' | 'postcode'>, dateLabel: string, window: { start: string; end: string }): string {
  const verb = direction === 'collection' ? 'Collection from' : 'Delivery to';
  return `${verb} ${address.line1}, ${address.postcode}, ${dateLabel}, ${window.start}–${window.end}`;
}

/** Where an address's coordinates (from Places Autocomplete) may be: the UK, Shetland to Scilly, Northern Ireland to Kent. */
export const LEG_COORDINATE_BOUNDS = { lat: { min: 49.8, max: 60.9 }, lng: { min: -8.7, max: 1.8 } } as const;

/** The longest each address field may be (characters), the wizard's and the server's. */
export const LEG_ADDRESS_LIMITS = { line1: 100, line2: 100, town: 60, note: 300, contactName: 100 } as const;

/**
 * A booked leg as one line: an address leg as addressLegLine says it, a point leg as the spec's
 * 'Thu 3 Dec 2026, Bristol Bus Station @ 09:00'.
 */
export function legViewLine(leg: Pick<LegView, 'direction' | 'kind' | 'date' | 'point' | 'address' | 'window'>): string {
  const day = formatReadableDate(leg.date);
  if (leg.kind === 'address' && leg.address && leg.window) return addressLegLine(leg.direction, leg.address, day, leg.window);
  return leg.point ? `${day}, ${leg.point.name} @ ${leg.point.time}` : day;
}

/** An address on one line: "12 Royal York Crescent, Flat 2, Bristol, BS8 4JZ". */
export const legAddressText = (address: Pick<LegAddress, 'line1' | 'line2' | 'town' | 'postcode'>): string =>
  [address.line1, address.line2, address.town, address.postcode].filter(Boolean).join(', ');

/** How the pass is used on a leg, as the pass (manage page, emails) says it under the leg's line. */
export function passUseLine(leg: Pick<LegView, 'kind' | 'point'>): string {
  if (leg.kind === 'address') return 'Your driver scans this pass, or types your reference and PIN.';
  return `Show this QR code at ${leg.point?.name ?? 'the point'}, or tell the staff your reference and PIN.`;
}
