import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { scratchDir } from './scratch-dir.mjs';
import { join } from 'node:path';
import pg from 'pg';

/**
 * Where the API tests keep their data: 'embedded' copies a migrated PGlite directory per test app,
 * 'postgres' clones a migrated template database per test app (CREATE DATABASE ... TEMPLATE).
 */
export type TestDbMode = 'embedded' | 'postgres';

export function testDbMode(): TestDbMode {
  return process.env.TEST_DB_MODE === 'postgres' ? 'postgres' : 'embedded';
}

export function baseDatabaseUrl(): string {
  const url = process.env.TEST_BASE_DATABASE_URL;
  if (!url) throw new Error('TEST_DB_MODE=postgres needs TEST_BASE_DATABASE_URL (scripts/test-api.mjs sets it from DATABASE_URL)');
  return url;
}

export function databaseUrlFor(name: string): string {
  const url = new URL(baseDatabaseUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseDatabaseUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function assertTestName(name: string): void {
  // Never touch a database whose name does not say it is a test's.
  if (!/^luggage_test_[a-z0-9_]+$/.test(name)) throw new Error(`Refusing to use database "${name}": not a test database`);
}

let counter = 0;

export interface TestDatabase {
  /** DATA_DIR for the app (always a fresh directory). */
  dataDir: string;
  /** DATABASE_URL for the app, or undefined for the embedded database in dataDir. */
  databaseUrl: string | undefined;
  drop(): Promise<void>;
}

/** A fresh copy of the migrated, seeded template made by global-setup. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(scratchDir(), 'luggage-test-'));
  if (testDbMode() === 'embedded') {
    const template = process.env.TEST_TEMPLATE_DIR;
    if (!template) throw new Error('TEST_TEMPLATE_DIR is not set: run the API tests through `npm run test:api`');
    cpSync(template, dataDir, { recursive: true });
    return { dataDir, databaseUrl: undefined, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const template = process.env.TEST_TEMPLATE_DB as string;
  const name = `${template.replace('_tpl', '')}_${process.pid}_${++counter}`;
  assertTestName(name);
  await withAdminClient((client) => client.query(`create database ${name} template ${template}`));
  return {
    dataDir,
    databaseUrl: databaseUrlFor(name),
    drop: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      await withAdminClient((client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

