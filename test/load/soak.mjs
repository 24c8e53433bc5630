// npm run soak: bookings at a steady SOAK_RATE (8) a second for SOAK_MINUTES (12) over two API instances and a worker,
// on PostgreSQL (DATABASE_URL; a scratch database is made and dropped) and Redis (REDIS_URL). Each booking is the
// wizard's four requests (booking-flow.mjs), sent to the two instances in turn. Reports a booking's p50/p95 per minute,
// errors, confirmation emails against bookings (exactly one each), the outbox's rows at the end, and the last minute's
// p50 against the second's (issue 23: within 5%). The database is analysed once a minute (SOAK_ANALYZE=off to skip),
// as autovacuum would on a production server: this machine's PostgreSQL runs with autovacuum off.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bookOnce } from './booking-flow.mjs';
import { databaseUrlNamed, freePort, percentile, query, sleep, startProcess, startSmtpSink, stopProcess } from './lib.mjs';

const { DATABASE_URL, REDIS_URL } = process.env;
if (!DATABASE_URL || !REDIS_URL) {
  console.error('npm run soak needs DATABASE_URL (a PostgreSQL server it may create a database on) and REDIS_URL.\n' +
    'Example: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres REDIS_URL=redis://127.0.0.1:6379 SOAK_MINUTES=12 npm run soak');
  process.exit(1);
}
const MINUTES = Number(process.env.SOAK_MINUTES ?? 12);
const RATE = Number(process.env.SOAK_RATE ?? 8);
const ANALYZE = process.env.SOAK_ANALYZE !== 'off';
/** How long the emails of the last bookings may take to arrive once the load stops. */
const MAIL_GRACE_MS = 60_000;
if (!(MINUTES > 0) || !(RATE > 0)) {
  console.error('SOAK_MINUTES and SOAK_RATE must be positive numbers.');
  process.exit(1);
}

const stamp = Date.now().toString(36);
const dbName = `luggage_soak_${stamp}`;
const soakUrl = databaseUrlNamed(DATABASE_URL, dbName);


async function startStack(smtpUrl) {
  const shared = {
    NODE_ENV: 'production',
    DATABASE_URL: soakUrl,
    REDIS_URL,
    QUEUE_PREFIX: `soak${stamp}`,
    SESSION_SECRET: 'soak-session-secret-0123456789abcdef',
    SMTP_URL: smtpUrl,
    // Thousands of bookings from one address: the abuse limits would stop them, as they should.
    RATE_LIMITS: 'off',
  };
  const apis = [];
  for (const name of ['API 1', 'API 2']) {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = { ...shared, PORT: String(port), APP_URL: base, DATA_DIR: mkdtempSync(join(tmpdir(), 'luggage-soak-')) };
    apis.push({ base, proc: await startProcess(name, 'backend/dist/main.js', env, async () => (await fetch(`${base}/api/health`)).ok) });
  }
  const worker = await startProcess('worker', 'backend/dist/worker.js', { ...shared, DATA_DIR: mkdtempSync(join(tmpdir(), 'luggage-soak-')) }, (lines) =>
    lines.some((l) => l.includes('Worker started')),
  );
  return { apis, stop: () => Promise.all([...apis.map((a) => stopProcess(a.proc)), stopProcess(worker)]) };
}

/** Booking i starts at i / RATE seconds, whatever the others are doing, on the instances in turn. */
async function paced(apis, catalog) {
  const count = Math.round(MINUTES * 60 * RATE);
  const started = performance.now();
  const results = [];
  const failures = [];
  const analyzer = ANALYZE ? setInterval(() => query(soakUrl, 'analyze').catch(() => undefined), 60_000) : null;
  let lastMinute = -1;
  await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const at = (i * 1000) / RATE;
      await sleep(Math.max(0, started + at - performance.now()));
      const minute = Math.floor(at / 60_000);
      if (minute > lastMinute) {
        lastMinute = minute;
        console.log(`  minute ${minute + 1} of ${MINUTES}...`);
      }
      const t0 = performance.now();
      try {
        const booked = await bookOnce(apis[i % apis.length].base, catalog, i);
        results.push({ minute, ms: performance.now() - t0, reference: booked.reference });
      } catch (error) {
        failures.push({ minute, message: error.message });
      }
    }),
  );
  if (analyzer) clearInterval(analyzer);
  return { count, results, failures };
}

/** Confirmation emails per reference, once every booking has one or the grace is over. */
async function confirmations(smtp, references) {
  const wanted = new Set(references);
  const count = () => {
    const perReference = new Map();
    for (const { raw } of smtp.received) {
      const reference = /^Subject: Booking confirmed: ([A-Z0-9]{8})/m.exec(raw)?.[1];
      if (reference && wanted.has(reference)) perReference.set(reference, (perReference.get(reference) ?? 0) + 1);
    }
    return perReference;
  };
  const deadline = Date.now() + MAIL_GRACE_MS;
  let perReference = count();
  while (perReference.size < wanted.size && Date.now() < deadline) {
    await sleep(500);
    perReference = count();
  }
  const counts = [...perReference.values()];
  return { bookingsWithOne: counts.filter((n) => n === 1).length, missing: wanted.size - perReference.size, duplicated: counts.filter((n) => n > 1).length };
}

const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');

async function main() {
  await query(DATABASE_URL, `create database ${dbName}`);
  const smtp = await startSmtpSink();
  let stack;
  try {
    stack = await startStack(smtp.url);
    // Every booking takes tomorrow's nights at the first point of each city: far past a point's 40 bags.
    await query(soakUrl, 'update collection_location set capacity = 1000000');
    const catalog = await (await fetch(`${stack.apis[0].base}/api/get-data`)).json();
    console.log(`Soak: ${RATE} bookings a second for ${MINUTES} minutes over two API instances and a worker (statistics ${ANALYZE ? 'refreshed each minute' : 'left as they are'})...`);
    const { count, results, failures } = await paced(stack.apis, catalog);
    const mail = await confirmations(smtp, results.map((r) => r.reference));
    const [outbox] = await query(soakUrl, `select count(*)::int as rows, count(*) filter (where published_at is null and available_at <= now())::int as due,
              count(*) filter (where published_at is null and available_at > now())::int as scheduled from outbox_event`);
    const [sent] = await query(soakUrl, `select count(*)::int as n from sent_email where key like 'booking-confirmation-%' and status = 'sent'`);
    const perMinute = Array.from({ length: Math.ceil(MINUTES) }, (_, minute) => {
      const times = results.filter((r) => r.minute === minute).map((r) => r.ms).sort((a, b) => a - b);
      return { minute: minute + 1, bookings: times.length, 'p50 ms': fmt(percentile(times, 50)), 'p95 ms': fmt(percentile(times, 95)), errors: failures.filter((f) => f.minute === minute).length };
    });
    console.log(`\nSoak ${new Date().toISOString()}: ${RATE}/s for ${MINUTES} min, two API instances, one worker, PostgreSQL + Redis`);
    console.table(perMinute);
    const second = Number(perMinute[Math.min(1, perMinute.length - 1)]['p50 ms']);
    const last = Number(perMinute.at(-1)['p50 ms']);
    console.log(`Bookings: ${results.length} of ${count} (${count * 4} requests), errors: ${failures.length}${failures.length ? ` (first: ${failures[0].message})` : ''}`);
    console.log(`Confirmation emails: ${mail.bookingsWithOne} bookings with exactly one, ${mail.missing} with none, ${mail.duplicated} with more; sent_email rows: ${sent.n}`);
    console.log(`Outbox at the end: ${outbox.rows} rows; unpublished: ${outbox.due} due, ${outbox.scheduled} scheduled for later (end of collection day, reminders)`);
    console.log(`Last minute's p50 against the second's: ${fmt(last)} vs ${fmt(second)} ms (${fmt((100 * (last - second)) / second)}%; target within 5%)` +
      (perMinute.length < 3 ? ': with fewer than 3 minutes the two are the same minute' : ''));
  } finally {
    await stack?.stop();
    await smtp.close();
    await query(DATABASE_URL, `drop database if exists ${dbName} with (force)`);
  }
}

await main();
