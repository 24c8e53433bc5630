// Runs the API tests twice: on the embedded PGlite with in-process jobs, then (when DATABASE_URL is set)
// on that PostgreSQL server with BullMQ on REDIS_URL; the HTTP-surface files (HTTP_SURFACE) run once, on the
// second run when there is one, and the files on the embedded database either way (EMBEDDED_EITHER_WAY) once, on the
// first. Each run migrates one template, every test app starts from a copy of it, and
// everything is dropped afterwards.
import 'reflect-metadata';
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { createScratchRoot, removeScratchRoot, scratchDir } from '../test/support/scratch-dir.mjs';

if (spawnSync('node', ['scripts/ensure-built.mjs'], { stdio: 'inherit' }).status !== 0) process.exit(1);
const { loadConfig } = await import('../backend/dist/config/app-config.js');
const { prepareDatabase } = await import('../backend/dist/shared/database/prepare-database.js');
const { databaseSchema } = await import('../backend/dist/database-schema.js');

const { DATABASE_URL, REDIS_URL, REQUIRE_REAL_SERVICES } = process.env;
/**
 * API test files about the HTTP surface alone (roles, validation, headers, documents, pages, languages of the
 * answers): they book and write through the same ORM either way but prove nothing about the database engine, the
 * queue or the rate-limit store, the only things the two runs change. When the PostgreSQL run follows, they run
 * there only (docs/decisions.md, "The API tests run twice, the HTTP surface once"); without it, on the embedded run.
 */
const HTTP_SURFACE = [
  'admin-permissions',
  'admin-validation',
  'admin-text-translations',
  'auth-signed-in-hint',
  'delivery-catalog',
  'http-hardening',
  'input-hardening',
  'openapi',
  'private-answers',
  'route-sweep',
  'server-languages',
  'server-languages-more',
  'spa-pages',
];
/**
 * API test files that start the embedded database whatever the run (an app process of their own, or PGlite itself):
 * the PostgreSQL run would repeat them unchanged, so it leaves them to the embedded run when that ran.
 */
const EMBEDDED_EITHER_WAY = ['embedded-database', 'logging'];
const extraArgs = process.argv.slice(2);
const ignoring = (names) => `--testPathIgnorePatterns=/(${names.join('|')})\\.test\\.ts$`;
const tempDir = (name) => mkdtempSync(join(scratchDir(), `luggage-${name}-`));

function jest(label, env, args = [], workers = 2) {
  console.log(`\n=== API tests: ${label} ===`);
  const childEnv = { ...process.env, NODE_OPTIONS: '--experimental-vm-modules', ...env };
  delete childEnv.DATABASE_URL;
  delete childEnv.REDIS_URL;
  return spawnSync('jest', [...extraArgs, '--selectProjects', 'api', `--maxWorkers=${workers}`, ...args], { stdio: 'inherit', env: childEnv }).status ?? 1;
}

async function embeddedRun() {
  const template = tempDir('template');
  try {
    await (await prepareDatabase(loadConfig({ DATA_DIR: template }), databaseSchema)).stop();
    // *.postgres.test.ts need a database server several processes reach: they run on the second run only. So do the
    // HTTP-surface files when that run follows: their outcome does not depend on the database or the queue.
    const env = { TEST_DB_MODE: 'embedded', TEST_TEMPLATE_DIR: template };
    const ignored = ['[^/]*\\.postgres', ...(DATABASE_URL ? HTTP_SURFACE : [])];
    // A path filter naming only files left out here matches nothing; without a PostgreSQL run nothing is left out.
    const onlyPostgres = DATABASE_URL ? ['--passWithNoTests'] : [];
    const label = `embedded PostgreSQL (PGlite), in-process jobs${DATABASE_URL ? ', the HTTP-surface files left to the PostgreSQL run' : ''}`;
    return jest(label, env, [ignoring(ignored), ...onlyPostgres]);
  } finally {
    rmSync(template, { recursive: true, force: true });
  }
}

async function admin(work) {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function postgresRun(afterEmbedded) {
  const prefix = `luggage_test_${Date.now().toString(36)}`;
  const template = `${prefix}_tpl`;
  const url = new URL(DATABASE_URL);
  url.pathname = `/${template}`;
  await admin((client) => client.query(`create database ${template}`));
  try {
    const config = loadConfig({ DATA_DIR: tempDir('tpl'), DATABASE_URL: url.toString(), SESSION_SECRET: 'x'.repeat(32) });
    await (await prepareDatabase(config, databaseSchema)).stop();
    const label = `PostgreSQL at DATABASE_URL, ${REDIS_URL ? 'BullMQ at REDIS_URL' : 'in-process jobs (no REDIS_URL)'}`;
    const env = { TEST_DB_MODE: 'postgres', TEST_BASE_DATABASE_URL: DATABASE_URL, TEST_TEMPLATE_DB: template };
    // A path filter naming only files the embedded run took matches nothing here.
    const args = afterEmbedded ? [ignoring(EMBEDDED_EITHER_WAY), ...(extraArgs.length > 0 ? ['--passWithNoTests'] : [])] : [];
    // Three Jest workers here, two on the embedded run: these tests wait on the server, the queue and its worker, so
    // two workers left about a fifth of the two cores idle (290 s; three: 7 % idle, 263 s), where PGlite keeps them busy.
    const status = jest(label, REDIS_URL ? { ...env, TEST_REDIS_URL: REDIS_URL } : env, args, 3);
    if (status === 0) {
      mkdirSync('test-results', { recursive: true });
      appendFileSync('test-results/real-services.txt', 'postgres: ran\n');
    }
    return status;
  } finally {
    await admin(async (client) => {
      const { rows } = await client.query('select datname from pg_database where datname like $1', [`${prefix}%`]);
      for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`);
    });
  }
}

// TEST_API_ONLY=postgres skips the embedded run (a developer re-running the PostgreSQL one); npm test never sets it.
const onlyPostgres = process.env.TEST_API_ONLY === 'postgres';
if (onlyPostgres && !DATABASE_URL) {
  console.error('TEST_API_ONLY=postgres needs DATABASE_URL.');
  process.exit(1);
}
// The run's databases and apps' data dirs, on tmpfs when it has room (test/support/scratch-dir.mjs).
const scratchRoot = createScratchRoot();
if (scratchRoot) process.env.TEST_SCRATCH_DIR = scratchRoot;
let status;
try {
  status = onlyPostgres ? 0 : await embeddedRun();
  if (status === 0 && DATABASE_URL) status = await postgresRun(!onlyPostgres);
  else if (status === 0 && REQUIRE_REAL_SERVICES) {
    console.error('REQUIRE_REAL_SERVICES is set but DATABASE_URL is not: the PostgreSQL and BullMQ paths did not run.');
    status = 1;
  } else if (status === 0) {
    console.log('\nDATABASE_URL is not set: the PostgreSQL + BullMQ run was left out (set DATABASE_URL and REDIS_URL to include it).');
  }
} finally {
  removeScratchRoot(scratchRoot);
}
process.exit(status);
