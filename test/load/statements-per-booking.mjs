// SQL statements and Redis commands per booking over the API and the worker (count-statements.mjs in each), for
// `count` bookings made one after another, from before the first to when all their work is done: every email sent,
// the queue empty and no outbox row left to hand over. The window's idle cost is taken out as statement-counts.mjs says.
import pg from 'pg';
import { bookOnce } from './booking-flow.mjs';
import { sleep } from './lib.mjs';
import { between, perBooking, readCounts } from './statement-counts.mjs';

const IDLE_SECONDS = 3;

/** True once nothing is left to do: no outbox row due or leased, no job waiting or running, every email of `references` sent. */
async function allDone(client, queue, references) {
  const { rows } = await client.query(
    `select (select count(*) from outbox_event where published_at is null and (attempts > 0 or available_at <= now()))::int as outbox,
            (select count(*) from sent_email where status = 'sent' and key like 'booking-confirmation-%'
               and key in (select 'booking-confirmation-' || id from booking where reference = any($1)))::int as emails`,
    [references],
  );
  const jobs = await queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized', 'waiting-children');
  return rows[0].outbox === 0 && rows[0].emails === references.length && Object.values(jobs).every((n) => n === 0);
}

async function waitUntilDone(client, queue, references) {
  const deadline = Date.now() + 120_000;
  while (!(await allDone(client, queue, references))) {
    if (Date.now() > deadline) throw new Error('the bookings’ work was not done within 2 minutes');
    await sleep(20);
  }
}

/** { point, address, idle }: perBooking() of `count` point bookings and of `count` bookings with two address legs. */
export async function statementsPerBooking({ baseUrl, catalog, databaseUrl, queue, dir, pids, count, firstIndex, inputs }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // One booking of each kind first: what a process does once (caches, prepared state) is no booking's cost.
    const warm = [];
    for (const makeInput of Object.values(inputs)) warm.push((await bookOnce(baseUrl, catalog, firstIndex++, makeInput)).reference);
    await waitUntilDone(client, queue, warm);
    const idleStart = await readCounts(dir, pids);
    await sleep(IDLE_SECONDS * 1000);
    const idle = between(idleStart, await readCounts(dir, pids));
    const measured = {};
    let next = firstIndex;
    for (const [kind, makeInput] of Object.entries(inputs)) {
      const start = await readCounts(dir, pids);
      const references = [];
      for (let i = 0; i < count; i += 1) references.push((await bookOnce(baseUrl, catalog, next++, makeInput)).reference);
      await waitUntilDone(client, queue, references);
      measured[kind] = perBooking(between(start, await readCounts(dir, pids)), count, idle);
    }
    return { ...measured, idle };
  } finally {
    await client.end();
  }
}
