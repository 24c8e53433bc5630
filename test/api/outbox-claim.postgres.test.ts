// Issue 23: the relay's cost does not grow with the outbox. With 20,000 published events kept and 2,000 timed for
// later, and fresh statistics (ANALYZE, as autovacuum keeps them on a production server), a booking's events are
// handed over and marked published reading at most 100 outbox rows a booking, counted by PostgreSQL itself
// (pg_stat_user_tables: rows read by sequential scans plus rows fetched through indexes). Ordered by id, the claim
// walked the primary key through every published row on each poll.
// Runs on the PostgreSQL + Redis run only (*.postgres.test.ts): PostgreSQL's statistics views.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { bookAsVisitor, createAdminTestApp } from '../support/admin.js';
import { demoCatalog, londonDate, sql } from '../support/booking-builders.js';
import { eventually, type TestApp } from '../support/test-app.js';

jest.setTimeout(180_000);

const PUBLISHED = 20_000;
const SCHEDULED = 2_000;
const BOOKINGS = 5;
const READS_PER_BOOKING_AT_MOST = 100;

let t: TestApp;

beforeAll(async () => {
  t = await createAdminTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface OutboxStats {
  read: number;
  inserted: number;
  updated: number;
}

/** What PostgreSQL has counted for outbox_event so far (each connection reports its counts when it goes idle, within seconds). */
const stats = async (): Promise<OutboxStats> =>
  (
    await sql<OutboxStats>(
      t,
      `select (seq_tup_read + coalesce(idx_tup_fetch, 0))::int as read, n_tup_ins::int as inserted, n_tup_upd::int as updated
         from pg_stat_user_tables where relname = 'outbox_event'`,
    )
  )[0];

describe('the outbox relay with a large outbox and fresh statistics', () => {
  it(`reads at most ${READS_PER_BOOKING_AT_MOST} outbox rows a booking`, async () => {
    const bristol = (await demoCatalog(t)).bristolBusStation;
    const before = await stats();
    await sql(
      t,
      `insert into outbox_event (name, payload, created_at, available_at, attempts, published_at)
       select 'CatalogChanged', jsonb_build_object('entity', 'storage_item', 'id', n), now() - interval '1 day', now() - interval '1 day', 1, now() - interval '1 day'
         from generate_series(1, ${PUBLISHED}) n`,
    );
    await sql(
      t,
      `insert into outbox_event (name, payload, available_at)
       select 'CatalogChanged', jsonb_build_object('entity', 'storage_item', 'id', n), now() + interval '1 day' + n * interval '1 minute'
         from generate_series(1, ${SCHEDULED}) n`,
    );
    await sql(t, 'analyze outbox_event');
    // The baseline once the inserts are counted (and the polls before them with them).
    const baseline = await eventually(stats, (now) => now.inserted >= before.inserted + PUBLISHED + SCHEDULED, 30_000);
    expect(baseline.inserted).toBeGreaterThanOrEqual(before.inserted + PUBLISHED + SCHEDULED);
    const [{ last }] = await sql<{ last: string }>(t, 'select max(id)::text as last from outbox_event');

    const references: string[] = [];
    for (let i = 0; i < BOOKINGS; i += 1) references.push(await bookAsVisitor(t, bristol, { collectionDate: londonDate(3) }));

    // Done: every event of the bookings (and of their jobs: the emails, the reminders) handed over and marked, and
    // every confirmation email sent.
    // (Asked through the pending index, as the relay asks: the test's own reads are counted with the relay's.)
    const waiting = async () =>
      (await sql<{ n: number }>(t, `select count(*)::int as n from outbox_event where published_at is null and available_at < now() + interval '2 minutes'`))[0].n;
    expect(await eventually(waiting, (n) => n === 0, 60_000)).toBe(0);
    const emailed = async () =>
      (await sql<{ n: number }>(t, `select count(distinct b.id)::int as n from booking b join sent_email e on e.key ~ ('^booking-[a-z]+-' || b.id || '(-|$)') where b.reference in (?)`, [references]))[0].n;
    expect(await eventually(emailed, (n) => n === BOOKINGS, 60_000)).toBe(BOOKINGS);
    expect(await eventually(waiting, (n) => n === 0, 60_000)).toBe(0);

    // The relay's polls are counted once PostgreSQL has their markings: the claim reads in the statement that marks.
    const [{ marked }] = await sql<{ marked: number }>(t, 'select count(*)::int as marked from outbox_event where id > ? and published_at is not null and attempts > 0', [last]);
    expect(marked).toBeGreaterThanOrEqual(BOOKINGS);
    const after = await eventually(stats, (now) => now.updated - baseline.updated >= marked, 30_000);
    expect(after.updated - baseline.updated).toBeGreaterThanOrEqual(marked);
    expect((after.read - baseline.read) / BOOKINGS).toBeLessThanOrEqual(READS_PER_BOOKING_AT_MOST);
  });
});
