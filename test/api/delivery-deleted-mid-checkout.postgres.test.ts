// An admin deletes a zone no booking names while a checkout that read it is about to book a collection in it (issue 39's
// "never a 500"): the checkout's leg waits on the deleted row's lock, and once the deletion commits it answers what a
// checkout a moment later would, a 422 under the postcode, with nothing booked or counted. PostgreSQL only: the
// deletion is held open in a transaction of its own, and the checkout is seen waiting on its lock.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import pg from 'pg';
import { adminSession, createAdminTestApp } from '../support/admin.js';
import { aPaymentIntentRequest, demoCatalog, londonDate, sql } from '../support/booking-builders.js';
import { HttpSession } from '../support/http-session.js';
import { eventually, type TestApp } from '../support/test-app.js';

jest.setTimeout(120_000);

let t: TestApp;
let busStation: number;
let zoneId: number;
let windowId: number;

beforeAll(async () => {
  t = await createAdminTestApp();
  busStation = (await demoCatalog(t)).bristolBusStation;
  const admin = await adminSession(t);
  const bristol = ((await admin.get('/api/admin/delivery').expect(200)).body as { cities: { id: number; name: string }[] }).cities.find((city) => city.name === 'Bristol')!.id;
  zoneId = ((await admin.post('/api/admin/delivery-zones', { cityId: bristol, name: 'North West Bristol', districts: 'BS10', fee: 15, locationId: busStation })).body as { id: number }).id;
  windowId = ((await admin.post('/api/admin/delivery-windows', { cityId: bristol, start: '12:00', end: '13:00', trips: 6 })).body as { id: number }).id;
});
afterAll(async () => {
  await t?.close();
});

const waitingOnALock = async (gate: pg.Client) =>
  (await gate.query<{ n: number }>(`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`)).rows[0].n;

describe('a zone deleted while a checkout books a collection in it', () => {
  it('answers 422 under the postcode, and books and counts nothing', async () => {
    const gate = new pg.Client({ connectionString: t.config.databaseUrl! });
    await gate.connect();
    try {
      await gate.query('begin');
      await gate.query('delete from delivery_zone where id = $1', [zoneId]);

      const browser = new HttpSession(t);
      await browser.csrf();
      const answer = browser.post(
        '/api/stripe-payment-intent',
        aPaymentIntentRequest(busStation, { collectionDate: londonDate(5), handover: { kind: 'address', address: { line1: '3 Southmead Road', town: 'Bristol', postcode: 'BS10 5NB' }, windowId }, totalCost: 36.45 + 15 }),
      );
      expect(await eventually(() => waitingOnALock(gate), (n) => n > 0)).toBeGreaterThan(0);
      await gate.query('commit');

      const response = await answer;
      expect([response.status, Object.keys((response.body as { errors?: object }).errors ?? {})]).toEqual([422, ['handover.address.postcode']]);
      expect(await sql(t, `select (select count(*) from booking)::int as bookings, (select count(*) from booking_leg)::int as legs, (select coalesce(sum(trips), 0) from delivery_window_day)::int as trips`)).toEqual([
        { bookings: 0, legs: 0, trips: 0 },
      ]);
    } finally {
      await gate.end();
    }
  });
});
