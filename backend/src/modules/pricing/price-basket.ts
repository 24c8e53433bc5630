import { type BasketLine, poundsToPence, quote, type Quote, type QuoteLine, unitPricePence, VALIDATION_KEYS } from '@luggage/contracts';
import { message, type Text } from '../../shared/i18n/message.js';
import type { PricedItem, PricingCatalog } from '../catalog/index.js';

export interface PricedLine {
  item: PricedItem;
  amount: number;
}

export type PricingResult = { ok: true; lines: PricedLine[]; quote: Quote } | { ok: false; errors: Record<string, Text[]> };

export const TOTAL_CHANGED = message('validation:basket.totalChanged');
export const ITEM_UNAVAILABLE = message('validation:basket.itemUnavailable');
const priceChanged = (item: string) => message('validation:basket.priceChanged', { item });

const toQuoteLine = (line: PricedLine): QuoteLine => ({ pricePence: line.item.pricePence, dayPricePence: line.item.dayPricePence, amount: line.amount });

/**
 * Prices a basket from the server's own catalog with the shared quote(). The client's prices and total are only
 * compared, never used: a line whose price differs, an item that is not bookable, or a total that disagrees is
 * refused with an error under that field. Lines with a quantity of 0 are dropped. A line's price is the item's
 * price for the stay: per night, or for a day when `nights` is 0 (the checkout's rules still refuse a day).
 * `clientTotalPounds` null: the caller compares the total itself (a booking with fees: priceWithFees).
 */
export function priceBasket(basket: readonly BasketLine[], nights: number, clientTotalPounds: number | null, catalog: PricingCatalog): PricingResult {
  const errors: Record<string, Text[]> = {};
  const lines: PricedLine[] = [];
  basket.forEach((line, index) => {
    if (line.amount === 0) return;
    const item = catalog.items.get(line.code);
    const field = `storageItemsBasket.${index}`;
    if (!item) errors[`${field}.code`] = [ITEM_UNAVAILABLE];
    else if (poundsToPence(line.price) !== unitPricePence(item, nights)) errors[`${field}.price`] = [priceChanged(item.title)];
    else if (poundsToPence(line.fullItemsPrice) !== unitPricePence(item, nights) * line.amount) errors[`${field}.fullItemsPrice`] = [priceChanged(item.title)];
    else lines.push({ item, amount: line.amount });
  });
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const result = quote(lines.map(toQuoteLine), nights, catalog.discounts);
  if (clientTotalPounds !== null && poundsToPence(clientTotalPounds) !== result.totalPence) return { ok: false, errors: { totalCost: [TOTAL_CHANGED] } };
  return { ok: true, lines, quote: result };
}

/**
 * Prices a basket given as codes and quantities only (a change of booking: the server quotes, the client shows).
 * Lines with a quantity of 0 are dropped; an unknown or inactive item is refused under its line's `code`.
 */
export function priceItems(items: readonly { code: string; amount: number }[], nights: number, catalog: PricingCatalog, field = 'items'): PricingResult {
  const errors: Record<string, Text[]> = {};
  const lines: PricedLine[] = [];
  items.forEach((line, index) => {
    if (line.amount === 0) return;
    const item = catalog.items.get(line.code);
    if (!item) errors[`${field}.${index}.code`] = [ITEM_UNAVAILABLE];
    else lines.push({ item, amount: line.amount });
  });
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  if (lines.length === 0) return { ok: false, errors: { [field]: [message(VALIDATION_KEYS.basketEmpty)] } };
  const result = quote(lines.map(toQuoteLine), nights, catalog.discounts);
  return { ok: true, lines, quote: result };
}
