// The day's lists: per point, the bookings handed over on a day ("Collections today") and those given back on it
// ("Returns today": the collection date + nights), with bags per type and each booking's check-in state. Admins see every
// point; staff only the points assigned to them.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { BookingPassView, DayLists } from '@luggage/contracts';
import { registered } from '../support/accounts.js';
import { adminSession, bookAsVisitor, createAdminTestApp } from '../support/admin.js';
import { demoCatalog, londonDate, sql } from '../support/booking-builders.js';
import { HttpSession } from '../support/http-session.js';
import { bookAndPay } from '../support/lifecycle.js';
import { startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.js';
import { staffMember, type StaffMember } from '../support/staff.js';
import { eventually, type TestApp } from '../support/test-app.js';

jest.setTimeout(180_000);

let smtp: SmtpCatcher;
let t: TestApp;
let admin: HttpSession;
let bristol: number;
let bathSpa: number;
/** The day the lists are for. */
const DAY = londonDate(4);
const refs = { ann: '', bob: '', cat: '', dan: '', eve: '', fay: '' };

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createAdminTestApp({ env: { SMTP_URL: smtp.url } });
  admin = await adminSession(t);
  const catalog = await demoCatalog(t);
  bristol = catalog.bristolBusStation;
  bathSpa = catalog.data.collection_cities.flatMap((c) => c.get_locations).find((l) => l.Location === 'Bath Spa Station')!.id;
  // Collections on DAY at Bristol: Ann waits, Bob was marked collected, Cat cancelled, Dan never came.
  refs.ann = await bookAsVisitor(t, bristol, { fullName: 'Ann Waiting', collectionDate: DAY });
  refs.bob = await bookAsVisitor(t, bristol, { fullName: 'Bob Collected', collectionDate: DAY });
  refs.cat = await bookAsVisitor(t, bristol, { fullName: 'Cat Cancelled', collectionDate: DAY });
  refs.dan = await bookAsVisitor(t, bristol, { fullName: 'Dan Absent', collectionDate: DAY });
  // Returns on DAY (collected two days before, 2 nights): Eve at Bath Spa, still in store; Fay at Bristol, given back.
  refs.eve = await bookAsVisitor(t, bathSpa, { fullName: 'Eve Returning', collectionDate: londonDate(2) });
  refs.fay = await bookAsVisitor(t, bristol, { fullName: 'Fay Returned', collectionDate: londonDate(2) });
  for (const step of [`${refs.bob}/collected`, `${refs.eve}/collected`, `${refs.fay}/collected`, `${refs.fay}/returned`]) {
    expect((await admin.post(`/api/admin/bookings/${step}`, {})).status).toBe(200);
  }
  expect((await admin.post(`/api/admin/bookings/${refs.cat}/cancel`, { reason: 'Plans changed', refund: 'full' })).status).toBe(200);
  // Dan's collection day ends now rather than at midnight after it (the event's wait cut short in the database).
  await sql(t, `update outbox_event set available_at = now() where name = 'CollectionDayEnded' and payload->>'reference' = ?`, [refs.dan]);
  const status = async () => (await sql<{ status: string }>(t, 'select status from booking where reference = ?', [refs.dan]))[0].status;
  expect(await eventually(status, (s) => s === 'no_show', 20_000)).toBe('no_show');
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const dayLists = async (query: string) => (await admin.get(`/api/operations/day-lists${query}`).expect(200)).body as DayLists;

describe('GET /api/operations/day-lists', () => {
  it('lists per point, by the point’s time, the collections and the returns of the day', async () => {
    const body = await dayLists(`?date=${DAY}`);
    expect(body).toMatchObject({ date: DAY, collections: { total: 3, next: null, previous: null }, returns: { total: 2, next: null, previous: null } });
    expect(body.points.map((p) => p.location.name)).toEqual(['Bristol Bus Station', 'Bath Spa Station']);
    const [bristolDay, bathDay] = body.points;
    // By reference within the point (the pages' keyset order).
    const byReference = [
      [refs.ann, 'Ann Waiting', 'waiting'],
      [refs.bob, 'Bob Collected', 'collected'],
      [refs.dan, 'Dan Absent', 'no_show'],
    ].sort(([a], [b]) => a.localeCompare(b));
    expect(bristolDay.collections.entries.map((e) => [e.reference, e.fullName, e.checkIn])).toEqual(byReference);
    expect(bristolDay.collections.total).toBe(3);
    expect(bristolDay.returns.entries.map((e) => [e.fullName, e.checkIn, e.returnDate])).toEqual([['Fay Returned', 'returned', DAY]]);
    expect(bathDay.collections.entries).toEqual([]);
    expect(bathDay.returns.entries.map((e) => [e.fullName, e.checkIn, e.collectionDate])).toEqual([['Eve Returning', 'waiting', londonDate(2)]]);
  });

  it('counts the bags per type and the check-in states of each list', async () => {
    const [bristolDay, bathDay] = (await dayLists(`?date=${DAY}`)).points;
    expect(bristolDay.collections.bags).toEqual([
      { code: 'SS', title: 'Small Suitcase', amount: 3 },
      { code: 'MS', title: 'Medium Suitcase', amount: 3 },
    ]);
    expect(bristolDay.collections.states).toEqual({ waiting: 1, collected: 1, returned: 0, no_show: 1 });
    expect(bristolDay.returns.bags).toEqual([
      { code: 'SS', title: 'Small Suitcase', amount: 1 },
      { code: 'MS', title: 'Medium Suitcase', amount: 1 },
    ]);
    expect(bathDay.returns.states).toEqual({ waiting: 1, collected: 0, returned: 0, no_show: 0 });
    expect(bristolDay.collections.entries.find((e) => e.reference === refs.ann)).toMatchObject({
      reference: refs.ann,
      status: 'confirmed',
      contactNumber: '+44 7700 900123',
      nights: 2,
      bags: 2,
      items: [
        { code: 'SS', title: 'Small Suitcase', amount: 1 },
        { code: 'MS', title: 'Medium Suitcase', amount: 1 },
      ],
    });
  });

  it('narrows to one point, and answers an empty day and today by default', async () => {
    const bath = await dayLists(`?date=${DAY}&locationId=${bathSpa}`);
    expect(bath.points.map((p) => p.location.name)).toEqual(['Bath Spa Station']);
    expect((await dayLists(`?date=${londonDate(30)}`)).points).toEqual([]);
    expect((await dayLists('')).date).toBe(londonDate(0));
  });

  it.each([
    ['?date=31-02-2026', { date: ['The date must be a real date written DD-MM-YYYY.'] }],
    ['?date=all', { date: ['The date must be a real date written DD-MM-YYYY.'] }],
    ['?locationId=abc', { locationId: ['The location must be a whole number.'] }],
    ['?locationId=0', { locationId: ['The location is invalid.'] }],
  ])('refuses the query %s with a message per field', async (query, errors) => {
    expect((await admin.get(`/api/operations/day-lists${query}`).expect(422)).body.errors).toEqual(errors);
  });
});

describe('GET /api/operations/day-lists for staff', () => {
  let bristolStaff: StaffMember;
  let bathStaff: StaffMember;
  let unassigned: StaffMember;

  beforeAll(async () => {
    bristolStaff = await staffMember(t, smtp, admin, [bristol], 'Sam Porter');
    bathStaff = await staffMember(t, smtp, admin, [bathSpa], 'Bea Shaw');
    unassigned = await staffMember(t, smtp, admin, [], 'Uma New');
  });

  const listsOf = async (member: StaffMember, query: string) => (await member.session.get(`/api/operations/day-lists${query}`).expect(200)).body as DayLists;
  const namesAt = (lists: DayLists) => lists.points.map((p) => [p.location.name, [...p.collections.entries, ...p.returns.entries].map((e) => e.fullName).sort()]);

  it('answers a staff member the day at their own points only', async () => {
    expect(namesAt(await listsOf(bristolStaff, `?date=${DAY}`))).toEqual([['Bristol Bus Station', ['Ann Waiting', 'Bob Collected', 'Dan Absent', 'Fay Returned']]]);
    expect(namesAt(await listsOf(bathStaff, `?date=${DAY}`))).toEqual([['Bath Spa Station', ['Eve Returning']]]);
    expect(namesAt(await listsOf(bathStaff, `?date=${DAY}&locationId=${bathSpa}`))).toEqual([['Bath Spa Station', ['Eve Returning']]]);
    expect((await listsOf(bristolStaff, '')).date).toBe(londonDate(0));
  });

  it('refuses a staff member another point’s list with a message', async () => {
    const refused = await bathStaff.session.get(`/api/operations/day-lists?date=${DAY}&locationId=${bristol}`);
    expect([refused.status, refused.body]).toEqual([403, { message: 'You do not work at this collection point.' }]);
  });

  it('answers staff without points an empty day, whatever the day', async () => {
    expect(await listsOf(unassigned, `?date=${DAY}`)).toEqual({ date: DAY, points: [], collections: { total: 0, next: null, previous: null }, returns: { total: 0, next: null, previous: null }, mayArrive: [] });
    expect((await unassigned.session.get(`/api/operations/day-lists?date=${DAY}&locationId=${bristol}`)).status).toBe(403);
  });

  it('answers a customer 403 and a visitor 401', async () => {
    const customer = (await registered(t)).session;
    const refused = await customer.get(`/api/operations/day-lists?date=${DAY}`);
    expect([refused.status, refused.body]).toEqual([403, { message: 'This action is unauthorized.' }]);
    const visitor = await new HttpSession(t).get(`/api/operations/day-lists?date=${DAY}`);
    expect([visitor.status, visitor.body]).toEqual([401, { message: 'Unauthenticated.' }]);
  });
});

describe('bags given back at another point', () => {
  it('are on that point’s "Returns today" and not on the storage point’s, and that point’s staff check them back in', async () => {
    const returnDay = londonDate(8);
    const paid = await bookAndPay(t, bristol, {
      fullName: 'Gil Elsewhere',
      email: 'gil@example.com',
      collectionDate: londonDate(6),
      giveBack: { kind: 'other_point', locationId: bathSpa },
      totalCost: 36.45 + 15,
    });
    const lists = await dayLists(`?date=${returnDay}`);
    expect(lists.points.map((p) => [p.location.name, p.location.time, p.returns.entries.map((e) => e.fullName)])).toEqual([['Bath Spa Station', '10:30', ['Gil Elsewhere']]]);
    expect((await dayLists(`?date=${londonDate(6)}`)).points.map((p) => [p.location.name, p.collections.entries.map((e) => e.fullName)])).toEqual([
      ['Bristol Bus Station', ['Gil Elsewhere']],
    ]);

    const bathStaff = await staffMember(t, smtp, admin, [bathSpa], 'Ida Bath');
    expect(((await bathStaff.session.get(`/api/operations/day-lists?date=${returnDay}`).expect(200)).body as DayLists).points[0].returns.entries[0].reference).toBe(paid.reference);
    const { pin } = (await t.request().get(`/api/manage/${paid.manageToken}/pass`).expect(200)).body as BookingPassView;
    expect((await bathStaff.session.post('/api/check-in/find', { reference: paid.reference, pin })).status).toBe(200);
    // The bags were left at Bristol: Bath's staff take the return only.
    expect((await bathStaff.session.post(`/api/check-in/${paid.reference}/collected`, {})).status).toBe(404);
    expect((await admin.post(`/api/admin/bookings/${paid.reference}/collected`, {})).status).toBe(200);
    const returned = await bathStaff.session.post(`/api/check-in/${paid.reference}/returned`, {});
    expect([returned.status, returned.body.status]).toEqual([200, 'returned']);
  });
});
