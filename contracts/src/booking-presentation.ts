/**
 * One presentation of a booked booking (issue 38, items 1-3): its price as lines (storage, discount, each leg's fee,
 * total), its legs as the pages say them (when, where), and the instant the cancellation policy counts from. The
 * wizard, the thank-you page, the manage page, the receipt, the admin's booking page and the emails all list the same
 * lines in the same order; each surface puts its own label on a line where its words differ ('Your Cost', 'Total paid').
 */
import { legAddressText, type FeeKind, type FeeLine, type LegDirection, type LegView } from './booking-legs.js';
import type { CalendarDate } from './dates.js';
import { FEE_KEYS } from './i18n/terms.js';
import type { Message } from './i18n/message.js';
import { MIN_SHOWN_DISCOUNT_PENCE } from './limits.js';
import { londonInstant } from './london-time.js';
import type { PromoLine } from './promo-codes.js';

/** One line of a booking's price, in pence. */
export type PriceLine = { kind: 'storage' | 'discount' | 'total'; pence: number } | { kind: 'promo'; code: string; pence: number } | { kind: 'fee'; fee: FeeKind; pence: number };

/** What a booking costs, as the server stores it and the wizard quotes it. Pence. */
export interface PriceAmounts {
  /** Storage before the discount. */
  noDiscountPence: number;
  discountPence: number;
  /** A promo code and what it took off storage; absent or null without one. */
  promo?: PromoLine | null;
  fees: readonly FeeLine[];
  /** Storage after the discounts and the code plus the fees. */
  totalPence: number;
}

/**
 * The price as lines: storage (before its discount), the discount, the promo code's part, each leg's fee, the total. A
 * discount under £1 counts as none (the storage line is then what storage costs); a booking with neither a discount,
 * a code nor a fee is its total alone (the spec's 'Total Cost').
 */
export function priceLines({ noDiscountPence, discountPence, promo, fees, totalPence }: PriceAmounts): PriceLine[] {
  const total: PriceLine = { kind: 'total', pence: totalPence };
  const discounted = discountPence >= MIN_SHOWN_DISCOUNT_PENCE;
  if (!discounted && !promo && fees.length === 0) return [total];
  const storage: PriceLine = { kind: 'storage', pence: discounted ? noDiscountPence : noDiscountPence - discountPence };
  const discount: PriceLine[] = discounted ? [{ kind: 'discount', pence: discountPence }] : [];
  const code: PriceLine[] = promo ? [{ kind: 'promo', code: promo.code, pence: promo.pence }] : [];
  return [storage, ...discount, ...code, ...fees.map((fee): PriceLine => ({ kind: 'fee', fee: fee.kind, pence: fee.pence })), total];
}

/** A price line's label on the booked booking's pages (terms.json): 'Storage, full price', 'Discount', 'Code SUMMER10', a fee's name, 'Total'. */
export function priceLineTerm(line: PriceLine): Message {
  if (line.kind === 'promo') return { key: 'terms:price.promo', params: { code: line.code } };
  return { key: line.kind === 'fee' ? FEE_KEYS[line.fee] : `terms:price.${line.kind}` };
}

/** Whether a price line is taken off (shown '- £3.00'): the discount and the code's part. */
export const isDeduction = (line: PriceLine): boolean => line.kind === 'discount' || line.kind === 'promo';

/** A line's key among its siblings (a page lists each kind once, each fee once). */
export const priceLineKey = (line: PriceLine): string => (line.kind === 'fee' ? line.fee : line.kind);

/** A leg as the booked booking's pages lay it out, every part a terms.json sentence or a plain name. */
export interface LegPresentation {
  direction: LegDirection;
  /** 'Collection', 'Return' */
  label: Message;
  /** 'Thu 3 Dec 2026 at 10:30' at a point; 'Thu 3 Dec 2026, 10:00–12:00' in a driver's window. */
  when: Message;
  /** What `when` says, for a surface with its own sentences (the emails): the day ('YYYY-MM-DD'), the point's time, the driver's window ('10:00–12:00'). */
  date: string;
  time: string | null;
  window: string | null;
  /** 'From your address: 12 Royal York Crescent, Bristol, BS8 4JZ'; null at a point (the page names the point). */
  address: Message | null;
  /** The point of a point leg, as booked (the page may say its name in its own language). */
  point: { id: number; name: string; address: string } | null;
  /** The note for the driver, as the customer typed it. */
  note: string | null;
}

/** A booked leg laid out: when (the point's time, or the driver's window) and where (the point, or the address). */
export function legPresentation(leg: LegView): LegPresentation {
  const label: Message = { key: leg.direction === 'collection' ? 'terms:booked.collection' : 'terms:booked.return' };
  if (leg.kind === 'address' && leg.address && leg.window) {
    const window = `${leg.window.start}–${leg.window.end}`;
    return {
      direction: leg.direction,
      label,
      when: { key: 'terms:booked.inWindow', params: { date: leg.date, window }, days: ['date'] },
      date: leg.date,
      time: null,
      window,
      address: { key: leg.direction === 'collection' ? 'terms:booked.fromAddress' : 'terms:booked.toAddress', params: { address: legAddressText(leg.address) } },
      point: null,
      note: leg.address.note || null,
    };
  }
  return {
    direction: leg.direction,
    label,
    when: leg.point ? { key: 'terms:booked.atTime', params: { date: leg.date, time: leg.point.time }, days: ['date'] } : { key: 'terms:booked.onDay', params: { date: leg.date }, days: ['date'] },
    date: leg.date,
    time: leg.point?.time ?? null,
    window: null,
    address: null,
    point: leg.point ? { id: leg.point.id, name: leg.point.name, address: leg.point.address } : null,
    note: null,
  };
}

/**
 * The handover the cancellation policy counts from (free changes end its hours before): the start of the collection
 * window for bags a driver collects from an address, otherwise the point's handover time on the collection day. London
 * time. The server's terms and the wizard's promise before the card form both ask this.
 */
export function bookingHandoverAt(collectionDate: CalendarDate, handover: { pointTime: string; collectionWindowStart?: string | null }): Date {
  return londonInstant(collectionDate, handover.collectionWindowStart ?? handover.pointTime);
}

/** A point on Google Maps, found by its name and address (the manage view's `mapUrl`, every booked leg's map link). */
export const pointMapUrl = (name: string, address: string): string =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${name}, ${address}`)}`;
