import type { StorageItemView } from '@luggage/contracts';

/** The active storage item with the lowest nightly price: the "prices start from" item. */
export function cheapestActiveItem(items: readonly StorageItemView[]): StorageItemView | null {
  let cheapest: StorageItemView | null = null;
  for (const item of items) {
    if (item.active && (cheapest === null || item.price < cheapest.price)) cheapest = item;
  }
  return cheapest;
}
