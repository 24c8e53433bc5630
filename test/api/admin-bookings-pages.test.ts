// The operator's bookings at size: the list pages by keyset (no row lost or repeated while bookings are added between
// pages), the search finds a reference, an email or part of a name in every status, and the CSV holds every booking of
// its range. Bookings are copied in SQL into the app's own table from one a visitor made (test/support/booking-clones.ts).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type AdminBookingList, type AdminBookingRow, OPERATOR_STATUSES } from '@luggage/contracts';
import { adminSession, bookAsVisitor, createAdminTestApp } from '../support/admin.js';
import { demoCatalog, sql } from '../support/booking-builders.js';
import { cloneBookings, inTestApp } from '../support/booking-clones.js';
import type { HttpSession } from '../support/http-session.js';
import type { TestApp } from '../support/test-app.js';

let t: TestApp;
let admin: HttpSession;
let source: string;

beforeAll(async () => {
  t = await createAdminTestApp();
  admin = await adminSession(t);
  source = await bookAsVisitor(t, (await demoCatalog(t)).bristolBusStation, { fullName: 'Sam Source', email: 'sam@example.com' });
});
afterAll(async () => {
  await t?.close();
});

const page = async (query: string) => (await admin.get(`/api/admin/bookings${query}`).expect(200)).body as AdminBookingList;
const keyOf = (row: Pick<AdminBookingRow, 'collectionDate' | 'reference'>) => `${row.collectionDate.split('-').reverse().join('-')} ${row.reference}`;

interface Stored {
  reference: string;
  status: string;
  email: string;
  full_name: string;
  day: string;
}
const stored = (where: string, params: unknown[] = []) =>
  sql<Stored>(t, `select reference, status, email, full_name, to_char(collection_date, 'YYYY-MM-DD') as day from booking where ${where} order by collection_date, reference`, params);
const storedKey = (row: Stored) => `${row.day} ${row.reference}`;

describe('the list pages by keyset', () => {
  const FROM = '2027-03-01';
  const RANGE = '?from=01-03-2027&to=31-03-2027';
  const inRange = () => stored(`collection_date between '2027-03-01' and '2027-03-31' and status in ('confirmed', 'collected', 'returned', 'no_show', 'cancelled')`);

  it('loses or repeats no row across pages while bookings are added between page requests, forwards and back', async () => {
    await cloneBookings(inTestApp(t), source, { prefix: 'PA', count: 130, firstDay: FROM, days: 5, statuses: OPERATOR_STATUSES });
    // An unpaid checkout in the range is never listed.
    await cloneBookings(inTestApp(t), source, { prefix: 'PX', count: 3, firstDay: FROM, days: 5, statuses: ['pending_payment'] });
    const atStart = (await inRange()).map(storedKey);
    expect(atStart).toHaveLength(130);

    const seen: string[] = [];
    const addedAfterCursor: string[] = [];
    let answer = await page(RANGE);
    expect(answer.previous).toBeNull();
    expect(answer.total).toBeNull();
    const batches = ['PB', 'PC', 'PD', 'PE'];
    for (;;) {
      expect(answer.bookings.length).toBeLessThanOrEqual(50);
      seen.push(...answer.bookings.map(keyOf));
      if (!answer.next) break;
      // Bookings made meanwhile on every day of the range: some sort before the page's end, some after it.
      const prefix = batches.shift() ?? 'PF';
      await cloneBookings(inTestApp(t), source, { prefix, count: 5, firstDay: FROM, days: 5 });
      const cursorKey = seen.at(-1)!;
      addedAfterCursor.push(...(await stored('reference like ?', [`${prefix}%`])).map(storedKey).filter((key) => key > cursorKey));
      answer = await page(`${RANGE}&cursor=${answer.next}`);
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual([...seen].sort());
    for (const key of [...atStart, ...addedAfterCursor]) expect(seen).toContain(key);

    // Back from the last page with Previous: every row in the range now, each once, in order.
    const back: string[] = [];
    for (;;) {
      back.unshift(...answer.bookings.map(keyOf));
      if (!answer.previous) break;
      answer = await page(`${RANGE}&cursor=${answer.previous}`);
      expect(answer.next).not.toBeNull();
    }
    expect(back).toEqual((await inRange()).map(storedKey));
  });

  it('counts a single day, and pages it in 50s', async () => {
    await cloneBookings(inTestApp(t), source, { prefix: 'DA', count: 120, firstDay: '2027-04-02', statuses: OPERATOR_STATUSES });
    const day = await stored(`collection_date = '2027-04-02'::date and status in ('confirmed', 'collected', 'returned', 'no_show', 'cancelled')`);
    expect(day).toHaveLength(120);
    const first = await page('?date=02-04-2027');
    expect(first.total).toBe(day.length);
    expect(first.bookings.map(keyOf)).toEqual(day.slice(0, 50).map(storedKey));
    const second = await page(`?date=02-04-2027&cursor=${first.next}`);
    expect(second.bookings.map(keyOf)).toEqual(day.slice(50, 100).map(storedKey));
    const last = await page(`?date=02-04-2027&cursor=${second.next}`);
    expect(last.bookings.map(keyOf)).toEqual(day.slice(100).map(storedKey));
    expect(last).toMatchObject({ next: null, total: 120 });
    expect((await page(`?date=02-04-2027&cursor=${second.previous}`)).bookings.map(keyOf)).toEqual(day.slice(0, 50).map(storedKey));
  });
});

describe('the search', () => {
  let found: Stored[];
  beforeAll(async () => {
    await cloneBookings(inTestApp(t), source, { prefix: 'SR', count: 5, firstDay: '2027-05-10', days: 3, statuses: OPERATOR_STATUSES, name: 'Quentin Zebedee' });
    // Others around them, so a search that matched too much would show.
    await cloneBookings(inTestApp(t), source, { prefix: 'SN', count: 200, firstDay: '2027-05-01', days: 20, statuses: OPERATOR_STATUSES, name: 'Nora Noise' });
    found = await stored(`reference like 'SR%'`);
    expect(found.map((row) => row.status).sort()).toEqual([...OPERATOR_STATUSES].sort());
  });
  const search = async (q: string, more = '') => {
    const date = more.includes('date=') ? '' : 'date=all&';
    return (await page(`?${date}q=${encodeURIComponent(q)}${more}`)).bookings.map((b) => b.reference).sort();
  };

  it('finds a booking of every operator status by its reference, as typed in any case or with a space', async () => {
    for (const row of found) {
      expect(await search(row.reference)).toEqual([row.reference]);
      expect(await search(`${row.reference.slice(0, 4)} ${row.reference.slice(4)}`.toLowerCase())).toEqual([row.reference]);
      expect(await search(row.reference, `&status=${row.status}`)).toEqual([row.reference]);
    }
  });

  it('finds a booking of every operator status by its whole email, in any case', async () => {
    for (const row of found) {
      expect(await search(row.email.toUpperCase())).toEqual([row.reference]);
      expect(await search(row.email, `&status=${row.status}`)).toEqual([row.reference]);
    }
  });

  it('finds bookings of every operator status by part of a name', async () => {
    expect(await search('zebed')).toEqual(found.map((row) => row.reference).sort());
    for (const row of found) expect(await search('Quentin Zeb', `&status=${row.status}`)).toEqual([row.reference]);
    expect(await search('zebedee', '&date=11-05-2027')).toEqual(found.filter((row) => row.day === '2027-05-11').map((row) => row.reference).sort());
  });
});

describe('the export', () => {
  const csvOf = async (query: string) => {
    const response = await admin.get(`/api/admin/bookings.csv${query}`).buffer(true).parse((res, done) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => done(null, text));
    });
    expect(response.status).toBe(200);
    return (response.body as string).slice(1).split('\r\n').slice(1, -1);
  };

  it('holds every booking of a range larger than 1,000 (never cut), and says how many before the download', async () => {
    await cloneBookings(inTestApp(t), source, { prefix: 'EX', count: 1234, firstDay: '2027-08-01', days: 30, statuses: OPERATOR_STATUSES, name: 'Erin Export' });
    const range = '?from=01-08-2027&to=30-08-2027';
    const expected = await stored(`collection_date between '2027-08-01' and '2027-08-30' and status in ('confirmed', 'collected', 'returned', 'no_show', 'cancelled')`);
    expect(expected.length).toBeGreaterThan(1000);

    const summary = await admin.get(`/api/admin/bookings/export${range}`).expect(200);
    expect(summary.body).toEqual({ rows: expected.length, filename: 'bookings-01-08-2027-to-30-08-2027.csv' });
    const lines = await csvOf(range);
    expect(lines).toHaveLength(expected.length);
    expect(lines.map((line) => line.split(',')[0])).toEqual(expected.map((row) => row.reference));

    const cancelled = expected.filter((row) => row.status === 'cancelled');
    expect((await admin.get(`/api/admin/bookings/export${range}&status=cancelled`).expect(200)).body.rows).toBe(cancelled.length);
    expect(await csvOf(`${range}&status=cancelled`)).toHaveLength(cancelled.length);
  });
});
