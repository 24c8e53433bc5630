// npm run bench: the production build on PostgreSQL + Redis with a worker, loaded from this process over loopback.
// Prints one table; every HTTP figure is also a ratio to a raw node:http server answering the same bytes.
import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import pg from 'pg';
import { addressBookingInput, bookingInput, bookOnce, dayBookingInput, sellsDays } from './booking-flow.mjs';
import { manageAfterPayment } from './manage-after-payment.mjs';
import { countingEnv } from './statement-counts.mjs';
import { statementsPerBooking } from './statements-per-booking.mjs';
import { cpuSeconds, freePort, percentile, pidsNamed, sleep, startProcess, startSmtpSink, stopProcess } from './lib.mjs';

const { DATABASE_URL, REDIS_URL } = process.env;
const missing = [!DATABASE_URL && 'DATABASE_URL (a PostgreSQL server the bench may create a database on)', !REDIS_URL && 'REDIS_URL'].filter(Boolean);
if (missing.length) {
  console.error(`npm run bench needs ${missing.join(' and ')}.\nExample: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres REDIS_URL=redis://127.0.0.1:6379 npm run bench`);
  process.exit(1);
}
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const BOOKING_CONCURRENCY = 20;
const BOOKING_PACE = 5;
const MANAGE_BOOKINGS = 50;
const LEGS_PAIRS = 4;
const COUNTED_BOOKINGS = 10;
// `npm run bench -- --statements`: only the statements and Redis commands per booking (a minute instead of several).
const STATEMENTS_ONLY = process.argv.includes('--statements');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** The unmeasured booking load before the first measured one. */
const BOOKING_WARM_UP_SECONDS = 3;
// BENCH_ONLY=get-data: only the get-data rows (raw, and the app with its three logging set-ups).
const ONLY_GET_DATA = process.env.BENCH_ONLY === 'get-data';
// BENCH_ONLY=cpu: only the CPU per booking, by process, under the saturating load and at the steady pace (under a minute).
const ONLY_CPU = process.env.BENCH_ONLY === 'cpu';
// BENCH_BASELINE=dir: a checkout with another build (its backend/dist and node_modules) whose get-data rows are measured in the same rounds.
const BASELINE = process.env.BENCH_BASELINE;
if (process.env.BENCH_ONLY && !ONLY_GET_DATA && !ONLY_CPU) {
  console.error(`BENCH_ONLY takes get-data or cpu (not ${process.env.BENCH_ONLY}).`);
  process.exit(1);
}

const LOAD_GENERATOR = 'load generator (this process)';
const stamp = Date.now().toString(36);
const dbName = `luggage_bench_${stamp}`;
const prefix = `bench${stamp}`;
const admin = async (sql) => {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
};
const benchUrl = (() => {
  const url = new URL(DATABASE_URL);
  url.pathname = `/${dbName}`;
  return url.toString();
})();

async function load(url, title) {
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers: { 'accept-encoding': 'gzip' } });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers: { 'accept-encoding': 'gzip' } });
  return { title, rps: result.requests.average, p99: result.latency.p99, p50: result.latency.p50, errors: result.errors + result.non2xx + result.timeouts };
}

async function bookingLoad(baseUrl, catalog, makeInput = bookingInput, firstIndex = 0, duration = DURATION) {
  const results = [];
  const latencies = [];
  let errors = 0;
  let next = firstIndex;
  const firstError = [];
  const started = performance.now();
  const until = started + duration * 1000;
  await Promise.all(
    Array.from({ length: BOOKING_CONCURRENCY }, async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        try {
          results.push(await bookOnce(baseUrl, catalog, next++, makeInput));
          latencies.push(performance.now() - t0);
        } catch (error) {
          errors += 1;
          if (firstError.length < 3) firstError.push(error.message);
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { results, errors, firstError, seconds, perSecond: results.length / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

/**
 * Bookings started at a steady BOOKING_PACE per second, each on its own, whatever the previous ones are doing: the
 * email latency a customer sees when the worker is not behind a saturating load (the load above measures capacity).
 */
async function pacedBookings(baseUrl, catalog, firstIndex, makeInput = bookingInput) {
  const results = [];
  let errors = 0;
  const count = BOOKING_PACE * DURATION;
  await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      await sleep((i * 1000) / BOOKING_PACE);
      try {
        results.push(await bookOnce(baseUrl, catalog, firstIndex + i, makeInput));
      } catch {
        errors += 1;
      }
    }),
  );
  return { results, errors };
}

async function emailLatencies(smtp, bookings) {
  const deadline = Date.now() + 60_000;
  const arrival = new Map();
  const match = () => {
    for (const mail of smtp.received) {
      for (const { reference } of bookings) if (!arrival.has(reference) && mail.raw.includes(reference)) arrival.set(reference, mail.at);
    }
  };
  match();
  while (arrival.size < bookings.length && Date.now() < deadline) {
    await sleep(100);
    match();
  }
  const latencies = bookings.filter((b) => arrival.has(b.reference)).map((b) => arrival.get(b.reference) - b.paidAt).sort((a, b) => a - b);
  return { delivered: arrival.size, p50: percentile(latencies, 50), p95: percentile(latencies, 95) };
}

/**
 * Where the machine's CPU went while `work` ran, in cores (1.00 = one core busy the whole time). Processes are
 * looked up before and after, so PostgreSQL backends the pools open meanwhile count too; any that end meanwhile
 * are missed (the pools keep theirs open).
 */
async function cpuShares(processes, work) {
  const groups = () => ({ ...processes, [LOAD_GENERATOR]: [process.pid], PostgreSQL: pidsNamed('postgres'), Redis: pidsNamed('redis-server') });
  const used = () => Object.fromEntries(Object.entries(groups()).map(([name, pids]) => [name, new Map(pids.map((pid) => [pid, cpuSeconds(pid)]))]));
  const before = used();
  const started = performance.now();
  const result = await work();
  const after = used();
  const seconds = (performance.now() - started) / 1000;
  const spentBy = Object.entries(after).map(([name, pids]) => [name, [...pids].reduce((sum, [pid, total]) => sum + total - (before[name].get(pid) ?? 0), 0)]);
  const shares = spentBy.map(([name, spent]) => `${name} ${(spent / seconds).toFixed(2)}`);
  return { result, shares, spentBy };
}

/**
 * Every visitor books the same night at two points, far beyond a point's 40 bags: the points' capacity is set out of
 * reach so every booking still takes its bags through the capacity check (on the same hot counter rows) and none is refused.
 */
async function raiseCapacity(url = benchUrl) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('update collection_location set capacity = 1000000');
    // The most trips a window may have: more than the legs comparison and the two-leg loads book in one window.
    await client.query('update delivery_window set trips = 500');
  } finally {
    await client.end();
  }
}

/**
 * Issue 18: a booking with two address legs (collection from one address, delivery to another) against a point
 * booking, side by side: LEGS_PAIRS visitors of each kind book at once for DURATION seconds, so both meet the same
 * machine. Its cost is the mean time of a whole booking (intent, test card, booking).
 */
async function legsComparison(baseUrl, catalog, firstIndex) {
  const times = { point: [], address: [] };
  let errors = 0;
  const firstError = [];
  let next = firstIndex;
  const until = performance.now() + DURATION * 1000;
  const visitor = (kind, makeInput) => async () => {
    while (performance.now() < until) {
      const t0 = performance.now();
      try {
        await bookOnce(baseUrl, catalog, next++, makeInput);
        times[kind].push(performance.now() - t0);
      } catch (error) {
        errors += 1;
        if (firstError.length < 3) firstError.push(`${kind}: ${error.message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: LEGS_PAIRS }, () => [visitor('point', bookingInput)(), visitor('address', addressBookingInput)()]).flat());
  const mean = (list) => list.reduce((sum, t) => sum + t, 0) / Math.max(1, list.length);
  return { point: times.point.length, address: times.address.length, pointMean: mean(times.point), addressMean: mean(times.address), errors, firstError };
}

async function countRows() {
  const client = new pg.Client({ connectionString: benchUrl });
  await client.connect();
  try {
    const one = async (sql) => Number((await client.query(sql)).rows[0].n);
    return {
      confirmed: await one(`select count(*) as n from booking where status = 'confirmed'`),
      references: await one(`select count(distinct reference) as n from booking where status = 'confirmed'`),
      emails: await one(`select count(*) as n from sent_email where key like 'booking-confirmation-%' and status = 'sent'`),
    };
  } finally {
    await client.end();
  }
}

/**
 * GET /api/get-data on three more APIs on the same database, each with the rate limits on: npm start's defaults
 * (LOG_LEVEL=info, readable lines), NODE_ENV=production (JSON lines) and LOG_LEVEL=silent (npm start's defaults
 * otherwise). The quiet run's difference from the first is logging's cost.
 */
const GET_DATA_APIS = [
  { name: 'npm start defaults (LOG_LEVEL=info)', env: { NODE_ENV: undefined } },
  { name: 'NODE_ENV=production', env: { NODE_ENV: 'production' } },
  { name: 'LOG_LEVEL=silent', env: { NODE_ENV: undefined, LOG_LEVEL: 'silent' } },
];

/**
 * The raw server and each get-data API loaded in turn, BENCH_ROUNDS times for DURATION / BENCH_ROUNDS seconds each,
 * so that every one meets the machine the others meet (its speed swings within a minute); each rate is its requests
 * over its seconds across the rounds.
 */
async function getDataComparison(env, rawUrl) {
  const builds = [{ label: '', main: 'backend/dist/main.js' }, ...(BASELINE ? [{ label: ', baseline build', main: join(BASELINE, 'backend/dist/main.js') }] : [])];
  const apis = [];
  try {
    for (const { label, main } of builds) {
      for (const { name, env: own } of GET_DATA_APIS) {
        const port = await freePort();
        const base = `http://127.0.0.1:${port}`;
        const apiEnv = { ...env, PORT: String(port), APP_URL: base, DATA_DIR: mkdtempSync(join(tmpdir(), 'luggage-bench-')), RATE_LIMITS: 'on', ...own };
        const proc = await startProcess(`API (${name}${label})`, main, apiEnv, async () => (await fetch(`${base}/api/health`)).ok);
        apis.push({ title: `app GET /api/get-data, ${name}${label}`, url: `${base}/api/get-data`, proc });
      }
    }
    const targets = [{ title: 'raw node:http GET /api/get-data', url: rawUrl }, ...apis];
    const totals = targets.map(() => ({ requests: 0, seconds: 0, p50: [], p99: [], errors: 0 }));
    for (const { url } of targets) await autocannon({ url, connections: CONNECTIONS, duration: 2, headers: { 'accept-encoding': 'gzip' } });
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, { url }] of targets.entries()) {
        const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION / ROUNDS, headers: { 'accept-encoding': 'gzip' } });
        Object.assign(totals[i], { requests: totals[i].requests + result.requests.total, seconds: totals[i].seconds + result.duration, errors: totals[i].errors + result.errors + result.non2xx + result.timeouts });
        totals[i].p50.push(result.latency.p50);
        totals[i].p99.push(result.latency.p99);
      }
    }
    return targets.map(({ title }, i) => ({ title, rps: totals[i].requests / totals[i].seconds, p50: Math.max(...totals[i].p50), p99: Math.max(...totals[i].p99), errors: totals[i].errors }));
  } finally {
    for (const { proc } of apis) await stopProcess(proc);
  }
}

/**
 * The manage page right after payment on the embedded default (PGlite, in-process jobs, SMTP to the sink): an API of
 * its own, no DATABASE_URL or REDIS_URL, its points' capacity raised through its socket as raiseCapacity does.
 */
async function embeddedManageAfterPayment(smtpUrl, port) {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'luggage-bench-embedded-'));
  const env = { NODE_ENV: 'production', PORT: String(port), APP_URL: base, DATA_DIR: dataDir, SESSION_SECRET: 'bench-session-secret-0123456789abcdef', SMTP_URL: smtpUrl, RATE_LIMITS: 'off', DATABASE_URL: '', REDIS_URL: '' };
  const embedded = await startProcess('API (embedded)', 'backend/dist/main.js', env, async () => (await fetch(`${base}/api/health`)).ok);
  try {
    const client = new pg.Client({ host: join(dataDir, 'run'), user: 'postgres', database: 'postgres' });
    await client.connect();
    await client.query('update collection_location set capacity = 1000000').finally(() => client.end());
    const catalog = await (await fetch(`${base}/api/get-data`)).json();
    return await manageAfterPayment(base, catalog, MANAGE_BOOKINGS, 1);
  } finally {
    await stopProcess(embedded);
  }
}

/** The API's and the worker's SQL statements and Redis commands per booking (count-statements.mjs in both). */
async function countStatements(base, catalog, countDir, pids) {
  const connection = new Redis(REDIS_URL, { maxRetriesPerRequest: null });
  const queue = new Queue('jobs', { connection, prefix });
  try {
    const counted = await statementsPerBooking({
      baseUrl: base,
      catalog,
      databaseUrl: benchUrl,
      queue,
      dir: countDir,
      pids,
      count: COUNTED_BOOKINGS,
      firstIndex: 30_000,
      inputs: { 'a point booking': bookingInput, 'a booking with two address legs': addressBookingInput, 'a same-day stay at the point': dayBookingInput },
    });
    const idleSql = Object.values(counted.idle.sql).reduce((n, k) => n + k, 0) / counted.idle.seconds;
    console.log(`\nStatements per booking, API + worker (${COUNTED_BOOKINGS} bookings of each kind one after another, after one of each; from before the first to when every email was sent and the queue and outbox were empty):`);
    for (const [kind, figures] of Object.entries(counted).filter(([k]) => k !== 'idle')) {
      console.log(`- ${kind}: ${fmt(figures.sql, 1)} SQL statements per booking, ${fmt(figures.redis, 1)} Redis commands per booking (${fmt(figures.seconds, 1)} s window; of its ${figures.emptyPolls} outbox polls that found nothing, the idle ${fmt(figures.idlePollsPerSecond, 1)}/s left out; Redis less ${fmt(figures.idleRedisPerSecond, 1)} idle commands/s)`);
      console.log(`    SQL by kind: ${figures.sqlByKind.join(', ')}`);
      console.log(`    Redis by kind: ${figures.redisByKind.join(', ')}`);
    }
    console.log(`  Idle, no bookings, over ${fmt(counted.idle.seconds, 1)} s: ${fmt(idleSql, 1)} SQL statements/s (${Object.keys(counted.idle.sql).join(', ')}), ${fmt(counted['a point booking'].idleRedisPerSecond, 1)} Redis commands/s`);
    return { point: counted['a point booking'], legs: counted['a booking with two address legs'] };
  } finally {
    await queue.close();
    connection.disconnect();
  }
}

/** One row per figure issue 20 sets a target for, each with its target and whether this run met it. */
function issue20Rows({ getData, rawRps, kinds }) {
  const row = (measure, value, target, met) => ({ measure, value, target, met: met === null ? '' : met ? 'yes' : 'NO' });
  const rows = getData.slice(1, 3).map((m) => row(`${m.title}: ratio to raw`, fmt(m.rps / rawRps, 2), '>= 0.5', m.rps / rawRps >= 0.5));
  for (const k of kinds) {
    rows.push(
      row(`${k.name}: SQL statements per booking (API + worker)`, fmt(k.counts.sql, 1), '<= 20', k.counts.sql <= 20),
      row(`${k.name}: Redis commands per booking`, fmt(k.counts.redis, 1), '', null),
      row(`${k.name}: CPU per booking, API + worker + PostgreSQL + Redis`, `${fmt(k.cpuMs.server, 1)} ms`, '<= 25 ms', k.cpuMs.server <= 25),
      row(`${k.name}: CPU per booking, with the load generator (visitors, SMTP sink)`, `${fmt(k.cpuMs.all, 1)} ms`, '', null),
      row(`${k.name}: bookings/s, saturating load`, fmt(k.perSecond, 1), '', null),
      row(`${k.name}: email p50 / p95, saturating load`, `${fmt(k.mail.p50)} / ${fmt(k.mail.p95)} ms`, 'p95 <= 1000 ms', k.mail.p95 <= 1000),
      row(`${k.name}: email p50 / p95 at ${BOOKING_PACE} bookings/s`, `${fmt(k.pacedMail.p50)} / ${fmt(k.pacedMail.p95)} ms`, 'p95 <= 100 ms', k.pacedMail.p95 <= 100),
    );
  }
  return rows;
}

const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');
const tableRow = (m, rawRps) => ({ measure: m.title, 'req/s': fmt(m.rps), 'ratio to raw': fmt(m.rps / rawRps, 2), 'p50 ms': m.p50, 'p99 ms': m.p99, errors: m.errors });

/**
 * BENCH_ONLY=cpu: each process's CPU per booking under the saturating load, point bookings and bookings with two
 * address legs, in BENCH_ROUNDS rounds of DURATION / BENCH_ROUNDS seconds after a warm-up, and point bookings at the
 * steady pace. With BENCH_BASELINE, the baseline build's API and worker (on a database of their own) take their turn
 * in every round, so both meet the same machine.
 */
async function cpuOnly(builds) {
  const kinds = [
    { name: 'point booking', makeInput: bookingInput },
    { name: 'two address legs', makeInput: addressBookingInput },
    { name: 'same-day stay at the point', makeInput: dayBookingInput, sameDay: true },
  ];
  const catalogs = await Promise.all(builds.map(async ({ base }) => (await fetch(`${base}/api/get-data`)).json()));
  const totals = builds.map(() => kinds.map(() => ({ spent: new Map(), made: 0, seconds: 0 })));
  let next = 60_000;
  for (const [i, { base }] of builds.entries()) {
    await bookingLoad(base, catalogs[i], bookingInput, next, BOOKING_WARM_UP_SECONDS); // unmeasured, as in the full bench
    next += 10_000;
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const [k, { makeInput, sameDay }] of kinds.entries()) {
      for (const [i, { base, processes }] of builds.entries()) {
        if (sameDay && !sellsDays(catalogs[i])) continue;
        const { result, spentBy } = await cpuShares(processes, () => bookingLoad(base, catalogs[i], makeInput, next, DURATION / ROUNDS));
        next += 10_000;
        const total = totals[i][k];
        total.made += result.results.length;
        total.seconds += result.seconds;
        for (const [name, spent] of spentBy) total.spent.set(name, (total.spent.get(name) ?? 0) + spent);
      }
    }
  }
  const rows = {};
  for (const [i, { label, base, processes }] of builds.entries()) {
    for (const [k, { name }] of kinds.entries()) {
      const { spent, made, seconds } = totals[i][k];
      if (made === 0) continue;
      rows[`${label}, ${name}: saturating, ${BOOKING_CONCURRENCY} concurrent (${fmt(made / seconds, 1)}/s)`] = perBookingRow([...spent], made);
    }
    const paced = await cpuShares(processes, () => pacedBookings(base, catalogs[i], next));
    next += 10_000;
    rows[`${label}, point booking: paced at ${BOOKING_PACE}/s`] = perBookingRow(paced.spentBy, paced.result.results.length);
  }
  console.log(`\nCPU per booking ${new Date().toISOString()} (saturating: ${ROUNDS} rounds of ${fmt(DURATION / ROUNDS, 1)}s of each kind${builds.length > 1 ? ', the builds in turn' : ''})`);
  console.table(rows);
}

/** CPU per booking by process group, the server's processes together, and with the load generator. */
function perBookingRow(spentBy, made) {
  const ms = (seconds) => `${fmt((1000 * seconds) / Math.max(1, made), 1)} ms`;
  const server = spentBy.filter(([name]) => name !== LOAD_GENERATOR).reduce((sum, [, spent]) => sum + spent, 0);
  const all = spentBy.reduce((sum, [, spent]) => sum + spent, 0);
  return { ...Object.fromEntries(spentBy.map(([name, spent]) => [name, ms(spent)])), 'API + worker + PostgreSQL + Redis': ms(server), 'with the load generator': ms(all) };
}

const baselineDb = `${dbName}_base`;

/** The baseline build's API and worker on a database and queue of their own, its points' capacity raised too. */
async function startBaseline(env) {
  await admin(`create database ${baselineDb}`);
  const url = new URL(benchUrl);
  url.pathname = `/${baselineDb}`;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const own = { ...env, PORT: String(port), APP_URL: base, DATABASE_URL: url.toString(), QUEUE_PREFIX: `${prefix}base`, DATA_DIR: mkdtempSync(join(tmpdir(), 'luggage-bench-')) };
  const api = await startProcess('API (baseline)', join(BASELINE, 'backend/dist/main.js'), own, async () => (await fetch(`${base}/api/health`)).ok);
  const worker = await startProcess('worker (baseline)', join(BASELINE, 'backend/dist/worker.js'), own, (lines) => lines.some((l) => l.includes('Worker started')));
  await raiseCapacity(url.toString());
  return { base, api, worker };
}

async function main() {
  await admin(`create database ${dbName}`);
  const smtp = await startSmtpSink();
  const [apiPort, rawPort, embeddedPort] = [await freePort(), await freePort(), await freePort()];
  const base = `http://127.0.0.1:${apiPort}`;
  const countDir = mkdtempSync(join(tmpdir(), 'luggage-bench-counts-'));
  const env = {
    NODE_ENV: 'production',
    PORT: String(apiPort),
    APP_URL: base,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'luggage-bench-')),
    DATABASE_URL: benchUrl,
    REDIS_URL,
    QUEUE_PREFIX: prefix,
    SESSION_SECRET: 'bench-session-secret-0123456789abcdef',
    SMTP_URL: smtp.url,
    // The booking load books hundreds of times from one address: the abuse limits would stop it, as they should.
    RATE_LIMITS: 'off',
  };
  let api;
  let worker;
  let raw;
  let baseline;
  try {
    // BENCH_PROFILE_DIR=dir writes the API's and the worker's CPU profiles there (open them in Chrome DevTools) when they stop.
    const profile = process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [];
    const startApi = (own, flags = []) => startProcess('API', 'backend/dist/main.js', own, async () => (await fetch(`${base}/api/health`)).ok, flags);
    const startWorker = (own, flags = []) => startProcess('worker', 'backend/dist/worker.js', own, (lines) => lines.some((l) => l.includes('Worker started')), flags);
    let statements = null;
    if (!ONLY_GET_DATA && !ONLY_CPU) {
      // Statements are counted on an API and a worker of their own (count-statements.mjs in both); the loads below
      // meet processes started as an operator starts them, without the counter's cost.
      const counting = { ...env, ...countingEnv(countDir) };
      api = await startApi(counting);
      worker = await startWorker(counting);
      await raiseCapacity();
      statements = await countStatements(base, await (await fetch(`${base}/api/get-data`)).json(), countDir, [api.child.pid, worker.child.pid]);
      await stopProcess(worker);
      await stopProcess(api);
      if (STATEMENTS_ONLY) return;
    }
    api = await startApi(env, profile);
    if (!ONLY_GET_DATA) worker = await startWorker(env, profile);
    await raiseCapacity();
    const dataJson = await (await fetch(`${base}/api/get-data`)).text();
    if (ONLY_CPU) {
      const builds = [{ label: 'this build', base, processes: { API: [api.child.pid], worker: [worker.child.pid] } }];
      if (BASELINE) {
        baseline = await startBaseline(env);
        builds.push({ label: 'baseline build', base: baseline.base, processes: { API: [baseline.api.child.pid], worker: [baseline.worker.child.pid] } });
      }
      return await cpuOnly(builds);
    }
    const indexHtml = await (await fetch(`${base}/`)).text();
    raw = await startProcess('raw node:http', 'test/load/raw-server.mjs', { PORT: String(rawPort), RAW_DATA_JSON: dataJson, RAW_INDEX_HTML: indexHtml }, async () => (await fetch(`http://127.0.0.1:${rawPort}/api/get-data`)).ok);
    const getData = await getDataComparison(env, `http://127.0.0.1:${rawPort}/api/get-data`);
    const [rawData, , , silentData] = getData;
    const dataRows = getData.map((m) => tableRow(m, rawData.rps));
    const loggingCost = `Logging's cost on GET /api/get-data: ${fmt(100 * (1 - getData[1].rps / silentData.rps), 1)}% of the throughput without logs (issue 13 asks for at most 10%).`;
    if (ONLY_GET_DATA) {
      console.log(`\nGET /api/get-data ${new Date().toISOString()} (${ROUNDS} rounds of ${fmt(DURATION / ROUNDS, 1)}s each, ${CONNECTIONS} connections, rate limits on)`);
      console.table(dataRows);
      console.log(loggingCost);
      return;
    }
    const rawIndex = await load(`http://127.0.0.1:${rawPort}/`, 'raw node:http GET /');
    const appIndex = await load(`${base}/`, 'app GET /');
    await stopProcess(raw);
    const catalog = JSON.parse(dataJson);
    // Unmeasured, as every autocannon measure has its warm-up: the first bookings pay for JIT compilation and for the
    // pools opening their PostgreSQL backends (each loads its catalog caches), once per process, not per booking.
    await bookingLoad(base, catalog, bookingInput, 90_000, BOOKING_WARM_UP_SECONDS);
    const { result: bookings, shares, spentBy: bookingCpu } = await cpuShares({ API: [api.child.pid], worker: [worker.child.pid] }, () => bookingLoad(base, catalog));
    const mail = await emailLatencies(smtp, bookings.results);
    const paced = await pacedBookings(base, catalog, bookings.results.length + bookings.errors + 1);
    const pacedMail = await emailLatencies(smtp, paced.results);
    // The same three measures for a booking with two address legs (collected from one address, delivered to another).
    const { result: legBookings, spentBy: legBookingCpu } = await cpuShares({ API: [api.child.pid], worker: [worker.child.pid] }, () => bookingLoad(base, catalog, addressBookingInput, 40_000));
    const legMail = await emailLatencies(smtp, legBookings.results);
    const legPaced = await pacedBookings(base, catalog, 50_000, addressBookingInput);
    const legPacedMail = await emailLatencies(smtp, legPaced.results);
    const manage = await manageAfterPayment(base, catalog, MANAGE_BOOKINGS, bookings.results.length + paced.results.length + 10_000);
    const legs = await legsComparison(base, catalog, 20_000);
    const rows = await countRows();
    const embeddedManage = await embeddedManageAfterPayment(smtp.url, embeddedPort);
    const rss = api.rssMb();
    console.log(`\nBenchmark ${new Date().toISOString()} (${DURATION}s per measure, ${CONNECTIONS} connections; bookings at ${BOOKING_CONCURRENCY} concurrent)`);
    console.log(
      `RATE_LIMITS=off for the API and worker started here (GET /, bookings): the abuse limits are lifted for this load (the login throttle is not). Never in production. ` +
        `The get-data rows have them on, ${ROUNDS} rounds of ${fmt(DURATION / ROUNDS, 1)}s each.`,
    );
    console.table([
      ...dataRows,
      tableRow(rawIndex, rawIndex.rps),
      tableRow(appIndex, rawIndex.rps),
      { measure: 'bookings: intent + test card + confirm', 'req/s': `${fmt(bookings.perSecond, 1)} bookings/s`, 'ratio to raw': '', 'p50 ms': fmt(bookings.p50), 'p99 ms': fmt(bookings.p99), errors: bookings.errors },
      { measure: 'payment succeeded -> email accepted (BullMQ)', 'req/s': `${mail.delivered}/${bookings.results.length} emails`, 'ratio to raw': '', 'p50 ms': fmt(mail.p50), 'p99 ms': `p95 ${fmt(mail.p95)}`, errors: bookings.results.length - mail.delivered },
      { measure: `bookings paced at ${BOOKING_PACE}/s -> email accepted`, 'req/s': `${pacedMail.delivered}/${paced.results.length} emails`, 'ratio to raw': '', 'p50 ms': fmt(pacedMail.p50), 'p99 ms': `p95 ${fmt(pacedMail.p95)}`, errors: paced.errors + paced.results.length - pacedMail.delivered },
    ]);
    for (const [path, times] of [['PostgreSQL + Redis', manage], ['embedded (PGlite, in-process jobs)', embeddedManage]]) {
      console.log(`Manage page right after payment, ${path}: slowest ${fmt(times.at(-1))} ms, p50 ${fmt(percentile(times, 50))} ms over ${times.length} bookings (issue 22: at most 200 ms).`);
    }
    console.log(
      `A booking with two address legs: ${fmt(legs.addressMean)} ms against ${fmt(legs.pointMean)} ms for a point booking, ${fmt(100 * (legs.addressMean / legs.pointMean - 1), 1)}% more ` +
        `(${legs.address} and ${legs.point} bookings side by side, ${LEGS_PAIRS} of each kind at once; issue 18: within 10%).` +
        (legs.errors ? ` ${legs.errors} failed: ${legs.firstError.join(' | ')}` : ''),
    );
    console.log(loggingCost);
    const cpuPerBooking = (spentBy, load) => {
      const perBooking = (seconds) => (1000 * seconds) / Math.max(1, load.results.length);
      const sum = (list) => list.reduce((total, [, spent]) => total + spent, 0);
      return { server: perBooking(sum(spentBy.filter(([name]) => name !== LOAD_GENERATOR))), all: perBooking(sum(spentBy)) };
    };
    console.log(`\nIssue 20's figures, this run (CPU per booking: the processes' CPU during the saturating load over the bookings it made; the server's processes, and with this process's visitors and SMTP sink):`);
    console.table(
      issue20Rows({
        getData,
        rawRps: rawData.rps,
        kinds: [
          { name: 'point booking', counts: statements.point, cpuMs: cpuPerBooking(bookingCpu, bookings), perSecond: bookings.perSecond, mail, pacedMail },
          { name: 'two address legs', counts: statements.legs, cpuMs: cpuPerBooking(legBookingCpu, legBookings), perSecond: legBookings.perSecond, mail: legMail, pacedMail: legPacedMail },
        ],
      }),
    );
    console.log(`Bookings per second per 1,000 raw get-data requests per second: ${fmt((1000 * bookings.perSecond) / rawData.rps, 2)} (issue 14: within a tenth of the build before capacity).`);
    const made = bookings.results.length + paced.results.length + legBookings.results.length + legPaced.results.length;
    console.log(`Database after the load: ${rows.confirmed} confirmed bookings, ${rows.references} distinct references, ${rows.emails} confirmation emails sent (the four booking loads above made ${made}, the warm-up, manage and legs measures more).`);
    console.log(`CPU during the booking load, in cores (the machine has ${availableParallelism()}): ${shares.join(', ')}`);
    console.log(`API resident memory after the load: ${rss} MB`);
    if (bookings.firstError.length) console.log(`First booking errors: ${bookings.firstError.join(' | ')}`);
  } finally {
    await stopProcess(raw);
    await stopProcess(worker);
    await stopProcess(api);
    await stopProcess(baseline?.worker);
    await stopProcess(baseline?.api);
    if (baseline) await admin(`drop database if exists ${baselineDb} with (force)`).catch(() => undefined);
    await smtp.close();
    await admin(`drop database if exists ${dbName} with (force)`).catch(() => undefined);
    const redis = new Redis(REDIS_URL);
    const keys = [...(await redis.keys(`${prefix}:*`)), ...(await redis.keys(`${prefix}base:*`))];
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  }
}

await main();
