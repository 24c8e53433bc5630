import type { DiscountRule } from './catalog.js';
import { MIN_SHOWN_DISCOUNT_PENCE } from './limits.js';

export { MAX_ITEM_QUANTITY, MAX_NIGHTS, MIN_NIGHTS, MIN_SHOWN_DISCOUNT_PENCE } from './limits.js';

export interface QuoteLine {
  /** Price per night of one item, in pence. */
  pricePence: number;
  /** Price for a day of one item, in pence: needed only to quote a day (nights 0). */
  dayPricePence?: number;
  amount: number;
}

export interface QuoteDiscount {
  rule: DiscountRule | null;
  percentage: number;
}

/**
 * A quote's figures. For a day (nights 0) the per-night figures are the day's: the day prices, the day after the
 * item-count discount; there is no night discount.
 */
export interface Quote {
  itemCount: number;
  fullPerNightPence: number;
  /** Per-night price after the item-count discount. */
  perNightPence: number;
  noDiscountPence: number;
  totalPence: number;
  discountPence: number;
  /** A discount below £1 counts as none: the summary shows only the total. */
  hasDiscount: boolean;
  itemPercentage: number;
  nightPercentage: number;
  /** A partner link's discount, when one applied (withPartnerDiscount). */
  partnerPercentage?: number;
}


export function itemRuleFor(itemCount: number): DiscountRule | null {
  if (itemCount >= 5) return 'items_5_plus';
  if (itemCount === 4) return 'items_4';
  if (itemCount === 3) return 'items_3';
  if (itemCount === 2) return 'items_2';
  return null;
}

export function nightRuleFor(nights: number): DiscountRule | null {
  if (nights === 3) return 'nights_3';
  if (nights === 2) return 'nights_2';
  return null;
}

function percentageFor(rule: DiscountRule | null, discounts: readonly QuoteDiscount[]): number {
  if (!rule) return 0;
  const found = discounts.find((d) => d.rule === rule);
  return found ? Math.min(100, Math.max(0, found.percentage)) : 0;
}

/** Rounds half up to whole pence; inputs are integers so the halves are exact. */
function applyPercentage(pence: number, percentage: number): number {
  return Math.round((pence * (100 - percentage)) / 100);
}

/** A stay of this many nights; 0 is a day (drop-off and pick-up on the same day). */
export const isDayStay = (nights: number): boolean => nights === 0;

/** What one item of a line costs for the stay: its day price for a day, else its night price (per night). */
export function unitPricePence(line: Pick<QuoteLine, 'pricePence' | 'dayPricePence'>, nights: number): number {
  if (!isDayStay(nights)) return line.pricePence;
  if (line.dayPricePence === undefined) throw new RangeError('A day is quoted from each line’s day price, and a line has none.');
  return line.dayPricePence;
}

/**
 * The one price calculation, used by the wizard to show and by the server to charge. `nights` 1 to 3 is a stay of
 * nights; 0 is a day: each line costs its day price, the item-count discounts apply as to a night and no night
 * discount does.
 */
export function quote(lines: readonly QuoteLine[], nights: number, discounts: readonly QuoteDiscount[]): Quote {
  const itemCount = lines.reduce((sum, l) => sum + l.amount, 0);
  const fullPerNightPence = lines.reduce((sum, l) => sum + unitPricePence(l, nights) * l.amount, 0);
  const itemPercentage = percentageFor(itemRuleFor(itemCount), discounts);
  const nightPercentage = percentageFor(nightRuleFor(nights), discounts);
  const perNightPence = applyPercentage(fullPerNightPence, itemPercentage);
  const periods = isDayStay(nights) ? 1 : nights;
  const totalPence = applyPercentage(perNightPence * periods, nightPercentage);
  const noDiscountPence = fullPerNightPence * periods;
  const discountPence = noDiscountPence - totalPence;
  return {
    itemCount,
    fullPerNightPence,
    perNightPence,
    noDiscountPence,
    totalPence,
    discountPence,
    hasDiscount: discountPence >= MIN_SHOWN_DISCOUNT_PENCE,
    itemPercentage,
    nightPercentage,
  };
}

/**
 * A partner link's discount (issue 41, part 5): `percentage` off the storage total after the item and night discounts,
 * rounded half up to the penny, and counted in the quote's discount. Apart from quote() on purpose: a booking without a
 * partner never passes here, and other discounts compose beside it. 0 gives the quote back unchanged.
 */
export function withPartnerDiscount(storage: Quote, percentage: number): Quote {
  const clamped = Math.min(100, Math.max(0, percentage));
  if (clamped === 0) return storage;
  const totalPence = applyPercentage(storage.totalPence, clamped);
  const discountPence = storage.noDiscountPence - totalPence;
  return { ...storage, totalPence, discountPence, hasDiscount: discountPence >= MIN_SHOWN_DISCOUNT_PENCE, partnerPercentage: clamped };
}
