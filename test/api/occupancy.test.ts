// The occupancy view's figures: bags stored per point and night for the next 14 nights, from paid bookings that are
// waiting or collected; a booking occupies its collection night up to the night before its return.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { CollectionLocationView, OccupancyView } from '@luggage/contracts';
import { adminSession, bookAsVisitor, createAdminTestApp } from '../support/admin.js';
import { demoCatalog, londonDate } from '../support/booking-builders.js';
import type { HttpSession } from '../support/http-session.js';
import type { TestApp } from '../support/test-app.js';

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
