// The occupancy view's figures: bags stored per point and night for the next 14 nights, from paid bookings that are
// waiting or collected; a booking occupies its collection night up to the night before its return.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { OccupancyView } from '@luggage/contracts';
import { adminSession, bookAsVisitor, createAdminTestApp } from '../support/admin.js';
import { demoCatalog, londonDate } from '../support/booking-builders.js';
import type { HttpSession } from '../support/http-session.js';
import type { TestApp } from '../support/test-app.js';

jest.setTimeout(180_000);

let t: TestApp;
let admin: HttpSession;
let bristol: number;

beforeAll(async () => {
  t = await createAdminTestApp();
  admin = await adminSession(t);
  bristol = (await demoCatalog(t)).bristolBusStation;
  // Two bags each, 2 nights: from the night of day 2 to that of day 3 (given back on day 4).
  await bookAsVisitor(t, bristol, { collectionDate: londonDate(2) });
  await bookAsVisitor(t, bristol, { collectionDate: londonDate(3) });
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

  it('is for admins only', async () => {
    expect((await t.request().get('/api/operations/occupancy')).status).toBe(401);
  });
});
