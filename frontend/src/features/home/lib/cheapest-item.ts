import type { StorageItemView } from '@luggage/contracts';

/** The active storage item with the lowest nightly price: the "prices start from" item. */
export function cheapestActiveItem(items: readonly StorageItemView[]): StorageItemView | null {
  let cheapest: StorageItemView | null = null;
  for (const item of items) {
    if (item.active && (cheapest === null || item.price < cheapest.price)) cheapest = item;
  }
  return cheapest;
}

/** The lowest price for a day among the active items, in pounds: the day's "or £6 a bag for the day"; null when none is active. */
export function cheapestActiveDayPrice(items: readonly StorageItemView[]): number | null {
  const prices = items.filter((item) => item.active).map((item) => item.day_price);
  return prices.length === 0 ? null : Math.min(...prices);
}
