// The admin's catalog calls (spec section 7): what they answer, what they change, and that the public catalog
// (GET /api/get-data) shows each change at once.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { type AdminDashboardData, defaultOpeningHours, type GetDataResponse } from '@luggage/contracts';
import { adminSession, createAdminTestApp } from '../support/admin.js';
import { expectStatus } from '../support/accounts.js';
import { aLine, aPaymentIntentRequest, demoCatalog, londonDate } from '../support/booking-builders.js';
import { HttpSession } from '../support/http-session.js';
import type { TestApp } from '../support/test-app.js';

let t: TestApp;
let admin: HttpSession;
let bristol: number;

beforeAll(async () => {
  t = await createAdminTestApp();
  admin = await adminSession(t);
  bristol = (await demoCatalog(t)).bristolBusStation;
});
afterAll(async () => {
  await t?.close();
});

const dashboard = async () => (await admin.get('/api/get-admin-dashboard-data').expect(200)).body as AdminDashboardData;
const publicData = async () => (await t.request().get('/api/get-data').expect(200)).body as GetDataResponse;
const sql = <T extends object>(query: string, params: unknown[] = []) => t.app.get(EntityManager).fork().execute<T[]>(query, params);
const catalogEvents = () =>
  sql<{ payload: { entity: string; id: number } }>(`select payload from outbox_event where name = 'CatalogChanged' order by id`).then((rows) =>
    rows.map((row) => row.payload),
  );
const cityNamed = async (name: string) => (await dashboard()).collection_cities.find((city) => city.city === name)!;

describe('GET /api/get-admin-dashboard-data', () => {
  it('lists every storage item with code and active flag, the active discounts, the cities and every location', async () => {
    const body = await dashboard();
    expect(body.storage_items.map((item) => item.code)).toEqual(['SS', 'MS', 'LS', 'OS']);
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
      descriptionTranslations: expect.objectContaining({ fr: 'Bagage cabine ou sac de voyage, jusqu’à 55 x 40 x 20 cm' }),
    });
    expect(body.discount_items.map((d) => [d.description, d.discount_percentage])).toEqual([
      ['Two Items', 10],
      ['Three Items', 15],
      ['Four Items', 20],
      ['Five Items +', 25],
      ['Two nights', 10],
      ['Three Nights', 15],
    ]);
    expect(body.collection_cities.map((city) => city.city)).toEqual(['Bath', 'Bristol']);
    expect(body.collection_locations.map((l) => `${l.city.city}: ${l.Location} @ ${l.collect_return_time}`)).toEqual([
      'Bath: Bath Bus Station @ 09:30',
      'Bath: Bath Spa Station @ 10:30',
      'Bristol: Bristol Bus Station @ 09:00',
      'Bristol: Bristol Temple Meads Station @ 10:00',
    ]);
    expect(body.collection_locations[0]).toEqual({
      id: expect.any(Number),
      city: { id: body.collection_cities[0].id, city: 'Bath' },
      Location: 'Bath Bus Station',
      address: expect.any(String),
      lat: expect.any(Number),
      lng: expect.any(Number),
      collect_return_time: '09:30',
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
    expect(body.free_discount_rules).toEqual([]);
  });
});

describe('storage items', () => {
  it('adds an item with a generated code; the wizard offers it at once', async () => {
    const created = await expectStatus(
      admin.post('/api/store-new-storage-item', { title: '  Backpack ', itemDescription: 'Day bag or rucksack', fullCostPerNight: 7.5 }),
      201,
    );
    // Without a price for a day (the spec's fields only), a day costs the night price.
    expect(created.body).toEqual({ id: expect.any(Number), storage_item: 'Backpack', description: 'Day bag or rucksack', price: 7.5, day_price: 7.5, code: 'BA', active: true, nameTranslations: {}, descriptionTranslations: {} });
    const offered = (await publicData()).storage_items.find((item) => item.id === created.body.id);
    expect(offered).toEqual(created.body);
    expect((await catalogEvents()).at(-1)).toEqual({ entity: 'storage_item', id: created.body.id });
  });

  it('gives a new item whose initials are taken the next free code', async () => {
    const first = await expectStatus(admin.post('/api/store-new-storage-item', { title: 'Sports Sack', itemDescription: 'x', fullCostPerNight: 5 }), 201);
    const second = await expectStatus(admin.post('/api/store-new-storage-item', { title: 'Ski Set', itemDescription: 'x', fullCostPerNight: 5 }), 201);
    expect([first.body.code, second.body.code]).toEqual(['SS2', 'SS3']);
  });

  it('answers one item as the edit form needs it', async () => {
    const small = (await dashboard()).storage_items.find((item) => item.code === 'SS')!;
    const response = await admin.get(`/api/get-storage-item/${small.id}`).expect(200);
    expect(response.body).toEqual({ id: small.id, storage_item: 'Small Suitcase', description: small.description, price: 10, day_price: 6, nameTranslations: { fr: 'Petite valise', de: 'Kleiner Koffer', es: 'Maleta pequeña', 'zh-Hans': '小号行李箱' }, descriptionTranslations: small.descriptionTranslations });
  });

  it('edits title, description and price, keeps the code, and the wizard shows the new price at once', async () => {
    const medium = (await dashboard()).storage_items.find((item) => item.code === 'MS')!;
    await publicData(); // warm the cache, so the test proves it is dropped
    const response = await expectStatus(
      admin.put('/api/edit-storage-item', { storageItemId: medium.id, title: 'Medium Case', itemDescription: 'Up to 70 cm', fullCostPerNight: '13.25' }),
      200,
    );
    expect(response.body).toMatchObject({ id: medium.id, storage_item: 'Medium Case', description: 'Up to 70 cm', price: 13.25, code: 'MS' });
    expect((await publicData()).storage_items.find((item) => item.id === medium.id)).toMatchObject({ storage_item: 'Medium Case', price: 13.25 });
    expect((await catalogEvents()).at(-1)).toEqual({ entity: 'storage_item', id: medium.id });
  });

  it('deactivates an item: gone from the wizard and not bookable at once, still on the dashboard as inactive; activates it again', async () => {
    const large = (await dashboard()).storage_items.find((item) => item.code === 'LS')!;
    await publicData();
    const off = await expectStatus(admin.put(`/api/deactivate-storage-item/${large.id}`), 200);
    expect(off.body).toMatchObject({ id: large.id, active: false });
    expect((await publicData()).storage_items.map((item) => item.code)).not.toContain('LS');
    expect((await dashboard()).storage_items.find((item) => item.id === large.id)).toMatchObject({ code: 'LS', active: false });
    const basket = [aLine('LS', 15, 1, { typeName: 'Large Suitcase' })];
    const refused = await new HttpSession(t).post('/api/stripe-payment-intent', aPaymentIntentRequest(bristol, { storageItemsBasket: basket, totalCost: 27, nights: 2 }));
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ 'storageItemsBasket.0.code': ['This item is not available for booking.'] });

    const on = await expectStatus(admin.put(`/api/activate-storage-item/${large.id}`), 200);
    expect(on.body).toMatchObject({ id: large.id, active: true });
    expect((await publicData()).storage_items.map((item) => item.code)).toContain('LS');
  });

  it('gives the demo items their prices for a day in the catalog, in pounds like the night price', async () => {
    const prices = (await publicData()).storage_items.map((item) => [item.code, item.price, item.day_price]);
    expect(prices.filter(([code]) => ['SS', 'LS', 'OS'].includes(code as string))).toEqual([
      ['SS', 10, 6],
      ['LS', 15, 9],
      ['OS', 20, 12],
    ]);
  });

  it('adds an item with a price for a day, which the wizard gets at once as day_price', async () => {
    const created = await expectStatus(admin.post('/api/store-new-storage-item', { title: 'Guitar', itemDescription: 'In its case', fullCostPerNight: 9, fullCostPerDay: '5.25' }), 201);
    expect(created.body).toMatchObject({ storage_item: 'Guitar', price: 9, day_price: 5.25 });
    expect((await publicData()).storage_items.find((item) => item.id === created.body.id)).toMatchObject({ price: 9, day_price: 5.25 });
    expect((await admin.get(`/api/get-storage-item/${created.body.id}`).expect(200)).body).toMatchObject({ price: 9, day_price: 5.25 });
    expect(await sql(`select price_pence, day_price_pence from storage_item where id = ?`, [created.body.id])).toEqual([{ price_pence: 900, day_price_pence: 525 }]);
  });

  it('edits the price for a day, and an edit that leaves it out keeps it', async () => {
    const made = await expectStatus(admin.post('/api/store-new-storage-item', { title: 'Drum', itemDescription: 'A snare', fullCostPerNight: 11, fullCostPerDay: 7 }), 201);
    await publicData();
    const edited = await expectStatus(admin.put('/api/edit-storage-item', { storageItemId: made.body.id, title: 'Drum', itemDescription: 'A snare', fullCostPerNight: 11, fullCostPerDay: 6.5 }), 200);
    expect(edited.body).toMatchObject({ price: 11, day_price: 6.5 });
    expect((await publicData()).storage_items.find((item) => item.id === made.body.id)).toMatchObject({ day_price: 6.5 });
    const renamed = await expectStatus(admin.put('/api/edit-storage-item', { storageItemId: made.body.id, title: 'Drum kit', itemDescription: 'A snare', fullCostPerNight: 12 }), 200);
    expect(renamed.body).toMatchObject({ storage_item: 'Drum kit', price: 12, day_price: 6.5 });
  });

  it.each([
    [null, 'The price for a day field is required.'],
    ['six', 'The price for a day must be a number.'],
    [0.99, 'The price for a day must be at least £1.'],
    [1000.01, 'The price for a day must not be more than £1000.'],
    [6.005, 'The price for a day must be in pounds and pence (at most 2 decimal places).'],
  ])('refuses a price for a day of %p under its field, on create and on edit, and changes nothing', async (value, message) => {
    const small = (await dashboard()).storage_items.find((item) => item.code === 'SS')!;
    const before = { items: await sql('select * from storage_item order by id'), events: (await catalogEvents()).length };
    const item = { title: 'Small Suitcase', itemDescription: 'Cabin size', fullCostPerNight: 10, fullCostPerDay: value };
    for (const call of [admin.post('/api/store-new-storage-item', item), admin.put('/api/edit-storage-item', { ...item, storageItemId: small.id })]) {
      expect((await expectStatus(call, 422)).body).toEqual({ message, errors: { fullCostPerDay: [message] } });
    }
    expect({ items: await sql('select * from storage_item order by id'), events: (await catalogEvents()).length }).toEqual(before);
  });

  it('records nothing when an item is already in the asked state', async () => {
    const oversized = (await dashboard()).storage_items.find((item) => item.code === 'OS')!;
    const before = (await catalogEvents()).length;
    await expectStatus(admin.put(`/api/activate-storage-item/${oversized.id}`), 200);
    expect((await catalogEvents()).length).toBe(before);
  });
});

describe('discounts', () => {
  it('sets a new discount (0% allowed) that feeds no pricing rule; it shows on the dashboard', async () => {
    const response = await expectStatus(admin.post('/api/set-new-discount', { description: 'Student offer', discount: 0 }), 201);
    expect(response.body).toEqual({ id: expect.any(Number), description: 'Student offer', discount_percentage: 0, rule: null });
    expect((await dashboard()).discount_items.at(-1)).toEqual(response.body);
    expect((await catalogEvents()).at(-1)).toEqual({ entity: 'discount', id: response.body.id });
  });

  it('lets a new discount take a free pricing rule, and no other discount take it after', async () => {
    const threeNights = (await dashboard()).discount_items.find((d) => d.rule === 'nights_3')!;
    await sql(`update discount set rule = null, active = false where id = ?`, [threeNights.id]);
    expect((await dashboard()).free_discount_rules).toEqual(['nights_3']);

    const created = await expectStatus(admin.post('/api/set-new-discount', { description: 'Three nights', discount: 20, rule: 'nights_3' }), 201);
    expect(created.body).toMatchObject({ discount_percentage: 20, rule: 'nights_3' });
    expect((await dashboard()).free_discount_rules).toEqual([]);
    expect((await publicData()).discount_items.find((d) => d.rule === 'nights_3')).toMatchObject({ description: 'Three nights', discount_percentage: 20 });

    const again = await expectStatus(admin.post('/api/set-new-discount', { description: 'Dup', discount: 5, rule: 'nights_3' }), 422);
    expect(again.body.errors).toEqual({ rule: ['Another discount already applies to that rule.'] });
  });

  it('answers one discount as the edit form needs it', async () => {
    const two = (await dashboard()).discount_items.find((d) => d.rule === 'items_2')!;
    const response = await admin.get(`/api/get-discount/${two.id}`).expect(200);
    expect(response.body).toEqual({ id: two.id, description: 'Two Items', discount_percentage: 10 });
  });

  it('edits description (sent as title) and percentage, keeps the rule, and pricing data shows it at once', async () => {
    const two = (await dashboard()).discount_items.find((d) => d.rule === 'items_2')!;
    await publicData();
    const response = await expectStatus(admin.put('/api/edit-discount', { discountId: two.id, title: 'Any two items', discount: 12 }), 200);
    expect(response.body).toEqual({ id: two.id, description: 'Any two items', discount_percentage: 12, rule: 'items_2' });
    expect((await publicData()).discount_items.find((d) => d.id === two.id)).toEqual(response.body);
  });
});

describe('collection cities', () => {
  it('adds a city; it is listed for the wizard at once', async () => {
    const response = await expectStatus(admin.post('/api/store-new-collection-city', { city: 'Bradford on Avon', lat: 51.347, lng: -2.251 }), 201);
    expect(response.body).toEqual({ id: expect.any(Number), city: 'Bradford on Avon', lat: 51.347, lng: -2.251, get_locations: [] });
    expect((await t.request().get('/api/get-collection-cities').expect(200)).body.map((c: { city: string }) => c.city)).toContain('Bradford on Avon');
    expect((await catalogEvents()).at(-1)).toEqual({ entity: 'collection_city', id: response.body.id });
  });

  it.each(['Bristol', 'BRISTOL', ' bristol '])('refuses a second city named %p', async (city) => {
    const response = await expectStatus(admin.post('/api/store-new-collection-city', { city, lat: 1, lng: 1 }), 422);
    expect(response.body.errors).toEqual({ city: ['The city has already been taken.'] });
  });

  it('edits a city (its own name in another case is fine) but refuses another city’s name', async () => {
    const bath = await cityNamed('Bath');
    const renamed = await expectStatus(admin.put('/api/edit-collection-city', { cityId: bath.id, city: 'BATH', lat: 51.38, lng: -2.36 }), 200);
    expect(renamed.body).toMatchObject({ id: bath.id, city: 'BATH', lat: 51.38, lng: -2.36 });
    expect(renamed.body.get_locations).toHaveLength(2);
    const clash = await expectStatus(admin.put('/api/edit-collection-city', { cityId: bath.id, city: 'bristol', lat: 51.38, lng: -2.36 }), 422);
    expect(clash.body.errors).toEqual({ city: ['The city has already been taken.'] });
    await expectStatus(admin.put('/api/edit-collection-city', { cityId: bath.id, city: 'Bath', lat: 51.3811, lng: -2.359 }), 200);
  });
});

describe('collection locations', () => {
  it('adds a location to a city; the wizard lists it under that city at once', async () => {
    const bristol = await cityNamed('Bristol');
    await publicData();
    const body = { cityId: bristol.id, location: 'Cabot Circus', address: 'Glass House, Bristol BS1 3BX', lat: 51.4585, lng: -2.5843, time: '11:15' };
    const response = await expectStatus(admin.post('/api/store-new-collection-location', body), 201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      city: { id: bristol.id, city: 'Bristol' },
      Location: 'Cabot Circus',
      address: 'Glass House, Bristol BS1 3BX',
      lat: 51.4585,
      lng: -2.5843,
      collect_return_time: '11:15',
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
    const listed = (await publicData()).collection_cities.find((c) => c.id === bristol.id)!.get_locations;
    expect(listed.map((l) => l.Location)).toContain('Cabot Circus');
    expect((await catalogEvents()).at(-1)).toEqual({ entity: 'collection_location', id: response.body.id });
  });

  it('adds a location without an address, and takes a time input’s seconds off', async () => {
    const bath = await cityNamed('Bath');
    const response = await expectStatus(
      admin.post('/api/store-new-collection-location', { cityId: String(bath.id), location: 'Bath Abbey', lat: '51.3815', lng: '-2.3590', time: '08:05:00' }),
      201,
    );
    expect(response.body).toMatchObject({ Location: 'Bath Abbey', address: '', lat: 51.3815, lng: -2.359, collect_return_time: '08:05' });
  });

  it('places a point typed without coordinates among its postcode district\'s points, else at its city\'s centre; one coordinate alone is refused', async () => {
    const bristol = await cityNamed('Bristol');
    const inBs1 = bristol.get_locations.filter((point) => /\bBS1 /.test(point.address));
    expect(inBs1.length).toBeGreaterThan(0);
    const mean = (values: number[]) => Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 1e6) / 1e6;
    const harbourside = await expectStatus(
      admin.post('/api/store-new-collection-location', { cityId: bristol.id, location: 'Harbourside Kiosk', address: 'Anchor Road, Bristol BS1 5DH', lat: null, lng: '', time: '10:00' }),
      201,
    );
    expect(harbourside.body).toMatchObject({ lat: mean(inBs1.map((point) => point.lat)), lng: mean(inBs1.map((point) => point.lng)) });

    const gloucesterRoad = await expectStatus(admin.post('/api/store-new-collection-location', { cityId: bristol.id, location: 'Gloucester Road Kiosk', address: 'Gloucester Road, Bristol BS7 8AA', time: '10:00' }), 201);
    expect(gloucesterRoad.body).toMatchObject({ lat: bristol.lat, lng: bristol.lng });
    // Emptied on the edit form: placed again from the address it now has.
    const moved = await expectStatus(
      admin.put('/api/edit-collection-location', { locationId: gloucesterRoad.body.id, cityId: bristol.id, location: 'Gloucester Road Kiosk', address: 'Queen Square, Bristol BS1 4LH', time: '10:00' }),
      200,
    );
    expect(moved.body.lat).toBeCloseTo(harbourside.body.lat, 5);
    expect(moved.body.lng).toBeCloseTo(harbourside.body.lng, 5);

    const before = await dashboard();
    const half = await expectStatus(admin.post('/api/store-new-collection-location', { cityId: bristol.id, location: 'Half Kiosk', address: 'BS1 5DH', lat: 51.45, time: '10:00' }), 422);
    expect(half.body.errors).toEqual({ lng: ['Give both latitude and longitude, or leave both empty to place the point from its postcode or its city.'] });
    expect(await dashboard()).toEqual(before);
  });

  it('answers one location and edits it, moving it to another city; the address stays when none is sent', async () => {
    const [bath, bristol] = [await cityNamed('Bath'), await cityNamed('Bristol')];
    const busStation = bath.get_locations.find((l) => l.Location === 'Bath Bus Station')!;
    expect((await admin.get(`/api/get-collection-location/${busStation.id}`).expect(200)).body).toEqual(busStation);

    await publicData();
    // A handover at 23:59 needs hours that reach it (issue 40).
    const lateHours = Object.fromEntries(Object.keys(busStation.opening_hours!).map((day) => [day, { opens: '08:00', closes: '23:59' }]));
    const edit = { locationId: busStation.id, cityId: bristol.id, location: 'Bristol Coach Station', lat: 51.46, lng: -2.59, time: '23:59', openingHours: lateHours };
    const response = await expectStatus(admin.put('/api/edit-collection-location', edit), 200);
    expect(response.body).toEqual({ ...busStation, city: { id: bristol.id, city: 'Bristol' }, Location: 'Bristol Coach Station', lat: 51.46, lng: -2.59, collect_return_time: '23:59', opening_hours: lateHours });
    const cities = (await publicData()).collection_cities;
    expect(cities.find((c) => c.id === bristol.id)!.get_locations.map((l) => l.Location)).toContain('Bristol Coach Station');
    expect(cities.find((c) => c.id === bath.id)!.get_locations.map((l) => l.Location)).not.toContain('Bath Bus Station');

    const withAddress = await expectStatus(admin.put('/api/edit-collection-location', { ...edit, address: 'Marlborough St' }), 200);
    expect(withAddress.body.address).toBe('Marlborough St');
    expect((await catalogEvents()).at(-1)).toEqual({ entity: 'collection_location', id: busStation.id });
  });
});

describe('an edit that leaves a field out', () => {
  it('keeps every optional field of a point as it was: capacity, address, instructions, days, times, closures, hours and lead time', async () => {
    const bristolCity = await cityNamed('Bristol');
    const full = {
      cityId: bristolCity.id,
      location: 'Temple Meads',
      address: 'Station Approach',
      lat: 51.449,
      lng: -2.581,
      time: '08:30',
      capacity: 12,
      instructions: 'By the ticket office.',
      openWeekdays: [1, 2, 3, 4, 5],
      weekdayTimes: { '5': '10:00' },
      closures: [{ date: londonDate(20), note: 'Staff training' }],
      openingHours: { ...defaultOpeningHours(), '2': { opens: '08:30', closes: '18:00' } },
      leadMinutes: 60,
    };
    const created = (await expectStatus(admin.post('/api/store-new-collection-location', full), 201)).body;
    const edited = await expectStatus(
      admin.put('/api/edit-collection-location', { locationId: created.id, cityId: bristolCity.id, location: 'Temple Meads Station', lat: 51.449, lng: -2.581, time: '08:45' }),
      200,
    );
    expect(edited.body).toEqual({ ...created, Location: 'Temple Meads Station', collect_return_time: '08:45' });
    expect(edited.body).toMatchObject({ capacity: 12, address: 'Station Approach', instructions: 'By the ticket office.', open_weekdays: [1, 2, 3, 4, 5], opening_hours: full.openingHours, lead_minutes: 60 });
    expect((await admin.get(`/api/get-collection-location/${created.id}`).expect(200)).body).toEqual(edited.body);
  });

  // Every field of these edits is required: leaving one out is refused by name and changes nothing.
  it.each([
    ['/api/edit-storage-item', 'fullCostPerNight', async () => ({ storageItemId: (await dashboard()).storage_items[0].id, title: 'Small Suitcase', itemDescription: 'Cabin size' })],
    ['/api/edit-discount', 'discount', async () => ({ discountId: (await dashboard()).discount_items[0].id, title: 'Renamed' })],
    ['/api/edit-collection-city', 'lat', async () => ({ cityId: (await cityNamed('Bath')).id, city: 'Bath Spa', lng: -2.36 })],
  ] as const)('PUT %s without %s answers 422 and changes nothing', async (path, field, body) => {
    const before = await dashboard();
    const response = await expectStatus(admin.put(path, await body()), 422);
    expect(Object.keys(response.body.errors)).toEqual([field]);
    expect(await dashboard()).toEqual(before);
  });
});

describe('unknown and malformed ids', () => {
  it.each([
    ['get', '/api/get-storage-item/99999', 'Storage item not found.'],
    ['get', '/api/get-storage-item/abc', 'Storage item not found.'],
    ['get', '/api/get-discount/99999', 'Discount not found.'],
    ['get', '/api/get-discount/0', 'Discount not found.'],
    ['get', '/api/get-collection-location/99999', 'Collection location not found.'],
    ['get', '/api/get-collection-location/99999999999999999999', 'Collection location not found.'],
    ['put', '/api/activate-storage-item/99999', 'Storage item not found.'],
    ['put', '/api/deactivate-storage-item/1.5', 'Storage item not found.'],
  ] as const)('%s %s answers 404', async (method, path, message) => {
    const response = method === 'get' ? await admin.get(path) : await admin.put(path);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message });
  });

  it.each([
    ['/api/edit-storage-item', { storageItemId: 99999, title: 'x', itemDescription: 'x', fullCostPerNight: 5 }, 'Storage item not found.'],
    ['/api/edit-storage-item', { storageItemId: 3_000_000_000, title: 'x', itemDescription: 'x', fullCostPerNight: 5 }, 'Storage item not found.'],
    ['/api/edit-discount', { discountId: 99999, title: 'x', discount: 5 }, 'Discount not found.'],
    ['/api/edit-collection-city', { cityId: 99999, city: 'Nowhere', lat: 1, lng: 1 }, 'Collection city not found.'],
    ['/api/edit-collection-location', { locationId: 99999, cityId: 1, location: 'x', lat: 1, lng: 1, time: '09:00' }, 'Collection location not found.'],
  ])('PUT %s with an unknown id answers 404', async (path, body, message) => {
    const response = await expectStatus(admin.put(path, body), 404);
    expect(response.body).toEqual({ message });
  });

  it('refuses a location in a city that does not exist', async () => {
    for (const cityId of [99999, 3_000_000_000]) {
      const body = { cityId, location: 'Ghost Stop', lat: 1, lng: 1, time: '09:00' };
      const response = await expectStatus(admin.post('/api/store-new-collection-location', body), 422);
      expect(response.body.errors).toEqual({ cityId: ['The selected city is invalid.'] });
    }
  });
});
