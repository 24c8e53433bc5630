// A zone or window that bookings name (issue 38, item 7): deleting it answers 409 with how many bookings and changes
// nothing, so no paid stop is stranded; retiring it (active: false) takes it out of what new checkouts, changes and the
// service area offer (nor an admin's move of another stop), while its booked stops stay on the run sheet and the
// driver's day and can still be run. One no booking names is deleted as before. The stops are today's
// (support/driver-runs.ts) in a zone and window of their own.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type AdminDeliveryData, type DeliveryWindowsAnswer, type DriverTodayView, formatIso, type GetDataResponse, type RunSheetView, todayInLondon } from '@luggage/contracts';
import { expectStatus } from '../support/accounts.js';
import { adminSession, createAdminTestApp } from '../support/admin.js';
import { aPaymentIntentRequest, demoCatalog, londonDate, sql } from '../support/booking-builders.js';
import { addressLegToday, type LegBooking, startRun } from '../support/driver-runs.js';
import { HttpSession } from '../support/http-session.js';
import { startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.js';
import type { TestApp } from '../support/test-app.js';

let smtp: SmtpCatcher;
let t: TestApp;
let admin: HttpSession;
let busStation: number;
let bristol: number;
/** Serves BS10 from the bus station, at the demo's £15 a trip. */
let zoneId: number;
/** Bristol's 12:00–13:00. */
let windowId: number;
let stops: LegBooking[];

const STORAGE = 36.45;
const iso = (dashed: string) => dashed.split('-').reverse().join('-');

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createAdminTestApp({ env: { SMTP_URL: smtp.url } });
  admin = await adminSession(t);
  busStation = (await demoCatalog(t)).bristolBusStation;
  await sql(t, 'update collection_location set capacity = 1000 where id = ?', [busStation]);
  bristol = (await adminData()).cities.find((city) => city.name === 'Bristol')!.id;
  zoneId = (await created('/api/admin/delivery-zones', { cityId: bristol, name: 'North West Bristol', districts: 'BS10', fee: 15, locationId: busStation })).id;
  windowId = (await created('/api/admin/delivery-windows', { cityId: bristol, start: '12:00', end: '13:00', trips: 6 })).id;
  stops = [];
  for (const line1 of ['1 Southmead Road', '2 Southmead Road']) stops.push(await addressLegToday(t, busStation, { direction: 'collection', postcode: 'BS10 5NB', line1, windowStart: '12:00' }));
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** An admin's POST that must answer 201: its body. */
async function created(path: string, body: object): Promise<{ id: number }> {
  const response = await admin.post(path, body);
  if (response.status !== 201) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body as { id: number };
}

async function adminData(): Promise<AdminDeliveryData> {
  return (await admin.get('/api/admin/delivery').expect(200)).body as AdminDeliveryData;
}
const catalogRows = () =>
  sql(t, `select (select json_agg(z order by z.id) from delivery_zone z) as zones, (select json_agg(w order by w.id) from delivery_window w) as windows, (select count(*)::int from booking_leg) as legs`);
const today = () => formatIso(todayInLondon());
const legIds = () => stops.map((stop) => stop.legId).sort((a, b) => a - b);
const onRunSheet = async () =>
  ((await admin.get(`/api/admin/run-sheet?cityId=${bristol}&date=${today()}`).expect(200)).body as RunSheetView).stops.filter((stop) => legIds().includes(stop.legId)).map((stop) => stop.legId);
const onDriversDay = async () => ((await admin.get('/api/driver/today').expect(200)).body as DriverTodayView).stops.filter((stop) => legIds().includes(stop.legId)).map((stop) => stop.legId);
/** A new checkout's answer to a collection from `postcode` in `window`. */
const checkout = (postcode: string, window: number) =>
  new HttpSession(t).post(
    '/api/stripe-payment-intent',
    aPaymentIntentRequest(busStation, { collectionDate: londonDate(5), handover: { kind: 'address', address: { line1: '3 Southmead Road', town: 'Bristol', postcode }, windowId: window }, totalCost: STORAGE + 15 }),
  );

describe('deleting a zone or window that bookings name', () => {
  it('answers 409 with how many bookings, and changes nothing', async () => {
    const before = await catalogRows();

    const zone = await admin.delete(`/api/admin/delivery-zones/${zoneId}`);
    expect([zone.status, zone.body]).toEqual([409, { message: 'The zone North West Bristol has 2 bookings: retire it for new bookings instead.', code: 'CATALOG.DELIVERY_IN_USE' }]);
    const window = await admin.delete(`/api/admin/delivery-windows/${windowId}`);
    expect([window.status, window.body]).toEqual([409, { message: 'The window 12:00–13:00 has 2 bookings: retire it for new bookings instead.', code: 'CATALOG.DELIVERY_IN_USE' }]);

    expect(await catalogRows()).toEqual(before);
    expect(await onRunSheet()).toEqual(legIds());
  });
});

describe('retiring a zone or window', () => {
  it('takes it out of new checkouts and the service area, keeps its booked stops on the run sheet and the driver’s day, and can offer it again', async () => {
    expect((await checkout('BS10 5NB', windowId)).status).toBe(200);

    const zone = await admin.put(`/api/admin/delivery-zones/${zoneId}`, { active: false });
    expect([zone.status, zone.body]).toEqual([200, expect.objectContaining({ id: zoneId, active: false })]);
    const window = await admin.put(`/api/admin/delivery-windows/${windowId}`, { active: false });
    expect([window.status, window.body]).toEqual([200, expect.objectContaining({ id: windowId, start: '12:00', active: false })]);

    const area = (await t.request().get('/api/service-area?postcode=BS10%205NB').expect(200)).body as { served: boolean };
    expect(area.served).toBe(false);
    const offered = ((await t.request().get('/api/get-data').expect(200)).body as GetDataResponse).delivery;
    expect([offered.zones.some((z) => z.id === zoneId), offered.windows.some((w) => w.id === windowId)]).toEqual([false, false]);
    const open = (await t.request().get(`/api/delivery-windows?cityId=${bristol}&date=${iso(londonDate(5))}`).expect(200)).body as DeliveryWindowsAnswer;
    expect(open.windows.map((w) => w.id)).not.toContain(windowId);
    const outOfArea = await checkout('BS10 5NB', windowId);
    expect([outOfArea.status, Object.keys((outOfArea.body as { errors: object }).errors)]).toEqual([422, ['handover.address.postcode']]);
    const retiredWindow = await checkout('BS8 4JZ', windowId);
    expect([retiredWindow.status, Object.keys((retiredWindow.body as { errors: object }).errors)]).toEqual([422, ['handover.windowId']]);

    const elsewhere = await addressLegToday(t, busStation, { direction: 'collection', postcode: 'BS8 4JZ', line1: '4 Elsewhere Row', windowStart: '14:00' });
    const moved = await admin.post(`/api/admin/run-sheet/stops/${elsewhere.legId}/window`, { windowId, date: today(), reason: 'Customer asked' });
    expect([moved.status, (moved.body as { errors: object }).errors]).toEqual([422, { windowId: ['This window is retired: choose another.'] }]);

    const listed = await adminData();
    expect([listed.zones.find((z) => z.id === zoneId)?.active, listed.windows.find((w) => w.id === windowId)?.active]).toEqual([false, false]);
    expect(await onRunSheet()).toEqual(legIds());
    expect(await onDriversDay()).toEqual(legIds());
    await expectStatus(startRun(t, admin, stops[0].legId), 200);
    expect(await sql(t, 'select state from booking_leg where id in (?) order by id', [legIds()])).toEqual([{ state: 'on_the_way' }, { state: 'on_the_way' }]);

    const bad = await admin.put(`/api/admin/delivery-zones/${zoneId}`, { active: 'no' });
    expect([bad.status, (bad.body as { errors: object }).errors]).toEqual([422, { active: ['Active must be true or false.'] }]);
    await expectStatus(admin.put(`/api/admin/delivery-zones/${zoneId}`, { active: true }), 200);
    await expectStatus(admin.put(`/api/admin/delivery-windows/${windowId}`, { active: true }), 200);
    expect(((await t.request().get('/api/service-area?postcode=BS10%205NB').expect(200)).body as { served: boolean }).served).toBe(true);
    expect((await checkout('BS10 5NB', windowId)).status).toBe(200);
  });
});

describe('deleting a zone or window no booking names', () => {
  it('answers 204 and it is gone', async () => {
    const zone = await created('/api/admin/delivery-zones', { cityId: bristol, name: 'Avonmouth', districts: 'BS11', fee: 15, locationId: busStation });
    const window = await created('/api/admin/delivery-windows', { cityId: bristol, start: '20:00', end: '21:00', trips: 2 });
    await expectStatus(admin.delete(`/api/admin/delivery-zones/${zone.id}`), 204);
    await expectStatus(admin.delete(`/api/admin/delivery-windows/${window.id}`), 204);
    const data = await adminData();
    expect([data.zones.some((z) => z.id === zone.id), data.windows.some((w) => w.id === window.id)]).toEqual([false, false]);
  });
});
