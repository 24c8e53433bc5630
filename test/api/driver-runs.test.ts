// Drivers' runs (issue 18, section 3): GET /api/driver/today lists today's address legs of the driver's cities, window by
// window in route order; the steps on a stop (start the window's run, collected with the PIN and the bags counted,
// delivered with the PIN or the named receiver, could not collect or deliver) answer 422 by field, 403 outside the
// driver's cities or on another driver's stop, 409 in a wrong state; each lands in the booking's history with who, can
// be undone for five minutes (the history row is made older to pass them), and mails the customer once. A run starts
// from the city's run lead before its window until the window ends: the app's run clock is set to the hour each test
// needs (setRunClock), never waited for.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { addDays, type AdminDashboardData, type AdminDeliveryData, type BookingPassView, CHECK_IN_TEXTS, type DriverStopView, type DriverTodayView, formatIso, londonInstant, type RunSheetStopView, type RunSheetView, todayInLondon } from '@luggage/contracts';
import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';
import { JobRegistry } from '../../backend/src/shared/queue/job-registry.js';
import { JobName } from '../../backend/src/shared/queue/jobs.js';
import { adminSession, createAdminTestApp } from '../support/admin.js';
import { demoCatalog, sql } from '../support/booking-builders.js';
import { addressLegToday, type AddressLegOptions, type LegBooking, setRunClock, startRun } from '../support/driver-runs.js';
import type { HttpSession } from '../support/http-session.js';
import { expectStatus, registered } from '../support/accounts.js';
import { startSmtpCatcher, type CaughtMail, type SmtpCatcher } from '../support/smtp-catcher.js';
import { manageView } from '../support/lifecycle.js';
import { driverMember, staffMember, type StaffMember } from '../support/staff.js';
import { eventually, type TestApp } from '../support/test-app.js';
import { nightsCounted } from '../support/capacity-counters.js';

jest.setTimeout(180_000);

const jsQR = jsQRModule.default;

let smtp: SmtpCatcher;
let t: TestApp;
let admin: HttpSession;
let point: number;
let bristol: number;
/** Drives in Bristol. */
let dee: StaffMember;
/** Drives in Bristol too. */
let kit: StaffMember;
/** Drives in Bath only. */
let bea: StaffMember;
let staff: StaffMember;
let customer: HttpSession;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createAdminTestApp({ env: { SMTP_URL: smtp.url, APP_URL: 'http://luggage.example' } });
  point = (await demoCatalog(t)).bristolBusStation;
  await sql(t, 'update collection_location set capacity = 1000 where id = ?', [point]);
  admin = await adminSession(t);
  const cities = ((await admin.get('/api/get-admin-dashboard-data').expect(200)).body as AdminDashboardData).collection_cities;
  bristol = cities.find((city) => city.city === 'Bristol')!.id;
  const bath = cities.find((city) => city.city === 'Bath')!.id;
  dee = await driverMember(t, smtp, admin, [bristol], 'Dee Driver');
  kit = await driverMember(t, smtp, admin, [bristol], 'Kit Wheeler');
  bea = await driverMember(t, smtp, admin, [bath], 'Bea Bath');
  staff = await staffMember(t, smtp, admin, [point], 'Sam Porter');
  customer = (await registered(t)).session;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const leg = (options: AddressLegOptions) => addressLegToday(t, point, options);
const act = (who: HttpSession, legId: number | string, step: string, body: object = {}) => who.post(`/api/driver/stops/${legId}/${step}`, body);
const dayOf = async (who: HttpSession) => (await who.get('/api/driver/today').expect(200)).body as DriverTodayView;
const stateOf = async (legId: number) => (await sql<{ state: string; status: string }>(t, 'select l.state, b.status from booking_leg l join booking b on b.id = l.booking_id where l.id = ?', [legId]))[0];
const pinOf = async (booked: LegBooking) => ((await t.request().get(`/api/manage/${booked.manageToken}/pass`).expect(200)).body as BookingPassView).pin;
/** The QR code's text, read from the pass's image on the manage page. */
async function scanOf(booked: LegBooking): Promise<string> {
  const pass = (await t.request().get(`/api/manage/${booked.manageToken}/pass`).expect(200)).body as BookingPassView;
  const image = PNG.sync.read(Buffer.from(pass.qrCode.split(',')[1], 'base64'));
  const code = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  if (!code) throw new Error('no QR code found in the pass');
  return code.data;
}
const wrong = (pin: string) => String((Number(pin) + 1) % 10_000).padStart(4, '0');
const history = (bookingId: number) =>
  sql<{ action: string; actor: string; note: string | null; to_status: string }>(t, `select action, actor, note, to_status from booking_status_change where booking_id = ? and action like '%driver%' order by id`, [bookingId]);
const mailAbout = (subject: string, reference: string) => (mail: CaughtMail) => mail.subject === subject && mail.text.includes(reference);

/** The email keyed `key` was sent; the job run again sends nothing, and exactly one such email arrived. */
async function sentOnce(key: string, job: JobName, payload: object, subject: string, reference: string): Promise<CaughtMail> {
  const mail = await smtp.waitFor(mailAbout(subject, reference), 20_000);
  await eventually(() => sql<{ status: string }>(t, 'select status from sent_email where key = ?', [key]), (rows) => rows[0]?.status === 'sent', 20_000);
  await expect(t.app.get(JobRegistry).run(job, payload)).resolves.toBe('skipped');
  expect(smtp.count(mailAbout(subject, reference))).toBe(1);
  return mail;
}

/** A stop started by `driver`: its window's run is on the way. */
async function started(options: AddressLegOptions, driver: StaffMember = dee): Promise<LegBooking> {
  const booked = await leg(options);
  const response = await startRun(t, driver.session, booked.legId);
  if (response.status !== 200) throw new Error(`start answered ${response.status}: ${JSON.stringify(response.body)}`);
  return booked;
}

describe("the driver's day", () => {
  it("lists today's stops of the driver's cities, window by window, nearest first from the storage point, with what the driver needs", async () => {
    const [store] = await sql<{ lat: number; lng: number }>(t, `select l.lat, l.lng from delivery_zone z join collection_location l on l.id = z.storage_location_id where 'BS8' = any(z.districts)`);
    const later = await leg({ direction: 'collection', postcode: 'BS8 4JZ', windowStart: '10:00', lat: store.lat, lng: store.lng });
    const far = await leg({ direction: 'return', postcode: 'BS8 3PH', line1: '1 Clifton Down', windowStart: '08:00', lat: store.lat + 0.05, lng: store.lng, note: 'Hotel reception', contactName: 'Ravi Patel' });
    const near = await leg({ direction: 'collection', postcode: 'BS8 1TH', windowStart: '08:00', lat: store.lat + 0.001, lng: store.lng });
    setRunClock(t, '07:30');
    const at = (time: string) => setRunClock(t, time).toISOString();
    const [from08, until08, from10, until10] = [at('07:00'), at('10:00'), at('09:00'), at('12:00')];
    setRunClock(t, '07:30');

    const day = await dayOf(dee.session);
    const mine = day.stops.filter((stop) => [later.legId, far.legId, near.legId].includes(stop.legId));
    expect(mine.map((stop) => stop.legId)).toEqual([near.legId, far.legId, later.legId]);
    expect(mine[1]).toEqual({
      legId: far.legId,
      reference: far.reference,
      direction: 'return',
      cityId: bristol,
      window: { start: '08:00', end: '10:00', label: '08:00–10:00' },
      address: { line1: '1 Clifton Down', town: 'Bristol', postcode: 'BS8 3PH', lat: store.lat + 0.05, lng: store.lng },
      mapsUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${store.lat + 0.05},${store.lng}`)}`,
      contactName: 'Ravi Patel',
      phone: { label: '+44 7700 900123', href: 'tel:+447700900123' },
      bags: [
        { code: 'SS', title: 'Small Suitcase', amount: 1 },
        { code: 'MS', title: 'Medium Suitcase', amount: 1 },
      ],
      bagCount: 2,
      sameDay: false,
      note: 'Hotel reception',
      state: 'booked',
      stateLabel: 'Booked',
      failureReason: null,
      action: 'start',
      start: { from: from08, until: until08, refusal: null },
      undo: null,
      handBack: null,
    });
    expect(mine[0]).toMatchObject({ contactName: 'Ann Example', note: null, action: 'start' });
    expect(mine[2].start).toEqual({ from: from10, until: until10, refusal: 'This run can start from 09:00.' });

    expect((await dayOf(bea.session)).stops).toEqual([]);
    expect((await dayOf(admin)).stops.map((stop) => stop.legId)).toEqual(expect.arrayContaining([later.legId, far.legId, near.legId]));
  });
});

describe('who may take a step', () => {
  it('answers a driver of another city 403 on every step, an unknown stop 404, staff and customers 403, and changes nothing', async () => {
    const booked = await leg({ direction: 'collection', postcode: 'BS8 4JZ', windowStart: '14:00' });
    const pin = await pinOf(booked);
    const steps: [string, object][] = [
      ['start', {}],
      ['collected', { pin, bagCount: 2 }],
      ['delivered', { pin }],
      ['failed', { reason: 'nobody_there' }],
      ['undo', {}],
    ];
    for (const [step, body] of steps) {
      const refused = await act(bea.session, booked.legId, step, body);
      expect([step, refused.status, refused.body]).toEqual([step, 403, { message: 'This stop is not in your cities.' }]);
      for (const other of [staff.session, customer]) expect((await act(other, booked.legId, step, body)).status).toBe(403);
      expect([step, (await act(dee.session, 99_999_999, step, body)).status]).toEqual([step, 404]);
      expect([step, (await act(dee.session, 'abc', step, body)).status]).toEqual([step, 404]);
    }
    expect(await stateOf(booked.legId)).toEqual({ state: 'booked', status: 'confirmed' });
    expect(await history(booked.bookingId)).toEqual([]);
  });
});

describe('starting a run', () => {
  it("puts the window's booked stops on the way for this driver, mails each customer once, and refuses a second start and another driver", async () => {
    const first = await leg({ direction: 'collection', postcode: 'BS8 4JZ', windowStart: '16:00' });
    const second = await leg({ direction: 'return', postcode: 'BS1 6QF', windowStart: '16:00' });
    const otherWindow = await leg({ direction: 'collection', postcode: 'BS8 4JZ', windowStart: '18:00' });

    const response = await startRun(t, dee.session, first.legId);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ legId: first.legId, state: 'on_the_way', action: 'collected', undo: null });
    expect(await stateOf(second.legId)).toEqual({ state: 'on_the_way', status: 'collected' });
    expect(await stateOf(otherWindow.legId)).toEqual({ state: 'booked', status: 'confirmed' });
    expect(await history(first.bookingId)).toEqual([{ action: 'driver_on_the_way', actor: expect.stringMatching(new RegExp(`^driver:${dee.id} Dee Driver`)) as unknown, note: '16:00–18:00, Dee Driver', to_status: 'confirmed' }]);

    const again = await act(dee.session, first.legId, 'start');
    expect([again.status, again.body]).toEqual([409, { message: 'This stop has moved on: reload your day.', code: 'DELIVERY.STEP_NOT_ALLOWED' }]);
    const other = await act(kit.session, first.legId, 'failed', { reason: 'refused' });
    expect([other.status, other.body]).toEqual([403, { message: "This stop is another driver's." }]);
    expect((await dayOf(kit.session)).stops.map((stop) => stop.legId)).not.toContain(first.legId);

    const mail = await sentOnce(`driver-on-the-way-${first.legId}`, JobName.SendDriverOnTheWay, { legId: first.legId, bookingId: first.bookingId, driverFirstName: 'Dee' }, 'Your driver is on the way', first.reference);
    expect(mail.to).toEqual(['ann@example.com']);
    expect(mail.text).toContain('Dee is on the way to collect your bags from 12 Royal York Crescent, BS8 4JZ');
    expect(mail.text).toContain('between 16:00–18:00');
  });
});

describe('when a run can start', () => {
  const refusedWith = (message: string) => [409, { message, code: 'DELIVERY.STEP_NOT_ALLOWED' }];
  const stopIn = async (who: HttpSession, legId: number) => (await dayOf(who)).stops.find((stop) => stop.legId === legId);

  it("refuses a stop of another day, changing nothing, and starts it on its day", async () => {
    const booked = await leg({ direction: 'collection', postcode: 'BS8 4JZ', windowStart: '14:00', line1: '2 Days Ahead' });
    const ahead = addDays(todayInLondon(), 2);
    await sql(t, `update booking set collection_date = collection_date + 2, return_date = return_date + 2 where id = ?`, [booked.bookingId]);
    await sql(t, `update booking_leg set date = ?::date where id = ?`, [formatIso(ahead), booked.legId]);
    setRunClock(t, '14:30');

    const early = await act(dee.session, booked.legId, 'start');
    expect([early.status, early.body]).toEqual(refusedWith("This stop is not today's."));
    expect(await stateOf(booked.legId)).toEqual({ state: 'booked', status: 'confirmed' });
    expect(await history(booked.bookingId)).toEqual([]);
    expect(await stopIn(dee.session, booked.legId)).toBeUndefined();

    setRunClock(t, londonInstant(ahead, '14:30'));
    expect(await stopIn(dee.session, booked.legId)).toMatchObject({ start: { refusal: null } });
    await expectStatus(act(dee.session, booked.legId, 'start'), 200);
    expect(await stateOf(booked.legId)).toEqual({ state: 'on_the_way', status: 'confirmed' });
  });

  it('on its day, refuses a run before the lead with the time it can start from, and starts it from then', async () => {
    const booked = await leg({ direction: 'collection', postcode: 'BS8 4JZ', windowStart: '14:00', line1: '5 Early Street' });

    setRunClock(t, '05:27');
    const early = await act(dee.session, booked.legId, 'start');
    expect([early.status, early.body]).toEqual(refusedWith('This run can start from 13:00.'));
    expect(await stopIn(dee.session, booked.legId)).toMatchObject({ action: 'start', start: { refusal: 'This run can start from 13:00.' } });
    setRunClock(t, '12:59');
    expect((await act(dee.session, booked.legId, 'start')).body).toEqual(refusedWith('This run can start from 13:00.')[1]);
    expect(await stateOf(booked.legId)).toEqual({ state: 'booked', status: 'confirmed' });
    expect(await history(booked.bookingId)).toEqual([]);

    setRunClock(t, '13:00');
    const started = await act(dee.session, booked.legId, 'start');
    expect([started.status, started.body]).toEqual([200, expect.objectContaining({ state: 'on_the_way', action: 'collected', start: null })]);
  });

  it('refuses a run once its window has ended', async () => {
    const booked = await leg({ direction: 'return', postcode: 'BS8 3PH', windowStart: '08:00', line1: '7 Late Lane' });
    setRunClock(t, '10:00');
    const late = await act(dee.session, booked.legId, 'start');
    expect([late.status, late.body]).toEqual(refusedWith('This window has ended.'));
    expect(await stopIn(dee.session, booked.legId)).toMatchObject({ action: 'start', start: { refusal: 'This window has ended.' } });
    expect(await stateOf(booked.legId)).toEqual({ state: 'booked', status: 'collected' });
  });

  it("follows the lead the admin sets for the city (422 by field, 404 for an unknown city)", async () => {
    const setLead = (body: object, cityId: number | string = bristol) => admin.put(`/api/admin/run-leads/${cityId}`, body);
    for (const minutes of [-1, 721, 1.5, 'soon']) {
      const bad = await setLead({ minutes });
      expect([bad.status, Object.keys((bad.body as { errors: object }).errors)]).toEqual([422, ['minutes']]);
    }
    expect((await setLead({ minutes: 30 }, 99_999_999)).status).toBe(404);
    try {
      expect((await setLead({ minutes: 120 })).body).toEqual({ cityId: bristol, minutes: 120 });
      const data = (await admin.get('/api/admin/delivery').expect(200)).body as AdminDeliveryData;
      expect(data.cities.find((city) => city.id === bristol)?.runLeadMinutes).toBe(120);
      const booked = await leg({ direction: 'collection', postcode: 'BS8 4JZ', windowStart: '16:00', line1: '9 Lead Road' });
      setRunClock(t, '13:59');
      expect((await act(dee.session, booked.legId, 'start')).body).toEqual(refusedWith('This run can start from 14:00.')[1]);
      setRunClock(t, '14:00');
      await expectStatus(act(dee.session, booked.legId, 'start'), 200);
    } finally {
      await setLead({ minutes: 60 });
    }
  });
});

describe('collected', () => {
  it('needs the PIN (counted by the PIN lock) and the right bag count, then collects the booking, records who, and mails once', async () => {
    const booked = await started({ direction: 'collection', postcode: 'BS8 4JZ', windowStart: '08:00' });
    const pin = await pinOf(booked);

    const noPin = await act(dee.session, booked.legId, 'collected', { bagCount: 2 });
    expect([noPin.status, noPin.body]).toEqual([422, { message: 'Scan the pass or type its PIN.', errors: { pin: ['Scan the pass or type its PIN.'] } }]);
    const wrongPin = await act(dee.session, booked.legId, 'collected', { pin: wrong(pin), bagCount: 2 });
    expect([wrongPin.status, (wrongPin.body as { errors: object }).errors]).toEqual([422, { pin: ['The reference or PIN is not right.'] }]);
    expect(await sql(t, 'select user_id from check_in_pin_failure where reference = ?', [booked.reference])).toEqual([{ user_id: dee.id }]);
    const badCount = await act(dee.session, booked.legId, 'collected', { pin, bagCount: 3 });
    expect([badCount.status, (badCount.body as { errors: object }).errors]).toEqual([422, { bagCount: ['Count the bags again: the booking has a different number.'] }]);
    const noCount = await act(dee.session, booked.legId, 'collected', { pin });
    expect([noCount.status, (noCount.body as { errors: object }).errors]).toEqual([422, { bagCount: ['Count the bags.'] }]);
    const onReturn = await act(dee.session, booked.legId, 'delivered', { pin });
    expect(onReturn.status).toBe(409);
    expect(await stateOf(booked.legId)).toEqual({ state: 'on_the_way', status: 'confirmed' });

    const collected = await act(dee.session, booked.legId, 'collected', { pin, bagCount: 2 });
    expect(collected.status).toBe(200);
    const stop = collected.body as DriverStopView;
    expect(stop).toMatchObject({ state: 'collected', action: null, undo: { until: expect.any(String) as unknown } });
    expect(Date.parse(stop.undo!.until) - Date.now()).toBeGreaterThan(4 * 60_000);
    expect(await stateOf(booked.legId)).toEqual({ state: 'collected', status: 'collected' });
    expect((await history(booked.bookingId)).map(({ action, note, to_status }) => [action, note, to_status])).toEqual([
      ['driver_on_the_way', '08:00–10:00, Dee Driver', 'confirmed'],
      ['driver_collected', '2 bags', 'collected'],
    ]);
    expect((await act(dee.session, booked.legId, 'collected', { pin, bagCount: 2 })).status).toBe(409);

    const mail = await sentOnce(`leg-collected-${booked.legId}`, JobName.SendLegCollected, { legId: booked.legId, bookingId: booked.bookingId, bags: 2 }, 'Your bags have been collected', booked.reference);
    expect(mail.text).toContain('our driver collected 2 bags from 12 Royal York Crescent, BS8 4JZ');
  });

  it('takes the scanned pass instead of the PIN, and refuses another booking\'s pass or one from before a change', async () => {
    const booked = await started({ direction: 'collection', postcode: 'BS8 4JZ', windowStart: '08:00' });
    const other = await leg({ direction: 'collection', postcode: 'BS8 4JZ', windowStart: '14:00' });
    const foreign = await act(dee.session, booked.legId, 'collected', { token: await scanOf(other), bagCount: 2 });
    expect([foreign.status, (foreign.body as { errors: object }).errors]).toEqual([422, { token: ['This is not the pass of this booking.'] }]);
    const token = await scanOf(booked);
    await sql(t, 'update booking set version = version + 1 where id = ?', [booked.bookingId]);
    const old = await act(dee.session, booked.legId, 'collected', { token, bagCount: 2 });
    expect([old.status, (old.body as { message: string }).message]).toEqual([409, CHECK_IN_TEXTS.oldPass]);
    const scanned = await act(dee.session, booked.legId, 'collected', { token: await scanOf(booked), bagCount: 2 });
    expect([scanned.status, (scanned.body as DriverStopView).state]).toEqual([200, 'collected']);
  });
});

describe('delivered', () => {
  it('takes the PIN or the receiver the customer named, returns the booking and mails who received the bags, once', async () => {
    const booked = await started({ direction: 'return', postcode: 'BS8 3PH', windowStart: '10:00', contactName: 'Ravi Patel' });

    const nobody = await act(dee.session, booked.legId, 'delivered', {});
    expect([nobody.status, (nobody.body as { errors: object }).errors]).toEqual([422, { pin: ['Type the PIN or the name of the person who received the bags.'] }]);
    const stranger = await act(dee.session, booked.legId, 'delivered', { receivedBy: 'Someone Else' });
    expect([stranger.status, (stranger.body as { errors: object }).errors]).toEqual([422, { receivedBy: ['This is not the person the customer named.'] }]);
    expect((await act(dee.session, booked.legId, 'collected', { pin: '0000', bagCount: 2 })).status).toBe(409);

    const delivered = await act(dee.session, booked.legId, 'delivered', { receivedBy: '  ravi   PATEL ' });
    expect([delivered.status, (delivered.body as DriverStopView).state]).toEqual([200, 'delivered']);
    expect(await stateOf(booked.legId)).toEqual({ state: 'delivered', status: 'returned' });
    expect((await history(booked.bookingId)).at(-1)).toMatchObject({ action: 'driver_delivered', note: 'Received by Ravi Patel', to_status: 'returned' });

    const at = (await sql<{ payload: { at: string } }>(t, `select payload from outbox_event where name = 'LegDelivered' and (payload->>'legId')::int = ?`, [booked.legId]))[0].payload.at;
    const mail = await sentOnce(`leg-delivered-${booked.legId}`, JobName.SendLegDelivered, { legId: booked.legId, bookingId: booked.bookingId, receivedBy: 'Ravi Patel', at }, 'Your bags have been delivered', booked.reference);
    expect(mail.text).toContain('were delivered to 12 Royal York Crescent, BS8 3PH');
    expect(mail.text).toContain('received by Ravi Patel on');
  });

  it('takes the PIN when nobody was named', async () => {
    const booked = await started({ direction: 'return', postcode: 'BS8 3PH', windowStart: '10:00' });
    const named = await act(dee.session, booked.legId, 'delivered', { receivedBy: 'Ann Example' });
    expect([named.status, (named.body as { errors: object }).errors]).toEqual([422, { receivedBy: ['Type the PIN or the name of the person who received the bags.'] }]);
    const delivered = await act(dee.session, booked.legId, 'delivered', { pin: await pinOf(booked) });
    expect([delivered.status, (delivered.body as DriverStopView).state]).toEqual([200, 'delivered']);
    expect((await history(booked.bookingId)).at(-1)).toMatchObject({ action: 'driver_delivered', note: 'With the PIN' });
  });
});

describe('could not deliver', () => {
  it('records the reason, keeps the bags in storage, and mails what happens now with the link to choose another window, once', async () => {
    const booked = await started({ direction: 'return', postcode: 'BS8 3PH', windowStart: '14:00' });
    const badReason = await act(dee.session, booked.legId, 'failed', { reason: 'lost' });
    expect([badReason.status, (badReason.body as { errors: object }).errors]).toEqual([422, { reason: ['The reason must be one of: Nobody there, Wrong address, Refused.'] }]);

    const failed = await act(dee.session, booked.legId, 'failed', { reason: 'nobody_there' });
    expect(failed.status).toBe(200);
    expect(failed.body).toMatchObject({ state: 'failed', failureReason: 'Nobody there', action: null, undo: { until: expect.any(String) as unknown } });
    expect(await stateOf(booked.legId)).toEqual({ state: 'failed', status: 'collected' });
    expect((await history(booked.bookingId)).at(-1)).toMatchObject({ action: 'driver_not_delivered', note: 'Nobody there', to_status: 'collected' });
    expect((await manageView(t, booked.manageToken)).legs[1]).toMatchObject({ kind: 'address', state: 'failed', failureReason: 'Nobody there', failure: 'nobody_there' });

    const mail = await sentOnce(`leg-failed-${booked.legId}`, JobName.SendLegFailed, { legId: booked.legId, bookingId: booked.bookingId }, 'We could not deliver your bags', booked.reference);
    expect(mail.text).toContain('our driver could not deliver your bags at 12 Royal York Crescent, BS8 3PH');
    expect(mail.text).toContain(': Nobody there.');
    expect(mail.text).toContain('Your bags are safe with us at Bristol Bus Station.');
    expect(mail.text).toContain(`Choose another window: http://luggage.example/manage/${booked.manageToken}`);
  });
});

describe('undo', () => {
  it("takes the driver's step back within five minutes, by that driver or an admin, and records the undo", async () => {
    const booked = await started({ direction: 'collection', postcode: 'BS8 4JZ', windowStart: '18:00' });
    const pin = await pinOf(booked);
    expect((await act(dee.session, booked.legId, 'undo')).body).toEqual({ message: 'There is no step to undo.', code: 'DELIVERY.STEP_NOT_ALLOWED' });
    await expectStatus(act(dee.session, booked.legId, 'collected', { pin, bagCount: 2 }), 200);
    expect((await act(kit.session, booked.legId, 'undo')).status).toBe(403);

    const undone = await act(dee.session, booked.legId, 'undo');
    expect([undone.status, undone.body]).toEqual([200, expect.objectContaining({ state: 'on_the_way', action: 'collected', undo: null })]);
    expect(await stateOf(booked.legId)).toEqual({ state: 'on_the_way', status: 'confirmed' });
    const nothing = await act(dee.session, booked.legId, 'undo');
    expect([nothing.status, nothing.body]).toEqual([409, { message: 'There is no step to undo.', code: 'DELIVERY.STEP_NOT_ALLOWED' }]);

    await expectStatus(act(dee.session, booked.legId, 'failed', { reason: 'wrong_address' }), 200);
    await expectStatus(act(admin, booked.legId, 'undo'), 200);
    expect((await history(booked.bookingId)).map(({ action, actor }) => `${action} by ${actor.split(' ')[0]}`)).toEqual([
      `driver_on_the_way by driver:${dee.id}`,
      `driver_collected by driver:${dee.id}`,
      `undo_driver_step by driver:${dee.id}`,
      `driver_not_collected by driver:${dee.id}`,
      expect.stringMatching(/^undo_driver_step by admin:\d+$/) as unknown,
    ]);
  });

  it('refuses the undo once five minutes have passed, even to the driver who took the step', async () => {
    const booked = await started({ direction: 'collection', postcode: 'BS8 4JZ', windowStart: '18:00' });
    await expectStatus(act(dee.session, booked.legId, 'collected', { pin: await pinOf(booked), bagCount: 2 }), 200);
    await sql(t, `update booking_status_change set created_at = created_at - interval '5 minutes' where booking_id = ? and action = 'driver_collected'`, [booked.bookingId]);
    expect((await dayOf(dee.session)).stops.find((stop) => stop.legId === booked.legId)).toMatchObject({ state: 'collected', undo: null });
    const late = await act(dee.session, booked.legId, 'undo');
    expect([late.status, late.body]).toEqual([409, { message: 'A step can be undone only within 5 minutes, by the driver who took it or an admin.', code: 'DELIVERY.STEP_NOT_ALLOWED' }]);
    expect(await stateOf(booked.legId)).toEqual({ state: 'collected', status: 'collected' });
  });
});

describe("the admin's run sheet", () => {
  it("lists a city's stops of a day in run order with their drivers, and gives a stop to another driver with a reason", async () => {
    const booked = await leg({ direction: 'collection', postcode: 'BS8 4JZ', windowStart: '18:00', line1: '9 Run Sheet Row' });
    const today = formatIso(todayInLondon());
    const sheet = (await admin.get(`/api/admin/run-sheet?cityId=${bristol}&date=${today}`).expect(200)).body as RunSheetView;
    expect(sheet.drivers.map((driver) => driver.name)).toEqual(['Dee Driver', 'Kit Wheeler']);
    expect(sheet.stops.find((stop) => stop.legId === booked.legId)).toMatchObject({ address: { line1: '9 Run Sheet Row' }, state: 'booked', driver: null });
    expect(sheet.stops.map((stop) => stop.window.start)).toEqual([...sheet.stops.map((stop) => stop.window.start)].sort());

    const bad = await admin.get(`/api/admin/run-sheet?cityId=abc&date=25-11-2026`);
    expect([bad.status, (bad.body as { errors: object }).errors]).toEqual([422, { cityId: ['The city is invalid.'], date: ['The date must be a real date written YYYY-MM-DD.'] }]);
    const notDriver = await admin.post(`/api/admin/run-sheet/stops/${booked.legId}/driver`, { driverUserId: bea.id, reason: 'Closer' });
    expect([notDriver.status, (notDriver.body as { errors: object }).errors]).toEqual([422, { driverUserId: ['Choose a driver of this city.'] }]);
    const noReason = await admin.post(`/api/admin/run-sheet/stops/${booked.legId}/driver`, { driverUserId: kit.id, reason: ' ' });
    expect([noReason.status, (noReason.body as { errors: object }).errors]).toEqual([422, { reason: ['Give a reason.'] }]);

    const moved = await admin.post(`/api/admin/run-sheet/stops/${booked.legId}/driver`, { driverUserId: kit.id, reason: 'Kit knows the hotel' });
    expect([moved.status, (moved.body as RunSheetStopView).driver]).toEqual([200, { id: kit.id, name: 'Kit Wheeler' }]);
    expect(await sql(t, `select action, note from booking_status_change where booking_id = ? and action = 'stop_moved'`, [booked.bookingId])).toEqual([
      { action: 'stop_moved', note: 'To Kit Wheeler: Kit knows the hotel' },
    ]);
    // Now Kit's: Dee no longer sees it, and gets 403 on it.
    expect((await dayOf(dee.session)).stops.map((stop) => stop.legId)).not.toContain(booked.legId);
    setRunClock(t, '18:00');
    expect((await act(dee.session, booked.legId, 'start')).status).toBe(403);
    await expectStatus(act(kit.session, booked.legId, 'start'), 200);
    await expectStatus(act(kit.session, booked.legId, 'failed', { reason: 'refused' }), 200);
    const done = await admin.post(`/api/admin/run-sheet/stops/${booked.legId}/driver`, { driverUserId: dee.id, reason: 'Too late' });
    expect(done.status).toBe(409);
    expect((await admin.post('/api/admin/run-sheet/stops/99999999/driver', { driverUserId: dee.id, reason: 'x' })).status).toBe(404);
  });

  it('moves a booked stop to another window of its city, a delivery also to a later day, with a reason; full windows 409; the customer is emailed once', async () => {
    const booked = await leg({ direction: 'return', postcode: 'BS8 4JZ', windowStart: '14:00', line1: '3 Window Walk' });
    const today = formatIso(todayInLondon());
    const windowAt = async (start: string, city = bristol) =>
      (await sql<{ id: number }>(t, 'select id from delivery_window where city_id = ? and start_time = ?', [city, start]))[0].id;
    const tripsOn = async (windowId: number, day: string) =>
      (await sql<{ trips: number }>(t, 'select coalesce(sum(trips), 0)::int as trips from delivery_window_day where window_id = ? and day = ?::date', [windowId, day]))[0].trips;
    const move = (who: HttpSession, body: object, legId: number | string = booked.legId) => who.post(`/api/admin/run-sheet/stops/${legId}/window`, body);
    const [at14, at16, at10] = [await windowAt('14:00'), await windowAt('16:00'), await windowAt('10:00')];

    for (const who of [dee.session, staff.session]) expect((await move(who, { windowId: at16, date: today, reason: 'x' })).status).toBe(403);
    const bad = await move(admin, { windowId: 0, date: '25-11-2026', reason: ' ' });
    expect([bad.status, (bad.body as { errors: object }).errors]).toEqual([422, { windowId: ['Choose a window.'], date: ['The date must be a real date written YYYY-MM-DD.'], reason: ['Give a reason.'] }]);
    const bathCity = ((await admin.get('/api/get-admin-dashboard-data').expect(200)).body as AdminDashboardData).collection_cities.find((city) => city.city === 'Bath')!.id;
    const otherCity = await move(admin, { windowId: await windowAt('16:00', bathCity), date: today, reason: 'x' });
    expect([otherCity.status, (otherCity.body as { errors: object }).errors]).toEqual([422, { windowId: ['Choose a window of this city.'] }]);
    const yesterday = formatIso(addDays(todayInLondon(), -1));
    expect((await move(admin, { windowId: at16, date: yesterday, reason: 'x' })).body).toMatchObject({ errors: { date: ['Choose the same day or a later one.'] } });

    // A full window on a later day: 409, and nothing moves.
    const later = formatIso(addDays(todayInLondon(), 3));
    await sql(t, `insert into delivery_window_day (window_id, day, trips) select id, ?::date, trips from delivery_window where id = ? on conflict (window_id, day) do update set trips = excluded.trips`, [later, at10]);
    const before = [await tripsOn(at14, today), await tripsOn(at10, later)];
    const full = await move(admin, { windowId: at10, date: later, reason: 'Customer away' });
    expect(full.status).toBe(409);
    expect((full.body as { message: string }).message).toMatch(/^That window is full: 10:00–12:00 on \d{2}-\d{2}-\d{4} has no trips left\./);
    expect([await tripsOn(at14, today), await tripsOn(at10, later)]).toEqual(before);

    const moved = await move(admin, { windowId: at16, date: today, reason: 'The customer asked' });
    expect([moved.status, (moved.body as RunSheetStopView).window.start]).toEqual([200, '16:00']);
    expect(await tripsOn(at16, today)).toBeGreaterThanOrEqual(1);
    expect(await sql(t, `select note from booking_status_change where booking_id = ? and action = 'stop_window_moved'`, [booked.bookingId])).toEqual([
      { note: `${today} 14:00–16:00 to ${today} 16:00–18:00: The customer asked` },
    ]);
    const event = { legId: booked.legId, bookingId: booked.bookingId, date: today, windowStart: '16:00', windowEnd: '18:00' };
    const mail = await sentOnce(`leg-window-changed-${booked.legId}-${today}-16:00`, JobName.SendLegWindowChanged, event, 'Your delivery window has changed', booked.reference);
    expect(mail.text).toContain('3 Window Walk, BS8 4JZ');
    expect(mail.text).toContain('between 16:00–18:00');
    const view = await manageView(t, booked.manageToken);
    expect(view.legs[1]).toMatchObject({ date: today, window: { start: '16:00', end: '18:00' } });

    const collection = await leg({ direction: 'collection', postcode: 'BS8 4JZ', windowStart: '18:00' });
    const tomorrow = formatIso(addDays(todayInLondon(), 1));
    expect((await move(admin, { windowId: at16, date: tomorrow, reason: 'x' }, collection.legId)).body).toMatchObject({
      errors: { date: ['A collection can move to another window of the same day only.'] },
    });
    await expectStatus(startRun(t, dee.session, collection.legId), 200);
    expect((await move(admin, { windowId: at16, date: today, reason: 'x' }, collection.legId)).status).toBe(409);
    expect((await move(admin, { windowId: at16, date: today, reason: 'x' }, 99999999)).status).toBe(404);
  });

  it('keeps the bags of a delivery moved to a later day for the extra nights: counted at the point, 409 naming a full night', async () => {
    const booked = await leg({ direction: 'return', postcode: 'BS8 4JZ', windowStart: '16:00', line1: '5 Later Lane' });
    const day = (days: number) => formatIso(addDays(todayInLondon(), days));
    const [{ id: at10 }] = await sql<{ id: number }>(t, "select id from delivery_window where city_id = ? and start_time = '10:00'", [bristol]);
    const move = (date: string) => admin.post(`/api/admin/run-sheet/stops/${booked.legId}/window`, { windowId: at10, date, reason: 'Customer away' });
    const counted = async () =>
      (await nightsCounted(t, point, day(0), day(2)))
        .reduce<number[]>((bags, row) => Object.assign(bags, { [row.night === day(0) ? 0 : 1]: row.bags }), [0, 0]);
    const before = await counted();
    // Room for one more bag on the fuller of its two extra nights (tonight and tomorrow); it has two.
    await sql(t, 'update collection_location set capacity = ? where id = ?', [Math.max(...before) + 1, point]);
    try {
      const refused = await move(day(2));
      expect([refused.status, (refused.body as { message: string }).message]).toEqual([
        409,
        `Bristol Bus Station is full on ${day(before.indexOf(Math.max(...before))).split('-').reverse().join('-')} (room for 1 more bag). Please choose another date or point.`,
      ]);
      expect(await counted()).toEqual(before);
      expect(await manageView(t, booked.manageToken)).toMatchObject({ returnDate: day(0).split('-').reverse().join('-') });
    } finally {
      await sql(t, 'update collection_location set capacity = 1000 where id = ?', [point]);
    }

    expect((await move(day(2))).status).toBe(200);
    expect(await counted()).toEqual(before.map((bags) => bags + 2));
    const view = await manageView(t, booked.manageToken);
    expect([view.returnDate, view.legs[1].date]).toEqual([day(2).split('-').reverse().join('-'), day(2)]);
  });
});
