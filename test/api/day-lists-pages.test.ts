// The day lists at size: each side (collections, returns) pages by keyset on (point, reference), 50 a page, with the
// day's totals; no booking is lost or repeated while bookings are added between pages, and a cursor the lists did not
// give is a 422 under its field. Bookings are copied in SQL from ones visitors made (test/support/booking-clones.ts).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DAY_LIST_PAGE, type DayLists } from '@luggage/contracts';
import { adminSession, bookAsVisitor, createAdminTestApp } from '../support/admin.js';
import { demoCatalog, sql } from '../support/booking-builders.js';
import { cloneBookings, inTestApp } from '../support/booking-clones.js';
import type { HttpSession } from '../support/http-session.js';
import type { TestApp } from '../support/test-app.js';

let t: TestApp;
let admin: HttpSession;
let bristol: number;
let bristolSource: string;
let bathSource: string;

beforeAll(async () => {
  t = await createAdminTestApp();
  admin = await adminSession(t);
  const catalog = await demoCatalog(t);
  bristol = catalog.bristolBusStation;
  const bathSpa = catalog.data.collection_cities.flatMap((c) => c.get_locations).find((l) => l.Location === 'Bath Spa Station')!.id;
  bristolSource = await bookAsVisitor(t, bristol, { fullName: 'Bea Bristol' });
  bathSource = await bookAsVisitor(t, bathSpa, { fullName: 'Bo Bath' });
});
afterAll(async () => {
  await t?.close();
});

type Side = 'collections' | 'returns';
const lists = async (query: string) => (await admin.get(`/api/operations/day-lists${query}`).expect(200)).body as DayLists;
/** The page's entries of one side as 'point reference' keys, in the order the pages walk (point id, then reference). */
const keysOf = (answer: DayLists, side: Side) =>
  answer.points.flatMap((point) => point[side].entries.map((entry) => `${String(point.location.id).padStart(6, '0')} ${entry.reference}`)).sort();
const stored = async (side: Side, isoDay: string, extra = '') =>
  (
    await sql<{ key: string }>(
      t,
      `select lpad(location_id::text, 6, '0') || ' ' || reference as key from booking
        where ${side === 'collections' ? 'collection_date' : 'return_date'} = ?::date and status in (${side === 'collections' ? `'confirmed', 'collected', 'returned', 'no_show'` : `'confirmed', 'collected', 'returned'`})${extra}
        order by location_id, reference`,
      [isoDay],
    )
  ).map((row) => row.key);
const dashed = (iso: string) => iso.split('-').reverse().join('-');

/** Next until the last page, then Previous back to the first: what each way saw. `between` runs before each Next. */
async function walk(side: Side, query: string, between: (seen: string[]) => Promise<void> = async () => {}) {
  const param = `${side}Cursor`;
  const forwards: string[] = [];
  let answer = await lists(query);
  expect(answer[side].previous).toBeNull();
  const firstTotal = answer[side].total;
  for (;;) {
    expect(keysOf(answer, side).length).toBeLessThanOrEqual(DAY_LIST_PAGE);
    forwards.push(...keysOf(answer, side));
    if (!answer[side].next) break;
    await between(forwards);
    answer = await lists(`${query}&${param}=${answer[side].next}`);
  }
  const backwards: string[] = [];
  for (;;) {
    backwards.unshift(...keysOf(answer, side));
    if (!answer[side].previous) break;
    answer = await lists(`${query}&${param}=${answer[side].previous}`);
    expect(answer[side].next).not.toBeNull();
  }
  return { forwards, backwards, firstTotal };
}

describe('the day lists page by keyset', () => {
  it('walk the collections of every point, 50 a page, losing or repeating none while bookings are added between pages', async () => {
    const DAY = '2027-05-03';
    // 130 at Bristol and 45 at Bath Spa; every third cancelled (nobody to expect: not listed, not counted).
    const statuses = ['confirmed', 'collected', 'cancelled'];
    await cloneBookings(inTestApp(t), bristolSource, { prefix: 'CA', count: 130, firstDay: DAY, statuses });
    await cloneBookings(inTestApp(t), bathSource, { prefix: 'CB', count: 45, firstDay: DAY, statuses });
    const atStart = await stored('collections', DAY);
    expect(atStart.length).toBeGreaterThan(2 * DAY_LIST_PAGE);

    const added: string[] = [];
    const batches = [bristolSource, bathSource, bristolSource, bathSource, bristolSource];
    let n = 0;
    const { forwards, backwards, firstTotal } = await walk('collections', `?date=${dashed(DAY)}`, async (seen) => {
      // Made meanwhile at both points: some sort before the page's end, some after it.
      const prefix = `CC${'ABCDEFGH'[n++]}`;
      await cloneBookings(inTestApp(t), batches.shift() ?? bristolSource, { prefix, count: 6, firstDay: DAY });
      added.push(...(await stored('collections', DAY, ` and reference like '${prefix}%'`)).filter((key) => key > seen.at(-1)!));
    });
    expect(firstTotal).toBe(atStart.length);
    expect(new Set(forwards).size).toBe(forwards.length);
    expect(forwards).toEqual([...forwards].sort());
    for (const key of [...atStart, ...added]) expect(forwards).toContain(key);
    expect(backwards).toEqual(await stored('collections', DAY));
  });

  it('walk one point’s returns, with the day’s totals and states on every page, the collections staying on their first page', async () => {
    const COLLECTED = '2027-06-01';
    await cloneBookings(inTestApp(t), bristolSource, { prefix: 'RA', count: 120, firstDay: COLLECTED, statuses: ['collected', 'returned', 'no_show'] });
    const [{ day }] = await sql<{ day: string }>(t, `select to_char(return_date, 'YYYY-MM-DD') as day from booking where reference like 'RA%' limit 1`);
    const query = `?date=${dashed(day)}&locationId=${bristol}`;
    const first = await lists(query);
    const expected = await stored('returns', day, ` and location_id = ${bristol}`);
    // A no show has nothing to give back: 80 of the 120.
    expect(expected).toHaveLength(80);
    expect(first.returns.total).toBe(80);
    expect(first.points).toHaveLength(1);
    expect(first.points[0].returns).toMatchObject({ total: 80, states: { waiting: 40, collected: 0, returned: 40, no_show: 0 } });

    const second = await lists(`${query}&returnsCursor=${first.returns.next}`);
    expect(second.points[0].returns).toMatchObject({ total: 80, states: first.points[0].returns.states });
    expect(keysOf(second, 'returns')).toEqual(expected.slice(DAY_LIST_PAGE));
    expect(second.returns.next).toBeNull();
    expect(second.collections).toEqual(first.collections);

    const { forwards, backwards } = await walk('returns', query);
    expect(forwards).toEqual(expected);
    expect(backwards).toEqual(expected);
  });

  it.each([
    ['collectionsCursor', 'not-a-cursor'],
    ['returnsCursor', Buffer.from('["a",0,"ABCDEFGH"]').toString('base64url')],
    ['returnsCursor', Buffer.from(`["a",1,"' or 1=1"]`).toString('base64url')],
    // The admin list's cursor (a date and a reference) is not a place in a day list.
    ['collectionsCursor', Buffer.from('["a","2027-05-03","ABCDEFGH"]').toString('base64url')],
  ])('refuses a %s the lists did not give (%s) with a 422 under that field', async (field, cursor) => {
    const response = await admin.get(`/api/operations/day-lists?date=03-05-2027&${field}=${cursor}`).expect(422);
    expect(response.body.errors).toEqual({ [field]: ['The page cursor is not one this list gave.'] });
  });
});
