// The production shape for fault tests: API and worker PROCESSES (the built app) over a fresh PostgreSQL database
// and a Redis key prefix of their own. Every process, the database and the Redis keys go away in close().
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import pg from 'pg';
import { startApp, type RunningApp } from './app-process.js';
import { markRan } from './real-services.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';
import { startWorker, type RunningWorker } from './worker-process.js';

export interface ProcessStackOptions {
  /** Redis to use (default: the run's TEST_REDIS_URL). */
  redisUrl?: string;
  /** Given to every process (SMTP_URL, ADMIN_EMAIL, ...). */
  env?: Record<string, string>;
  /** Run every process from this assembled release (scripts/assemble-release.sh) instead of the repository's build. */
  release?: string;
}

export interface ProcessStack {
  databaseUrl: string;
  redisUrl: string;
  prefix: string;
  /** What every process gets. */
  env: Record<string, string>;
  startApi(env?: Record<string, string>): Promise<RunningApp>;
  startWorker(env?: Record<string, string>): Promise<RunningWorker>;
  /** SQL on the stack's database, outside every app process. */
  sql<T = Record<string, unknown>>(query: string, params?: unknown[]): Promise<T[]>;
  /** The BullMQ queue the processes use, to read what Redis holds. */
  queue(): Queue;
  close(): Promise<void>;
}

let counter = 0;

/** The BullMQ job id the relay gives a BookingConfirmed row's email job (docs/decisions.md: `outbox-<row>-<job>`). */
/** The queue's id for the confirmation email job of the outbox row whose job_key is `jobKey`. */
export const confirmationJobId = (jobKey: string) => `outbox-${jobKey}-notifications-booking-confirmation-email`;

export async function startProcessStack(opts: ProcessStackOptions = {}): Promise<ProcessStack> {
  if (process.env.TEST_DB_MODE !== 'postgres') throw new Error('Process stacks need the PostgreSQL run (scripts/test-api.mjs)');
  const redisUrl = opts.redisUrl ?? process.env.TEST_REDIS_URL;
  if (!redisUrl) throw new Error('Process stacks need Redis: run with REDIS_URL set');
  const database: TestDatabase = await createTestDatabase();
  const databaseUrl = database.databaseUrl!;
  const prefix = `f${process.pid}x${++counter}x${Date.now().toString(36)}`;
  const env: Record<string, string> = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    QUEUE_PREFIX: prefix,
    SESSION_SECRET: 'test-session-secret-0123456789abcdef',
    ...opts.env,
  };
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  // pool.end() can resolve before the server has seen an idle connection go; the drop (WITH (FORCE)) then ends it
  // and its error must not fail the test. A query's own errors still reach the test through its promise.
  pool.on('error', () => undefined);
  const apps: RunningApp[] = [];
  const workers: RunningWorker[] = [];
  let queue: Queue | null = null;
  let queueConnection: Redis | null = null;
  markRan('redis');
  return {
    databaseUrl,
    redisUrl,
    prefix,
    env,
    startApi: async (extra = {}) => {
      const app = await startApp({ env: { ...env, ...extra }, release: opts.release });
      apps.push(app);
      return app;
    },
    startWorker: async (extra = {}) => {
      const worker = await startWorker({ env: { ...env, ...extra }, release: opts.release });
      workers.push(worker);
      return worker;
    },
    sql: async <T,>(query: string, params: unknown[] = []) => (await pool.query(query, params)).rows as T[],
    queue: () => {
      queueConnection ??= new Redis(redisUrl, { maxRetriesPerRequest: null });
      queueConnection.on('error', () => undefined);
      queue ??= new Queue('jobs', { connection: queueConnection, prefix });
      return queue;
    },
    close: async () => {
      await Promise.all([...workers.map((w) => w.stop()), ...apps.map((a) => a.stop())]);
      await queue?.close().catch(() => undefined);
      queueConnection?.disconnect();
      await pool.end();
      await database.drop();
      await deleteKeys(redisUrl, prefix).catch(() => undefined);
    },
  };
}

async function deleteKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

export const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** `promise`, or a rejection naming `what` after `ms` (the timer is cleared either way, so Jest can exit). */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not happen within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
