import type { EntityManager } from '@mikro-orm/postgresql';
import type { DiscountRule } from '@luggage/contracts';
import { CollectionCity, CollectionLocation, Discount, StorageItem } from './entities/index.js';

const ITEMS = [
  { code: 'SS', title: 'Small Suitcase', description: 'Cabin bag or holdall, up to 55 x 40 x 20 cm', pricePence: 1000 },
  { code: 'MS', title: 'Medium Suitcase', description: 'Checked bag up to 70 x 45 x 25 cm', pricePence: 1250 },
  { code: 'LS', title: 'Large Suitcase', description: 'Large checked bag up to 80 x 55 x 30 cm', pricePence: 1500 },
  { code: 'OS', title: 'Oversized Item', description: 'Golf bag, bike box, skis or a pushchair', pricePence: 2000 },
];

const DISCOUNTS: { description: string; percentage: number; rule: DiscountRule }[] = [
  { description: 'Two Items', percentage: 10, rule: 'items_2' },
  { description: 'Three Items', percentage: 15, rule: 'items_3' },
  { description: 'Four Items', percentage: 20, rule: 'items_4' },
  { description: 'Five Items +', percentage: 25, rule: 'items_5_plus' },
  { description: 'Two nights', percentage: 10, rule: 'nights_2' },
  { description: 'Three Nights', percentage: 15, rule: 'nights_3' },
];

const CITIES = [
  {
    name: 'Bristol',
    lat: 51.4545,
    lng: -2.5879,
    locations: [
      { name: 'Bristol Bus Station', address: 'Marlborough Street, Bristol BS1 3NU', lat: 51.4592, lng: -2.5917, collectReturnTime: '09:00' },
      { name: 'Bristol Temple Meads Station', address: 'Station Approach, Bristol BS1 6QF', lat: 51.4491, lng: -2.5813, collectReturnTime: '10:00' },
    ],
  },
  {
    name: 'Bath',
    lat: 51.3811,
    lng: -2.359,
    locations: [
      { name: 'Bath Bus Station', address: 'Dorchester Street, Bath BA1 1SX', lat: 51.3776, lng: -2.3581, collectReturnTime: '09:30' },
      { name: 'Bath Spa Station', address: 'Dorchester Street, Bath BA1 1SU', lat: 51.3775, lng: -2.357, collectReturnTime: '10:30' },
    ],
  },
];

/** Fills each empty catalog table with the demo catalog, so a new install has something to book. */
export async function seedDemoCatalog(em: EntityManager): Promise<void> {
  if ((await em.count(StorageItem)) === 0) ITEMS.forEach((item) => em.persist(new StorageItem(item)));
  if ((await em.count(Discount)) === 0) DISCOUNTS.forEach((discount) => em.persist(new Discount(discount)));
  if ((await em.count(CollectionCity)) === 0) {
    for (const { locations, ...props } of CITIES) {
      const city = new CollectionCity(props);
      em.persist(city);
      locations.forEach((location) => em.persist(new CollectionLocation({ ...location, city })));
    }
  }
  await em.flush();
}
