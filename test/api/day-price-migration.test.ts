// Issue 40, item 2: every storage item gets a price for a day. The migration gives the demo's items the demo's day
// prices where they are still as the demo made them, and every other item its night price, on an install that
// existed before it.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import { MigrationDayPrice } from '../../backend/src/shared/database/migrations/migration-20270103-day-price.js';
import { sql } from '../support/booking-builders.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

jest.setTimeout(90_000);

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const prices = () => sql<{ code: string; price_pence: number; day_price_pence: number }>(t, 'select code, price_pence, day_price_pence from storage_item order by code');

async function migrate(): Promise<void> {
  const orm = t.app.get(MikroORM);
  const migration = new MigrationDayPrice(orm.em.getDriver(), orm.config);
  await migration.up();
  for (const query of migration.getQueries()) await orm.em.getConnection().execute(query as string);
}

describe('the day price migration', () => {
  it("gives the demo's untouched items the demo's day prices and every other item its night price", async () => {
    // A new install's seed has the demo's day prices already.
    expect(await prices()).toEqual([
      { code: 'LS', price_pence: 1500, day_price_pence: 900 },
      { code: 'MS', price_pence: 1250, day_price_pence: 750 },
      { code: 'OS', price_pence: 2000, day_price_pence: 1200 },
      { code: 'SS', price_pence: 1000, day_price_pence: 600 },
    ]);

    // An install from before the day price: an operator renamed one demo item, repriced another and added their own.
    await sql(t, 'alter table storage_item drop column day_price_pence');
    await sql(t, `update storage_item set title = 'Golf bag' where code = 'OS'`);
    await sql(t, `update storage_item set price_pence = 1800 where code = 'LS'`);
    await sql(t, `insert into storage_item (code, title, description, price_pence) values ('BI', 'Bicycle', 'A folded bike', 2500)`);

    await migrate();
    expect(await prices()).toEqual([
      { code: 'BI', price_pence: 2500, day_price_pence: 2500 },
      { code: 'LS', price_pence: 1800, day_price_pence: 1800 },
      { code: 'MS', price_pence: 1250, day_price_pence: 750 },
      { code: 'OS', price_pence: 2000, day_price_pence: 2000 },
      { code: 'SS', price_pence: 1000, day_price_pence: 600 },
    ]);
  });

  it('keeps a day price within the limits the night price has', async () => {
    await expect(sql(t, `update storage_item set day_price_pence = 99 where code = 'SS'`)).rejects.toThrow(/storage_item_day_price_pence_check/);
    await expect(sql(t, `update storage_item set day_price_pence = null where code = 'SS'`)).rejects.toThrow(/null/);
  });
});
