// No-shows: a booking nobody handed over by the end of its collection day becomes "no show" through a timed outbox
// event, once; never a collected, cancelled or moved one; an admin can undo it, and the customer sees the status.
// The due time is reached by moving the event's outbox row (available_at) to now in the test database: the row is
// what the app recorded, only its wait is cut short.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { type AdminBookingDetail, addDays, formatIso, londonInstant, parseDayMonthYear, parseIso } from '@luggage/contracts';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { collectionDayEndsAt, collectionDayEndsAtSql } from '../../backend/src/modules/booking/domain/booking-times.js';
import { ADMIN, adminSession, createAdminTestApp } from '../support/admin.js';
import { demoCatalog, londonDate, sql } from '../support/booking-builders.js';
import type { HttpSession } from '../support/http-session.js';
import { bookAndPay, manageView, type PaidBooking, refundsOf } from '../support/lifecycle.js';
import { eventually, type TestApp } from '../support/test-app.js';

jest.setTimeout(90_000);

let t: TestApp;
let admin: HttpSession;
let bristol: number;
let queue: Queue | null = null;
let connection: Redis | null = null;

beforeAll(async () => {
  t = await createAdminTestApp();
  admin = await adminSession(t);
  bristol = (await demoCatalog(t)).bristolBusStation;
  if (t.config.redisUrl) {
    connection = new Redis(t.config.redisUrl, { maxRetriesPerRequest: null });
    queue = new Queue('jobs', { connection, prefix: t.config.queuePrefix });
  }
});
afterAll(async () => {
  await queue?.close();
  connection?.disconnect();
  await t?.close();
});

interface DayEndRow {
  id: string;
  job_key: string;
  collection_date: string;
  available_at: Date;
  published: boolean;
}

const dayEndRows = (reference: string) =>
  sql<DayEndRow>(
    t,
    `select id, job_key, payload->>'collectionDate' as collection_date, available_at, published_at is not null as published
       from outbox_event where name = 'CollectionDayEnded' and payload->>'reference' = ? order by id`,
    [reference],
  );

/** Cuts the wait of the row short, and waits until its job has run (in-process: published; BullMQ: completed). */
async function endCollectionDay(row: DayEndRow): Promise<void> {
  await sql(t, 'update outbox_event set available_at = now(), published_at = null where id = ?', [row.id]);
  const jobId = `outbox-${row.job_key}-operations-mark-no-show`;
  if (queue) await queue.remove(jobId); // a redelivery of a row whose job finished: let the queue take it again
  const published = await eventually(
    async () => (await sql<{ published: boolean }>(t, 'select published_at is not null as published from outbox_event where id = ?', [row.id]))[0].published,
    (done) => done,
    20_000,
  );
  expect(published).toBe(true);
  if (queue) expect(await eventually(() => queue!.getJobState(jobId), (state) => state === 'completed', 20_000)).toBe('completed');
}

/** An admin's POST, answering the body; any other status than `status` fails with the answer. */
async function act(path: string, body: object = {}, status = 200): Promise<AdminBookingDetail & { message?: string }> {
  const response = await admin.post(path, body);
  if (response.status !== status) throw new Error(`${path} answered ${response.status}, expected ${status}: ${JSON.stringify(response.body)}`);
  return response.body as AdminBookingDetail;
}

const statusOf = async (reference: string) => (await sql<{ status: string }>(t, 'select status from booking where reference = ?', [reference]))[0].status;
const detail = async (reference: string) => (await admin.get(`/api/admin/bookings/${reference}`).expect(200)).body as AdminBookingDetail;
const noShowRows = (reference: string) =>
  sql(t, `select actor, note from booking_status_change where to_status = 'no_show' and booking_id = (select id from booking where reference = ?)`, [reference]);

describe('the end of the collection day', () => {
  let booked: PaidBooking;

  beforeAll(async () => {
    booked = await bookAndPay(t, bristol, { collectionDate: londonDate(3) });
  });

  it('is recorded when the booking is confirmed, due at midnight after the collection day, London', async () => {
    const rows = await dayEndRows(booked.reference);
    const day = parseDayMonthYear(londonDate(3))!;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ collection_date: formatIso(day), published: false });
    expect(new Date(rows[0].available_at).toISOString()).toBe(londonInstant(addDays(day, 1), '00:00').toISOString());
  });

  it('is worked out in SQL (a payment event confirming by its intent) as booking-times.ts does, over two years of clock changes', async () => {
    const days = Array.from({ length: 731 }, (_, i) => formatIso(addDays(parseIso('2026-01-01')!, i)));
    const rows = await sql<{ day: string; ends: Date }>(
      t,
      `select to_char(day, 'YYYY-MM-DD') as day, ${collectionDayEndsAtSql('day')} as ends
         from (select generate_series(?::date, ?::date, interval '1 day')::date as day) as days order by day`,
      [days[0], days[days.length - 1]],
    );
    expect(rows.map((row) => `${row.day} ${new Date(row.ends).toISOString()}`)).toEqual(days.map((day) => `${day} ${collectionDayEndsAt(day).toISOString()}`));
  });

  it('turns a booking still waiting into a no show, once, with a history row and no refund', async () => {
    const [row] = await dayEndRows(booked.reference);
    await endCollectionDay(row);
    expect(await statusOf(booked.reference)).toBe('no_show');
    await endCollectionDay(row); // delivered again (a worker restart, a second relay): nothing more happens
    expect(await noShowRows(booked.reference)).toEqual([{ actor: 'scheduler', note: 'Not collected by the end of the collection day' }]);
    expect(await refundsOf(t, booked.reference)).toEqual([]);

    const seen = await detail(booked.reference);
    expect(seen).toMatchObject({ status: 'no_show', nextActions: [], moves: { cancel: false, change: false, refund: true, undoNoShow: true } });
    expect(seen.audit.at(-1)).toMatchObject({ action: 'Marked as no show: Not collected by the end of the collection day', actor: 'Automatic', fromStatus: 'confirmed', toStatus: 'no_show' });
  });

  it('shows the customer the status on the manage page, with change and cancel closed', async () => {
    const view = await manageView(t, booked.manageToken);
    expect(view.status).toBe('no_show');
    const reason = 'Nobody handed over luggage on the collection day, so this booking was marked as a no show. Please contact us.';
    expect(view.actions.change).toEqual({ allowed: false, reason });
    expect(view.actions.cancel).toMatchObject({ allowed: false, reason, refundAmount: 0 });
    expect(view.history.at(-1)).toMatchObject({ action: 'Marked as no show: Not collected by the end of the collection day', actor: 'Automatic' });
  });

  it('lets an admin undo the no show, recording who; the booking can then be collected', async () => {
    const undone = await act(`/api/admin/bookings/${booked.reference}/undo-no-show`, {}, 200);
    expect(undone).toMatchObject({ status: 'confirmed', nextActions: ['collected'], moves: { undoNoShow: false } });
    expect(undone.audit.at(-1)).toMatchObject({ action: 'No show undone', actor: `${ADMIN.name} <${ADMIN.email}>`, fromStatus: 'no_show', toStatus: 'confirmed' });
    // Undoing is no new confirmation: no second confirmation email, no new end-of-day event.
    expect(await sql(t, `select id from outbox_event where name = 'BookingConfirmed' and payload->>'reference' = ?`, [booked.reference])).toHaveLength(1);
    expect(await dayEndRows(booked.reference)).toHaveLength(1);

    const again = await act(`/api/admin/bookings/${booked.reference}/undo-no-show`, {}, 409);
    expect(again).toMatchObject({ message: 'Only a no show can be undone: this booking is confirmed.' });
    await act(`/api/admin/bookings/${booked.reference}/collected`, {}, 200);
  });
});

describe('a booking that is not waiting at the end of its day', () => {
  it('stays collected', async () => {
    const booked = await bookAndPay(t, bristol, { collectionDate: londonDate(4) });
    await act(`/api/admin/bookings/${booked.reference}/collected`, {}, 200);
    await endCollectionDay((await dayEndRows(booked.reference))[0]);
    expect(await statusOf(booked.reference)).toBe('collected');
    expect(await noShowRows(booked.reference)).toEqual([]);
  });

  it('stays cancelled', async () => {
    const booked = await bookAndPay(t, bristol, { collectionDate: londonDate(4) });
    await act(`/api/admin/bookings/${booked.reference}/cancel`, { reason: 'Plans changed', refund: 'none' }, 200);
    await endCollectionDay((await dayEndRows(booked.reference))[0]);
    expect(await statusOf(booked.reference)).toBe('cancelled');
    expect(await noShowRows(booked.reference)).toEqual([]);
  });

  it('is judged by its new date once the date has moved', async () => {
    const booked = await bookAndPay(t, bristol, { collectionDate: londonDate(4) });
    const view = await manageView(t, booked.manageToken);
    const change = { collectionDate: londonDate(6), nights: view.nights, locationId: bristol, items: view.items.map(({ code, amount }) => ({ code, amount })) };
    await act(`/api/admin/bookings/${booked.reference}/change`, { ...change, reason: 'Arriving later' }, 200);
    const [oldDay, newDay] = await dayEndRows(booked.reference);
    expect([oldDay.collection_date, newDay.collection_date]).toEqual([londonDate(4), londonDate(6)].map((d) => formatIso(parseDayMonthYear(d)!)));

    await endCollectionDay(oldDay);
    expect(await statusOf(booked.reference)).toBe('confirmed');
    await endCollectionDay(newDay);
    expect(await statusOf(booked.reference)).toBe('no_show');
  });
});
