import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { defaultOpeningHours, type GetDataResponse } from '@luggage/contracts';
import { StorageItem } from '../../backend/src/modules/catalog/entities/index.js';
import { recordEvent } from '../../backend/src/shared/events/outbox.js';
import { createTestApp, eventually, type TestApp } from '../support/test-app.js';

describe('public catalog API', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('serves the demo catalog with the spec field names', async () => {
    const response = await t.request().get('/api/get-data').expect(200).expect('content-type', /application\/json/);
    const body = response.body as GetDataResponse;
    expect(body.storage_items[0]).toEqual({
      id: expect.any(Number),
      storage_item: 'Small Suitcase',
      description: expect.any(String),
      price: 10,
      day_price: 6,
      code: 'SS',
      active: true,
      // The demo's items come in every language.
      nameTranslations: { fr: 'Petite valise', de: 'Kleiner Koffer', es: 'Maleta pequeña', 'zh-Hans': '小号行李箱' },
      descriptionTranslations: expect.objectContaining({ de: 'Handgepäck oder Reisetasche, bis 55 x 40 x 20 cm' }),
    });
    expect(body.discount_items.map((d) => d.description)).toEqual([
      'Two Items',
      'Three Items',
      'Four Items',
      'Five Items +',
      'Two nights',
      'Three Nights',
    ]);
    expect(body.gmkey).toBeNull();
    expect(body.payments).toEqual({ provider: 'offline' });
    const cities = Object.fromEntries(body.collection_cities.map((c) => [c.city, c.get_locations.map((l) => l.Location)]));
    expect(cities).toEqual({
      Bristol: ['Bristol Bus Station', 'Bristol Temple Meads Station'],
      Bath: ['Bath Bus Station', 'Bath Spa Station'],
    });
    const location = body.collection_cities[0].get_locations[0];
    expect(location).toEqual({
      id: expect.any(Number),
      city: { id: body.collection_cities[0].id, city: body.collection_cities[0].city },
      Location: expect.any(String),
      address: expect.any(String),
      lat: expect.any(Number),
      lng: expect.any(Number),
      collect_return_time: expect.stringMatching(/^\d{2}:\d{2}$/),
      capacity: 40,
      instructions: '',
      nameTranslations: {},
      instructionsTranslations: {},
      open_weekdays: [1, 2, 3, 4, 5, 6, 7],
      weekday_times: {},
      closures: [],
      opening_hours: defaultOpeningHours(),
      lead_minutes: 30,
    });
  });

  it('lists the collection cities and answers one city with its locations', async () => {
    const list = await t.request().get('/api/get-collection-cities').expect(200);
    expect(list.body.map((c: { city: string }) => c.city)).toEqual(['Bath', 'Bristol']);
    const bristol = list.body.find((c: { city: string }) => c.city === 'Bristol');
    const one = await t.request().get(`/api/get-collection-city/${bristol.id}`).expect(200);
    expect(one.body).toEqual(bristol);
    expect(one.body.lat).toBeCloseTo(51.45, 1);
  });

  it.each(['999999', 'abc', '-1', '1.5', '0', '99999999999999999999', "1' or '1'='1"])(
    'answers a JSON 404 for the unknown or malformed city id %s',
    async (id) => {
      const response = await t.request().get(`/api/get-collection-city/${encodeURIComponent(id)}`).expect(404);
      expect(response.body).toEqual({ message: 'Collection city not found.' });
    },
  );

  it('answers a JSON 404 for an unknown API route', async () => {
    const response = await t.request().get('/api/no-such-thing').expect(404);
    expect(response.body).toEqual({ message: 'Not Found' });
  });

  it('reports the database and the queue as up', async () => {
    const response = await t.request().get('/api/health').expect(200);
    expect(response.body).toMatchObject({ status: 'ok', database: 'up', queue: 'up' });
  });

  it('drops the cached catalog when a CatalogChanged event travels through the outbox', async () => {
    const before = await t.request().get('/api/get-data').expect(200);
    expect(before.body.storage_items.map((i: { code: string }) => i.code)).toContain('SS');
    // Change a row and record the event in one transaction, as a module does, without touching the cache.
    const em = t.app.get(EntityManager).fork();
    await em.transactional(async (tx) => {
      const item = await tx.findOneOrFail(StorageItem, { code: 'SS' });
      item.active = false;
      recordEvent(tx, 'CatalogChanged', { entity: 'storage_item', id: item.id });
    });
    const after = await eventually(
      async () => (await t.request().get('/api/get-data')).body as GetDataResponse,
      (body) => !body.storage_items.some((i) => i.code === 'SS'),
    );
    expect(after.storage_items.map((i) => i.code)).not.toContain('SS');
    // The process that committed ran the handler; the relay's next poll marks the row published, once.
    const published = await eventually(
      async () => (await em.getConnection().execute<{ n: number }[]>(`select count(*)::int as n from outbox_event where published_at is not null and name = 'CatalogChanged'`))[0].n,
      (n) => n > 0,
    );
    expect(published).toBe(1);
  });
});
