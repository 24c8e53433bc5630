// Capacity at any moment (issue 40): a point holds `capacity` bags at once. An overnight stay holds its bags from its
// handover on the collection day to its handover on the return day, so a stay delivered to an address in the
// afternoon still has its bags at the point when the next stay is handed over that morning.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { AvailabilityResponse } from '@luggage/contracts';
import { BookingAvailabilityService } from '../../backend/src/modules/booking/index.js';
import { adminSession, createAdminTestApp } from '../support/admin.js';
import { aPaymentIntentRequest, demoCatalog, londonDate, sql } from '../support/booking-builders.js';
import { countersAgainstBookings } from '../support/capacity-counters.js';
import { HttpSession } from '../support/http-session.js';
import { bookAndPay } from '../support/lifecycle.js';
import type { TestApp } from '../support/test-app.js';

jest.setTimeout(180_000);

let t: TestApp;
let point: number;
let window16: number;
const iso = (dashed: string) => dashed.split('-').reverse().join('-');

beforeAll(async () => {
  t = await createAdminTestApp();
  const admin = await adminSession(t);
  const cityId = (await demoCatalog(t)).data.collection_cities.find((c) => c.city === 'Bristol')!.id;
  const made = await admin.post('/api/store-new-collection-location', { cityId, location: 'Moments Point', lat: 51.45, lng: -2.58, time: '09:00' });
  expect(made.status).toBe(201);
  point = made.body.id as number;
  await sql(t, 'update collection_location set capacity = 2 where id = ?', [point]);
  [{ id: window16 }] = await sql<{ id: number }>(
    t,
    `select w.id from delivery_window w join delivery_zone z on z.city_id = w.city_id where 'BS8' = any(z.districts) and w.start_time = '16:00'`,
  );
});
afterAll(async () => {
  await t?.close();
});

describe('capacity at any moment, with the overnight API', () => {
  it('keeps a delivered stay’s bags until its window, refusing the morning handover that day and taking the one after', async () => {
    // Two bags from day 4 at 09:00 until day 6 at 16:00, when the driver takes them to Clifton.
    const delivered = await bookAndPay(t, point, {
      collectionDate: londonDate(4),
      giveBack: { kind: 'address', address: { line1: '4 Fourth Street', town: 'Bristol', postcode: 'BS8 4JZ' }, windowId: window16 },
      totalCost: 36.45 + 15,
    });
    expect(delivered.reference).toBeTruthy();

    // Handed over on day 6 at 09:00: the delivered bags are still there until 16:00 (no night is shared).
    const refused = await new HttpSession(t).post('/api/stripe-payment-intent', aPaymentIntentRequest(point, { collectionDate: londonDate(6) }));
    expect([refused.status, refused.body.message]).toEqual([409, `Moments Point is full on ${londonDate(6)}. Please choose another date or point.`]);

    // Given back on day 4 at 09:00, when the delivered stay is handed over: one after the other, both fit.
    await bookAndPay(t, point, { collectionDate: londonDate(2) });
    // Handed over on day 7, once the delivered bags have left.
    await bookAndPay(t, point, { collectionDate: londonDate(7) });

    const booked = await sql<{ status: string }>(t, `select status from booking where location_id = ? order by collection_date`, [point]);
    expect(booked.map((row) => row.status)).toEqual(['confirmed', 'confirmed', 'confirmed']);
    expect(await countersAgainstBookings(t, point)).toEqual([]);
  });

  it('answers a night handed over each day against the busiest moment until the next handover', async () => {
    const answer = (await t.request().get(`/api/availability?locationId=${point}&from=${londonDate(2)}&days=7`).expect(200)).body as AvailabilityResponse;
    // Days 2-3: the stay given back on day 4; 4-6: the delivered stay (until 16:00 on day 6); 7-8: the last one.
    expect(answer.days.map((day) => day.remaining)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    const later = (await t.request().get(`/api/availability?locationId=${point}&from=${londonDate(9)}&days=1`).expect(200)).body as AvailabilityResponse;
    expect(later.days.map((day) => day.remaining)).toEqual([2]);
  });

  it('answers a day moment by moment: the bags in each half hour, the peak and the hours with no room', async () => {
    const day6 = await t.app.get(BookingAvailabilityService).daySlots(point, iso(londonDate(6)));
    expect(day6).toMatchObject({ date: iso(londonDate(6)), capacity: 2, peak: { bags: 2, at: '00:00' }, full: [{ from: '00:00', to: '16:00' }] });
    expect(day6!.bags.slice(31, 33)).toEqual([2, 0]);
    const day7 = await t.app.get(BookingAvailabilityService).daySlots(point, iso(londonDate(7)));
    expect(day7).toMatchObject({ peak: { bags: 2, at: '09:00' }, full: [{ from: '09:00', to: '24:00' }] });
    expect(await t.app.get(BookingAvailabilityService).daySlots(point, iso(londonDate(20)))).toMatchObject({ peak: { bags: 0, at: '00:00' }, full: [] });
  });

  it('takes the last bags once when stays of different handovers race for the same hours', async () => {
    await sql(t, 'update collection_location set capacity = 3 where id = ?', [point]);
    const giveBack = { kind: 'address', address: { line1: '4 Fourth Street', town: 'Bristol', postcode: 'BS8 4JZ' }, windowId: window16 } as const;
    // Delivered on day 14 at 16:00, or handed over that day at 09:00: each pair shares the hours between.
    const asks = Array.from({ length: 8 }, (_, i) =>
      i % 2 === 0 ? { collectionDate: londonDate(12), giveBack, totalCost: 36.45 + 15 } : { collectionDate: londonDate(14) },
    );
    const answers = await Promise.allSettled(asks.map((ask) => bookAndPay(t, point, ask)));
    expect(answers.some((answer) => answer.status === 'fulfilled')).toBe(true);
    expect(await countersAgainstBookings(t, point)).toEqual([]);
    const [busiest] = await sql<{ bags: number }>(t, `select max(b)::int as bags from location_day cross join unnest(bags) as b where location_id = ?`, [point]);
    expect(busiest.bags).toBeLessThanOrEqual(3);
    // Two bags each against three: every pair shares an hour, so one of the eight keeps its bags.
    const kept = await sql<{ n: number }>(t, `select count(*)::int as n from booking where location_id = ? and holds_bags and collection_date >= ?::date`, [point, iso(londonDate(12))]);
    expect(kept).toEqual([{ n: 1 }]);
  });
});
