import type { PromoCheckAnswer } from '@luggage/contracts';
import { api } from '../../../lib/api-client';

/** The basket a code is judged against: the storage point, each item's code and quantity, the nights (0: a day). */
export interface PromoBasket {
  locationId: number;
  items: readonly { code: string; amount: number }[];
  nights: number;
  /** The partner link the visitor came by: its discount comes off first, as at the checkout. */
  partnerCode?: string | null;
}

/** GET /api/promo-codes/{code}: whether the code applies to the basket, with the reason in the visitor's language when not. */
export function checkPromoCode(code: string, basket: PromoBasket, signal?: AbortSignal): Promise<PromoCheckAnswer> {
  const items = basket.items.map((line) => `${line.code}:${line.amount}`).join(',');
  const query = new URLSearchParams({ locationId: String(basket.locationId), items, nights: String(basket.nights), ...(basket.partnerCode ? { partnerCode: basket.partnerCode } : {}) });
  return api.get<PromoCheckAnswer>(`/api/promo-codes/${encodeURIComponent(code.trim())}?${query}`, { signal });
}
