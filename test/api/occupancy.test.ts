// The occupancy view's figures: bags stored per point and night for the next 14 nights, from paid bookings that are
// waiting or collected; a booking occupies its collection night up to the night before its return.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { addDays, type CollectionLocationView, formatIso, isoWeekday, type OccupancyView, todayInLondon } from '@luggage/contracts';
import { adminSession, bookAsVisitor, createAdminTestApp } from '../support/admin.js';
import { aPaymentIntentRequest, demoCatalog, londonDate, sql } from '../support/booking-builders.js';
import { HttpSession } from '../support/http-session.js';
import type { TestApp } from '../support/test-app.js';
import { nightsCounted, restay as restayCounted } from '../support/capacity-counters.js';

jest.setTimeout(180_000);

let t: TestApp;
let admin: HttpSession;
let bristol: number;
let firstBooking: string;
let secondBooking: string;

beforeAll(async () => {
  t = await createAdminTestApp();
  admin = await adminSession(t);
  bristol = (await demoCatalog(t)).bristolBusStation;
  // Two bags each, 2 nights: from the night of day 2 to that of day 3 (given back on day 4).
  firstBooking = await bookAsVisitor(t, bristol, { collectionDate: londonDate(2) });
  secondBooking = await bookAsVisitor(t, bristol, { collectionDate: londonDate(3) });
  const cancelled = await bookAsVisitor(t, bristol, { collectionDate: londonDate(3) });
  expect((await admin.post(`/api/admin/bookings/${cancelled}/cancel`, { reason: 'Plans changed', refund: 'full' })).status).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/operations/occupancy', () => {
  it('answers 14 nights from today and the bags each point stores each night', async () => {
    const body = (await admin.get('/api/operations/occupancy').expect(200)).body as OccupancyView;
    expect(body.nights).toHaveLength(14);
    expect(body.nights[0]).toBe(londonDate(0));
    expect(body.nights[13]).toBe(londonDate(13));
    const point = body.points.find((p) => p.location.id === bristol)!;
    expect(point.location).toEqual({ id: bristol, name: 'Bristol Bus Station', time: '09:00' });
    expect(point.bags).toEqual([0, 0, 2, 4, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    // Against the point's capacity, 40 bags a night unless an admin set another.
    expect(point.capacity).toBe(40);
    // Every other point is drawn too, empty.
    expect(body.points.length).toBeGreaterThan(1);
    for (const other of body.points.filter((p) => p.location.id !== bristol)) expect(other.bags).toEqual(Array(14).fill(0));
  });

  it('lists, under attention, the bookings a later closure left on a closed day and the nights over a lowered capacity', async () => {
    const before = (await admin.get('/api/operations/occupancy').expect(200)).body as OccupancyView;
    expect(before.attention).toEqual({ closedDays: [], overCapacity: [] });

    // The point closes on the first booking's return day, and now takes 3 bags a night: the night of day 3 holds 4.
    const point = (await admin.get(`/api/get-collection-location/${bristol}`).expect(200)).body as CollectionLocationView;
    const edited = await admin.put('/api/edit-collection-location', {
      locationId: bristol,
      cityId: point.city.id,
      location: point.Location,
      lat: point.lat,
      lng: point.lng,
      time: point.collect_return_time,
      capacity: 3,
      closures: [{ date: londonDate(4), note: 'Engineering works' }],
    });
    expect(edited.status).toBe(200);

    const after = (await admin.get('/api/operations/occupancy').expect(200)).body as OccupancyView;
    const station = { id: bristol, name: 'Bristol Bus Station' };
    expect(after.attention.closedDays).toEqual([
      { reference: firstBooking, location: station, handover: 'return', date: londonDate(4), why: expect.stringContaining('(Engineering works)') },
    ]);
    expect(after.attention.overCapacity).toEqual([{ location: station, night: londonDate(3), bags: 4, capacity: 3 }]);
    // The bookings themselves stand as they were: the operator decides what to do with them.
    const second = await admin.get(`/api/admin/bookings/${secondBooking}`).expect(200);
    expect(second.body).toMatchObject({ status: 'confirmed' });
  });

  it('is for admins only', async () => {
    expect((await t.request().get('/api/operations/occupancy')).status).toBe(401);
  });
});

// The page reads only the stays that touch its nights and only the points with closed days (issue 23): the answers
// stay those of the whole history, at the window's edges too.
describe('occupancy with history, long stays and closed days', () => {
  let point: number;
  let cityId: number;
  const isoDay = (days: number) => formatIso(addDays(todayInLondon(), days));
  /**
   * Moves a booking's stay and status, as time and the point's staff would have, its bags with it on the capacity
   * counters (a returned booking's nights stay counted, as the app leaves them).
   */
  const restay = async (reference: string, from: number, to: number, status: string) => {
    const [{ id }] = await sql<{ id: number }>(t, 'select id from booking where reference = ?', [reference]);
    await restayCounted(t, id, () =>
      sql(t, 'update booking set collection_date = ?::date, return_date = ?::date, status = ? where reference = ?', [isoDay(from), isoDay(to), status, reference]),
    );
  };
  const ofPoint = (view: OccupancyView) => view.points.find((p) => p.location.id === point)!;

  beforeAll(async () => {
    cityId = (await demoCatalog(t)).data.collection_cities.find((c) => c.city === 'Bristol')!.id;
    const made = await admin.post('/api/store-new-collection-location', { cityId, location: 'History Point', lat: 51.45, lng: -2.58, time: '09:00' });
    expect(made.status).toBe(201);
    point = made.body.id as number;
  });

  it('counts a stay that began before the first night, the last night shown, and nothing from returned or later stays', async () => {
    const longStay = await bookAsVisitor(t, point, { collectionDate: londonDate(1) });
    await restay(longStay, -5, 2, 'collected'); // collected five days ago, back on day 2: nights 0 and 1
    const backToday = await bookAsVisitor(t, point, { collectionDate: londonDate(1) });
    await restay(backToday, -3, 0, 'collected'); // given back today: no night of the window
    const returned = await bookAsVisitor(t, point, { collectionDate: londonDate(1) });
    await restay(returned, -40, 5, 'returned'); // returned early: stores nothing any more
    await bookAsVisitor(t, point, { collectionDate: londonDate(13) }); // the last night shown
    await bookAsVisitor(t, point, { collectionDate: londonDate(14) }); // the night after it
    // A checkout not paid yet holds its bags on nights 8 and 9 (against capacity) but stores none.
    expect((await new HttpSession(t).post('/api/stripe-payment-intent', aPaymentIntentRequest(point, { collectionDate: londonDate(8) }))).status).toBe(200);

    const body = (await admin.get('/api/operations/occupancy').expect(200)).body as OccupancyView;
    expect(ofPoint(body).bags).toEqual([2, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2]);
    // The capacity counters hold what the page leaves out: the returned stay's nights and the unpaid hold.
    const nights = [isoDay(0), isoDay(4), isoDay(8)];
    const counted = (await nightsCounted(t, point, isoDay(0), isoDay(9))).filter((row) => nights.includes(row.night));
    expect(counted).toEqual([
      { night: isoDay(0), bags: 4 },
      { night: isoDay(4), bags: 2 },
      { night: isoDay(8), bags: 2 },
    ]);
  });

  it("lists a standing booking's handovers on a weekday the point no longer opens and on a closure, at that point only", async () => {
    const today = todayInLondon();
    const closedWeekday = isoWeekday(today); // today's, day 7's and day 14's weekday
    const openWeekdays = [1, 2, 3, 4, 5, 6, 7].filter((day) => day !== closedWeekday);
    const edited = await admin.put('/api/edit-collection-location', {
      locationId: point,
      cityId,
      location: 'History Point',
      lat: 51.45,
      lng: -2.58,
      time: '09:00',
      openWeekdays,
      closures: [{ date: londonDate(15), note: 'Street party' }],
    });
    expect(edited.status).toBe(200);

    const body = (await admin.get('/api/operations/occupancy').expect(200)).body as OccupancyView;
    const here = body.attention.closedDays.filter((row) => row.location.id === point);
    const weekdayName = expect.stringMatching(/^History Point is closed on [A-Z][a-z]+days$/);
    // Given back today (a collected booking's return), collected on day 14, given back on day 15 (day 13's booking).
    expect(here.map(({ handover, date, why }) => ({ handover, date, why }))).toEqual([
      { handover: 'return', date: londonDate(0), why: weekdayName },
      { handover: 'collection', date: londonDate(14), why: weekdayName },
      { handover: 'return', date: londonDate(15), why: expect.stringContaining('(Street party)') },
    ]);
  });
});
