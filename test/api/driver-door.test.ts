// A driver's steps go through the booking's one door (issue 39): each collect, deliver, could-not-deliver and undo
// writes exactly one history row (with the move, who, and the statuses) and exactly the event the lifecycle table
// names for it (LegCollected, LegDelivered, LegFailed, and LegStepUndone for an undo, history only), read
// from the database's rows and the outbox.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { AdminDashboardData, BookingPassView } from '@luggage/contracts';
import { adminSession, createAdminTestApp } from '../support/admin.js';
import { demoCatalog, sql } from '../support/booking-builders.js';
import { addressLegToday, type LegBooking, startRun } from '../support/driver-runs.js';
import type { HttpSession } from '../support/http-session.js';
import { startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.js';
import { driverMember, type StaffMember } from '../support/staff.js';
import type { TestApp } from '../support/test-app.js';

jest.setTimeout(180_000);

let smtp: SmtpCatcher;
let t: TestApp;
let admin: HttpSession;
let point: number;
let dee: StaffMember;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createAdminTestApp({ env: { SMTP_URL: smtp.url, APP_URL: 'http://luggage.example' } });
  point = (await demoCatalog(t)).bristolBusStation;
  await sql(t, 'update collection_location set capacity = 1000 where id = ?', [point]);
  admin = await adminSession(t);
  const cities = ((await admin.get('/api/get-admin-dashboard-data').expect(200)).body as AdminDashboardData).collection_cities;
  dee = await driverMember(t, smtp, admin, [cities.find((city) => city.city === 'Bristol')!.id], 'Dee Driver');
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

interface Trace {
  history: { action: string | null; from_status: string; to_status: string; actor: string }[];
  events: { name: string; payload: Record<string, unknown> }[];
}

/**
 * The booking's history rows and its outbox rows (of its bookingId) written since the ids read first; the reminders
 * the payment's job schedules, on its own time, are left out.
 */
async function traceOf(booked: LegBooking): Promise<{ ids: [number, number]; since: (ids: [number, number]) => Promise<Trace> }> {
  const read = async () => {
    const [row] = await sql<{ h: number; o: number }>(
      t,
      `select coalesce((select max(id) from booking_status_change where booking_id = ?), 0)::int as h,
              coalesce((select max(id) from outbox_event where payload->>'bookingId' = ?), 0)::int as o`,
      [booked.bookingId, String(booked.bookingId)],
    );
    return [row.h, row.o] as [number, number];
  };
  return {
    ids: await read(),
    since: async ([h, o]) => ({
      history: await sql(t, 'select action, from_status, to_status, actor from booking_status_change where booking_id = ? and id > ? order by id', [booked.bookingId, h]),
      events: await sql(t, `select name, payload from outbox_event where payload->>'bookingId' = ? and id > ? and name <> 'BookingReminderDue' order by id`, [String(booked.bookingId), o]),
    }),
  };
}

/** Takes `step` on the stop as Dee; answers what it wrote. */
async function step(booked: LegBooking, path: string, body: object): Promise<Trace> {
  const trace = await traceOf(booked);
  const response = await dee.session.post(`/api/driver/stops/${booked.legId}/${path}`, body);
  expect([path, response.status]).toEqual([path, 200]);
  return trace.since(trace.ids);
}

const pinOf = async (booked: LegBooking) => ((await t.request().get(`/api/manage/${booked.manageToken}/pass`).expect(200)).body as BookingPassView).pin;
const by = () => expect.stringMatching(new RegExp(`^driver:${dee.id} Dee Driver`)) as unknown as string;

describe("a driver's steps through the door", () => {
  it('collects and undoes the collection: one history row each, the LegCollected event once, LegStepUndone once', async () => {
    const booked = await addressLegToday(t, point, { direction: 'collection', postcode: 'BS8 4JZ', windowStart: '08:00' });
    expect((await startRun(t, dee.session, booked.legId)).status).toBe(200);

    const collected = await step(booked, 'collected', { pin: await pinOf(booked), bagCount: 2 });
    expect(collected).toEqual({
      history: [{ action: 'driver_collected', from_status: 'confirmed', to_status: 'collected', actor: by() }],
      events: [{ name: 'LegCollected', payload: { legId: booked.legId, bookingId: booked.bookingId, bags: 2 } }],
    });

    const undone = await step(booked, 'undo', {});
    expect(undone).toEqual({
      history: [{ action: 'undo_driver_step', from_status: 'collected', to_status: 'confirmed', actor: by() }],
      events: [{ name: 'LegStepUndone', payload: { legId: booked.legId, bookingId: booked.bookingId, undone: 'driver_collected' } }],
    });
    const [leg] = await sql<{ state: string; status: string }>(t, 'select l.state, b.status from booking_leg l join booking b on b.id = l.booking_id where l.id = ?', [booked.legId]);
    expect(leg).toEqual({ state: 'on_the_way', status: 'confirmed' });
  });

  it('could not deliver, undoes that, then delivers: one history row each, LegFailed, LegStepUndone and LegDelivered once each', async () => {
    const booked = await addressLegToday(t, point, { direction: 'return', postcode: 'BS1 6QF', windowStart: '08:00' });
    expect((await startRun(t, dee.session, booked.legId)).status).toBe(200);

    const failed = await step(booked, 'failed', { reason: 'nobody_there' });
    expect(failed).toEqual({
      history: [{ action: 'driver_not_delivered', from_status: 'collected', to_status: 'collected', actor: by() }],
      events: [{ name: 'LegFailed', payload: { legId: booked.legId, bookingId: booked.bookingId } }],
    });

    const undone = await step(booked, 'undo', {});
    expect(undone).toEqual({
      history: [{ action: 'undo_driver_step', from_status: 'collected', to_status: 'collected', actor: by() }],
      events: [{ name: 'LegStepUndone', payload: { legId: booked.legId, bookingId: booked.bookingId, undone: 'driver_not_delivered' } }],
    });

    const delivered = await step(booked, 'delivered', { pin: await pinOf(booked) });
    expect(delivered).toEqual({
      history: [{ action: 'driver_delivered', from_status: 'collected', to_status: 'returned', actor: by() }],
      events: [{ name: 'LegDelivered', payload: { legId: booked.legId, bookingId: booked.bookingId, receivedBy: null, at: expect.any(String) as unknown } }],
    });
    const [leg] = await sql<{ state: string; status: string; failure_reason: string | null }>(
      t,
      'select l.state, l.failure_reason, b.status from booking_leg l join booking b on b.id = l.booking_id where l.id = ?',
      [booked.legId],
    );
    expect(leg).toEqual({ state: 'delivered', failure_reason: null, status: 'returned' });
  });
});
