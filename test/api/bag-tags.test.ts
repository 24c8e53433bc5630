// Bag tags and custody (issue 42, parts 1-3 and 7): staff hand a booking over by recording one tag per bag
// (POST /api/check-in/{reference}/tags: the collection itself), the manage page's pass and the admin page show them,
// and the hand-back (POST .../return) reads every tag: a tag not the booking's is refused in place, all of them return
// the booking and free the tags, some missing keep it collected and open an incident admins see. A tag is unique among
// held bags (ten racing hand-overs of one tag on two bookings: one wins); a driver tags only the bags of their own leg.
// At the door a driver's "delivered" reads the tags the same way (a foreign tag 422, some not seen reported at once with
// an incident, all seen deliver and let the tags go, usable again by another bag); each bag's chain of custody is
// built from those rows, with names for admins and without on the manage page.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import {
  type AdminBookingDetail,
  type AdminDashboardData,
  type BagCustodyView,
  type BookingIncidentView,
  type BookingPassView,
  type CheckInBookingView,
  type CustomerBagCustodyView,
  type DriverStopView,
  formatIso,
  todayInLondon,
} from '@luggage/contracts';
import { registered } from '../support/accounts.js';
import { adminSession, createAdminTestApp } from '../support/admin.js';
import { demoCatalog, sql } from '../support/booking-builders.js';
import { addressLegToday, type LegBooking, startRun } from '../support/driver-runs.js';
import { HttpSession } from '../support/http-session.js';
import { bookAndPay, type PaidBooking } from '../support/lifecycle.js';
import { startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.js';
import { driverMember, staffMember, type StaffMember } from '../support/staff.js';
import { eventually, type TestApp } from '../support/test-app.js';

jest.setTimeout(120_000);

let smtp: SmtpCatcher;
let t: TestApp;
let admin: HttpSession;
let point: number;
/** Works at Bristol Bus Station. */
let sam: StaffMember;
/** Works at another point only. */
let lee: StaffMember;
/** Drivers of Bristol. */
let dee: StaffMember;
let kit: StaffMember;
let customer: HttpSession;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createAdminTestApp({ env: { SMTP_URL: smtp.url } });
  const catalog = await demoCatalog(t);
  point = catalog.bristolBusStation;
  await sql(t, 'update collection_location set capacity = 1000 where id = ?', [point]);
  const other = catalog.data.collection_cities.flatMap((city) => city.get_locations).find((location) => location.id !== point)!.id;
  admin = await adminSession(t);
  const cities = ((await admin.get('/api/get-admin-dashboard-data').expect(200)).body as AdminDashboardData).collection_cities;
  const bristol = cities.find((city) => city.city === 'Bristol')!.id;
  sam = await staffMember(t, smtp, admin, [point], 'Sam Porter');
  lee = await staffMember(t, smtp, admin, [other], 'Lee Shaw');
  dee = await driverMember(t, smtp, admin, [bristol], 'Dee Driver');
  kit = await driverMember(t, smtp, admin, [bristol], 'Kit Wheeler');
  customer = (await registered(t)).session;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** A paid booking of two bags (a Small and a Medium suitcase) at Bristol Bus Station, moved to today as the calendar would. */
async function today(): Promise<PaidBooking> {
  const paid = await bookAndPay(t, point);
  const day = formatIso(todayInLondon());
  await sql(t, 'update booking set collection_date = ?, return_date = ?::date + nights where reference = ?', [day, day, paid.reference]);
  return paid;
}

/** Tags no other test of this file uses (the database is shared by the file's tests). */
let counter = 0;
const freshTags = (n = 2) => Array.from({ length: n }, () => `T-${String(++counter).padStart(4, '0')}`);

const tag = (who: HttpSession, reference: string, body: object) => who.post(`/api/check-in/${reference}/tags`, body);
const giveBack = (who: HttpSession, reference: string, tags: unknown) => who.post(`/api/check-in/${reference}/return`, { tags });
const statusOf = async (reference: string) => (await sql<{ status: string }>(t, 'select status from booking where reference = ?', [reference]))[0].status;
const heldTags = async (reference: string) =>
  (await sql<{ tag: string }>(t, 'select tag from bag_tag g join booking b on b.id = g.booking_id where b.reference = ? and g.released_at is null order by g.id', [reference])).map((r) => r.tag);
const historyOf = (reference: string) =>
  sql<{ action: string; to_status: string; note: string | null; actor: string }>(
    t,
    `select h.action, h.to_status, h.note, h.actor from booking_status_change h join booking b on b.id = h.booking_id where b.reference = ? and h.action in ('collect', 'return', 'tag_bags', 'report_missing_bags', 'undo_collect') order by h.id`,
    [reference],
  );

describe('the hand-over by tags', () => {
  it('collects the booking with one tag per bag (typed in any case), shown on the pass and the admin page, each step a history row', async () => {
    const booking = await today();
    const [a, b] = freshTags();
    const response = await tag(sam.session, booking.reference, { tags: [` ${a.toLowerCase()} `, b] });
    expect(response.status).toBe(200);
    const view = response.body as CheckInBookingView;
    expect(view).toMatchObject({ status: 'collected', action: 'returned', tagged: { tags: [a, b], point: 'Bristol Bus Station' }, missingTags: [] });
    expect(await historyOf(booking.reference)).toEqual([{ action: 'collect', to_status: 'collected', note: `${a}, ${b}`, actor: expect.stringContaining('staff:') }]);

    const pass = (await t.request().get(`/api/manage/${booking.manageToken}/pass`).expect(200)).body as BookingPassView;
    expect(pass.tagged).toEqual({ tags: [a, b], at: view.tagged!.at, point: 'Bristol Bus Station' });
    const detail = (await admin.get(`/api/admin/bookings/${booking.reference}`).expect(200)).body as AdminBookingDetail;
    expect(detail.tagged?.tags).toEqual([a, b]);
    expect(detail.audit.at(-1)).toMatchObject({ action: `Luggage collected: ${a}, ${b}` });
  });

  it('asks why when the tags do not match the bags, and records the note', async () => {
    const booking = await today();
    const [a] = freshTags(1);
    const unexplained = await tag(sam.session, booking.reference, { tags: [a] });
    expect(unexplained.status).toBe(422);
    expect(unexplained.body.errors).toEqual({ note: ['The number of tags differs from the booking’s bags: say why in the note.'] });
    expect(await statusOf(booking.reference)).toBe('confirmed');
    const explained = await tag(sam.session, booking.reference, { tags: [a], note: 'The two cases are strapped together' });
    expect(explained.status).toBe(200);
    expect((await historyOf(booking.reference)).at(-1)).toMatchObject({ action: 'collect', note: `${a}. The two cases are strapped together` });
  });

  it('refuses bad tags by field in the request’s language, changing nothing', async () => {
    const booking = await today();
    const cases: [unknown, string][] = [
      [undefined, 'Record one tag for each bag.'],
      [[], 'Record one tag for each bag.'],
      ['T-1', 'Give the tags as a list.'],
      [['T 1', 'T-2'], '“T 1” is not a tag: 1 to 32 letters, digits or dashes.'],
      [['-T1', 'T-2'], '“-T1” is not a tag: 1 to 32 letters, digits or dashes.'],
      [['T-1', 'x'.repeat(33)], `“${'X'.repeat(33)}” is not a tag: 1 to 32 letters, digits or dashes.`],
      [[12, 'T-2'], '“12” is not a tag: 1 to 32 letters, digits or dashes.'],
      [['t-9', 'T-9'], 'T-9 is on the list twice.'],
      [['\ud800', 'T-2'], ''],
      [Array.from({ length: 51 }, (_, i) => `T-${i}`), 'Give at most 50 tags.'],
    ];
    for (const [tags, text] of cases) {
      const response = await tag(sam.session, booking.reference, tags === undefined ? {} : { tags });
      expect([tags, response.status]).toEqual([tags, 422]);
      if (text) expect(response.body.errors.tags).toEqual([text]);
    }
    const french = await tag(sam.session.speaks('fr'), booking.reference, { tags: ['T-5', 'T-5'] });
    sam.session.speaks('en-GB');
    expect(french.body.errors.tags).toEqual(['T-5 figure deux fois dans la liste.']);
    expect((await tag(sam.session, booking.reference, { tags: freshTags(), note: 'x'.repeat(251) })).status).toBe(422);
    expect(await statusOf(booking.reference)).toBe('confirmed');
    expect(await historyOf(booking.reference)).toEqual([]);
  });

  it('refuses a tag another booking still holds, and lets it be used again once that bag is handed back', async () => {
    const first = await today();
    const second = await today();
    const [a, b, c] = freshTags(3);
    expect((await tag(sam.session, first.reference, { tags: [a, b] })).status).toBe(200);
    const taken = await tag(sam.session, second.reference, { tags: [b, c] });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.tags).toEqual([`${b} is on a bag of another booking still held. Use another tag.`]);
    expect(await statusOf(second.reference)).toBe('confirmed');

    expect((await giveBack(sam.session, first.reference, [a, b])).status).toBe(200);
    expect((await tag(sam.session, second.reference, { tags: [b, c] })).status).toBe(200);
    expect(await heldTags(second.reference)).toEqual([b, c]);
  });

  it('gives one tag to one of ten racing hand-overs on two bookings, the others refused, never a 500', async () => {
    const bookings = [await today(), await today()];
    const [shared] = freshTags(1);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => tag(sam.session, bookings[i % 2].reference, { tags: [shared, ...freshTags(1)] })),
    );
    const statuses = answers.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.every((status) => status === 200 || status === 409 || status === 422)).toBe(true);
    const [held] = await sql<{ count: number }>(t, 'select count(*)::int as count from bag_tag where tag = ? and released_at is null', [shared]);
    expect(held.count).toBe(1);
    const collected = await Promise.all(bookings.map((booking) => statusOf(booking.reference)));
    expect(collected.sort()).toEqual(['collected', 'confirmed']);
  });

  it('tags the bags of a booking collected before tags, once; and an undone hand-over takes its tags with it', async () => {
    const before = await today();
    expect((await admin.post(`/api/admin/bookings/${before.reference}/collected`, {})).status).toBe(200);
    const [a, b] = freshTags();
    const tagged = await tag(sam.session, before.reference, { tags: [a, b] });
    expect(tagged.body).toMatchObject({ status: 'collected', tagged: { tags: [a, b] } });
    expect((await historyOf(before.reference)).map((row) => row.action)).toEqual(['collect', 'tag_bags']);
    const again = await tag(sam.session, before.reference, { tags: freshTags() });
    expect([again.status, again.body.message]).toEqual([409, 'The bags of this booking are tagged already.']);

    const undone = await today();
    const [c, d] = freshTags();
    await tag(sam.session, undone.reference, { tags: [c, d] }).then((r) => expect(r.status).toBe(200));
    expect((await sam.session.post(`/api/check-in/${undone.reference}/undo`, {})).body).toMatchObject({ status: 'confirmed', tagged: null });
    expect(await heldTags(undone.reference)).toEqual([]);
  });
});

describe("the emails' pass", () => {
  it('says on the return reminder when and where the bags were tagged, with their tags', async () => {
    // Booked ahead as usual (the reminders are timed from its dates) and handed over early by an admin, with a reason.
    const booking = await bookAndPay(t, point);
    const [{ id }] = await sql<{ id: number }>(t, 'select id from booking where reference = ?', [booking.reference]);
    const tags = freshTags();
    await tag(admin, booking.reference, { tags, note: 'Customer flies early' }).then((r) => expect(r.status).toBe(200));
    const reminders = `name = 'BookingReminderDue' and payload->>'kind' = 'return' and (payload->>'bookingId')::int = ?`;
    await eventually(() => sql(t, `select id from outbox_event where ${reminders}`, [id]), (rows) => rows.length === 1, 20_000);
    await sql(t, `update outbox_event set available_at = now() where ${reminders} and published_at is null`, [id]);
    const mail = await smtp.waitFor((m) => m.subject === `Reminder: your luggage is ready for you today (${booking.reference})`, 20_000);
    expect(mail.text).toMatch(new RegExp(`2 bags tagged .+ at Bristol Bus Station: ${tags.join(', ')}`));
    expect(mail.html).toContain(`at Bristol Bus Station: ${tags.join(', ')}`);
  });
});

describe('the hand-back by tags', () => {
  async function collectedWith(): Promise<{ booking: PaidBooking; tags: string[] }> {
    const booking = await today();
    const tags = freshTags();
    await tag(sam.session, booking.reference, { tags }).then((r) => expect(r.status).toBe(200));
    return { booking, tags };
  }

  it('refuses a tag not of the booking in place, and returns the booking when every tag is read', async () => {
    const { booking, tags } = await collectedWith();
    const [foreign] = freshTags(1);
    const refused = await giveBack(sam.session, booking.reference, [tags[0], foreign]);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ tags: [`${foreign} is not a tag of this booking.`] });
    expect(await statusOf(booking.reference)).toBe('collected');

    const back = await giveBack(sam.session, booking.reference, [tags[1].toLowerCase(), tags[0]]);
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ status: 'returned', tagged: null });
    expect(await heldTags(booking.reference)).toEqual([]);
    expect((await historyOf(booking.reference)).at(-1)).toMatchObject({ action: 'return', to_status: 'returned', note: `Seen: ${tags[1]}, ${tags[0]}` });
  });

  it('keeps the booking when a tag is missing, opens an incident admins see, and closes it when the bag turns up', async () => {
    const { booking, tags } = await collectedWith();
    const short = await giveBack(sam.session, booking.reference, [tags[0]]);
    expect(short.status).toBe(200);
    expect(short.body).toMatchObject({ status: 'collected', missingTags: [tags[1]] });
    expect((await historyOf(booking.reference)).at(-1)).toMatchObject({ action: 'report_missing_bags', to_status: 'collected', note: `Not seen: ${tags[1]}. Seen: ${tags[0]}` });
    // The same reading again (a double tap, ten at once) is the report already open: answered alike, written once.
    const repeats = await Promise.all(Array.from({ length: 10 }, () => giveBack(sam.session, booking.reference, [tags[0]])));
    expect(repeats.map((repeat) => [repeat.status, repeat.body.missingTags])).toEqual(Array.from({ length: 10 }, () => [200, [tags[1]]]));
    expect((await historyOf(booking.reference)).filter((row) => row.action === 'report_missing_bags')).toHaveLength(1);

    const open = (await admin.get('/api/admin/incidents').expect(200)).body as BookingIncidentView[];
    expect(open.find((incident) => incident.reference === booking.reference)).toMatchObject({ kind: 'missing_bags', detail: `Tags not seen at the hand-back: ${tags[1]}`, resolvedAt: null });
    const detail = (await admin.get(`/api/admin/bookings/${booking.reference}`).expect(200)).body as AdminBookingDetail;
    expect(detail.incidents).toEqual([expect.objectContaining({ detail: `Tags not seen at the hand-back: ${tags[1]}`, resolvedAt: null })]);
    // Staff cannot skip the tags with "Mark returned"; an admin can, with a reason.
    expect((await sam.session.post(`/api/check-in/${booking.reference}/returned`, {})).status).toBe(409);

    expect((await giveBack(sam.session, booking.reference, tags)).body).toMatchObject({ status: 'returned', missingTags: [] });
    const closed = (await admin.get(`/api/admin/bookings/${booking.reference}`).expect(200)).body as AdminBookingDetail;
    expect(closed.incidents[0].resolvedAt).not.toBeNull();
    expect(((await admin.get('/api/admin/incidents').expect(200)).body as BookingIncidentView[]).some((i) => i.reference === booking.reference)).toBe(false);
  });

  it('lets an admin return tagged bags without their tags only with a reason, and undo it', async () => {
    const { booking, tags } = await collectedWith();
    const noReason = await admin.post(`/api/check-in/${booking.reference}/returned`, {});
    expect([noReason.status, noReason.body.errors]).toEqual([422, { reason: ['Give a reason to return the bags without their tags.'] }]);
    const returned = await admin.post(`/api/check-in/${booking.reference}/returned`, { reason: 'Tags torn off in transit' });
    expect(returned.body).toMatchObject({ status: 'returned' });
    expect(await heldTags(booking.reference)).toEqual([]);
    expect((await admin.post(`/api/check-in/${booking.reference}/undo`, {})).body).toMatchObject({ status: 'collected', tagged: { tags } });
  });

  it("closes the incident and frees the tags when an admin returns the booking from its page", async () => {
    const { booking, tags } = await collectedWith();
    await giveBack(sam.session, booking.reference, [tags[0]]).then((r) => expect(r.body.missingTags).toEqual([tags[1]]));
    const returned = await admin.post(`/api/admin/bookings/${booking.reference}/returned`, {});
    expect(returned.status).toBe(200);
    expect((returned.body as AdminBookingDetail).incidents[0]).toMatchObject({ resolvedAt: expect.any(String), resolution: expect.stringContaining("from the booking's page") });
    expect(await heldTags(booking.reference)).toEqual([]);
  });

  it('answers 409 for a booking not collected or collected without tags', async () => {
    const waiting = await today();
    expect((await giveBack(sam.session, waiting.reference, freshTags())).status).toBe(409);
    await admin.post(`/api/admin/bookings/${waiting.reference}/collected`, {}).then((r) => expect(r.status).toBe(200));
    const untagged = await giveBack(sam.session, waiting.reference, freshTags());
    expect([untagged.status, untagged.body.message]).toEqual([409, 'No tags were recorded for this booking: mark it returned.']);
  });
});

describe('who may tag and hand back', () => {
  it('refuses visitors (401), customers (403), staff of another point (404) and drivers not on the leg (404), changing nothing', async () => {
    const booking = await today();
    const tags = freshTags();
    expect((await tag(new HttpSession(t), booking.reference, { tags })).status).toBe(401);
    expect((await tag(customer, booking.reference, { tags })).status).toBe(403);
    expect((await tag(lee.session, booking.reference, { tags })).status).toBe(404);
    expect((await tag(dee.session, booking.reference, { tags })).status).toBe(404);
    expect((await tag(sam.session, 'NOPE0000', { tags })).status).toBe(404);
    expect(await historyOf(booking.reference)).toEqual([]);
    expect((await tag(admin, booking.reference, { tags })).status).toBe(200);

    expect((await giveBack(new HttpSession(t), booking.reference, tags)).status).toBe(401);
    expect((await giveBack(customer, booking.reference, tags)).status).toBe(403);
    expect((await giveBack(lee.session, booking.reference, tags)).status).toBe(404);
    expect((await giveBack(dee.session, booking.reference, tags)).status).toBe(403);
    expect(await statusOf(booking.reference)).toBe('collected');
    expect((await giveBack(sam.session, booking.reference, tags)).status).toBe(200);
  });

  it('lets the driver collecting at the address tag the bags of their own leg only', async () => {
    const booked = await addressLegToday(t, point, { direction: 'collection', postcode: 'BS8 1TH' });
    const tags = freshTags();
    expect((await tag(dee.session, booked.reference, { tags })).status).toBe(404);
    expect((await startRun(t, dee.session, booked.legId)).status).toBe(200);
    expect((await tag(kit.session, booked.reference, { tags })).status).toBe(404);
    const tagged = await tag(dee.session, booked.reference, { tags });
    expect(tagged.status).toBe(200);
    expect(tagged.body).toMatchObject({ status: 'confirmed', tagged: { tags, point: null } });
    expect((await historyOf(booked.reference)).at(-1)).toMatchObject({ action: 'tag_bags', actor: expect.stringContaining('driver:') });
    const pass = (await t.request().get(`/api/manage/${booked.manageToken}/pass`).expect(200)).body as BookingPassView;
    expect(pass.tagged).toMatchObject({ tags, point: null });
  });
});


describe('the hand-back by tags at the door (a driver\'s "delivered")', () => {
  const pinOf = async (booked: LegBooking) => ((await t.request().get(`/api/manage/${booked.manageToken}/pass`).expect(200)).body as BookingPassView).pin;
  const deliver = (driver: HttpSession, booked: LegBooking, body: object) => driver.post(`/api/driver/stops/${booked.legId}/delivered`, body);
  const legState = async (booked: LegBooking) => (await sql<{ state: string }>(t, 'select state from booking_leg where id = ?', [booked.legId]))[0].state;
  const doorHistory = (booked: LegBooking) =>
    sql<{ action: string; to_status: string; note: string | null; actor: string }>(
      t,
      `select action, to_status, note, actor from booking_status_change where booking_id = ? and action in ('driver_delivered', 'report_missing_bags', 'undo_driver_step') order by id`,
      [booked.bookingId],
    );

  /** Bags collected at the point and tagged there by Sam, on their way back to an address today with Dee's run started. */
  async function onTheVan(windowStart = '08:00'): Promise<{ booked: LegBooking; tags: string[]; pin: string }> {
    const booked = await addressLegToday(t, point, { direction: 'return', postcode: 'BS8 1TH', windowStart });
    const tags = freshTags();
    await tag(sam.session, booked.reference, { tags }).then((r) => expect(r.status).toBe(200));
    expect((await startRun(t, dee.session, booked.legId)).status).toBe(200);
    return { booked, tags, pin: await pinOf(booked) };
  }

  it('refuses a tag not of the booking in place, reports the tags not seen at once, and delivers when every tag is read', async () => {
    const { booked, tags, pin } = await onTheVan();
    const today = ((await dee.session.get('/api/driver/today').expect(200)).body as { stops: DriverStopView[] }).stops.find((stop) => stop.legId === booked.legId)!;
    expect(today.handBack).toEqual({ tags, missing: [] });

    const [foreign] = freshTags(1);
    const refused = await deliver(dee.session, booked, { pin, tags: [tags[0], foreign] });
    expect([refused.status, refused.body.errors]).toEqual([422, { tags: [`${foreign} is not a tag of this booking.`] }]);
    const none = await deliver(dee.session, booked, { pin });
    expect([none.status, none.body.errors]).toEqual([422, { tags: ['Read the tags of the bags you hand over.'] }]);
    expect([await legState(booked), await statusOf(booked.reference), await doorHistory(booked)]).toEqual(['on_the_way', 'collected', []]);

    const short = await deliver(dee.session, booked, { pin, tags: [tags[0].toLowerCase()] });
    expect(short.status).toBe(200);
    expect(short.body as DriverStopView).toMatchObject({ state: 'on_the_way', action: 'delivered', handBack: { tags, missing: [tags[1]] } });
    expect(await statusOf(booked.reference)).toBe('collected');
    expect(await doorHistory(booked)).toEqual([
      { action: 'report_missing_bags', to_status: 'collected', note: `Not seen: ${tags[1]}. Seen: ${tags[0]}`, actor: expect.stringContaining(`driver:${dee.id} Dee Driver`) },
    ]);
    const open = (await admin.get('/api/admin/incidents').expect(200)).body as BookingIncidentView[];
    expect(open.find((incident) => incident.reference === booked.reference)).toMatchObject({ detail: `Tags not seen at the hand-back: ${tags[1]}`, openedBy: expect.stringContaining('Dee Driver') });

    const delivered = await deliver(dee.session, booked, { pin, tags: [tags[1], tags[0]] });
    expect(delivered.status).toBe(200);
    expect(delivered.body as DriverStopView).toMatchObject({ state: 'delivered', handBack: null });
    expect(await statusOf(booked.reference)).toBe('returned');
    expect(await heldTags(booked.reference)).toEqual([]);
    expect((await doorHistory(booked)).at(-1)).toMatchObject({ action: 'driver_delivered', to_status: 'returned', note: `With the PIN. Seen: ${tags[1]}, ${tags[0]}` });
    const detail = (await admin.get(`/api/admin/bookings/${booked.reference}`).expect(200)).body as AdminBookingDetail;
    expect(detail.incidents[0]).toMatchObject({ resolvedAt: expect.any(String), resolution: expect.stringContaining('All tags seen at the hand-back by driver:') });
  });

  it('gives each bag its chain of custody: names and runs for admins, none on the manage page', async () => {
    const { booked, tags, pin } = await onTheVan('10:00');
    await deliver(dee.session, booked, { pin, tags: [tags[0]] }).then((r) => expect(r.status).toBe(200));
    await deliver(dee.session, booked, { pin, tags }).then((r) => expect(r.status).toBe(200));

    const [window] = await sql<{ label: string }>(t, `select window_start || '–' || window_end || ' on ' || to_char(date, 'YYYY-MM-DD') as label from booking_leg where id = ?`, [booked.legId]);
    const trail = (await admin.get(`/api/admin/bookings/${booked.reference}/custody`).expect(200)).body as BagCustodyView[];
    const bristol = { id: point, name: 'Bristol Bus Station' };
    expect(trail.map((bag) => [bag.tag, bag.held, bag.steps.map((step) => [step.kind, step.point, step.by, step.run])])).toEqual([
      [tags[0], false, [['tagged', bristol, 'Sam Porter', null], ['on_the_van', null, 'Dee Driver', window.label], ['delivered', null, 'Dee Driver', window.label]]],
      [tags[1], false, [['tagged', bristol, 'Sam Porter', null], ['on_the_van', null, 'Dee Driver', window.label], ['missing', null, 'Dee Driver', null], ['delivered', null, 'Dee Driver', window.label]]],
    ]);
    const customers = (await t.request().get(`/api/manage/${booked.manageToken}/custody`).expect(200)).body as CustomerBagCustodyView[];
    expect(customers[1].steps.map((step) => step.kind)).toEqual(['tagged', 'on_the_van', 'missing', 'delivered']);
    expect(JSON.stringify(customers)).not.toMatch(/Sam|Dee|driver:|staff:|–/);
    expect(customers[0].steps[0]).toEqual({ kind: 'tagged', at: expect.any(String), point: bristol });
    expect((await t.request().get('/api/manage/not-a-real-link-0000000000/custody')).status).toBe(404);
    expect((await admin.get('/api/admin/bookings/NOPE0000/custody')).status).toBe(404);
    expect((await new HttpSession(t).get(`/api/admin/bookings/${booked.reference}/custody`)).status).toBe(401);
    expect((await sam.session.get(`/api/admin/bookings/${booked.reference}/custody`)).status).toBe(403);
  });

  it('lets a tag delivered at the door go on another bag, and holds it again when the delivery is undone while it is free', async () => {
    const { booked, tags, pin } = await onTheVan('18:00');
    await deliver(dee.session, booked, { pin, tags }).then((r) => expect(r.status).toBe(200));
    const undone = await dee.session.post(`/api/driver/stops/${booked.legId}/undo`, {});
    expect([undone.status, (undone.body as DriverStopView).handBack]).toEqual([200, { tags, missing: [] }]);
    expect(await heldTags(booked.reference)).toEqual(tags);
    await deliver(dee.session, booked, { pin, tags }).then((r) => expect(r.status).toBe(200));

    const next = await today();
    expect((await tag(sam.session, next.reference, { tags })).status).toBe(200);
    expect(await heldTags(next.reference)).toEqual(tags);
    const refused = await dee.session.post(`/api/driver/stops/${booked.legId}/undo`, {});
    expect([refused.status, refused.body.message]).toEqual([409, 'A tag of these bags is on another bag now: the return cannot be undone.']);
    expect(await statusOf(booked.reference)).toBe('returned');
    expect((await admin.get(`/api/admin/bookings/${next.reference}/custody`).expect(200)).body).toEqual(tags.map((tag) => expect.objectContaining({ tag, held: true })));
  });

  it('delivers bags tagged before tags existed without tags, and refuses tags that are not theirs', async () => {
    const booked = await addressLegToday(t, point, { direction: 'return', postcode: 'BS8 1TH', windowStart: '14:00' });
    expect((await startRun(t, dee.session, booked.legId)).status).toBe(200);
    const pin = await pinOf(booked);
    const [stray] = freshTags(1);
    const refused = await deliver(dee.session, booked, { pin, tags: [stray] });
    expect([refused.status, refused.body.errors]).toEqual([422, { tags: [`${stray} is not a tag of this booking.`] }]);
    const delivered = await deliver(dee.session, booked, { pin });
    expect([delivered.status, (delivered.body as DriverStopView).state, (delivered.body as DriverStopView).handBack]).toEqual([200, 'delivered', null]);
    expect((await doorHistory(booked)).map((row) => [row.action, row.note])).toEqual([['driver_delivered', 'With the PIN']]);
  });

  it('opens one incident for ten reports of the same missing tag at once, the stop still to deliver, never a 500', async () => {
    const { booked, tags, pin } = await onTheVan('14:00');
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(dee.session, booked, { pin, tags: [tags[0]] })));
    expect(answers.map((answer) => answer.status)).toEqual(Array<number>(10).fill(200));
    const incidents = await sql<{ detail: string }>(t, 'select detail from booking_incident where booking_id = ? and resolved_at is null', [booked.bookingId]);
    expect(incidents).toEqual([{ detail: tags[1] }]);
    expect((await doorHistory(booked)).map((row) => row.action)).toEqual(['report_missing_bags']);
    expect([await legState(booked), await statusOf(booked.reference), await heldTags(booked.reference)]).toEqual(['on_the_way', 'collected', tags]);
  });

  it('delivers once of ten presses at once: one history row, the tags let go once, the rest 409, never a 500', async () => {
    const { booked, tags, pin } = await onTheVan('16:00');
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(dee.session, booked, { pin, tags })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    expect((await doorHistory(booked)).map((row) => row.action)).toEqual(['driver_delivered']);
    const released = await sql<{ n: number }>(t, 'select count(distinct released_at)::int as n from bag_tag where booking_id = ?', [booked.bookingId]);
    expect([released[0].n, await heldTags(booked.reference)]).toEqual([1, []]);
  });
});
