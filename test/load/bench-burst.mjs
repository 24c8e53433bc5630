// npm run bench:burst: bursts of whole bookings with driver legs (burst.mjs) over two API processes and a worker of a
// build, on a PostgreSQL database of their own; prints requests, 5xx, unanswered and the slowest answer. With
// BURST_BASELINE=<dir> (a checkout with its own build: backend/dist and node_modules) that build is measured too,
// first, on a database of its own, and the two printed side by side.
// Example: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres REDIS_URL=redis://127.0.0.1:6379 BURST_BASELINE=../baseline npm run bench:burst
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { burstFigures, fireBursts } from './burst.mjs';
import { databaseUrlNamed, freePort, query, ROOT, startProcess, startSmtpSink, stopProcess } from './lib.mjs';

const { DATABASE_URL, REDIS_URL, BURST_BASELINE } = process.env;
if (!DATABASE_URL || !REDIS_URL) {
  console.error('npm run bench:burst needs DATABASE_URL (a PostgreSQL server it may create databases on) and REDIS_URL.');
  process.exit(1);
}
const BURSTS = Number(process.env.BURST_COUNT ?? 4);
const PER_BURST = Number(process.env.BURST_SIZE ?? 30);
/** The zone's point's bags a night (BURST_CAPACITY): about what one burst asks for on its first night. */
const CAPACITY = Number(process.env.BURST_CAPACITY ?? 60);
/** Each of the zone's windows' trips a day (BURST_TRIPS). */
const TRIPS = Number(process.env.BURST_TRIPS ?? 12);
const stamp = Date.now().toString(36);

/** Two APIs and a worker of the build in `dir`, on a fresh database; the bursts; everything stopped and dropped again. */
async function measure(dir, name, smtpUrl) {
  const db = `luggage_burst_${stamp}_${name}`;
  await query(DATABASE_URL, `create database ${db}`);
  const url = databaseUrlNamed(DATABASE_URL, db);
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: url,
    REDIS_URL,
    QUEUE_PREFIX: `burst${stamp}${name}`,
    SESSION_SECRET: 'bench-session-secret-0123456789abcdef',
    SMTP_URL: smtpUrl,
    RATE_LIMITS: 'off',
  };
  const processes = [];
  try {
    const urls = [];
    for (const i of [1, 2]) {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const own = { ...env, PORT: String(port), APP_URL: base, DATA_DIR: mkdtempSync(join(tmpdir(), 'luggage-burst-')) };
      processes.push(await startProcess(`API ${i} (${name})`, join(dir, 'backend/dist/main.js'), own, async () => (await fetch(`${base}/api/health`)).ok));
      urls.push(base);
    }
    const workerEnv = { ...env, PORT: String(await freePort()), DATA_DIR: mkdtempSync(join(tmpdir(), 'luggage-burst-')) };
    processes.push(await startProcess(`worker (${name})`, join(dir, 'backend/dist/worker.js'), workerEnv, (lines) => lines.some((l) => l.includes('Worker started'))));
    await query(url, `update collection_location set capacity = $1 where id = (select storage_location_id from delivery_zone where 'BS8' = any(districts))`, [CAPACITY]);
    await query(url, `update delivery_window set trips = $1 where city_id = (select city_id from delivery_zone where 'BS8' = any(districts))`, [TRIPS]);
    const bursts = await fireBursts({ urls, bursts: BURSTS, perBurst: PER_BURST });
    const deadlocks = processes.flatMap((proc) => proc.lines).filter((line) => line.includes('deadlock detected')).length;
    return { build: name, ...burstFigures(bursts), 'deadlocks logged': deadlocks };
  } finally {
    await Promise.all(processes.map(stopProcess));
    await query(DATABASE_URL, `drop database if exists ${db} with (force)`);
  }
}

const smtp = await startSmtpSink();
try {
  const rows = [];
  if (BURST_BASELINE) rows.push(await measure(BURST_BASELINE, 'baseline', smtp.url));
  rows.push(await measure(ROOT, 'this', smtp.url));
  console.log(`\n${BURSTS} bursts of ${PER_BURST} bookings (3 in 4 with a collection and a delivery by a driver) over two APIs and a worker, point capacity ${CAPACITY}, ${TRIPS} trips a window, ${new Date().toISOString()}`);
  console.table(rows);
} finally {
  await smtp.close();
}
