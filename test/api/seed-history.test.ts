// `npm run seed:history` (scripts/seed-history.mjs) writes history the app reads as its own: the occupancy view counts
// the seeded bags, the capacity counters agree with the seeded stays, admin search finds a seeded booking, a seeded
// customer can get the link to their booking, and a new booking on a seeded point still goes through.
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { type AdminBookingList, type ManageBookingView, OPERATOR_STATUSES, type OccupancyView } from '@luggage/contracts';
import { addDays, formatIso, parseDayMonthYear, todayInLondon } from '@luggage/contracts';
import { SORTED_MATCHES_AT_MOST } from '../../backend/src/modules/booking/reads/booking-list.js';
import { ADMIN_ENV, adminSession, bookAsVisitor } from '../support/admin.js';
import { sql } from '../support/booking-builders.js';
import { HttpSession } from '../support/http-session.js';
import { type CaughtMail, startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

jest.setTimeout(300_000);

const SEEDED = 2_000;

interface SeedSummary {
  bookings: number;
  today: string;
  sampleFutureBooking: { reference: string; email: string; full_name: string } | null;
}

let smtp: SmtpCatcher;
let t: TestApp;
let admin: HttpSession;
let summary: SeedSummary;

/** Runs the npm script's file on the test's database, as an operator would before `npm start`. */
function runSeed(database: TestDatabase): Promise<SeedSummary> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: database.dataDir, SESSION_SECRET: 'seed-test-secret-0123456789abcdef' };
  delete env.DATABASE_URL;
  if (database.databaseUrl) env.DATABASE_URL = database.databaseUrl;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/seed-history.mjs', '--bookings', String(SEEDED), '--batch', '700', '--quiet'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('SEED_SUMMARY '));
      if (code !== 0 || !line) reject(new Error(`seed-history exited ${code}:\n${out}`));
      else resolve(JSON.parse(line.slice('SEED_SUMMARY '.length)) as SeedSummary);
    });
  });
}

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  const database = await createTestDatabase();
  summary = await runSeed(database);
  t = await createTestApp({ database, env: { ...ADMIN_ENV, SMTP_URL: smtp.url } });
  admin = await adminSession(t);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const isoOf = (dashed: string) => formatIso(parseDayMonthYear(dashed)!);

describe('npm run seed:history', () => {
  it('adds the bookings asked for, over past and future dates, in the statuses their dates call for', async () => {
    expect(summary.bookings).toBe(SEEDED);
    const rows = await sql<{ status: string; past: boolean; n: number }>(
      t,
      `select status, collection_date < ?::date as past, count(*)::int as n from booking group by 1, 2`,
      [summary.today],
    );
    const count = (status: string, past: boolean) => rows.find((r) => r.status === status && r.past === past)?.n ?? 0;
    expect(rows.reduce((sum, r) => sum + r.n, 0)).toBe(SEEDED);
    expect(count('returned', true)).toBeGreaterThan(SEEDED / 2);
    expect(count('cancelled', true)).toBeGreaterThan(0);
    expect(count('confirmed', false)).toBeGreaterThan(0);
    expect(count('confirmed', true) + count('returned', false) + count('no_show', false)).toBe(0);
    const [ledger] = await sql<{ unpaid: number; refunds: number; history: number }>(
      t,
      `select (select count(*)::int from booking b where not exists (select 1 from booking_payment p where p.booking_id = b.id)) as unpaid,
              (select count(*)::int from refund) as refunds,
              (select count(*)::int from booking_status_change) as history`,
    );
    expect(ledger.unpaid).toBe(0);
    expect(ledger.refunds).toBeGreaterThan(0);
    expect(ledger.history).toBeGreaterThan(SEEDED * 2);
  });

  it('shows the seeded bags in the occupancy view, night by night, and no night over capacity', async () => {
    const body = (await admin.get('/api/operations/occupancy').expect(200)).body as OccupancyView;
    const stored = await sql<{ location_id: number; night: string; bags: number }>(
      t,
      `select b.location_id, to_char(n.night, 'YYYY-MM-DD') as night, sum(i.amount)::int as bags
         from booking b join booking_item i on i.booking_id = b.id
         cross join lateral generate_series(b.collection_date, b.return_date - 1, interval '1 day') as n(night)
        where b.status in ('confirmed', 'collected') and n.night >= ?::date
        group by 1, 2`,
      [summary.today],
    );
    const expected = (pointId: number, night: string) => stored.find((r) => r.location_id === pointId && r.night === isoOf(night))?.bags ?? 0;
    let seen = 0;
    for (const point of body.points) {
      expect(point.bags).toEqual(body.nights.map((night) => expected(point.location.id, night)));
      seen += point.bags.reduce((sum, bags) => sum + bags, 0);
    }
    expect(seen).toBeGreaterThan(0);
    expect(body.attention.overCapacity).toEqual([]);
  });

  it("keeps the capacity rule's counters equal to the bags of the stays that hold them, at every half hour", async () => {
    const [mismatch] = await sql<{ n: number }>(
      t,
      `with held as (
         select b.location_id, b.holds_from, b.holds_until, (select coalesce(sum(i.amount), 0) from booking_item i where i.booking_id = b.id)::int as bags
           from booking b where b.holds_bags and b.holds_until > b.holds_from
       ), steps as (
         select location_id, at, sum(delta)::int as delta
           from (select location_id, holds_from as at, bags as delta from held union all select location_id, holds_until, -bags from held) as s
          group by location_id, at
       ), spans as (
         select location_id, min(at) / 48 as first_day, max(at) / 48 as last_day from steps group by location_id
       ), loads as (
         select p.location_id, g as at, sum(coalesce(s.delta, 0)) over (partition by p.location_id order by g) as bags
           from spans p cross join generate_series(p.first_day * 48, p.last_day * 48 + 47) as g
           left join steps s on s.location_id = p.location_id and s.at = g
       ), expected as (
         select location_id, date '2000-01-01' + at / 48 as day, array_agg(bags::int order by at) as bags from loads group by location_id, at / 48
       )
       select count(*)::int as n
         from expected e full join (select location_id, day, bags::int[] as bags from location_day) as counted using (location_id, day)
        where coalesce(e.bags, array_fill(0, array[48])) <> coalesce(counted.bags, array_fill(0, array[48]))`,
    );
    expect(mismatch.n).toBe(0);
  });

  it('finds a seeded booking by reference, email and name in the admin list', async () => {
    const sample = summary.sampleFutureBooking!;
    for (const q of [sample.reference, sample.email, sample.full_name]) {
      const list = (await admin.get(`/api/admin/bookings?date=all&q=${encodeURIComponent(q)}`).expect(200)).body as AdminBookingList;
      expect(list.bookings.map((b) => b.reference)).toContain(sample.reference);
    }
  });

  it('pages a search through every match in list order, whether its matches are few enough to sort or not', async () => {
    // The commonest surname: at least the mean, about SEEDED / 30 (the seed draws from 30 surnames).
    const [{ surname }] = await sql<{ surname: string }>(
      t,
      `select split_part(full_name, ' ', 2) as surname from booking where status in (?) group by 1 order by count(*) desc, 1 limit 1`,
      [OPERATOR_STATUSES],
    );
    const matches = (text: string) =>
      sql<{ reference: string }>(
        t,
        `select reference from booking where status in (?) and (full_name || ' ' || email || ' ' || reference || ' ' || contact_number) ilike ?
         order by collection_date, reference`,
        [OPERATOR_STATUSES, `%${text}%`],
      );
    // A surname: a few dozen bookings, sorted. Every seeded email's domain: more than SORTED_MATCHES_AT_MOST, walked.
    for (const [text, atLeast, atMost] of [[surname, 51, SORTED_MATCHES_AT_MOST], ['example', SORTED_MATCHES_AT_MOST + 1, SEEDED]] as const) {
      const expected = (await matches(text)).map((row) => row.reference);
      expect(expected.length).toBeGreaterThanOrEqual(atLeast);
      expect(expected.length).toBeLessThanOrEqual(atMost);
      const seen: string[] = [];
      let cursor: string | null = null;
      let previous: string | null;
      do {
        const list = (await admin.get(`/api/admin/bookings?date=all&q=${text}${cursor ? `&cursor=${cursor}` : ''}`).expect(200)).body as AdminBookingList;
        seen.push(...list.bookings.map((b) => b.reference));
        ({ next: cursor, previous } = list);
      } while (cursor);
      expect(seen).toEqual(expected);
      // And back from the last page: the page before it.
      const back = (await admin.get(`/api/admin/bookings?date=all&q=${text}&cursor=${previous}`).expect(200)).body as AdminBookingList;
      const lastPageStart = Math.floor((expected.length - 1) / 50) * 50;
      expect(back.bookings.map((b) => b.reference)).toEqual(expected.slice(lastPageStart - 50, lastPageStart));
    }
  });

  it('sends a seeded customer the link to their booking, and the link opens it', async () => {
    const { reference, email } = summary.sampleFutureBooking!;
    expect((await new HttpSession(t).post('/api/find-booking', { reference, email })).status).toBe(200);
    const mail = await smtp.waitFor((m: CaughtMail) => m.subject === `Manage your booking ${reference}`, 30_000);
    const token = /\/manage\/([A-Za-z0-9_-]{32})/.exec(mail.text)?.[1];
    const view = (await new HttpSession(t).get(`/api/manage/${token}`)).body as ManageBookingView;
    expect(view).toMatchObject({ reference, email, status: 'confirmed' });
  });

  it('still takes a new booking at a seeded point, counted on top of the seeded bags', async () => {
    const [point] = await sql<{ id: number; bags: number }>(
      t,
      `select b.location_id as id, coalesce((select bags[48] from location_day n where n.location_id = b.location_id and n.day = ?::date), 0) as bags
         from booking b group by b.location_id order by count(*) desc limit 1`,
      [formatIso(addDays(todayInLondon(), 1))],
    );
    const reference = await bookAsVisitor(t, point.id);
    const [after] = await sql<{ bags: number; status: string }>(
      t,
      `select (select bags[48] from location_day where location_id = ? and day = ?::date) as bags, (select status from booking where reference = ?) as status`,
      [point.id, formatIso(addDays(todayInLondon(), 1)), reference],
    );
    // The visitor's booking: a Small and a Medium suitcase.
    expect(after).toEqual({ bags: point.bags + 2, status: 'confirmed' });
  });
});
