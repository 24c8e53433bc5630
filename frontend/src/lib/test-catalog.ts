import type { CollectionLocationView, DeliveryCatalog, DiscountView, StorageItemView } from '@luggage/contracts';

/** Builders for the specs: the demo catalog's shapes with overrides. */
export function anItem(overrides: Partial<StorageItemView> = {}): StorageItemView {
  return { id: 1, storage_item: 'Small Suitcase', description: 'Cabin bag', price: 10, day_price: 6, code: 'SS', active: true, ...overrides };
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

const districts = (area: string, from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `${area}${from + i}`);

/** The demo delivery catalog's shape: Bristol (city 1, stored at point 1) and Bath (city 2, stored at point 3). */
export function aDeliveryCatalog(overrides: Partial<DeliveryCatalog> = {}): DeliveryCatalog {
  return {
    zones: [
      { id: 1, cityId: 1, name: 'Central and North Bristol', districts: districts('BS', 1, 9), feePence: 1500, storageLocationId: 1 },
      { id: 2, cityId: 1, name: 'South and East Bristol', districts: districts('BS', 13, 16), feePence: 1500, storageLocationId: 2 },
      { id: 3, cityId: 2, name: 'Bath', districts: ['BA1', 'BA2'], feePence: 2000, storageLocationId: 3 },
    ],
    windows: [
      { id: 1, cityId: 1, start: '08:00', end: '10:00', trips: 6 },
      { id: 2, cityId: 1, start: '10:00', end: '12:00', trips: 6 },
      { id: 3, cityId: 2, start: '08:00', end: '10:00', trips: 6 },
    ],
    returnFees: [
      { fromCityId: 1, toCityId: 1, feePence: 1000 },
      { fromCityId: 1, toCityId: 2, feePence: 1500 },
      { fromCityId: 2, toCityId: 2, feePence: 1000 },
    ],
    cutOffs: [],
    secondAttemptFees: [],
    ...overrides,
  };
}
