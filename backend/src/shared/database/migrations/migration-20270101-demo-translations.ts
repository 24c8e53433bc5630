import { Migration } from '@mikro-orm/migrations';

/** The demo items' names and descriptions and the demo zones' names in the other languages, as the demo catalog seeds them now. */
const ITEMS = [
  {
    title: 'Small Suitcase',
    description: 'Cabin bag or holdall, up to 55 x 40 x 20 cm',
    names: { fr: 'Petite valise', de: 'Kleiner Koffer', es: 'Maleta pequeña', 'zh-Hans': '小号行李箱' },
    descriptions: {
      fr: 'Bagage cabine ou sac de voyage, jusqu’à 55 x 40 x 20 cm',
      de: 'Handgepäck oder Reisetasche, bis 55 x 40 x 20 cm',
      es: 'Equipaje de cabina o bolsa de viaje, hasta 55 x 40 x 20 cm',
      'zh-Hans': '登机箱或旅行袋，最大 55 x 40 x 20 厘米',
    },
  },
  {
    title: 'Medium Suitcase',
    description: 'Checked bag up to 70 x 45 x 25 cm',
    names: { fr: 'Valise moyenne', de: 'Mittelgroßer Koffer', es: 'Maleta mediana', 'zh-Hans': '中号行李箱' },
    descriptions: {
      fr: 'Bagage en soute jusqu’à 70 x 45 x 25 cm',
      de: 'Aufgabegepäck bis 70 x 45 x 25 cm',
      es: 'Equipaje facturado de hasta 70 x 45 x 25 cm',
      'zh-Hans': '托运行李，最大 70 x 45 x 25 厘米',
    },
  },
  {
    title: 'Large Suitcase',
    description: 'Large checked bag up to 80 x 55 x 30 cm',
    names: { fr: 'Grande valise', de: 'Großer Koffer', es: 'Maleta grande', 'zh-Hans': '大号行李箱' },
    descriptions: {
      fr: 'Grand bagage en soute jusqu’à 80 x 55 x 30 cm',
      de: 'Großes Aufgabegepäck bis 80 x 55 x 30 cm',
      es: 'Equipaje facturado grande de hasta 80 x 55 x 30 cm',
      'zh-Hans': '大件托运行李，最大 80 x 55 x 30 厘米',
    },
  },
  {
    title: 'Oversized Item',
    description: 'Golf bag, bike box, skis or a pushchair',
    names: { fr: 'Objet hors format', de: 'Sperrgepäck', es: 'Objeto voluminoso', 'zh-Hans': '超大件物品' },
    descriptions: {
      fr: 'Sac de golf, carton de vélo, skis ou poussette',
      de: 'Golftasche, Fahrradkarton, Ski oder Kinderwagen',
      es: 'Bolsa de golf, caja de bicicleta, esquís o carrito de bebé',
      'zh-Hans': '高尔夫球包、自行车箱、滑雪板或婴儿推车',
    },
  },
];

const ZONES = [
  { name: 'Central and North Bristol', names: { fr: 'Bristol centre et nord', de: 'Bristol Mitte und Nord', es: 'Centro y norte de Bristol', 'zh-Hans': '布里斯托尔中部和北部' } },
  { name: 'South and East Bristol', names: { fr: 'Bristol sud et est', de: 'Bristol Süd und Ost', es: 'Sur y este de Bristol', 'zh-Hans': '布里斯托尔南部和东部' } },
];

/**
 * The demo catalog in every language for installs seeded before it had translations: a demo
 * item's name or description, or a demo zone's name, whose English is still the demo's gets the demo's translation in
 * each language it has none in. `demo || own` keeps every translation already there: an operator's text is never
 * overwritten, and an English text the operator changed is left alone (its translation is not the demo's).
 */
export class MigrationDemoTranslations extends Migration {
  override up(): void {
    const json = (value: object) => JSON.stringify(value).replace(/'/g, "''");
    const text = (value: string) => `'${value.replace(/'/g, "''")}'`;
    for (const item of ITEMS) {
      this.addSql(`update storage_item set name_translations = '${json(item.names)}'::jsonb || name_translations where title = ${text(item.title)};`);
      this.addSql(`update storage_item set description_translations = '${json(item.descriptions)}'::jsonb || description_translations where description = ${text(item.description)};`);
    }
    for (const zone of ZONES) this.addSql(`update delivery_zone set name_translations = '${json(zone.names)}'::jsonb || name_translations where name = ${text(zone.name)};`);
  }
}
