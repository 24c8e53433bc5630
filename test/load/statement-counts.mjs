// Reads what count-statements.mjs counted in processes started with `countingEnv(dir)`, and turns two readings
// into figures per booking. Shared by npm run bench and test/api/statement-budget.postgres.test.ts.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const COUNTER = new URL('./count-statements.mjs', import.meta.url).pathname;

/** What a process needs in its environment for its statements to be counted into `dir`. */
export const countingEnv = (dir) => ({ NODE_OPTIONS: `--import=${COUNTER}`, COUNT_STATEMENTS_DIR: dir });

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function readOne(dir, pid) {
  const file = join(dir, `${pid}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : { seq: 0, sql: {}, redis: {} };
}

/** Asks each process for its counts (SIGUSR2) and sums them: { sql: {kind: n}, redis: {kind: n}, at: ms }. */
export async function readCounts(dir, pids) {
  const total = { sql: {}, redis: {}, at: performance.now() };
  for (const pid of pids) {
    const before = readOne(dir, pid).seq;
    process.kill(pid, 'SIGUSR2');
    const deadline = Date.now() + 10_000;
    let now = readOne(dir, pid);
    while (now.seq <= before) {
      if (Date.now() > deadline) throw new Error(`process ${pid} wrote no statement counts (was it started with countingEnv?)`);
      await sleep(20);
      now = readOne(dir, pid);
    }
    for (const part of ['sql', 'redis']) for (const [kind, n] of Object.entries(now[part])) total[part][kind] = (total[part][kind] ?? 0) + n;
  }
  return total;
}

/** What happened between two readings: { sql, redis, seconds }, kinds with nothing left out. */
export function between(before, after) {
  const delta = (part) =>
    Object.fromEntries(
      Object.entries(after[part])
        .map(([kind, n]) => [kind, n - (before[part][kind] ?? 0)])
        .filter(([, n]) => n !== 0),
    );
  return { sql: delta('sql'), redis: delta('redis'), seconds: (after.at - before.at) / 1000 };
}

const isIdle = (kind) => kind.startsWith('(idle)');
const sum = (counts, keep = () => true) => Object.entries(counts).reduce((total, [kind, n]) => total + (keep(kind) ? n : 0), 0);

/**
 * Per booking over a window of `bookings` bookings, from before the first to when all their work was done. The
 * relay's polls that found nothing are idle cost: of those, as many as the idle window `idle` (no bookings) had for
 * the same length of time are left out, and any beyond that (a poll a booking's commit caused) count. Redis less the
 * idle rate of `idle` (BullMQ's blocking waits, stalled-job checks and lock renewals) times the window's length.
 */
export function perBooking(window, bookings, idle) {
  const rate = (part, keep) => (idle ? sum(idle[part], keep) / idle.seconds : 0);
  const idlePollsPerSecond = rate('sql', isIdle);
  const idleRedisPerSecond = rate('redis', () => true);
  const emptyPolls = sum(window.sql, isIdle);
  const causedPolls = Math.max(0, emptyPolls - idlePollsPerSecond * window.seconds);
  const perKind = (counts, keep = () => true) =>
    Object.entries(counts)
      .filter(([kind]) => keep(kind))
      .sort(([, a], [, b]) => b - a)
      .map(([kind, n]) => `${(n / bookings).toFixed(1)} ${kind}`);
  return {
    sql: (sum(window.sql, (kind) => !isIdle(kind)) + causedPolls) / bookings,
    redis: Math.max(0, sum(window.redis) - idleRedisPerSecond * window.seconds) / bookings,
    emptyPolls,
    idlePollsPerSecond,
    idleRedisPerSecond,
    seconds: window.seconds,
    sqlByKind: perKind(window.sql, (kind) => !isIdle(kind)),
    redisByKind: perKind(window.redis),
  };
}
