import type { CollectionLocationView, DiscountView, StorageItemView } from '@luggage/contracts';

/** Builders for the specs: the demo catalog's shapes with overrides. */
export function anItem(overrides: Partial<StorageItemView> = {}): StorageItemView {
  return { id: 1, storage_item: 'Small Suitcase', description: 'Cabin bag', price: 10, code: 'SS', active: true, ...overrides };
}

export const DEMO_DISCOUNTS: DiscountView[] = [
  { id: 1, description: 'Two Items', discount_percentage: 10, rule: 'items_2' },
  { id: 2, description: 'Three Items', discount_percentage: 15, rule: 'items_3' },
  { id: 3, description: 'Four Items', discount_percentage: 20, rule: 'items_4' },
  { id: 4, description: 'Five Items +', discount_percentage: 25, rule: 'items_5_plus' },
  { id: 5, description: 'Two nights', discount_percentage: 10, rule: 'nights_2' },
  { id: 6, description: 'Three Nights', discount_percentage: 15, rule: 'nights_3' },
];

export function aLocation(overrides: Partial<CollectionLocationView> = {}): CollectionLocationView {
  return {
    id: 1,
    city: { id: 1, city: 'Bristol' },
    Location: 'Bristol Bus Station',
    address: 'Marlborough Street, Bristol BS1 3NU',
    lat: 51.4592,
    lng: -2.5917,
    collect_return_time: '09:00',
    capacity: 40,
    instructions: '',
    open_weekdays: [1, 2, 3, 4, 5, 6, 7],
    weekday_times: {},
    closures: [],
    ...overrides,
  };
}
