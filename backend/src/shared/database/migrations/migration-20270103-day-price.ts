import { Migration } from '@mikro-orm/migrations';

/** The demo items' prices for a day, found by the demo's code, English title and night price. */
const DEMO_DAY_PRICES = [
  { code: 'SS', title: 'Small Suitcase', pricePence: 1000, dayPricePence: 600 },
  { code: 'MS', title: 'Medium Suitcase', pricePence: 1250, dayPricePence: 750 },
  { code: 'LS', title: 'Large Suitcase', pricePence: 1500, dayPricePence: 900 },
  { code: 'OS', title: 'Oversized Item', pricePence: 2000, dayPricePence: 1200 },
];

/**
 * Each storage item's price for a day (a same-day stay), in pence and limited like the night price. An item that
 * exists already gets its night price for a day, so no customer ever pays more for a day than for a night until an
 * admin sets it; a demo item still as the demo made it (code, English title and night price) gets the demo's day price.
 */
export class MigrationDayPrice extends Migration {
  override up(): void {
    this.addSql(`alter table storage_item add column day_price_pence integer null;`);
    this.addSql(`update storage_item set day_price_pence = price_pence;`);
    for (const item of DEMO_DAY_PRICES) {
      this.addSql(`update storage_item set day_price_pence = ${item.dayPricePence} where code = '${item.code}' and title = '${item.title}' and price_pence = ${item.pricePence};`);
    }
    this.addSql(`alter table storage_item alter column day_price_pence set not null, add constraint storage_item_day_price_pence_check check (day_price_pence >= 100);`);
  }
}
