import { type CalendarDate, compareDates, formatDashed, formatIso, type Message, parseIso, type PromoRefusal, promoDiscountPence, promoRefusalMessage, type PromoTerms } from '@luggage/contracts';

/** What the rules read of a code (promo_code's row). */
export interface PromoCodeRules {
  id: number;
  code: string;
  percentOff: number | null;
  amountOffPence: number | null;
  /** 'YYYY-MM-DD', London, inclusive. */
  validFrom: string;
  validTo: string;
  maxUses: number;
  maxUsesPerEmail: number | null;
  minSpendPence: number;
  locationIds: readonly number[];
  itemIds: readonly number[];
  active: boolean;
}

/** What a code is judged against: the booking's point, its items (catalog ids), storage after its discounts, and today in London. */
export interface PromoBasket {
  locationId: number;
  itemIds: readonly number[];
  storagePence: number;
  today: CalendarDate;
}

export type PromoVerdict = { ok: true; code: PromoCodeRules; terms: PromoTerms; pence: number } | { ok: false; refusal: PromoRefusal; message: Message };

const refused = (refusal: PromoRefusal, values?: Parameters<typeof promoRefusalMessage>[1]): PromoVerdict => ({ ok: false, refusal, message: promoRefusalMessage(refusal, values) });

/** 'YYYY-MM-DD' -> 'DD-MM-YYYY' (the API's and the sentences' way). */
const dashed = (iso: string): string => formatDashed(parseIso(iso)!);

/**
 * Whether a code applies to a basket, judged in this order: known, active, its days (today, London), the point, the
 * items (the basket holds at least one of them), the minimum spend (storage after the item and night discounts, the
 * total the code applies to). Its uses are judgeUses' (they need the bookings).
 */
export function judgePromo(code: PromoCodeRules | null, basket: PromoBasket): PromoVerdict {
  if (!code) return refused('unknown');
  if (!code.active) return refused('inactive');
  const today = formatIso(basket.today);
  if (compareDates(basket.today, parseIso(code.validFrom)!) < 0) return refused('notYetValid', { validFrom: dashed(code.validFrom) });
  if (today > code.validTo) return refused('expired', { validTo: dashed(code.validTo) });
  return judgeBasket(code, basket);
}

/**
 * A code a booking holds already, against the booking as a change makes it: the point, the items and the minimum
 * spend only. Its days and its being active were judged when it was booked, and its use is the booking's.
 */
export function judgeBookedPromo(code: PromoCodeRules | null, basket: PromoBasket): PromoVerdict {
  return code ? judgeBasket(code, basket) : refused('unknown');
}

function judgeBasket(code: PromoCodeRules, basket: PromoBasket): PromoVerdict {
  if (code.locationIds.length > 0 && !code.locationIds.includes(basket.locationId)) return refused('notHere');
  if (code.itemIds.length > 0 && !basket.itemIds.some((id) => code.itemIds.includes(id))) return refused('notForItems');
  if (basket.storagePence < code.minSpendPence) return refused('minSpend', { minSpendPence: code.minSpendPence });
  const terms = termsOf(code);
  return { ok: true, code, terms, pence: promoDiscountPence(basket.storagePence, terms) };
}

export const termsOf = (code: Pick<PromoCodeRules, 'code' | 'percentOff' | 'amountOffPence'>): PromoTerms => ({ code: code.code, percentOff: code.percentOff, amountOffPence: code.amountOffPence });

/** The uses a code has spent: in all, and with the booking's email (null when the email is not known yet). */
export interface PromoUses {
  spent: number;
  spentByEmail: number | null;
}

/** Whether a use is left: in all, then for this email. */
export function judgeUses(code: Pick<PromoCodeRules, 'maxUses' | 'maxUsesPerEmail'>, uses: PromoUses): { refusal: PromoRefusal; message: Message } | null {
  if (uses.spent >= code.maxUses) return { refusal: 'usedUp', message: promoRefusalMessage('usedUp') };
  if (code.maxUsesPerEmail !== null && uses.spentByEmail !== null && uses.spentByEmail >= code.maxUsesPerEmail) return { refusal: 'usedUpForEmail', message: promoRefusalMessage('usedUpForEmail') };
  return null;
}
