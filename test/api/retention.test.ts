// Personal data retention: the nightly sweep (a timed outbox event the app records itself) erases a booking's name,
// phone and email RETENTION_MONTHS (6 here) after its return date, with its emails' recipients, its history notes and
// the provider's deliveries about its payment, and keeps the money and status rows. The test's clock is the sweep's
// own day: the bookings' return dates are set relative to it, and the sweep's wait is cut short by moving its outbox
// row's available_at to now, as the no-show tests do. Runs on the in-process path and on BullMQ.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { addDays, type ChangeBookingResult, formatIso, parseIso } from '@luggage/contracts';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { erasableReturnDate, nextSweepDay, sweepDayAfter, sweepDueAt } from '../../backend/src/modules/privacy/retention-days.js';
import { adminSession, createAdminTestApp } from '../support/admin.js';
import { demoCatalog, sql } from '../support/booking-builders.js';
import { HttpSession } from '../support/http-session.js';
import { columnsHolding } from '../support/personal-data.js';
import { bookAndPay, manageView, type PaidBooking, payWithCard, sameBooking, settledRefunds } from '../support/lifecycle.js';
import { eventually, type TestApp } from '../support/test-app.js';

jest.setTimeout(90_000);

const RETENTION_MONTHS = 6;

let t: TestApp;
let queue: Queue | null = null;
let connection: Redis | null = null;

beforeAll(async () => {
  t = await createAdminTestApp({ env: { RETENTION_MONTHS: String(RETENTION_MONTHS) } });
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

/** The old booking's personal details: each one unlike anything else in the database, so a search finds only its copies. */
const OLD_CUSTOMER = { fullName: 'Rosalind Erasable', email: 'rosalind.erasable@example.com', contactNumber: '+44 7700 900456' };
const HANDOVER_ADDRESS = { line1: '12 Royal York Crescent', town: 'Clifton Village', postcode: 'BS8 4JZ', note: 'Ask for Rosalind at the blue door', contactName: 'Rosalind Handover' };
const GIVE_BACK_ADDRESS = { line1: '7 Windsor Terrace', line2: 'Flat Nine', town: 'Cliftonwood', postcode: 'BS8 4LW', note: 'Door code 4711', contactName: 'Quentin Receiver' };
const CANCELLATION_REASON = 'Rosalind rang: her mother is in hospital';

interface SweepRow {
  id: string;
  job_key: string;
  day: string;
  available_at: Date;
}

const sweepEvents = () =>
  sql<SweepRow>(t, `select id, job_key, payload->>'day' as day, available_at from outbox_event where name = 'RetentionSweepDue' order by id`);
const sweeps = () => sql<{ day: string; erased_bookings: number | null; finished: boolean }>(
  t,
  `select to_char(day, 'YYYY-MM-DD') as day, erased_bookings, finished_at is not null as finished from retention_sweep order by day`,
);

/** Cuts the sweep's wait short and waits until its job has run (in-process: published; BullMQ: completed). */
async function runSweep(row: SweepRow): Promise<void> {
  await sql(t, 'update outbox_event set available_at = now(), published_at = null where id = ?', [row.id]);
  const jobId = `outbox-${row.job_key}-privacy-erase-personal-data`;
  if (queue) await queue.remove(jobId); // a redelivery of a row whose job finished: let the queue take it again
  const published = await eventually(
    async () => (await sql<{ published: boolean }>(t, 'select published_at is not null as published from outbox_event where id = ?', [row.id]))[0].published,
    (done) => done,
    20_000,
  );
  expect(published).toBe(true);
  if (queue) expect(await eventually(() => queue!.getJobState(jobId), (state) => state === 'completed', 20_000)).toBe('completed');
}

interface StoredPersonal {
  full_name: string;
  email: string;
  contact_number: string;
  status: string;
  total_pence: number;
  erased: boolean;
}

const stored = async (reference: string) =>
  (
    await sql<StoredPersonal>(
      t,
      'select full_name, email, contact_number, status, total_pence, personal_data_erased_at is not null as erased from booking where reference = ?',
      [reference],
    )
  )[0];
const bookingId = async (reference: string) => (await sql<{ id: number }>(t, 'select id from booking where reference = ?', [reference]))[0].id;
const recipients = async (reference: string) =>
  (await sql<{ recipient: string }>(t, `select recipient from sent_email where key ~ ('^booking-[a-z]+-' || ? || '(-|$)') order by key`, [await bookingId(reference)])).map(
    (row) => row.recipient,
  );
const ledger = (reference: string) =>
  sql(
    t,
    `select p.amount_pence, p.refunded_pence,
       (select json_agg(json_build_object('amount', r.amount_pence, 'state', r.state)) from refund r where r.booking_id = b.id) as refunds,
       (select count(*)::int from booking_status_change h where h.booking_id = b.id) as history
     from booking b join booking_payment p on p.booking_id = b.id where b.reference = ? order by p.id`,
    [reference],
  );

/** Moves a booking's stay so that it ends on `returnDate` ('YYYY-MM-DD'), as if it had been made that long ago. */
async function endStayOn(reference: string, returnDate: string): Promise<void> {
  await sql(t, 'update booking set return_date = ?::date, collection_date = ?::date - nights where reference = ?', [returnDate, returnDate, reference]);
}

describe('the retention sweep', () => {
  let day: string;
  let old: PaidBooking;
  let recent: PaidBooking;

  beforeAll(async () => {
    const { bristolBusStation: bristol, data } = await demoCatalog(t);
    // The old booking's bags were collected from an address: that address is erased with the rest.
    const bristolCity = data.delivery.zones.find((zone) => zone.districts.includes('BS8'))!.cityId;
    const windowId = data.delivery.windows.find((window) => window.cityId === bristolCity)!.id;
    const handover = { kind: 'address' as const, address: HANDOVER_ADDRESS, windowId };
    [old, recent] = [await bookAndPay(t, bristol, { ...OLD_CUSTOMER, handover, totalCost: 36.45 + 15 }), await bookAndPay(t, bristol)];
    // Each confirmation email is sent (and logged with its recipient) before the sweep.
    for (const booked of [old, recent]) expect(await eventually(() => recipients(booked.reference), (list) => list.length === 1, 20_000)).toEqual([booked.request.email]);
    // The old booking's bags then come back to another address, a change paid for (its row keeps that address too).
    const giveBack = { kind: 'address' as const, address: GIVE_BACK_ADDRESS, windowId };
    const changed = sameBooking(await manageView(t, old.manageToken), { giveBack });
    const result = (await new HttpSession(t).post(`/api/manage/${old.manageToken}/change`, { ...changed, expectedDifference: 15 })).body as ChangeBookingResult;
    if (result.outcome !== 'payment_required') throw new Error(`expected a payment: ${JSON.stringify(result)}`);
    await payWithCard(old.browser, result.clientSecret);
    expect((await new HttpSession(t).post(`/api/manage/${old.manageToken}/changes/${result.changeId}/confirm`, {})).status).toBe(200);
    expect(await eventually(() => recipients(old.reference), (list) => list.length === 2, 20_000)).toHaveLength(2);
    // The operator moves that delivery to a later window: its email is keyed by the leg.
    const admin = await adminSession(t);
    const [giveBackLeg] = await sql<{ id: number; date: string }>(
      t,
      `select id, to_char(date, 'YYYY-MM-DD') as date from booking_leg where booking_id = ? and direction = 'return'`,
      [await bookingId(old.reference)],
    );
    const laterWindow = data.delivery.windows.find((window) => window.cityId === bristolCity && window.id !== windowId)!.id;
    const moved = await admin.post(`/api/admin/run-sheet/stops/${giveBackLeg.id}/window`, { windowId: laterWindow, date: giveBackLeg.date, reason: 'The van is booked for a wedding' });
    expect(moved.status).toBe(200);
    const legEmails = () => sql<{ recipient: string }>(t, `select recipient from sent_email where key like ?`, [`leg-window-changed-${giveBackLeg.id}-%`]);
    expect(await eventually(legEmails, (rows) => rows.length === 1, 20_000)).toEqual([{ recipient: OLD_CUSTOMER.email }]);
    const cancelled = await admin.post(`/api/admin/bookings/${old.reference}/cancel`, { reason: CANCELLATION_REASON, refund: 'full' });
    expect(cancelled.status).toBe(200);
    await settledRefunds(t, old.reference, 2);
    expect(await eventually(() => recipients(old.reference), (list) => list.length === 3, 20_000)).toHaveLength(3);
    await sql(
      t,
      `insert into payment_event (provider, provider_event_id, type, payment_intent_id, payload, processed_at)
       select 'stripe', 'evt_retention_1', 'payment_intent.succeeded', payment_intent_id,
         jsonb_build_object('id', 'evt_retention_1', 'type', 'payment_intent.succeeded',
           'data', jsonb_build_object('object', jsonb_build_object('receipt_email', email, 'billing_details', jsonb_build_object('name', full_name)))),
         now()
       from booking where reference = ?`,
      [old.reference],
    );
  });

  it('is scheduled at start for the next 03:00 in London, once', async () => {
    day = nextSweepDay(new Date());
    const events = await sweepEvents();
    // The template database is migrated without starting the app, so the rows are this app's.
    expect(events.map((row) => row.day)).toEqual([day]);
    expect(new Date(events[0].available_at).toISOString()).toBe(sweepDueAt(day).toISOString());
    expect(await sweeps()).toEqual([{ day, erased_bookings: null, finished: false }]);
  });

  it(`erases a booking returned ${RETENTION_MONTHS} months before its day, keeps one returned a day later, and keeps the money`, async () => {
    const lastErasable = erasableReturnDate(day, RETENTION_MONTHS);
    await endStayOn(old.reference, lastErasable);
    await endStayOn(recent.reference, formatIso(addDays(parseIso(lastErasable)!, 1)));
    const moneyBefore = await ledger(old.reference);
    const oldBefore = await stored(old.reference);
    expect(oldBefore).toMatchObject({ full_name: old.request.fullName, status: 'cancelled', erased: false });
    const [event] = await sweepEvents();

    await runSweep(event);

    expect(await stored(old.reference)).toEqual({ ...oldBefore, full_name: '', email: '', contact_number: '', erased: true });
    expect(await ledger(old.reference)).toEqual(moneyBefore);
    expect(await sql(t, 'select checkout_browser_hash from booking where reference = ?', [old.reference])).toEqual([{ checkout_browser_hash: null }]);
    expect(await sql(t, `select reason from refund where booking_id = ?`, [await bookingId(old.reference)])).toEqual([{ reason: '' }, { reason: '' }]); // a refund per payment
    expect(await sql(t, 'select note from booking_status_change where booking_id = ? and note is not null', [await bookingId(old.reference)])).toEqual([]);
    expect(await recipients(old.reference)).toEqual(['', '', '']); // the confirmation, the change and the cancellation
    const erasedLeg = { line1: '', line2: null, town: '', postcode: '', district: 'BS8', note: null, contact_name: null, lat: null };
    expect(await sql(t, `select line1, line2, town, postcode, district, note, contact_name, lat from booking_leg where booking_id = ? and kind = 'address' order by direction`, [await bookingId(old.reference)])).toEqual([
      erasedLeg,
      erasedLeg,
    ]);
    const [delivery] = await sql<{ payload: unknown }>(t, `select payload from payment_event where provider_event_id = 'evt_retention_1'`);
    expect(delivery.payload).toEqual({ id: 'evt_retention_1', type: 'payment_intent.succeeded', erased: true });
    expect((await t.request().get(`/api/manage/${old.manageToken}`)).status).toBe(404);

    const kept = await stored(recent.reference);
    expect(kept).toMatchObject({ full_name: recent.request.fullName, email: recent.request.email, contact_number: recent.request.contactNumber, erased: false });
    expect(await recipients(recent.reference)).toEqual([recent.request.email]);
  });

  it("leaves none of the erased booking's personal details in any column of any table", async () => {
    const erased = [
      OLD_CUSTOMER.fullName,
      OLD_CUSTOMER.email,
      OLD_CUSTOMER.contactNumber,
      ...Object.values(HANDOVER_ADDRESS),
      ...Object.values(GIVE_BACK_ADDRESS),
      CANCELLATION_REASON,
    ];
    expect(await columnsHolding(t, erased)).toEqual([]);
    // The search finds what is kept: the recent booking's details.
    expect(await columnsHolding(t, [recent.request.email])).toEqual(expect.arrayContaining(['booking.email', 'sent_email.recipient']));
  });

  it('records the next night, and does nothing more when its job is delivered again', async () => {
    const next = sweepDayAfter(day, new Date());
    expect(await sweeps()).toEqual([
      { day, erased_bookings: 1, finished: true },
      { day: next, erased_bookings: null, finished: false },
    ]);
    const events = await sweepEvents();
    expect(events.map((row) => row.day)).toEqual([day, next]);
    expect(new Date(events[1].available_at).toISOString()).toBe(sweepDueAt(next).toISOString());

    await endStayOn(recent.reference, erasableReturnDate(day, RETENTION_MONTHS)); // now erasable, but its sweep ran already
    await runSweep(events[0]);
    expect((await stored(recent.reference)).erased).toBe(false);
    expect((await sweepEvents()).map((row) => row.day)).toEqual([day, next]);
  });
});
