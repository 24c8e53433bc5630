import { bookingQuote, type BookingQuote, type DeliveryCatalog, type DeliveryZone, type FeeLine, poundsToPence, type PromoTerms, type Quote, returnFeePence } from '@luggage/contracts';
import { TOTAL_CHANGED } from './price-basket.js';
import type { Text } from '../../shared/i18n/message.js';

/** The fee of a collection from, or a delivery to, an address: its zone's fee per trip. */
export const addressTripFee = (kind: 'collection' | 'delivery', zone: Pick<DeliveryZone, 'feePence'>): FeeLine => ({ kind, pence: zone.feePence });

/** The fee of "Return at another point" from a point of one city to one of another (or the same); null when not offered. */
export function returnElsewhereFee(fromCityId: number, toCityId: number, catalog: Pick<DeliveryCatalog, 'returnFees'>): FeeLine | null {
  const pence = returnFeePence(fromCityId, toCityId, catalog.returnFees);
  return pence === null ? null : { kind: 'return_elsewhere', pence };
}

/** Storage less a promo code's part plus fees through the one quote function; a client total that disagrees is refused under `totalCost`. */
export function priceWithFees(storage: Quote, fees: readonly FeeLine[], clientTotalPounds: number, promo: PromoTerms | null = null): { ok: true; quote: BookingQuote } | { ok: false; errors: Record<string, Text[]> } {
  const quote = bookingQuote(storage, fees, promo);
  return poundsToPence(clientTotalPounds) === quote.totalPence ? { ok: true, quote } : { ok: false, errors: { totalCost: [TOTAL_CHANGED] } };
}
