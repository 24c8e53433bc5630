// npm run bench:scale [-- --sizes 1000,300000] [--paths reports]: the operator's pages against the size of history. On
// PostgreSQL (DATABASE_URL; Redis at REDIS_URL) a scratch database is migrated and seeded (scripts/seed-history.mjs)
// to each size in turn; at each, the built API (and worker) start on it, the reports' nightly rollup runs as the worker
// runs it after midnight (timed on its own), and every path below is timed: the median of 30 requests after 5
// warm-ups, then 20 connections for SCALE_SECONDS (10) with autocannon. `--paths reports` times only the paths whose
// name holds that word (no CSV export, no checkout). Prints one table: each path's median at each size, the ratio of
// the last to the first, and req/s. The database is dropped at the end.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { addDays, formatDashed, todayInLondon } from '../../contracts/dist/index.js';
import { seedHistory } from '../../scripts/seed-history.mjs';
import { bookOnce } from './booking-flow.mjs';
import { databaseUrlNamed, freePort, percentile, query, rssMb, sleep, startProcess, startSmtpSink, stopProcess, Visitor } from './lib.mjs';

/**
 * The paths measured, in one place so that a change of routes or query parameters is one edit here. `as`: who asks
 * (admin, customer, or nobody). `ctx`: the sample booking (reference, email, fullName), the point, and today and
 * the day a week ahead as DD-MM-YYYY (checkout books tomorrow: a week ahead has only seeded bookings), and the days 30
 * and 364 days back (the reports' ranges).
 */
const PATHS = [
  { name: 'occupancy', as: 'admin', url: () => '/api/operations/occupancy' },
  { name: 'admin search by reference', as: 'admin', url: (ctx) => `/api/admin/bookings?date=all&q=${ctx.reference}` },
  { name: 'admin search by email', as: 'admin', url: (ctx) => `/api/admin/bookings?date=all&q=${encodeURIComponent(ctx.email)}` },
  { name: 'admin search by part of a rare name', as: 'admin', url: () => `/api/admin/bookings?date=all&q=${encodeURIComponent(RARE_NAME_PART)}`, rows: listRows },
  { name: 'admin search by a common name', as: 'admin', url: (ctx) => `/api/admin/bookings?date=all&q=${encodeURIComponent(ctx.fullName)}`, rows: listRows },
  { name: 'admin list first page, all dates', as: 'admin', url: () => '/api/admin/bookings?date=all', rows: listRows },
  { name: 'admin list first page, one date (in a week)', as: 'admin', url: (ctx) => `/api/admin/bookings?date=${ctx.inAWeek}`, rows: listRows },
  { name: 'day lists, all points (today)', as: 'admin', url: (ctx) => `/api/operations/day-lists?date=${ctx.today}`, rows: dayListRows },
  { name: 'availability (14 days)', as: null, url: (ctx) => `/api/availability?locationId=${ctx.pointId}&from=${ctx.today}&days=14` },
  { name: 'my bookings', as: 'customer', url: () => '/api/my-bookings' },
  { name: 'get-data', as: null, url: () => '/api/get-data' },
  { name: 'one booking by reference (admin)', as: 'admin', url: (ctx) => `/api/admin/bookings/${ctx.reference}` },
  { name: 'admin reports, a month by day', as: 'admin', url: (ctx) => `/api/admin/reports?from=${ctx.monthAgo}&to=${ctx.today}&by=day`, rows: reportBookings },
  { name: 'admin reports, a year by month', as: 'admin', url: (ctx) => `/api/admin/reports?from=${ctx.yearAgo}&to=${ctx.today}&by=month`, rows: reportBookings },
];
/** The export of every row: timed (median of CSV_RUNS), its rows counted, the server's memory sampled meanwhile. */
const CSV_PATH = '/api/admin/bookings.csv?date=all';
const CSV_RUNS = 3;
/**
 * The sample booking is renamed to this, so one search matches one booking at every size: a common seeded name matches
 * one booking at 1k and hundreds at 300k, and its first page then carries 50 bookings instead of one.
 */
const RARE_NAME = 'Zephyrine Quillfeather';
const RARE_NAME_PART = 'quillfeath';
/**
 * Bookings of the first size that carry the common name, so that its search answers a full page (50) at every size:
 * seeded names repeat about once in a thousand bookings, and a page of 1-3 rows at 1k against 50 at 300k would time the
 * rows, not the history (like DAY_TOP_UPS for the day lists).
 */
const COMMON_NAME_BOOKINGS = 51;

/**
 * Bookings the first size puts on the two days whose lists are timed (today's day lists, the admin list a week ahead),
 * part of its count: spread over two years, 1,000 bookings leave about one a day, so those lists would answer an empty
 * page at 1k against a full one at 300k and their ratio would time the rows, not the history.
 */
const DAY_TOP_UPS = [
  { daysAhead: 0, bookings: 120 },
  { daysAhead: 7, bookings: 60 },
];
const TOPPED_UP = DAY_TOP_UPS.reduce((sum, day) => sum + day.bookings, 0);

const WARM_UPS = 5;
const TIMED = 30;
const CONNECTIONS = 20;
const SECONDS = Number(process.env.SCALE_SECONDS ?? 10);
const ADMIN = { email: 'scale.admin@bench.example', password: 'scale bench password 123', name: 'Scale Bench' };
const CUSTOMER = { name: 'Mina Bench', email: 'mina.bench@bench.example', password: 'scale bench password 456' };

const { DATABASE_URL, REDIS_URL } = process.env;
if (!DATABASE_URL) {
  console.error('npm run bench:scale needs DATABASE_URL (a PostgreSQL server it may create a database on) and REDIS_URL.\n' +
    'Example: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres REDIS_URL=redis://127.0.0.1:6379 npm run bench:scale -- --sizes 1000,300000');
  process.exit(1);
}
const { values: args } = parseArgs({ options: { sizes: { type: 'string', default: '1000,300000' }, paths: { type: 'string' } } });
/** Every path, or only those whose name holds --paths (then no CSV export and no checkout). */
const TIMED_PATHS = args.paths ? PATHS.filter((path) => path.name.includes(args.paths)) : PATHS;
const SIZES = args.sizes.split(',').map(Number);
if (SIZES.some((n, i) => !Number.isInteger(n) || n <= TOPPED_UP || (i > 0 && n <= SIZES[i - 1]))) {
  console.error(`--sizes takes growing whole numbers over ${TOPPED_UP}, such as 1000,300000 (not ${args.sizes}).`);
  process.exit(1);
}

const stamp = Date.now().toString(36);
const dbName = `luggage_scale_${stamp}`;
const scaleUrl = databaseUrlNamed(DATABASE_URL, dbName);


function listRows(body) {
  return body?.bookings?.length ?? 0;
}

/** The bookings paid in a report's range (this year's and last year's): the ledger's rows it sums grow with them. */
function reportBookings(body) {
  return (body?.totals?.bookings ?? 0) + (body?.lastYear?.totals?.bookings ?? 0);
}

/** The day's rows (both sides, every point), which the lists' cost may grow with; a page carries at most 50 a side. */
function dayListRows(body) {
  return (body?.collections?.total ?? 0) + (body?.returns?.total ?? 0);
}

async function migrate() {
  const { loadConfig } = await import('../../backend/dist/config/app-config.js');
  const { prepareDatabase } = await import('../../backend/dist/shared/database/prepare-database.js');
  const { databaseSchema } = await import('../../backend/dist/database-schema.js');
  const config = loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'luggage-scale-')), DATABASE_URL: scaleUrl, SESSION_SECRET: 'scale-bench-secret-0123456789abcdef' });
  await (await prepareDatabase(config, databaseSchema)).stop();
}

async function startApp(smtpUrl) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    NODE_ENV: 'production',
    PORT: String(port),
    APP_URL: base,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'luggage-scale-')),
    DATABASE_URL: scaleUrl,
    REDIS_URL: REDIS_URL ?? '',
    QUEUE_PREFIX: `scale${stamp}`,
    SESSION_SECRET: 'scale-bench-secret-0123456789abcdef',
    SMTP_URL: smtpUrl,
    RATE_LIMITS: 'off',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_NAME: ADMIN.name,
  };
  const api = await startProcess('API', 'backend/dist/main.js', env, async () => (await fetch(`${base}/api/health`)).ok);
  const worker = REDIS_URL ? await startProcess('worker', 'backend/dist/worker.js', env, (lines) => lines.some((l) => l.includes('Worker started'))) : null;
  return { base, api, worker, stop: async () => Promise.all([stopProcess(api), stopProcess(worker)]) };
}

async function signedIn(base, path, body) {
  const visitor = new Visitor(base);
  await visitor.request('GET', '/sanctum/csrf-cookie');
  const answer = await visitor.request('POST', path, body);
  if (answer.status >= 300) throw new Error(`${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return visitor;
}

const cookieOf = (visitor) => [...visitor.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

async function timed(work) {
  for (let i = 0; i < WARM_UPS; i++) await work();
  const times = [];
  let last;
  for (let i = 0; i < TIMED; i++) {
    const t0 = performance.now();
    last = await work();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 50), last };
}

async function underLoad(base, path, visitor) {
  const headers = visitor ? { cookie: cookieOf(visitor), accept: 'application/json' } : { accept: 'application/json' };
  const result = await autocannon({ url: `${base}${path}`, connections: CONNECTIONS, duration: SECONDS, headers });
  return { rps: result.requests.average, errors: result.errors + result.non2xx + result.timeouts };
}

/** Checkout as booking-flow.mjs makes it (CSRF cookie, payment intent, test card, booking); bookings a second from 20 at once. */
async function checkout(base, catalog, first) {
  let n = first;
  const { median } = await timed(() => bookOnce(base, catalog, n++));
  let done = 0;
  let errors = 0;
  const until = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, async () => {
    while (performance.now() < until) {
      try {
        await bookOnce(base, catalog, n++);
        done += 1;
      } catch {
        errors += 1;
      }
    }
  }));
  return { median, rps: done / ((performance.now() - started) / 1000), errors, next: n };
}

async function csvExport(base, admin, pid) {
  const runs = [];
  for (let i = 0; i < CSV_RUNS; i++) {
    const before = rssMb(pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 10);
    const t0 = performance.now();
    const answer = await admin.request('GET', CSV_PATH);
    const ms = performance.now() - t0;
    clearInterval(sampler);
    if (answer.status !== 200) throw new Error(`CSV answered ${answer.status}`);
    const rows = String(answer.body).split('\n').filter(Boolean).length - 1;
    runs.push({ ms, rows, before, peak });
    await sleep(200);
  }
  runs.sort((a, b) => a.ms - b.ms);
  return { ...runs[Math.floor(runs.length / 2)], peak: Math.max(...runs.map((r) => r.peak)), before: Math.min(...runs.map((r) => r.before)) };
}

/** The booking searched for: one of the first size's, the same at every size. */
let sample;

async function context(base) {
  if (!sample) {
    // A common seeded name (another booking's) for one search; the sample itself gets a name no other booking has.
    sample = (await query(scaleUrl, `select id, reference, email, full_name from booking where status = 'confirmed' order by id limit 1`))[0];
    const [other] = await query(scaleUrl, `select full_name from booking where status = 'confirmed' order by id offset 1 limit 1`);
    sample.commonName = other?.full_name ?? sample.full_name;
    await query(scaleUrl, 'update booking set full_name = $1 where id = $2', [RARE_NAME, sample.id]);
    await query(
      scaleUrl,
      `update booking set full_name = $1 where id in (select id from booking where full_name <> $1 and id <> $2 order by id
        limit greatest(0, $3 - (select count(*) from booking where full_name = $1)))`,
      [sample.commonName, sample.id, COMMON_NAME_BOOKINGS],
    );
  }
  const [point] = await query(scaleUrl, 'select id from collection_location where active order by id limit 1');
  const today = todayInLondon();
  return { reference: sample.reference, email: sample.email, fullName: sample.commonName, pointId: point.id, today: formatDashed(today), inAWeek: formatDashed(addDays(today, 7)), monthAgo: formatDashed(addDays(today, -30)), yearAgo: formatDashed(addDays(today, -364)), base };
}

/**
 * The reports' nightly rollup, as the worker runs it at 00:30 London: its timed event (recorded by the app's start)
 * made due now; answers the days it rolled up and its own duration (the run's started_at to finished_at).
 */
async function nightlyRollup() {
  const [event] = await query(scaleUrl, `update outbox_event set available_at = now() where name = 'LedgerRollupDue' and published_at is null returning payload->>'day' as day`);
  if (!event) throw new Error('No reports rollup is scheduled');
  const deadline = Date.now() + 900_000;
  for (;;) {
    const [run] = await query(scaleUrl, `select days_filled, extract(epoch from finished_at - started_at) * 1000 as ms from ledger_rollup_run where day = $1 and finished_at is not null`, [event.day]);
    if (run) return { days: run.days_filled, ms: Number(run.ms) };
    if (Date.now() > deadline) throw new Error('The reports rollup did not finish in 15 minutes');
    await sleep(200);
  }
}

async function measureSize(smtpUrl, size, firstBooking) {
  // The app's start records tonight's rollup afresh (an earlier size's run is done).
  await query(scaleUrl, `delete from outbox_event where name = 'LedgerRollupDue'`);
  await query(scaleUrl, 'delete from ledger_rollup_run');
  const app = await startApp(smtpUrl);
  try {
    const admin = await signedIn(app.base, '/login', { email: ADMIN.email, password: ADMIN.password });
    const customer = await signedIn(app.base, '/login', { email: CUSTOMER.email, password: CUSTOMER.password });
    const ctx = await context(app.base);
    const who = { admin, customer, null: null };
    const results = {};
    const rollup = await nightlyRollup();
    results['reports rollup, the nightly fill'] = { median: rollup.ms, rps: NaN, errors: 0, rolledUpDays: rollup.days };
    console.log(`  ${size}: reports rollup ${rollup.ms.toFixed(0)} ms, ${rollup.days} days`);
    for (const path of TIMED_PATHS) {
      const visitor = who[path.as];
      const url = path.url(ctx);
      const { median, last } = await timed(async () => {
        const answer = await (visitor ?? new Visitor(app.base)).request('GET', url);
        if (answer.status !== 200) throw new Error(`${path.name}: ${url} answered ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
        return answer.body;
      });
      const { rps, errors } = await underLoad(app.base, url, visitor);
      results[path.name] = { median, rps, errors, rows: path.rows?.(last) };
      console.log(`  ${size}: ${path.name} ${median.toFixed(1)} ms, ${rps.toFixed(0)} req/s`);
    }
    if (args.paths) return { results, next: firstBooking };
    const csv = await csvExport(app.base, admin, app.api.child.pid);
    results['CSV export, all rows'] = { median: csv.ms, rps: NaN, errors: 0, csv };
    console.log(`  ${size}: CSV ${csv.ms.toFixed(0)} ms, ${csv.rows} rows, RSS ${csv.before} -> ${csv.peak} MB`);
    const catalog = await (await fetch(`${app.base}/api/get-data`)).json();
    const booked = await checkout(app.base, catalog, firstBooking);
    results['checkout (4 requests)'] = { median: booked.median, rps: booked.rps, errors: booked.errors };
    console.log(`  ${size}: checkout ${booked.median.toFixed(1)} ms, ${booked.rps.toFixed(1)} bookings/s`);
    return { results, next: booked.next };
  } finally {
    await app.stop();
  }
}

/** The customer of "my bookings": an account with five of the seeded bookings (whatever the size, the same five). */
async function customerWithBookings(smtpUrl) {
  const app = await startApp(smtpUrl);
  try {
    await signedIn(app.base, '/register', { ...CUSTOMER, password_confirmation: CUSTOMER.password });
  } finally {
    await app.stop();
  }
  await query(scaleUrl, `update booking set user_id = (select id from app_user where email = $1) where id in (select id from booking order by id limit 5)`, [CUSTOMER.email]);
}

const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

function printTable(bySize, seeding) {
  const names = ['reports rollup, the nightly fill', ...TIMED_PATHS.map((p) => p.name), ...(args.paths ? [] : ['CSV export, all rows', 'checkout (4 requests)'])];
  const first = SIZES[0];
  const last = SIZES.at(-1);
  const rows = names.map((name) => {
    const row = { path: name };
    for (const size of SIZES) row[`${size} ms`] = fmt(bySize[size][name].median);
    row.ratio = fmt(bySize[last][name].median / bySize[first][name].median, 2);
    for (const size of SIZES) row[`${size} req/s`] = fmt(bySize[size][name].rps, 0);
    const notes = SIZES.map((size) => {
      const r = bySize[size][name];
      const errors = r.errors ? `, ${r.errors} errors or timeouts under load` : '';
      if (r.csv) return `${size}: ${r.csv.rows} rows, RSS ${r.csv.before}->${r.csv.peak} MB`;
      if (r.rolledUpDays !== undefined) return `${size}: ${r.rolledUpDays} days rolled up`;
      if (r.rows !== undefined) return `${size}: ${r.rows} rows, ${fmt(r.median / Math.max(1, r.rows), 3)} ms/row${errors}`;
      return errors && `${size}: ${errors.slice(2)}`;
    }).filter(Boolean);
    row.notes = notes.join('; ');
    return row;
  });
  console.log(`\nScale bench ${new Date().toISOString()}: median of ${TIMED} after ${WARM_UPS} warm-ups; req/s at ${CONNECTIONS} connections for ${SECONDS} s ` +
    `(checkout: bookings/s at ${CONNECTIONS} at once). Seeded: ${seeding.map((s) => `${s.size} in ${s.seconds} s`).join(', ')}. VACUUM ANALYZE after each seed.`);
  console.table(rows);
}

async function main() {
  await query(DATABASE_URL, `create database ${dbName}`);
  const smtp = await startSmtpSink();
  try {
    await migrate();
    const bySize = {};
    const seeding = [];
    let seeded = 0;
    let nextBooking = 0;
    for (const size of SIZES) {
      console.log(`Seeding to ${size} bookings...`);
      const topUps = seeded === 0 ? DAY_TOP_UPS : [];
      const spread = size - seeded - (seeded === 0 ? TOPPED_UP : 0);
      const summary = await seedHistory(scaleUrl, { bookings: spread, daysBack: 630, daysAhead: 100, batch: 25_000, quiet: true });
      // A window of one day: collection dates from today + daysAhead to the same day.
      for (const day of topUps) await seedHistory(scaleUrl, { bookings: day.bookings, daysBack: -day.daysAhead, daysAhead: day.daysAhead, batch: 25_000, quiet: true });
      seeded = size;
      seeding.push({ size, seconds: summary.seconds });
      // Checkout under load books far past a point's capacity on one night: lifted, so every booking takes the full path.
      await query(scaleUrl, 'update collection_location set capacity = 1000000');
      // As autovacuum would have long since on a history this size: statistics, and the visibility map that lets the
      // reports' sums read their indexes alone (index-only scans), which a bulk load just made has not set yet.
      await query(scaleUrl, 'vacuum analyze');
      if (Object.keys(bySize).length === 0) await customerWithBookings(smtp.url);
      const { results, next } = await measureSize(smtp.url, size, nextBooking);
      bySize[size] = results;
      nextBooking = next;
    }
    printTable(bySize, seeding);
  } finally {
    await smtp.close();
    await query(DATABASE_URL, `drop database if exists ${dbName} with (force)`);
  }
}

await main();
