/**
 * Promo codes (issue 41, part 4): what a code takes off a booking, the one rule the wizard shows and the server
 * charges, and the API's shapes. A code applies to storage after the item and night discounts, never to the legs'
 * fees (docs/decisions.md, "Promo codes"). Money in pence inside, pounds in the API.
 */
import type { Message } from './i18n/message.js';

/** Letters, digits and dashes, 3 to 30 of them, stored and compared upper case. */
export const PROMO_CODE_PATTERN = /^[A-Z0-9-]{3,30}$/;
export const PROMO_CODE_MAX_LENGTH = 30;

/** 'summer10 ' -> 'SUMMER10' */
export const normalisePromoCode = (text: string): string => text.trim().toUpperCase();

/** What a code takes off: a whole percentage (1-100) or an amount in pence; exactly one of them. */
export interface PromoTerms {
  code: string;
  percentOff: number | null;
  amountOffPence: number | null;
}

/** A code's line on a booking's price: "Code SUMMER10: −£3.00". */
export interface PromoLine {
  code: string;
  pence: number;
}

/**
 * What a code takes off `basePence` (storage after the item and night discounts): a percentage rounds what is left
 * half up to the penny, as the item and night discounts do (so the discount is the base less that); an amount is
 * taken whole, never below zero.
 */
export function promoDiscountPence(basePence: number, terms: Pick<PromoTerms, 'percentOff' | 'amountOffPence'>): number {
  if (terms.percentOff !== null) {
    const percent = Math.min(100, Math.max(0, terms.percentOff));
    return basePence - Math.round((basePence * (100 - percent)) / 100);
  }
  return Math.min(basePence, Math.max(0, terms.amountOffPence ?? 0));
}

/** The promo line of a booking whose storage costs `storagePence` after its discounts, or null without a code. */
export function promoLine(storagePence: number, terms: PromoTerms | null | undefined): PromoLine | null {
  return terms ? { code: terms.code, pence: promoDiscountPence(storagePence, terms) } : null;
}

/** A booked code as the manage page and the admin's booking page carry it: its line, in pounds. */
export interface PromoDiscount {
  code: string;
  discount: number;
}

/** The code's price line in pence from a view's pounds (contracts' priceLines reads pence). */
export const promoLineOf = (promo: PromoDiscount | null | undefined): PromoLine | null => (promo ? { code: promo.code, pence: Math.round(promo.discount * 100) } : null);

/** Why a code does not apply to a basket (the public check's `refusal`; its words are `reason`). */
export type PromoRefusal = 'unknown' | 'inactive' | 'notYetValid' | 'expired' | 'usedUp' | 'usedUpForEmail' | 'minSpend' | 'notHere' | 'notForItems';

/**
 * A refusal in words (validation.json's `promoCode`), with the values its sentence names: the code's first or last
 * day (DD-MM-YYYY, as each language writes a date) and its minimum spend (pence, as each language writes pounds).
 */
export function promoRefusalMessage(refusal: PromoRefusal, values: { validFrom?: string; validTo?: string; minSpendPence?: number } = {}): Message {
  const params: Record<string, string | number> = {};
  if (values.validFrom) params.validFrom = values.validFrom;
  if (values.validTo) params.validTo = values.validTo;
  if (values.minSpendPence !== undefined) params.minSpend = values.minSpendPence;
  return { key: `validation:promoCode.${refusal}`, params, dates: ['validFrom', 'validTo'].filter((name) => name in params), money: 'minSpend' in params ? ['minSpend'] : [] };
}

/** GET /api/promo-codes/{code}?locationId=&items=SS:1,MS:2&nights=: whether the code applies to that basket. */
export interface PromoCheckAnswer {
  /** The code as stored (upper case). */
  code: string;
  applies: boolean;
  /** Why not, in the request's language; null when it applies. */
  reason: string | null;
  refusal: PromoRefusal | null;
  /** The terms, when it applies: the wizard prices with them (bookingQuote). */
  percentOff: number | null;
  /** Pounds. */
  amountOff: number | null;
  /** Pounds it takes off this basket (0 when it does not apply). */
  discount: number;
}

/** POST /api/admin/promo-codes. Pounds; dates DD-MM-YYYY (inclusive, London); empty lists mean everywhere. */
export interface PromoCodeRequest {
  code: string;
  percentOff?: number | null;
  amountOff?: number | null;
  validFrom: string;
  validTo: string;
  maxUses: number;
  maxUsesPerEmail?: number | null;
  minSpend?: number | null;
  locationIds?: number[];
  itemIds?: number[];
}

/** One code in GET /api/admin/promo-codes. */
export interface PromoCodeView {
  id: number;
  code: string;
  percentOff: number | null;
  /** Pounds. */
  amountOff: number | null;
  /** DD-MM-YYYY */
  validFrom: string;
  validTo: string;
  maxUses: number;
  maxUsesPerEmail: number | null;
  /** Pounds; 0 when none. */
  minSpend: number;
  locationIds: number[];
  itemIds: number[];
  active: boolean;
  /** Paid bookings (and unpaid ones within their hold) holding a use; a cancelled booking gives its use back. */
  usesSpent: number;
  usesLeft: number;
  /**
   * Of the uses spent, those past the code's limit: bookings paid after their hold ended when the last use had gone
   * meanwhile, honoured at the price they were charged (docs/decisions.md, "Promo codes").
   */
  overUses: number;
  /** ISO 8601 */
  createdAt: string;
}

/** The limits of a code's fields (the admin form's and the server's). */
export const PROMO_LIMITS = { maxUses: 1_000_000, amountOffMaxPounds: 10_000, minSpendMaxPounds: 10_000 } as const;
