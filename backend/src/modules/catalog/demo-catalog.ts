import type { EntityManager } from '@mikro-orm/postgresql';
import type { DiscountRule, Translations } from '@luggage/contracts';
import { CollectionCity, CollectionLocation, DeliveryReturnFee, DeliveryWindow, DeliveryZone, Discount, StorageItem } from './entities/index.js';

/** The demo's items with their words in the other languages (what an admin would type on the item's form). */
const ITEMS = [
  {
    code: 'SS',
    title: 'Small Suitcase',
    description: 'Cabin bag or holdall, up to 55 x 40 x 20 cm',
    pricePence: 1000,
    dayPricePence: 600,
    nameTranslations: { fr: 'Petite valise', de: 'Kleiner Koffer', es: 'Maleta pequeña', 'zh-Hans': '小号行李箱' },
    descriptionTranslations: {
      fr: 'Bagage cabine ou sac de voyage, jusqu’à 55 x 40 x 20 cm',
      de: 'Handgepäck oder Reisetasche, bis 55 x 40 x 20 cm',
      es: 'Equipaje de cabina o bolsa de viaje, hasta 55 x 40 x 20 cm',
      'zh-Hans': '登机箱或旅行袋，最大 55 x 40 x 20 厘米',
    },
  },
  {
    code: 'MS',
    title: 'Medium Suitcase',
    description: 'Checked bag up to 70 x 45 x 25 cm',
    pricePence: 1250,
    dayPricePence: 750,
    nameTranslations: { fr: 'Valise moyenne', de: 'Mittelgroßer Koffer', es: 'Maleta mediana', 'zh-Hans': '中号行李箱' },
    descriptionTranslations: {
      fr: 'Bagage en soute jusqu’à 70 x 45 x 25 cm',
      de: 'Aufgabegepäck bis 70 x 45 x 25 cm',
      es: 'Equipaje facturado de hasta 70 x 45 x 25 cm',
      'zh-Hans': '托运行李，最大 70 x 45 x 25 厘米',
    },
  },
  {
    code: 'LS',
    title: 'Large Suitcase',
    description: 'Large checked bag up to 80 x 55 x 30 cm',
    pricePence: 1500,
    dayPricePence: 900,
    nameTranslations: { fr: 'Grande valise', de: 'Großer Koffer', es: 'Maleta grande', 'zh-Hans': '大号行李箱' },
    descriptionTranslations: {
      fr: 'Grand bagage en soute jusqu’à 80 x 55 x 30 cm',
      de: 'Großes Aufgabegepäck bis 80 x 55 x 30 cm',
      es: 'Equipaje facturado grande de hasta 80 x 55 x 30 cm',
      'zh-Hans': '大件托运行李，最大 80 x 55 x 30 厘米',
    },
  },
  {
    code: 'OS',
    title: 'Oversized Item',
    description: 'Golf bag, bike box, skis or a pushchair',
    pricePence: 2000,
    dayPricePence: 1200,
    nameTranslations: { fr: 'Objet hors format', de: 'Sperrgepäck', es: 'Objeto voluminoso', 'zh-Hans': '超大件物品' },
    descriptionTranslations: {
      fr: 'Sac de golf, carton de vélo, skis ou poussette',
      de: 'Golftasche, Fahrradkarton, Ski oder Kinderwagen',
      es: 'Bolsa de golf, caja de bicicleta, esquís o carrito de bebé',
      'zh-Hans': '高尔夫球包、自行车箱、滑雪板或婴儿推车',
    },
  },
];

const DISCOUNTS: { description: string; percentage: number; rule: DiscountRule }[] = [
  { description: 'Two Items', percentage: 10, rule: 'items_2' },
  { description: 'Three Items', percentage: 15, rule: 'items_3' },
  { description: 'Four Items', percentage: 20, rule: 'items_4' },
  { description: 'Five Items +', percentage: 25, rule: 'items_5_plus' },
  { description: 'Two nights', percentage: 10, rule: 'nights_2' },
  { description: 'Three Nights', percentage: 15, rule: 'nights_3' },
];

const districts = (area: string, from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `${area}${from + i}`);

/** Each city's zones: a name, its districts, the fee per trip and the point (by name) storing what it collects. */
const ZONES: Record<string, { name: string; nameTranslations?: Translations; districts: string[]; feePence: number; storedAt: string }[]> = {
  Bristol: [
    {
      name: 'Central and North Bristol',
      nameTranslations: { fr: 'Bristol centre et nord', de: 'Bristol Mitte und Nord', es: 'Centro y norte de Bristol', 'zh-Hans': '布里斯托尔中部和北部' },
      districts: districts('BS', 1, 9),
      feePence: 1500,
      storedAt: 'Bristol Bus Station',
    },
    {
      name: 'South and East Bristol',
      nameTranslations: { fr: 'Bristol sud et est', de: 'Bristol Süd und Ost', es: 'Sur y este de Bristol', 'zh-Hans': '布里斯托尔南部和东部' },
      districts: districts('BS', 13, 16),
      feePence: 1500,
      storedAt: 'Bristol Temple Meads Station',
    },
  ],
  Bath: [{ name: 'Bath', districts: ['BA1', 'BA2'], feePence: 2000, storedAt: 'Bath Spa Station' }],
};

/** Every city's windows (six trips each); the cut-off stays the column's default, 3 hours. */
const WINDOWS = [
  ['08:00', '10:00'],
  ['10:00', '12:00'],
  ['14:00', '16:00'],
  ['16:00', '18:00'],
  ['18:00', '20:00'],
];
const TRIPS_PER_WINDOW = 6;
const RETURN_FEE_SAME_CITY_PENCE = 1000;
const RETURN_FEE_OTHER_CITY_PENCE = 1500;

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

/**
 * Fills each empty catalog table with the demo catalog, so a new install has something to book, in every language
 * (the items' and zones' translations; the points keep their place names). The delivery catalog
 * comes with the demo cities only: an operator who deletes every zone does not see them come back at the next start.
 */
export async function seedDemoCatalog(em: EntityManager): Promise<void> {
  if ((await em.count(StorageItem)) === 0) {
    ITEMS.forEach(({ nameTranslations, descriptionTranslations, ...item }) => em.persist(Object.assign(new StorageItem(item), { nameTranslations, descriptionTranslations })));
  }
  if ((await em.count(Discount)) === 0) DISCOUNTS.forEach((discount) => em.persist(new Discount(discount)));
  if ((await em.count(CollectionCity)) === 0) {
    const cities = CITIES.map(({ locations, ...props }) => {
      const city = new CollectionCity(props);
      em.persist(city);
      const points = locations.map((location) => new CollectionLocation({ ...location, city }));
      points.forEach((point) => em.persist(point));
      seedDelivery(em, city, points);
      return city;
    });
    for (const fromCity of cities) {
      for (const toCity of cities) {
        const feePence = fromCity === toCity ? RETURN_FEE_SAME_CITY_PENCE : RETURN_FEE_OTHER_CITY_PENCE;
        em.persist(new DeliveryReturnFee({ fromCity, toCity, feePence }));
      }
    }
  }
  await em.flush();
}

function seedDelivery(em: EntityManager, city: CollectionCity, points: CollectionLocation[]): void {
  for (const { storedAt, nameTranslations = {}, ...zone } of ZONES[city.name] ?? []) {
    const storageLocation = points.find((point) => point.name === storedAt)!;
    em.persist(Object.assign(new DeliveryZone({ ...zone, city, storageLocation }), { nameTranslations }));
  }
  WINDOWS.forEach(([startTime, endTime]) => em.persist(new DeliveryWindow({ city, startTime, endTime, trips: TRIPS_PER_WINDOW })));
}
