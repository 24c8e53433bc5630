// Every validation rule of the admin forms (spec section 5 and the 422 fields of section 7): one readable message
// per field, a 422 and nothing changed.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AdminDashboardData } from '@luggage/contracts';
import { expectStatus } from '../support/accounts.js';
import { adminSession, createAdminTestApp } from '../support/admin.js';
import type { HttpSession } from '../support/http-session.js';
import type { TestApp } from '../support/test-app.js';

let t: TestApp;
let admin: HttpSession;
let ids: { item: number; discount: number; city: number; location: number };

beforeAll(async () => {
  t = await createAdminTestApp();
  admin = await adminSession(t);
  const data = (await admin.get('/api/get-admin-dashboard-data').expect(200)).body as AdminDashboardData;
  ids = { item: data.storage_items[0].id, discount: data.discount_items[0].id, city: data.collection_cities[0].id, location: data.collection_locations[0].id };
});
afterAll(async () => {
  await t?.close();
});

const snapshot = async () => ({
  data: (await admin.get('/api/get-admin-dashboard-data').expect(200)).body as AdminDashboardData,
  events: (await t.app.get(EntityManager).fork().execute<{ n: number }[]>('select count(*)::int as n from outbox_event'))[0].n,
});

type Body = Record<string, unknown>;
const item: Body = { title: 'Backpack', itemDescription: 'A day bag', fullCostPerNight: 8 };
const discount: Body = { description: 'Spring offer', discount: 5 };
const city: Body = { city: 'Weston', lat: 51.34, lng: -2.97 };
const location: Body = { location: 'Weston Station', lat: 51.34, lng: -2.97, time: '09:00' };

/** [call, base body, field, bad value, expected message] */
type Case = [string, () => Body, string, unknown, string];
const storeItem = (): Body => item;
const editItem = (): Body => ({ ...item, storageItemId: ids.item });
const newDiscount = (): Body => discount;
const editDiscount = (): Body => ({ discountId: ids.discount, title: 'Two Items', discount: 10 });
const storeCity = (): Body => city;
const editCity = (): Body => ({ ...city, cityId: ids.city });
const storeLocation = (): Body => ({ ...location, cityId: ids.city });
const editLocation = (): Body => ({ ...location, cityId: ids.city, locationId: ids.location });

const CALLS: Record<string, ['post' | 'put', string]> = {
  storeItem: ['post', '/api/store-new-storage-item'],
  editItem: ['put', '/api/edit-storage-item'],
  newDiscount: ['post', '/api/set-new-discount'],
  editDiscount: ['put', '/api/edit-discount'],
  storeCity: ['post', '/api/store-new-collection-city'],
  editCity: ['put', '/api/edit-collection-city'],
  storeLocation: ['post', '/api/store-new-collection-location'],
  editLocation: ['put', '/api/edit-collection-location'],
};

const CASES: Case[] = [
  // Storage items: title, itemDescription, fullCostPerNight (min 1, any step; at most £1000; pounds and pence).
  ['storeItem', storeItem, 'title', undefined, 'The title field is required.'],
  ['storeItem', storeItem, 'title', '   ', 'The title field is required.'],
  ['storeItem', storeItem, 'title', 42, 'The title must be text.'],
  ['storeItem', storeItem, 'title', 'x'.repeat(101), 'The title must not be longer than 100 characters.'],
  ['storeItem', storeItem, 'itemDescription', '', 'The item description field is required.'],
  ['storeItem', storeItem, 'itemDescription', 'x'.repeat(501), 'The item description must not be longer than 500 characters.'],
  ['storeItem', storeItem, 'fullCostPerNight', undefined, 'The full cost per night field is required.'],
  ['storeItem', storeItem, 'fullCostPerNight', '', 'The full cost per night field is required.'],
  ['storeItem', storeItem, 'fullCostPerNight', 'ten', 'The full cost per night must be a number.'],
  ['storeItem', storeItem, 'fullCostPerNight', 0.99, 'The full cost per night must be at least £1.'],
  ['storeItem', storeItem, 'fullCostPerNight', -5, 'The full cost per night must be at least £1.'],
  ['storeItem', storeItem, 'fullCostPerNight', 1000.01, 'The full cost per night must not be more than £1000.'],
  ['storeItem', storeItem, 'fullCostPerNight', 9.999, 'The full cost per night must be in pounds and pence (at most 2 decimal places).'],
  ['editItem', editItem, 'fullCostPerNight', 0, 'The full cost per night must be at least £1.'],
  // fullCostPerDay: may be left out (the spec's clients do not send it); sent, it is checked as the night price is.
  ['storeItem', storeItem, 'fullCostPerDay', null, 'The price for a day field is required.'],
  ['storeItem', storeItem, 'fullCostPerDay', 'six', 'The price for a day must be a number.'],
  ['storeItem', storeItem, 'fullCostPerDay', 0.5, 'The price for a day must be at least £1.'],
  ['storeItem', storeItem, 'fullCostPerDay', 1000.5, 'The price for a day must not be more than £1000.'],
  ['storeItem', storeItem, 'fullCostPerDay', 5.555, 'The price for a day must be in pounds and pence (at most 2 decimal places).'],
  ['editItem', editItem, 'fullCostPerDay', null, 'The price for a day field is required.'],
  ['editItem', editItem, 'fullCostPerDay', -6, 'The price for a day must be at least £1.'],
  ['editItem', editItem, 'title', '', 'The title field is required.'],
  ['editItem', editItem, 'storageItemId', undefined, 'The storage item id field is required.'],
  ['editItem', editItem, 'storageItemId', 1.5, 'The storage item id must be a whole number.'],
  ['editItem', editItem, 'storageItemId', 'abc', 'The storage item id must be a whole number.'],
  ['editItem', editItem, 'storageItemId', -3, 'The storage item id is invalid.'],
  // Discounts: description, discount (0..100 when new, 1..100 when edited, whole percent).
  ['newDiscount', newDiscount, 'description', undefined, 'The description field is required.'],
  ['newDiscount', newDiscount, 'description', 'x'.repeat(101), 'The description must not be longer than 100 characters.'],
  ['newDiscount', newDiscount, 'discount', undefined, 'The discount field is required.'],
  ['newDiscount', newDiscount, 'discount', -1, 'The discount must be between 0 and 100.'],
  ['newDiscount', newDiscount, 'discount', 101, 'The discount must be between 0 and 100.'],
  ['newDiscount', newDiscount, 'discount', 12.5, 'The discount must be a whole number.'],
  ['newDiscount', newDiscount, 'discount', true, 'The discount must be a number.'],
  ['newDiscount', newDiscount, 'rule', 'items_99', 'The selected rule is invalid.'],
  ['editDiscount', editDiscount, 'title', '', 'The description field is required.'],
  ['editDiscount', editDiscount, 'discount', 0, 'The discount must be between 1 and 100.'],
  ['editDiscount', editDiscount, 'discount', 100.5, 'The discount must be a whole number.'],
  ['editDiscount', editDiscount, 'discountId', null, 'The discount id field is required.'],
  // Cities: city, lat (-90..90), lng (-180..180).
  ['storeCity', storeCity, 'city', '', 'The city field is required.'],
  ['storeCity', storeCity, 'city', 'x'.repeat(101), 'The city must not be longer than 100 characters.'],
  ['storeCity', storeCity, 'lat', undefined, 'The latitude field is required.'],
  ['storeCity', storeCity, 'lat', 'north', 'The latitude must be a number.'],
  ['storeCity', storeCity, 'lat', 90.0001, 'The latitude must be between -90 and 90.'],
  ['storeCity', storeCity, 'lat', -91, 'The latitude must be between -90 and 90.'],
  ['storeCity', storeCity, 'lng', 180.5, 'The longitude must be between -180 and 180.'],
  ['storeCity', storeCity, 'lng', -181, 'The longitude must be between -180 and 180.'],
  ['storeCity', storeCity, 'lng', [1], 'The longitude must be a number.'],
  ['editCity', editCity, 'city', '  ', 'The city field is required.'],
  ['editCity', editCity, 'lat', 1e308 * 10, 'The latitude field is required.'],
  ['editCity', editCity, 'cityId', 'x', 'The city id must be a whole number.'],
  // Locations: city from the dropdown, location, lat, lng, time of day, optional address.
  ['storeLocation', storeLocation, 'cityId', undefined, 'The city field is required.'],
  ['storeLocation', storeLocation, 'location', '', 'The location field is required.'],
  ['storeLocation', storeLocation, 'location', 'x'.repeat(151), 'The location must not be longer than 150 characters.'],
  ['storeLocation', storeLocation, 'address', 'x'.repeat(301), 'The address must not be longer than 300 characters.'],
  ['storeLocation', storeLocation, 'lat', 95, 'The latitude must be between -90 and 90.'],
  ['storeLocation', storeLocation, 'lng', 'west', 'The longitude must be a number.'],
  ['storeLocation', storeLocation, 'time', undefined, 'The time field is required.'],
  ['storeLocation', storeLocation, 'time', '24:00', 'The time must be a time of day between 00:00 and 23:59.'],
  ['storeLocation', storeLocation, 'time', '9:00', 'The time must be a time of day between 00:00 and 23:59.'],
  ['storeLocation', storeLocation, 'time', '09:60', 'The time must be a time of day between 00:00 and 23:59.'],
  ['storeLocation', storeLocation, 'time', 'noon', 'The time must be a time of day between 00:00 and 23:59.'],
  ['storeLocation', storeLocation, 'time', 900, 'The time must be text.'],
  ['editLocation', editLocation, 'time', '12:00 pm', 'The time must be a time of day between 00:00 and 23:59.'],
  ['editLocation', editLocation, 'locationId', undefined, 'The location id field is required.'],
  ['editLocation', editLocation, 'location', '', 'The location field is required.'],
];

describe('admin form validation', () => {
  it.each(CASES)('%s: %s = %p is refused with its message', async (call, base, field, value, message) => {
    const before = await snapshot();
    const [method, path] = CALLS[call];
    const response = await expectStatus(admin[method](path, { ...base(), [field]: value }), 422);
    expect(response.body).toEqual({ message, errors: { [field]: [message] } });
    expect(await snapshot()).toEqual(before);
  });

  it('lists every missing field of an empty form at once', async () => {
    const response = await expectStatus(admin.post('/api/store-new-collection-location', {}), 422);
    expect(response.body.errors).toEqual({
      cityId: ['The city field is required.'],
      location: ['The location field is required.'],
      time: ['The time field is required.'],
    });
    expect(response.body.message).toBe('The city field is required. (and 2 more errors)');
  });

  it.each([
    ['a JSON array', '[1,2]'],
    ['a JSON string', '"title"'],
    ['null', 'null'],
  ])('answers a 4xx with a message, never a 500, for %s as the body', async (_label, raw) => {
    const response = await admin.agent
      .post('/api/store-new-storage-item')
      .set({ 'X-XSRF-TOKEN': await admin.csrf(), 'Content-Type': 'application/json' })
      .send(raw);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(typeof response.body.message).toBe('string');
  });

  it('accepts the edges: £1 and £1000, 0% new, 100% edited, the poles and the date line, 00:00 and 23:59', async () => {
    await expectStatus(admin.post('/api/store-new-storage-item', { ...item, fullCostPerNight: 1 }), 201);
    await expectStatus(admin.post('/api/store-new-storage-item', { ...item, fullCostPerNight: 1000 }), 201);
    await expectStatus(admin.post('/api/store-new-storage-item', { ...item, fullCostPerDay: 1 }), 201);
    await expectStatus(admin.post('/api/store-new-storage-item', { ...item, fullCostPerDay: 1000 }), 201);
    await expectStatus(admin.post('/api/set-new-discount', { description: 'Nothing off', discount: 0 }), 201);
    await expectStatus(admin.put('/api/edit-discount', { discountId: ids.discount, title: 'Two Items', discount: 100 }), 200);
    await expectStatus(admin.post('/api/store-new-collection-city', { city: 'North Pole', lat: 90, lng: 180 }), 201);
    await expectStatus(admin.post('/api/store-new-collection-city', { city: 'South Pole', lat: -90, lng: -180 }), 201);
    await expectStatus(admin.post('/api/store-new-collection-location', { ...storeLocation(), time: '00:00' }), 201);
    await expectStatus(admin.post('/api/store-new-collection-location', { ...storeLocation(), time: '23:59' }), 201);
  });
});
