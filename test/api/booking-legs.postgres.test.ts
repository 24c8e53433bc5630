import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { GetDataResponse, PaymentIntentRequest } from '@luggage/contracts';
import { aPaymentIntentRequest, demoCatalog, londonDate, sql } from '../support/booking-builders.js';
import { HttpSession } from '../support/http-session.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

jest.setTimeout(120_000);

// PostgreSQL with its connection pool: the checkouts really run side by side, each in its own transaction.
describe('delivery trips under concurrent checkouts (PostgreSQL)', () => {
  let t: TestApp;
  let data: GetDataResponse;
  let busStation: number;

  beforeAll(async () => {
    t = await createTestApp();
    ({ data, bristolBusStation: busStation } = await demoCatalog(t));
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sells the last trip of a window exactly once among 30 concurrent checkouts', async () => {
    const cityId = data.collection_cities.find((city) => city.get_locations.some((point) => point.id === busStation))!.id;
    const window = data.delivery.windows.find((w) => w.cityId === cityId && w.start === '08:00')!;
    const date = londonDate(25);
    const day = date.split('-').reverse().join('-');
    // Five of its six trips are already taken.
    await sql(t, 'insert into delivery_window_day (window_id, day, trips) values (?, ?::date, ?)', [window.id, day, window.trips - 1]);

    const requests: PaymentIntentRequest[] = Array.from({ length: 30 }, (_, i) =>
      aPaymentIntentRequest(busStation, {
        collectionDate: date,
        email: `racer${i}@example.com`,
        handover: { kind: 'address', address: { line1: `${i + 1} Royal York Crescent`, town: 'Bristol', postcode: 'BS8 4JZ' }, windowId: window.id },
        totalCost: 36.45 + 15,
      }),
    );
    const browsers = await Promise.all(
      requests.map(async () => {
        const browser = new HttpSession(t);
        await browser.csrf();
        return browser;
      }),
    );
    const answers = await Promise.all(requests.map((request, i) => browsers[i].post('/api/stripe-payment-intent', request)));

    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(29).fill(409)]);
    const refusals = answers.filter((answer) => answer.status === 409).map((answer) => answer.body.message as string);
    expect(new Set(refusals)).toEqual(new Set([`That window is full: 08:00–10:00 on ${date} has no trips left. Please choose another window or day.`]));
    const [counted] = await sql(t, 'select trips from delivery_window_day where window_id = ? and day = ?::date', [window.id, day]);
    expect(counted).toEqual({ trips: window.trips });
    const holders = await sql(
      t,
      `select count(*)::int as n from booking b join booking_leg l on l.booking_id = b.id and l.kind = 'address' where b.holds_bags and l.window_id = ? and l.date = ?::date`,
      [window.id, day],
    );
    expect(holders).toEqual([{ n: 1 }]);
    expect(await sql(t, 'select count(*)::int as n from booking')).toEqual([{ n: 1 }]);
  });
});
