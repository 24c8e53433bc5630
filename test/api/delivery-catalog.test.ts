// The delivery catalog (issue 18, section 2): what the demo install ships, the public service area of a postcode,
// the wizard's copy in GET /api/get-data, and the admin's calls over zones, windows, cut-offs and return fees.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AdminDeliveryData, DeliveryZone, GetDataResponse } from '@luggage/contracts';
import { expectStatus } from '../support/accounts.js';
import { adminSession, createAdminTestApp } from '../support/admin.js';
import { sql } from '../support/booking-builders.js';
import { HttpSession } from '../support/http-session.js';
import type { TestApp } from '../support/test-app.js';

let t: TestApp;
let admin: HttpSession;
let ids: { bristol: number; bath: number; busStation: number; templeMeads: number; bathSpa: number };

beforeAll(async () => {
  t = await createAdminTestApp();
  admin = await adminSession(t);
  const data = await adminData();
  const city = (name: string) => data.cities.find((c) => c.name === name)!;
  const point = (cityName: string, name: string) => city(cityName).points.find((p) => p.name === name)!.id;
  ids = {
    bristol: city('Bristol').id,
    bath: city('Bath').id,
    busStation: point('Bristol', 'Bristol Bus Station'),
    templeMeads: point('Bristol', 'Bristol Temple Meads Station'),
    bathSpa: point('Bath', 'Bath Spa Station'),
  };
});
afterAll(async () => {
  await t?.close();
});

async function adminData(): Promise<AdminDeliveryData> {
  return (await admin.get('/api/admin/delivery').expect(200)).body as AdminDeliveryData;
}
const publicData = async () => (await t.request().get('/api/get-data').expect(200)).body as GetDataResponse;
const serviceArea = (query: string) => t.request().get(`/api/service-area?${query}`);
const zoneRows = () => sql(t, 'select id, city_id, name, districts, fee_pence, storage_location_id, updated_at from delivery_zone order by id');
const windowRows = () => sql(t, 'select id, city_id, start_time, end_time, trips, updated_at from delivery_window order by id');

describe('the demo catalog', () => {
  it('ships zones for Bristol and Bath with their fees and storage points, five windows of six trips a city, a 3-hour cut-off and the return fees', async () => {
    const { delivery } = await publicData();
    const zones = delivery.zones.map(({ cityId, name, districts, feePence, storageLocationId }) => ({ cityId, name, districts, feePence, storageLocationId }));
    expect(zones).toEqual([
      { cityId: ids.bath, name: 'Bath', districts: ['BA1', 'BA2'], feePence: 2000, storageLocationId: ids.bathSpa },
      {
        cityId: ids.bristol,
        name: 'Central and North Bristol',
        districts: ['BS1', 'BS2', 'BS3', 'BS4', 'BS5', 'BS6', 'BS7', 'BS8', 'BS9'],
        feePence: 1500,
        storageLocationId: ids.busStation,
      },
      { cityId: ids.bristol, name: 'South and East Bristol', districts: ['BS13', 'BS14', 'BS15', 'BS16'], feePence: 1500, storageLocationId: ids.templeMeads },
    ].sort((a, b) => a.cityId - b.cityId || a.name.localeCompare(b.name)));
    for (const city of [ids.bristol, ids.bath]) {
      const windows = delivery.windows.filter((w) => w.cityId === city).map(({ start, end, trips }) => `${start}-${end} x${trips}`);
      expect(windows).toEqual(['08:00-10:00 x6', '10:00-12:00 x6', '14:00-16:00 x6', '16:00-18:00 x6', '18:00-20:00 x6']);
    }
    expect(delivery.cutOffs).toEqual(expect.arrayContaining([{ cityId: ids.bristol, hours: 3, sameDayGapMinutes: 120 }, { cityId: ids.bath, hours: 3, sameDayGapMinutes: 120 }]));
    expect(delivery.returnFees).toEqual(
      expect.arrayContaining([
        { fromCityId: ids.bristol, toCityId: ids.bristol, feePence: 1000 },
        { fromCityId: ids.bath, toCityId: ids.bath, feePence: 1000 },
        { fromCityId: ids.bristol, toCityId: ids.bath, feePence: 1500 },
        { fromCityId: ids.bath, toCityId: ids.bristol, feePence: 1500 },
      ]),
    );
    expect(delivery.returnFees).toHaveLength(4);
  });
});

describe('GET /api/service-area', () => {
  it('answers a served postcode, however typed, with its district, zone, fee and storage point', async () => {
    const response = await serviceArea('postcode=bs84jz');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      served: true,
      postcode: 'BS8 4JZ',
      district: 'BS8',
      zone: { id: expect.any(Number), name: 'Central and North Bristol', cityId: ids.bristol, cityName: 'Bristol', feePence: 1500 },
      storageLocation: { id: ids.busStation, name: 'Bristol Bus Station', address: 'Marlborough Street, Bristol BS1 3NU' },
    });
    const bath = await serviceArea('postcode=BA2%203AB').expect(200);
    expect(bath.body).toMatchObject({ served: true, district: 'BA2', zone: { name: 'Bath', feePence: 2000 }, storageLocation: { id: ids.bathSpa } });
  });

  it('answers a valid postcode outside the area with the out-of-area message', async () => {
    const response = await serviceArea('postcode=BS20%207AA').expect(200);
    expect(response.body).toEqual({
      served: false,
      postcode: 'BS20 7AA',
      district: 'BS20',
      message: "We don't collect or deliver in BS20 yet. We cover BA1, BA2, BS1–BS9 and BS13–BS16.",
    });
  });

  it("answers only the chosen city's zones when asked with cityId", async () => {
    const response = await serviceArea(`postcode=BA1%201SU&cityId=${ids.bristol}`).expect(200);
    expect(response.body).toMatchObject({ served: false, message: "We don't collect or deliver in BA1 yet. We cover BS1–BS9 and BS13–BS16." });
  });

  it.each([['postcode=hello', 'Enter a full UK postcode, like BS8 4JZ.'], ['postcode=BS8', 'Enter a full UK postcode, like BS8 4JZ.'], ['', 'The postcode field is required.']])(
    'refuses %j with 422 under postcode',
    async (query, message) => {
      const response = await serviceArea(query);
      expect([response.status, response.body.errors]).toEqual([422, { postcode: [message] }]);
    },
  );
});

describe('zones (admin)', () => {
  const newZone = (overrides: object = {}) => ({ cityId: ids.bristol, name: 'North Somerset edge', districts: 'bs20, BS48,bs21', fee: 18.5, locationId: ids.templeMeads, ...overrides });

  it('creates a zone with its districts normalised, and the wizard sees it at once', async () => {
    await publicData();
    const created = await admin.post('/api/admin/delivery-zones', newZone());
    expect(created.status).toBe(201);
    const zone = created.body as DeliveryZone;
    expect(zone).toEqual({ id: expect.any(Number), cityId: ids.bristol, name: 'North Somerset edge', nameTranslations: {}, districts: ['BS20', 'BS21', 'BS48'], feePence: 1850, storageLocationId: ids.templeMeads, active: true });
    expect((await publicData()).delivery.zones).toContainEqual(zone);
    expect((await serviceArea('postcode=BS20%207AA').expect(200)).body).toMatchObject({ served: true, zone: { id: zone.id, feePence: 1850 } });
    await expectStatus(admin.delete(`/api/admin/delivery-zones/${zone.id}`), 204);
  });

  it('refuses bad fields with 422 by field and changes nothing', async () => {
    const before = await zoneRows();
    const cases: [object, string, string][] = [
      [{ districts: 'BS8, Clifton' }, 'districts', 'Clifton is not a postcode district (a district is the first half of a postcode, like BS8).'],
      [{ districts: ' , ' }, 'districts', 'Name at least one postcode district, like BS8.'],
      [{ districts: 'BS22, bs8' }, 'districts', 'BS8 is already in the zone Central and North Bristol (Bristol).'],
      [{ districts: 'BA1' }, 'districts', 'BA1 is already in the zone Bath (Bath).'],
      [{ locationId: ids.bathSpa }, 'locationId', 'Choose a collection point of Bristol to store the bags.'],
      [{ fee: -1 }, 'fee', 'The fee per trip must be at least £0.'],
      [{ fee: 12.345 }, 'fee', 'The fee per trip must be in pounds and pence (at most 2 decimal places).'],
      [{ name: '' }, 'name', 'The name field is required.'],
      [{ cityId: 999999 }, 'cityId', 'The selected city is invalid.'],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await admin.post('/api/admin/delivery-zones', newZone(overrides));
      expect([overrides, response.status, response.body.errors?.[field]]).toEqual([overrides, 422, [message]]);
    }
    expect(await zoneRows()).toEqual(before);
  });

  it('edits only the fields sent, keeps the others, and still refuses a district of another zone', async () => {
    const zone = (await expectStatus(admin.post('/api/admin/delivery-zones', newZone({ districts: 'BS30' })), 201)).body as DeliveryZone;
    const edited = await admin.put(`/api/admin/delivery-zones/${zone.id}`, { fee: 16 });
    expect([edited.status, edited.body]).toEqual([200, { ...zone, feePence: 1600 }]);
    const moved = await admin.put(`/api/admin/delivery-zones/${zone.id}`, { districts: 'BS30, bs31', locationId: ids.busStation });
    expect(moved.body).toEqual({ ...zone, feePence: 1600, districts: ['BS30', 'BS31'], storageLocationId: ids.busStation });
    // Its own districts are no conflict; another zone's are.
    const refused = await admin.put(`/api/admin/delivery-zones/${zone.id}`, { districts: 'BS30, BS1' });
    expect([refused.status, refused.body.errors]).toEqual([422, { districts: ['BS1 is already in the zone Central and North Bristol (Bristol).'] }]);
    const empty = await admin.put(`/api/admin/delivery-zones/${zone.id}`, {});
    expect([empty.status, empty.body.errors]).toEqual([422, { body: ['Send at least one field to change.'] }]);
    expect((await admin.put('/api/admin/delivery-zones/999999', { fee: 1 })).status).toBe(404);
    await expectStatus(admin.delete(`/api/admin/delivery-zones/${zone.id}`), 204);
    expect((await admin.delete(`/api/admin/delivery-zones/${zone.id}`)).status).toBe(404);
    expect((await serviceArea('postcode=BS30%201AA').expect(200)).body).toMatchObject({ served: false });
  });

  it("keeps a storage point in its zone's city: moving it to another city is refused until the zone stores elsewhere", async () => {
    const location = (await expectStatus(admin.get(`/api/get-collection-location/${ids.templeMeads}`), 200)).body as { Location: string; lat: number; lng: number; collect_return_time: string };
    const move = { locationId: ids.templeMeads, cityId: ids.bath, location: location.Location, lat: location.lat, lng: location.lng, time: location.collect_return_time };
    const refused = await admin.put('/api/edit-collection-location', move);
    expect([refused.status, refused.body.errors]).toEqual([
      422,
      { cityId: ['This point stores the bags of the delivery zone South and East Bristol: choose another storage point for that zone before moving the point to another city.'] },
    ]);
    expect(await sql(t, 'select city_id from collection_location where id = ?', [ids.templeMeads])).toEqual([{ city_id: ids.bristol }]);
  });

  it('takes two creates of the same districts at once: one zone, and the other is refused, never a 500', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => admin.post('/api/admin/delivery-zones', newZone({ districts: 'BS40' }))));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422, 422]);
    const rows = await sql<{ id: number }>(t, `select id from delivery_zone where 'BS40' = any(districts)`);
    expect(rows).toHaveLength(1);
    await expectStatus(admin.delete(`/api/admin/delivery-zones/${rows[0].id}`), 204);
  });
});

describe('windows, cut-offs and return fees (admin)', () => {
  it('creates, edits and deletes a window; refuses an end before its start, a repeated window and no trips, by field', async () => {
    const created = await admin.post('/api/admin/delivery-windows', { cityId: ids.bath, start: '12:00', end: '14:00', trips: 4 });
    expect([created.status, created.body]).toEqual([201, { id: expect.any(Number), cityId: ids.bath, start: '12:00', end: '14:00', trips: 4, active: true }]);
    const id = (created.body as { id: number }).id;
    expect((await publicData()).delivery.windows).toContainEqual(created.body);
    const before = await windowRows();
    const refusals: [string, object, string, string][] = [
      ['POST', { cityId: ids.bath, start: '10:00', end: '09:00', trips: 2 }, 'end', 'The end must be after the start.'],
      ['POST', { cityId: ids.bath, start: '08:00', end: '10:00', trips: 2 }, 'start', 'Bath already has the window 08:00–10:00.'],
      ['POST', { cityId: ids.bath, start: '20:00', end: '21:00', trips: 0 }, 'trips', 'The trips must be between 1 and 500.'],
      ['POST', { cityId: ids.bath, start: '25:00', end: '26:00', trips: 1 }, 'start', 'The start must be a time of day between 00:00 and 23:59.'],
      ['PUT', { end: '11:00' }, 'end', 'The end must be after the start.'],
      ['PUT', { start: '08:00', end: '10:00' }, 'start', 'Bath already has the window 08:00–10:00.'],
    ];
    for (const [method, body, field, message] of refusals) {
      const response = method === 'POST' ? await admin.post('/api/admin/delivery-windows', body) : await admin.put(`/api/admin/delivery-windows/${id}`, body);
      expect([body, response.status, response.body.errors?.[field]]).toEqual([body, 422, [message]]);
    }
    expect(await windowRows()).toEqual(before);
    const edited = await admin.put(`/api/admin/delivery-windows/${id}`, { trips: 8 });
    expect(edited.body).toEqual({ id, cityId: ids.bath, start: '12:00', end: '14:00', trips: 8, active: true });
    await expectStatus(admin.delete(`/api/admin/delivery-windows/${id}`), 204);
    expect((await publicData()).delivery.windows.some((w) => w.id === id)).toBe(false);
  });

  it("sets a city's cut-off, refusing hours out of range", async () => {
    const set = await admin.put(`/api/admin/delivery-cut-offs/${ids.bath}`, { hours: 5 });
    expect([set.status, set.body]).toEqual([200, { cityId: ids.bath, hours: 5 }]);
    expect((await publicData()).delivery.cutOffs).toContainEqual({ cityId: ids.bath, hours: 5, sameDayGapMinutes: 120 });
    const refused = await admin.put(`/api/admin/delivery-cut-offs/${ids.bath}`, { hours: 200 });
    expect([refused.status, refused.body.errors]).toEqual([422, { hours: ['The cut-off hours must be between 0 and 168.'] }]);
    expect((await admin.put('/api/admin/delivery-cut-offs/999999', { hours: 2 })).status).toBe(404);
    await expectStatus(admin.put(`/api/admin/delivery-cut-offs/${ids.bath}`, { hours: 3 }), 200);
  });

  it("sets a city's second attempt's fee: fixed, free or the zone's fee, refusing a bad fee and changing nothing", async () => {
    const feeOf = async () => (await publicData()).delivery.secondAttemptFees.find((fee) => fee.cityId === ids.bath);
    expect(await feeOf()).toEqual({ cityId: ids.bath, feePence: null });
    const fixed = await admin.put(`/api/admin/second-attempt-fees/${ids.bath}`, { fee: 12.5 });
    expect([fixed.status, fixed.body]).toEqual([200, { cityId: ids.bath, feePence: 1250 }]);
    expect(await feeOf()).toEqual({ cityId: ids.bath, feePence: 1250 });
    const refusals: [object, string][] = [
      [{ fee: -1 }, 'The second delivery fee must be at least £0.'],
      [{ fee: 1001 }, 'The second delivery fee must not be more than £1000.'],
      [{ fee: 1.234 }, 'The second delivery fee must be in pounds and pence (at most 2 decimal places).'],
      [{}, 'The second delivery fee field is required.'],
    ];
    for (const [body, message] of refusals) {
      const refused = await admin.put(`/api/admin/second-attempt-fees/${ids.bath}`, body);
      expect([body, refused.status, refused.body.errors]).toEqual([body, 422, { fee: [message] }]);
    }
    expect((await admin.put('/api/admin/second-attempt-fees/999999', { fee: 2 })).status).toBe(404);
    expect(await feeOf()).toEqual({ cityId: ids.bath, feePence: 1250 });
    await expectStatus(admin.put(`/api/admin/second-attempt-fees/${ids.bath}`, { fee: 0 }), 200);
    expect(await feeOf()).toEqual({ cityId: ids.bath, feePence: 0 });
    await expectStatus(admin.put(`/api/admin/second-attempt-fees/${ids.bath}`, { fee: null }), 200);
    expect(await feeOf()).toEqual({ cityId: ids.bath, feePence: null });
  });

  it('prices any pair of cities, stops offering one with null, and refuses an unknown city or a missing fee', async () => {
    const priced = await admin.put('/api/admin/return-fees', { fromCityId: ids.bath, toCityId: ids.bristol, fee: 17.5 });
    expect([priced.status, priced.body]).toEqual([200, { fromCityId: ids.bath, toCityId: ids.bristol, feePence: 1750 }]);
    expect((await publicData()).delivery.returnFees).toContainEqual({ fromCityId: ids.bath, toCityId: ids.bristol, feePence: 1750 });
    const stopped = await admin.put('/api/admin/return-fees', { fromCityId: ids.bath, toCityId: ids.bristol, fee: null });
    expect([stopped.status, stopped.body]).toEqual([200, null]);
    expect((await publicData()).delivery.returnFees.some((f) => f.fromCityId === ids.bath && f.toCityId === ids.bristol)).toBe(false);
    const unknown = await admin.put('/api/admin/return-fees', { fromCityId: ids.bath, toCityId: 999999, fee: 5 });
    expect([unknown.status, unknown.body.errors]).toEqual([422, { toCityId: ['The selected city is invalid.'] }]);
    const missing = await admin.put('/api/admin/return-fees', { fromCityId: ids.bath, toCityId: ids.bristol });
    expect([missing.status, missing.body.errors]).toEqual([422, { fee: ['The fee field is required.'] }]);
    // Racing saves of one pair both succeed; one fee stays.
    const racing = await Promise.all([15, 16].map((fee) => admin.put('/api/admin/return-fees', { fromCityId: ids.bath, toCityId: ids.bristol, fee })));
    expect(racing.map((r) => r.status)).toEqual([200, 200]);
    expect(await sql(t, 'select count(*)::int as n from delivery_return_fee where from_city_id = ? and to_city_id = ?', [ids.bath, ids.bristol])).toEqual([{ n: 1 }]);
  });
});
