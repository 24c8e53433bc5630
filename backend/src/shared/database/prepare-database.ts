import { Logger } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { AppConfig } from '../../config/app-config.js';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './embedded-postgres.js';
import { type DatabaseSchema, ormConfig } from './orm-config.js';

export interface PreparedDatabase {
  url: string;
  embedded: boolean;
  stop(): Promise<void>;
}

/** Several processes may start together; one advisory lock lets one of them migrate and seed at a time. */
const MIGRATION_LOCK = 727_001;

/** Starts the embedded database when there is no DATABASE_URL, then applies migrations and seeds an empty install. */
export async function prepareDatabase(config: AppConfig, schema: DatabaseSchema): Promise<PreparedDatabase> {
  let embedded: EmbeddedPostgres | null = null;
  if (!config.databaseUrl) embedded = await startEmbeddedPostgres(config.dataDir, 4);
  const url = config.databaseUrl ?? embedded!.url;
  try {
    await withMigrationLock(url, !embedded, () => migrateAndSeed(url, !!embedded, schema));
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
  return { url, embedded: !!embedded, stop: async () => embedded?.stop() };
}

async function migrateAndSeed(url: string, embedded: boolean, schema: DatabaseSchema): Promise<void> {
  const orm = await MikroORM.init(ormConfig(url, embedded, schema));
  try {
    const applied = await orm.migrator.up();
    if (applied.length > 0) new Logger('Database').log(`Applied ${applied.length} migration(s)`);
    await schema.seed(orm.em.fork());
  } finally {
    await orm.close();
  }
}

async function withMigrationLock(url: string, useLock: boolean, work: () => Promise<void>): Promise<void> {
  if (!useLock) return work();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await work();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await client.end();
  }
}
