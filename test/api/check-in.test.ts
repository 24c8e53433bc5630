// Staff check-in (issue 14, section 4): a booking found by its scanned pass or by reference + PIN, only at the staff
// member's points; five wrong PINs in ten minutes lock the reference for staff (counted in the database, lifted when
// the stored times are ten minutes old); "Mark collected" on or after the collection day (admins earlier, with a
// reason), "Mark returned" after collected; undo for five minutes; every step in the history with who took it.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { addDays, type AdminBookingDetail, type BookingPassView, type CheckInBookingView, formatIso, formatReadableDate, type GetDataResponse, todayInLondon } from '@luggage/contracts';
import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';
import { registered } from '../support/accounts.js';
import { adminSession, createAdminTestApp } from '../support/admin.js';
import { demoCatalog, londonDate, sql } from '../support/booking-builders.js';
import { HttpSession } from '../support/http-session.js';
import { bookAndPay, type PaidBooking } from '../support/lifecycle.js';
import { startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.js';
import { staffMember, type StaffMember } from '../support/staff.js';
import type { TestApp } from '../support/test-app.js';

jest.setTimeout(120_000);

const jsQR = jsQRModule.default;

let smtp: SmtpCatcher;
let t: TestApp;
let admin: HttpSession;
let bristol: number;
let otherPoint: number;
/** Works at Bristol Bus Station. */
let sam: StaffMember;
/** Works at Bristol Bus Station too. */
let kim: StaffMember;
/** Works at another point only. */
let lee: StaffMember;
let customer: HttpSession;
let adminId: number;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createAdminTestApp({ env: { SMTP_URL: smtp.url } });
  const catalog = await demoCatalog(t);
  bristol = catalog.bristolBusStation;
  // Every test here books at Bristol for the same few days: room for all of them (capacity has tests of its own).
  await sql(t, 'update collection_location set capacity = 1000 where id = ?', [bristol]);
  otherPoint = otherLocation(catalog.data, bristol);
  admin = await adminSession(t);
  adminId = ((await admin.get('/api/user').expect(200)).body as { id: number }).id;
  sam = await staffMember(t, smtp, admin, [bristol], 'Sam Porter');
  kim = await staffMember(t, smtp, admin, [bristol], 'Kim Reid');
  lee = await staffMember(t, smtp, admin, [otherPoint], 'Lee Shaw');
  customer = (await registered(t)).session;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

function otherLocation(data: GetDataResponse, not: number): number {
  const other = data.collection_cities.flatMap((city) => city.get_locations).find((location) => location.id !== not);
  if (!other) throw new Error('The demo catalog has a single point');
  return other.id;
}

interface Booked extends PaidBooking {
  pin: string;
  /** The QR code's text, read from the pass's image. */
  scan: string;
}

/** A paid booking at Bristol Bus Station collected `days` from today (London), with its pass read from the manage page. */
async function booked(days = 1): Promise<Booked> {
  const paid = await bookAndPay(t, bristol, { collectionDate: londonDate(Math.max(days, 1)) });
  if (days < 1) await moveCollectionDay(paid.reference, days);
  const pass = (await t.request().get(`/api/manage/${paid.manageToken}/pass`).expect(200)).body as BookingPassView;
  return { ...paid, pin: pass.pin, scan: readQr(Buffer.from(pass.qrCode.split(',')[1], 'base64')) };
}

/** Bookings can only be made ahead: the test database moves one to today (or earlier), as the calendar would. */
async function moveCollectionDay(reference: string, days: number): Promise<void> {
  const day = addDays(todayInLondon(), days);
  await sql(t, 'update booking set collection_date = ?, return_date = ?::date + nights where reference = ?', [formatIso(day), formatIso(day), reference]);
}

function readQr(png: Buffer): string {
  const image = PNG.sync.read(png);
  const code = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  if (!code) throw new Error('no QR code found in the image');
  return code.data;
}

const find = (who: HttpSession, reference: string, pin: string) => who.post('/api/check-in/find', { reference, pin });
const step = (who: HttpSession, reference: string, name: 'collected' | 'returned' | 'undo', body: object = {}) => who.post(`/api/check-in/${reference}/${name}`, body);
let tagCount = 0;
/** Two tags no other test here uses: the booking's two bags. */
const freshTags = () => [1, 2].map(() => `CI-${String(++tagCount).padStart(4, '0')}`);
/** Staff hand bags over by their tags ("Tag and mark collected"); returns the tags. */
async function collectByTags(who: HttpSession, reference: string): Promise<string[]> {
  const tags = freshTags();
  const response = await who.post(`/api/check-in/${reference}/tags`, { tags });
  if (response.status !== 200) throw new Error(`tagging answered ${response.status}: ${JSON.stringify(response.body)}`);
  return tags;
}
const wrong = (pin: string) => String((Number(pin) + 1) % 10_000).padStart(4, '0');

interface HistoryRow {
  from_status: string;
  to_status: string;
  actor: string;
  action: string;
  note: string | null;
}

const historyOf = (reference: string) =>
  sql<HistoryRow>(
    t,
    `select h.from_status, h.to_status, h.actor, h.action, h.note from booking_status_change h join booking b on b.id = h.booking_id
     where b.reference = ? and h.action in ('collect', 'return', 'undo_collect', 'undo_return') order by h.id`,
    [reference],
  );

const statusOf = async (reference: string) => (await sql<{ status: string }>(t, 'select status from booking where reference = ?', [reference]))[0].status;

describe('finding a booking', () => {
  it('by the scanned pass: name, bags by type, dates, status, and no action before the collection day', async () => {
    const booking = await booked(1);
    const response = await sam.session.post('/api/check-in/scan', { token: booking.scan });
    expect(response.status).toBe(200);
    const view = response.body as CheckInBookingView;
    expect(view).toMatchObject({
      reference: booking.reference,
      fullName: 'Ann Example',
      status: 'confirmed',
      collectionDate: londonDate(1),
      returnDate: londonDate(3),
      location: { id: bristol, name: 'Bristol Bus Station' },
      action: null,
      waiting: `Collection is on ${formatReadableDate(londonDate(1))}.`,
      undo: null,
    });
    expect(view.bags).toEqual([
      { code: 'SS', title: 'Small Suitcase', amount: 1 },
      { code: 'MS', title: 'Medium Suitcase', amount: 1 },
    ]);
  });

  it('by reference and PIN (any case), offering "Mark collected" on the collection day; a wrong PIN is a 422 under pin', async () => {
    const booking = await booked(0);
    const response = await find(sam.session, booking.reference.toLowerCase(), booking.pin);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ reference: booking.reference, action: 'collected', overrideNeeded: false, waiting: null });

    const refused = await find(sam.session, booking.reference, wrong(booking.pin));
    expect([refused.status, refused.body]).toEqual([422, { message: 'The reference or PIN is not right.', errors: { pin: ['The reference or PIN is not right.'] } }]);
    const malformed = await find(sam.session, '', '12a');
    expect(malformed.status).toBe(422);
    expect(Object.keys((malformed.body as { errors: object }).errors).sort()).toEqual(['pin', 'reference']);
  });

  it('refuses an altered QR code (422) and a pass from before a change (409)', async () => {
    const booking = await booked(1);
    const altered = await sam.session.post('/api/check-in/scan', { token: booking.scan.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) });
    expect([altered.status, (altered.body as { message: string }).message]).toEqual([422, 'This QR code is not a pass of ours.']);
    await sql(t, 'update booking set version = version + 1 where reference = ?', [booking.reference]);
    const old = await sam.session.post('/api/check-in/scan', { token: booking.scan });
    expect(old.status).toBe(409);
    expect((old.body as { message: string }).message).toMatch(/^This pass was replaced when the booking changed/);
  });

  it('shows staff of another point nothing (404 by pass, by PIN and for every step), and admins everything', async () => {
    const booking = await booked(0);
    const notFound = { message: 'No booking with this reference at your points.' };
    for (const response of [
      await lee.session.post('/api/check-in/scan', { token: booking.scan }),
      await find(lee.session, booking.reference, booking.pin),
      await step(lee.session, booking.reference, 'collected'),
      await step(lee.session, booking.reference, 'undo'),
    ]) {
      expect([response.status, response.body]).toEqual([404, notFound]);
    }
    // Their guesses are not counted against the reference either: the booking's staff can still type the PIN.
    expect(await sql(t, 'select 1 from check_in_pin_failure where reference = ?', [booking.reference])).toEqual([]);
    expect(await statusOf(booking.reference)).toBe('confirmed');
    expect((await admin.post('/api/check-in/scan', { token: booking.scan })).status).toBe(200);
    expect((await find(admin, booking.reference, booking.pin)).status).toBe(200);
  });
});

describe('the PIN lock', () => {
  it('locks the reference for staff after five wrong PINs in ten minutes (429 saying until when), and lifts after ten minutes', async () => {
    const booking = await booked(0);
    for (let attempt = 1; attempt <= 4; attempt++) expect((await find(sam.session, booking.reference, wrong(booking.pin))).status).toBe(422);
    const fifth = await find(sam.session, booking.reference, wrong(booking.pin));
    expect(fifth.status).toBe(429);
    expect((fifth.body as { message: string }).message).toMatch(/^Too many wrong PINs for this booking\. It is locked until \d\d:\d\d \(in 10 minutes\)\. An admin can unlock it from the booking's page\.$/);
    expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(590);

    // Even the right PIN, and for every member of staff; the admin is not locked out.
    expect((await find(sam.session, booking.reference, booking.pin)).status).toBe(429);
    expect((await find(kim.session, booking.reference, booking.pin)).status).toBe(429);
    expect((await find(admin, booking.reference, booking.pin)).status).toBe(200);
    // Scanning the pass needs no PIN: the customer with the QR code is still served.
    expect((await sam.session.post('/api/check-in/scan', { token: booking.scan })).status).toBe(200);

    // Nine minutes later it is still locked; ten minutes later it is not.
    await sql(t, `update check_in_pin_failure set failed_at = failed_at - interval '9 minutes', locks_until = locks_until - interval '9 minutes' where reference = ?`, [booking.reference]);
    expect((await find(sam.session, booking.reference, booking.pin)).status).toBe(429);
    await sql(t, `update check_in_pin_failure set failed_at = failed_at - interval '1 minute', locks_until = locks_until - interval '1 minute' where reference = ?`, [booking.reference]);
    expect((await find(sam.session, booking.reference, booking.pin)).status).toBe(200);
    // Counting starts again: one wrong PIN is just wrong.
    expect((await find(sam.session, booking.reference, wrong(booking.pin))).status).toBe(422);
  });

  // Each test below types with a staff member of its own: one person may type only ten wrong PINs an hour.
  it('counts wrong PINs spread over more than ten minutes only within the window', async () => {
    const ash = await staffMember(t, smtp, admin, [bristol], 'Ash Window');
    const booking = await booked(0);
    for (let attempt = 1; attempt <= 4; attempt++) expect((await find(ash.session, booking.reference, wrong(booking.pin))).status).toBe(422);
    await sql(t, `update check_in_pin_failure set failed_at = failed_at - interval '11 minutes' where reference = ?`, [booking.reference]);
    expect((await find(ash.session, booking.reference, wrong(booking.pin))).status).toBe(422);
    expect((await find(ash.session, booking.reference, booking.pin)).status).toBe(200);
  });

  it('counts parallel guesses one by one: of eight at once, four are wrong and four find the reference locked', async () => {
    const jo = await staffMember(t, smtp, admin, [bristol], 'Jo Parallel');
    const booking = await booked(0);
    const answers = await Promise.all(Array.from({ length: 8 }, () => find(jo.session, booking.reference, wrong(booking.pin))));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([422, 422, 422, 422, 429, 429, 429, 429]);
    expect(await sql(t, 'select 1 from check_in_pin_failure where reference = ?', [booking.reference])).toHaveLength(5);
  });

  it('limits each member of staff to ten wrong PINs an hour across all bookings (429 with Retry-After), leaving the others free', async () => {
    const pat = await staffMember(t, smtp, admin, [bristol], 'Pat Guess');
    const bookings = [await booked(0), await booked(0), await booked(0)];
    // 4 + 4 + 2 wrong PINs: no booking reaches its own lock of five.
    for (const [i, times] of [4, 4, 2].entries()) {
      for (let attempt = 1; attempt <= times; attempt++) expect((await find(pat.session, bookings[i].reference, wrong(bookings[i].pin))).status).toBe(422);
    }
    const refused = await find(pat.session, bookings[2].reference, bookings[2].pin);
    expect(refused.status).toBe(429);
    expect((refused.body as { message: string }).message).toMatch(/^You have typed 10 wrong PINs within an hour\. Please try again in 60 minutes, or scan the pass\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    // Nobody else is held up, and the booking is not locked.
    expect((await find(kim.session, bookings[2].reference, bookings[2].pin)).status).toBe(200);
    // Once the oldest of the ten is an hour old, Pat may type again.
    await sql(t, `update check_in_pin_failure set failed_at = failed_at - interval '1 hour' where id = (select min(id) from check_in_pin_failure where user_id = ?)`, [pat.id]);
    expect((await find(pat.session, bookings[2].reference, bookings[2].pin)).status).toBe(200);
  });

  it('tells staff an admin can unlock a locked booking, and an admin unlocks it from the booking, recorded with their name', async () => {
    const robin = await staffMember(t, smtp, admin, [bristol], 'Robin Lock');
    const booking = await booked(0);
    for (let attempt = 1; attempt <= 4; attempt++) expect((await find(robin.session, booking.reference, wrong(booking.pin))).status).toBe(422);
    const locked = await find(robin.session, booking.reference, wrong(booking.pin));
    expect((locked.body as { message: string }).message).toContain("An admin can unlock it from the booking's page.");
    const detail = (await admin.get(`/api/admin/bookings/${booking.reference}`).expect(200)).body as AdminBookingDetail;
    expect(Date.parse(detail.pinLockedUntil!)).toBeGreaterThan(Date.now());

    expect((await robin.session.post(`/api/admin/bookings/${booking.reference}/unlock-pin`, {})).status).toBe(403);
    const unlocked = await admin.post(`/api/admin/bookings/${booking.reference}/unlock-pin`, {});
    expect(unlocked.status).toBe(200);
    const after = unlocked.body as AdminBookingDetail;
    expect(after.pinLockedUntil).toBeNull();
    const adminName = ((await admin.get('/api/user').expect(200)).body as { name: string }).name;
    expect(after.audit.at(-1)).toMatchObject({ actor: expect.stringContaining(adminName), action: 'Check-in PIN unlocked', fromStatus: 'confirmed', toStatus: 'confirmed' });

    expect((await find(robin.session, booking.reference, booking.pin)).status).toBe(200);
    const again = await admin.post(`/api/admin/bookings/${booking.reference}/unlock-pin`, {});
    expect([again.status, again.body]).toEqual([409, { message: "This booking's check-in PIN is not locked.", code: 'BOOKING.MOVE_NOT_ALLOWED' }]);
  });
});

describe('the steps at the point', () => {
  it('refuses "Mark collected" before the collection day for staff, and lets an admin override with a reason', async () => {
    const booking = await booked(2);
    const early = await step(sam.session, booking.reference, 'collected');
    expect([early.status, early.body]).toEqual([409, { message: `Collection is on ${formatReadableDate(londonDate(2))}.`, code: 'OPERATIONS.STEP_NOT_ALLOWED' }]);
    const adminView = (await find(admin, booking.reference, booking.pin)).body as CheckInBookingView;
    expect(adminView).toMatchObject({ action: 'collected', overrideNeeded: true });
    const noReason = await step(admin, booking.reference, 'collected');
    expect([noReason.status, noReason.body]).toEqual([422, { message: 'Give a reason to collect before the collection day.', errors: { reason: ['Give a reason to collect before the collection day.'] } }]);
    expect(await statusOf(booking.reference)).toBe('confirmed');

    const overridden = await step(admin, booking.reference, 'collected', { reason: 'Customer flies early' });
    expect(overridden.status).toBe(200);
    expect(overridden.body).toMatchObject({ status: 'collected', action: 'returned' });
    expect(await historyOf(booking.reference)).toEqual([
      { from_status: 'confirmed', to_status: 'collected', action: 'collect', actor: `admin:${adminId} Olivia Stone <olivia.admin@example.com>`, note: 'Before the collection day: Customer flies early' },
    ]);
  });

  it('refuses staff "Mark collected" without tags (one per bag) and changes nothing; an admin may mark it', async () => {
    const booking = await booked(0);
    const untagged = await step(sam.session, booking.reference, 'collected');
    expect([untagged.status, untagged.body]).toEqual([
      409,
      { message: 'Tag the bags to mark them collected: one tag per bag (an admin may mark it collected without them).', code: 'OPERATIONS.STEP_NOT_ALLOWED' },
    ]);
    expect(await statusOf(booking.reference)).toBe('confirmed');
    expect(await historyOf(booking.reference)).toEqual([]);
    const byAdmin = await step(admin, booking.reference, 'collected');
    expect([byAdmin.status, byAdmin.body.status]).toEqual([200, 'collected']);
  });

  it('takes the hand-back only after collected, and writes each step with the staff member who took it', async () => {
    const booking = await booked(-2);
    const tooSoon = await step(sam.session, booking.reference, 'returned');
    expect([tooSoon.status, tooSoon.body]).toEqual([409, { message: 'The luggage has not been collected yet.', code: 'OPERATIONS.STEP_NOT_ALLOWED' }]);

    const tags = await collectByTags(sam.session, booking.reference);
    const again = await kim.session.post(`/api/check-in/${booking.reference}/tags`, { tags: freshTags() });
    expect(again.status).toBe(409);

    const returned = await kim.session.post(`/api/check-in/${booking.reference}/return`, { tags });
    expect(returned.status).toBe(200);
    expect(returned.body).toMatchObject({ status: 'returned', action: null, waiting: 'The luggage has been returned: this booking is complete.' });

    expect(await historyOf(booking.reference)).toEqual([
      { from_status: 'confirmed', to_status: 'collected', action: 'collect', actor: `staff:${sam.id} Sam Porter <${sam.email}>`, note: tags.join(', ') },
      { from_status: 'collected', to_status: 'returned', action: 'return', actor: `staff:${kim.id} Kim Reid <${kim.email}>`, note: `Seen: ${tags.join(', ')}` },
    ]);
    // The operator's history names them too, with when.
    const detail = (await admin.get(`/api/admin/bookings/${booking.reference}`).expect(200)).body as { audit: { actor: string; action: string; at: string }[] };
    const steps = detail.audit.filter((entry) => entry.action.startsWith('Luggage'));
    expect(steps.map(({ actor, action }) => ({ actor, action }))).toEqual([
      { actor: `Sam Porter <${sam.email}> (staff)`, action: `Luggage collected: ${tags.join(', ')}` },
      { actor: `Kim Reid <${kim.email}> (staff)`, action: `Luggage returned: Seen: ${tags.join(', ')}` },
    ]);
    for (const entry of steps) expect(Date.now() - Date.parse(entry.at)).toBeLessThan(120_000);
  });

  it('undoes a step within five minutes, by the staff member who took it or an admin, and records the undo', async () => {
    const booking = await booked(0);
    await collectByTags(sam.session, booking.reference);
    const byOther = await step(kim.session, booking.reference, 'undo');
    expect([byOther.status, (byOther.body as { message: string }).message]).toEqual([409, 'The step can be undone only within 5 minutes, by the person who took it or an admin.']);
    expect((await find(kim.session, booking.reference, booking.pin)).body).toMatchObject({ status: 'collected', undo: null });

    const undone = await step(sam.session, booking.reference, 'undo');
    expect(undone.status).toBe(200);
    expect(undone.body).toMatchObject({ status: 'confirmed', action: 'collected', undo: null });
    const nothing = await step(sam.session, booking.reference, 'undo');
    expect([nothing.status, nothing.body]).toEqual([409, { message: 'There is no step to undo.', code: 'OPERATIONS.STEP_NOT_ALLOWED' }]);

    const tags = await collectByTags(sam.session, booking.reference);
    await sam.session.post(`/api/check-in/${booking.reference}/return`, { tags }).then((r) => expect(r.status).toBe(200));
    const byAdmin = await step(admin, booking.reference, 'undo');
    expect(byAdmin.body).toMatchObject({ status: 'collected' });

    expect((await historyOf(booking.reference)).map(({ action, actor }) => `${action} by ${actor.split(' ')[0]}`)).toEqual([
      `collect by staff:${sam.id}`,
      `undo_collect by staff:${sam.id}`,
      `collect by staff:${sam.id}`,
      `return by staff:${sam.id}`,
      `undo_return by admin:${adminId}`,
    ]);
  });

  it('refuses the undo once five minutes have passed, even to the staff member who took the step', async () => {
    const booking = await booked(0);
    await collectByTags(sam.session, booking.reference);
    const collected = (await find(sam.session, booking.reference, booking.pin)).body as CheckInBookingView;
    expect(Date.parse(collected.undo!.until) - Date.now()).toBeGreaterThan(4 * 60_000);
    await sql(
      t,
      `update booking_status_change set created_at = created_at - interval '5 minutes' where action = 'collect' and booking_id = (select id from booking where reference = ?)`,
      [booking.reference],
    );
    expect((await find(sam.session, booking.reference, booking.pin)).body).toMatchObject({ undo: null });
    const late = await step(sam.session, booking.reference, 'undo');
    expect(late.status).toBe(409);
    expect(await statusOf(booking.reference)).toBe('collected');
  });
});

/** The role matrix of the check-in routes: visitor 401, customer 403, staff of another point 404, staff and admin 200. */
describe.each([
  ['POST /api/check-in/scan', (b: Booked) => ['/api/check-in/scan', { token: b.scan }] as const],
  ['POST /api/check-in/find', (b: Booked) => ['/api/check-in/find', { reference: b.reference, pin: b.pin }] as const],
  ['POST /api/check-in/:reference/tags', (b: Booked) => [`/api/check-in/${b.reference}/tags`, { tags: freshTags() }] as const],
  ['POST /api/check-in/:reference/returned', (b: Booked) => [`/api/check-in/${b.reference}/returned`, {}] as const],
  ['POST /api/check-in/:reference/undo', (b: Booked) => [`/api/check-in/${b.reference}/undo`, {}] as const],
] as const)('%s', (name, call) => {
  /** The booking in the status the route acts on: collected (by the admin) for "returned", collected by Sam for "undo". */
  async function ready(): Promise<Booked> {
    const booking = await booked(0);
    if (name.endsWith('returned')) expect((await step(admin, booking.reference, 'collected')).status).toBe(200);
    if (name.endsWith('undo')) await collectByTags(sam.session, booking.reference);
    return booking;
  }

  it('answers a visitor 401, a customer 403, staff of another point 404, and staff at the point and admins 200', async () => {
    const booking = await ready();
    const [path, body] = call(booking);
    const before = await historyOf(booking.reference);
    expect((await new HttpSession(t).post(path, body)).status).toBe(401);
    expect((await customer.post(path, body)).status).toBe(403);
    expect((await lee.session.post(path, body)).status).toBe(404);
    expect(await historyOf(booking.reference)).toEqual(before);
    const asStaff = await sam.session.post(path, body);
    if (asStaff.status !== 200) throw new Error(`${name} answered staff ${asStaff.status}: ${JSON.stringify(asStaff.body)}`);

    const [adminPath, adminBody] = call(await ready());
    const asAdmin = await admin.post(adminPath, adminBody);
    if (asAdmin.status !== 200) throw new Error(`${name} answered the admin ${asAdmin.status}: ${JSON.stringify(asAdmin.body)}`);
  });
});
