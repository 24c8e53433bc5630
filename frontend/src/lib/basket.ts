import {
  penceToPounds,
  poundsToPence,
  quote,
  unitPricePence,
  type BasketLine,
  type DiscountView,
  type Quote,
  type QuoteDiscount,
  type QuoteLine,
  type StorageItemView,
} from '@luggage/contracts';

export interface ChosenItem {
  item: StorageItemView;
  amount: number;
}

/** Active items with a quantity above zero, in catalog order. */
export function chosenItems(items: readonly StorageItemView[], quantities: Record<string, number>): ChosenItem[] {
  return items
    .filter((item) => item.active && (quantities[item.id] ?? 0) > 0)
    .map((item) => ({ item, amount: quantities[item.id] }));
}

export const toQuoteLines = (chosen: readonly ChosenItem[]): QuoteLine[] =>
  chosen.map(({ item, amount }) => ({ pricePence: poundsToPence(item.price), dayPricePence: poundsToPence(item.day_price), amount }));

export const toQuoteDiscounts = (discounts: readonly DiscountView[]): QuoteDiscount[] =>
  discounts.map((d) => ({ rule: d.rule, percentage: d.discount_percentage }));

/** Spec section 3: the basket lines sent to the server, prices in pounds: a night's, or the day's for a same-day stay (nights 0). */
export const toBasketLines = (chosen: readonly ChosenItem[], nights: number): BasketLine[] =>
  chosen.map(({ item, amount }) => {
    const unitPence = unitPricePence({ pricePence: poundsToPence(item.price), dayPricePence: poundsToPence(item.day_price) }, nights);
    return { code: item.code, price: penceToPounds(unitPence), amount, fullItemsPrice: penceToPounds(unitPence * amount), typeName: item.storage_item };
  });

/** The price the server will charge, from the same quote() it uses. */
export function quoteFor(chosen: readonly ChosenItem[], nights: number, discounts: readonly DiscountView[]): Quote {
  return quote(toQuoteLines(chosen), nights, toQuoteDiscounts(discounts));
}
