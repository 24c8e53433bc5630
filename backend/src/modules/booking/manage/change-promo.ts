import type { EntityManager } from '@mikro-orm/postgresql';
import { bookingQuote, type BookingQuote, type CalendarDate, type FeeLine, promoRefusalMessage, type Quote, withPartnerDiscount } from '@luggage/contracts';
import type { Message } from '../../../shared/i18n/message.js';
import { judgeBookedPromo, judgePromo, judgeUses, type PricedLine, type PromoCodeRules, type PromoCodeService, type PromoUses } from '../../pricing/index.js';
import type { Booking } from '../entities/index.js';
import { usesOf } from '../checkout/promo-uses.js';

/**
 * The code a change prices with: none, the booked one (kept while it applies to the new booking), or one asked for
 * (added, or swapped for the booked one), with the uses other bookings spend of it.
 */
export type WantedPromo =
  | { kind: 'none' }
  | { kind: 'booked'; code: PromoCodeRules | null; written: string }
  | { kind: 'asked'; code: PromoCodeRules | null; written: string; uses: PromoUses | null };

/** The changed booking's price, or why the code asked for does not apply (422 under promoCode). */
export type ChangePrice =
  | { ok: true; quote: BookingQuote; codeId: number | null; dropped: { code: string; reason: Message } | null }
  | { ok: false; refusal: Message };

interface ChangeContext {
  /** The partner link's discount the booking was made with (0: none). */
  partnerPercent: number;
  locationId: number;
  today: CalendarDate;
}

/**
 * The one booking price (contracts' bookingQuote, as the wizard and the checkout price) of a changed booking: its
 * storage after the item and night discounts and the partner link's, then the code, then the legs' fees. The booked
 * code is judged on the new basket only (point, items, minimum spend) and dropped, with its reason, when it no longer
 * applies; a code asked for is judged as GET /api/promo-codes/{code} judges it, its uses counted for this email.
 */
export function bookingPriceAfterChange(priced: { quote: Quote; lines: readonly PricedLine[] }, fees: readonly FeeLine[], wanted: WantedPromo, context: ChangeContext): ChangePrice {
  const storage = withPartnerDiscount(priced.quote, context.partnerPercent);
  const basket = { locationId: context.locationId, itemIds: priced.lines.map((line) => line.item.id), storagePence: storage.totalPence, today: context.today };
  const without = (dropped: { code: string; reason: Message } | null = null): ChangePrice => ({ ok: true, quote: bookingQuote(storage, fees), codeId: null, dropped });
  if (wanted.kind === 'none') return without();
  if (wanted.kind === 'booked') {
    const verdict = judgeBookedPromo(wanted.code, basket);
    if (!verdict.ok) return without({ code: wanted.written, reason: verdict.message });
    return { ok: true, quote: bookingQuote(storage, fees, verdict.terms), codeId: verdict.code.id, dropped: null };
  }
  const verdict = judgePromo(wanted.code, basket);
  if (!verdict.ok) return { ok: false, refusal: verdict.message };
  const usedUp = wanted.uses ? judgeUses(verdict.code, wanted.uses) : null;
  if (usedUp) return { ok: false, refusal: usedUp.message };
  return { ok: true, quote: bookingQuote(storage, fees, verdict.terms), codeId: verdict.code.id, dropped: null };
}

/**
 * Claims a use of a code a change adds, under the code's row lock (the last lock of a change, as of a checkout): the
 * uses other bookings spend are counted after it, so of ten changes at once for the last use one gets it. Why not,
 * or null once claimed (the booking's `promo_code_id`, written with the change, is the use). `atPayment`: a dearer
 * change being paid was quoted with the code active, so only its uses are judged again.
 */
export async function claimChangedPromo(tx: EntityManager, promoCodes: PromoCodeService, codeId: number, booking: Pick<Booking, 'id' | 'email'>, atPayment = false): Promise<Message | null> {
  const code = await promoCodes.lock(tx, codeId);
  if (!code) return promoRefusalMessage('unknown');
  if (!code.active && !atPayment) return promoRefusalMessage('inactive');
  return judgeUses(code, await usesOf(tx, code.id, booking.email, booking.id))?.message ?? null;
}
