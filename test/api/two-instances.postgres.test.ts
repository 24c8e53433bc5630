import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import type { GetDataResponse } from '@luggage/contracts';
import { Discount } from '../../backend/src/modules/catalog/entities/index.js';
import { recordEvent } from '../../backend/src/shared/events/outbox.js';
import { createTestApp, eventually, type TestApp } from '../support/test-app.js';

// Runs only on the PostgreSQL + Redis run (scripts/test-api.mjs leaves *.postgres.test.ts out of the embedded run):
// two API instances need a database server and a broadcast channel they both reach.
describe('two API instances on one database and one Redis', () => {
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    first = await createTestApp();
    second = await createTestApp({ shareWith: first });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('runs the real services', () => {
    expect(first.config.databaseUrl).toMatch(/^postgres/);
    expect(first.config.redisUrl).toMatch(/^redis/);
    expect(second.config.databaseUrl).toBe(first.config.databaseUrl);
  });

  it('drops the cached catalog on the other instance when one records CatalogChanged', async () => {
    const percentageOn = async (t: TestApp) =>
      ((await t.request().get('/api/get-data')).body as GetDataResponse).discount_items.find((d) => d.rule === 'items_2')!.discount_percentage;
    expect(await percentageOn(second)).toBe(10);
    const em = first.app.get(EntityManager).fork();
    await em.transactional(async (tx) => {
      const discount = await tx.findOneOrFail(Discount, { rule: 'items_2' });
      discount.percentage = 12;
      recordEvent(tx, 'CatalogChanged', { entity: 'discount', id: discount.id });
    });
    expect(await eventually(() => percentageOn(second), (value) => value === 12, 5000)).toBe(12);
    expect(await percentageOn(first)).toBe(12);
  });
});
