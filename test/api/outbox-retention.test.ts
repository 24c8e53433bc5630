// Issue 23: the outbox is no larger than its retention allows. The nightly retention sweep (a timed outbox event the
// app records at start) also deletes the events published more than OUTBOX_RETENTION_DAYS (10 here) ago, and keeps
// every event not published yet however old. The test's clock is in the rows: their published_at is set that many
// days back, and the sweep's wait is cut short by making its own outbox row due now. Runs on the in-process path and
// on BullMQ.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { nextSweepDay } from '../../backend/src/modules/privacy/retention-days.js';
import { createAdminTestApp } from '../support/admin.js';
import { sql } from '../support/booking-builders.js';
import { eventually, type TestApp } from '../support/test-app.js';

jest.setTimeout(90_000);

let t: TestApp;

beforeAll(async () => {
  t = await createAdminTestApp({ env: { OUTBOX_RETENTION_DAYS: '10' } });
});
afterAll(async () => {
  await t?.close();
});

/** Outbox rows of `name` made by the test, `days` ago, published then (null: still waiting, due in a day). */
const insertRows = async (name: string, count: number, days: number, published: boolean) =>
  sql(
    t,
    `insert into outbox_event (name, payload, created_at, available_at, attempts, published_at)
     select ?, jsonb_build_object('n', n), now() - make_interval(days => ?), ${published ? `now() - make_interval(days => ?)` : `now() + interval '1 day'`},
            ${published ? 1 : 0}, ${published ? `now() - make_interval(days => ?)` : 'null'}
       from generate_series(1, ?) n`,
    published ? [name, days, days, days, count] : [name, days, count],
  );
const countOf = async (name: string) => (await sql<{ n: number }>(t, 'select count(*)::int as n from outbox_event where name = ?', [name]))[0].n;

describe('the outbox retention', () => {
  it('deletes the events published longer ago than OUTBOX_RETENTION_DAYS with the nightly sweep, and keeps the rest', async () => {
    // More old rows than one delete statement takes (5,000), so the sweep goes on until none is left.
    await insertRows('TestPublishedLongAgo', 6000, 11, true);
    await insertRows('TestPublishedLately', 50, 9, true);
    await insertRows('TestWaitingLongAgo', 20, 40, false);

    const day = nextSweepDay(new Date());
    const [sweep] = await sql<{ id: string }>(t, `select id from outbox_event where name = 'RetentionSweepDue' and payload->>'day' = ?`, [day]);
    await sql(t, 'update outbox_event set available_at = now() where id = ?', [sweep.id]);
    const finished = await eventually(
      async () => (await sql<{ finished: boolean }>(t, 'select finished_at is not null as finished from retention_sweep where day = ?::date', [day]))[0].finished,
      (done) => done,
      30_000,
    );
    expect(finished).toBe(true);

    expect(await countOf('TestPublishedLongAgo')).toBe(0);
    expect(await countOf('TestPublishedLately')).toBe(50);
    expect(await countOf('TestWaitingLongAgo')).toBe(20);
    // The next night's sweep is recorded: its row waits, unpublished, and is kept.
    expect(await countOf('RetentionSweepDue')).toBe(2);
  });
});
