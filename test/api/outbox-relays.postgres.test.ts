// RELIABILITY.md scenario 20: two outbox relays (two API processes) over 1,000 pending rows publish each row exactly
// once. No worker runs, so every job stays in the queue to be counted.
// Runs on the PostgreSQL + Redis run only (*.postgres.test.ts).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { eventually } from '../support/test-app.js';
import { type ProcessStack, startProcessStack } from '../support/process-stack.js';

const ROWS = 1000;
/** Advisory lock the test holds until both relays have claimed a batch, so both take part whatever the machine's speed. */
const GATE = 20_020;

describe('two outbox relays over 1,000 pending rows (scenario 20)', () => {
  let stack: ProcessStack;

  beforeAll(async () => {
    stack = await startProcessStack();
    // Each API process tells PostgreSQL its name (PGAPPNAME, read by node-postgres), and a trigger notes which one marked each row published: the
    // test's own window on the database, the relays run unchanged.
    await Promise.all([stack.startApi({ PGAPPNAME: 'relay-a' }), stack.startApi({ PGAPPNAME: 'relay-b' })]);
    await stack.sql(`
      create table test_publication (row_id bigint not null, relay text not null);
      create function test_note_publication() returns trigger language plpgsql as $$
        begin
          -- Waits while the test holds advisory lock ${GATE}: a relay that claimed a batch holds it unpublished there.
          perform pg_advisory_xact_lock_shared(${GATE});
          insert into test_publication values (new.id, current_setting('application_name'));
          return new;
        end $$;
      create trigger test_note_publication after update of published_at on outbox_event
        for each row when (new.published_at is not null) execute function test_note_publication();`);
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('publishes every row exactly once, and the queue holds 1,000 jobs with distinct ids', async () => {
    // The gate: publishing waits (in the trigger) until both relays have claimed a batch. Without it, on a fast machine
    // the relay that polls first can drain all 1,000 rows before the other's next poll, and the test would prove nothing
    // about two relays at once.
    const gate = new pg.Client({ connectionString: stack.databaseUrl });
    await gate.connect();
    await gate.query('select pg_advisory_lock($1)', [GATE]);
    // Committed in one statement, as a burst of bookings would leave them; both relays find them on their next poll.
    const startedAt = Date.now();
    const inserted = await stack.sql<{ id: string; job_key: string }>(
      `insert into outbox_event (name, payload)
       select 'CatalogChanged', jsonb_build_object('entity', 'storage_item', 'id', n) from generate_series(1, ${ROWS}) n returning id, job_key`,
    );
    expect(inserted).toHaveLength(ROWS);
    // This burst's rows only: the nightly retention sweep the API schedules at start waits for its night. Not by
    // available_at: a relay leases the rows it is publishing by moving theirs forward.
    const ids = inserted.map((row) => row.id);
    // Each relay claims a batch and waits at the gate to mark it published: both waiting means both are at work.
    const relaysAtGate = async () =>
      (
        await stack.sql<{ n: number }>(
          `select count(distinct application_name)::int as n from pg_stat_activity
           where wait_event_type = 'Lock' and wait_event = 'advisory' and application_name in ('relay-a', 'relay-b')`,
        )
      )[0].n;
    expect(await eventually(relaysAtGate, (n) => n === 2, 60_000)).toBe(2);
    await gate.query('select pg_advisory_unlock($1)', [GATE]);
    await gate.end();
    const pending = async () =>
      (await stack.sql<{ n: number }>('select count(*)::int as n from outbox_event where published_at is null and id = any($1::bigint[])', [ids]))[0].n;
    expect(await eventually(pending, (n) => n === 0, 60_000)).toBe(0);
    const drainedMs = Date.now() - startedAt;

    const [rows] = await stack.sql<{ published: number; attempts_1: number }>(
      `select count(*) filter (where published_at is not null)::int as published, count(*) filter (where attempts = 1)::int as attempts_1
       from outbox_event where id = any($1::bigint[])`,
      [ids],
    );
    expect(rows).toEqual({ published: ROWS, attempts_1: ROWS });

    // Each row marked once, by one relay; both relays took part.
    const marks = await stack.sql<{ relay: string; rows: number; marks: number }>(
      `select relay, count(distinct row_id)::int as rows, count(*)::int as marks from test_publication group by relay order by relay`,
    );
    expect(marks.reduce((sum, m) => sum + m.marks, 0)).toBe(ROWS);
    expect((await stack.sql<{ n: number }>('select count(distinct row_id)::int as n from test_publication'))[0].n).toBe(ROWS);
    expect(marks.map((m) => m.relay)).toEqual(['relay-a', 'relay-b']);

    const queue = stack.queue();
    expect(await queue.getWaitingCount()).toBe(ROWS);
    const jobIds = (await queue.getJobs(['waiting'], 0, ROWS)).map((job) => job.id);
    expect(new Set(jobIds).size).toBe(ROWS);
    expect(new Set(jobIds)).toEqual(new Set(inserted.map((row) => `outbox-${row.job_key}-catalog-broadcast-change`)));
    console.log(`scenario 20: ${ROWS} rows published in ${drainedMs} ms; rows per relay: ${marks.map((m) => `${m.relay} ${m.rows}`).join(', ')}`);
  });

  it('queues a new row whose id comes round again after a database restore, instead of taking it for a repeat', async () => {
    const queue = stack.queue();
    const waitingBefore = await queue.getWaitingCount();
    // A restore takes the table and its sequence back: the next row gets an id whose jobs the queue already holds.
    const [reused] = await stack.sql<{ id: string }>(`delete from outbox_event where id = (select max(id) from outbox_event) returning id`);
    const [row] = await stack.sql<{ job_key: string }>(
      `insert into outbox_event (id, name, payload) values ($1, 'CatalogChanged', '{"entity":"storage_item","id":1}') returning job_key`,
      [reused.id],
    );
    const published = async () => (await stack.sql<{ done: boolean }>('select published_at is not null as done from outbox_event where id = $1', [reused.id]))[0].done;
    expect(await eventually(published, (done) => done, 20_000)).toBe(true);
    expect(await queue.getJob(`outbox-${row.job_key}-catalog-broadcast-change`)).toBeDefined();
    expect(await queue.getWaitingCount()).toBe(waitingBefore + 1);
  });
});
