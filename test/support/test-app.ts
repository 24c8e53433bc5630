import 'reflect-metadata';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Redis } from 'ioredis';
import supertest from 'supertest';
import { type AppConfig, loadConfig } from '../../backend/src/config/app-config.js';
import { createHttpApp, type RouteInfo } from '../../backend/src/bootstrap/create-http-app.js';
import { createWorkerApp, type WorkerApp } from '../../backend/src/bootstrap/create-worker-app.js';
import { testPasswordCost } from './app-process.js';
import { markRan } from './real-services.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface TestApp {
  app: NestFastifyApplication;
  /** Every registered route, as Fastify saw them. */
  routes: RouteInfo[];
  config: AppConfig;
  /** A worker process's Nest context, when the run has Redis (BullMQ path). */
  worker: WorkerApp | null;
  request(): ReturnType<typeof supertest>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Start no worker even when Redis is there (jobs then wait in BullMQ). */
  withoutWorker?: boolean;
  /** Share the database (and queue prefix) of another test app: a second API instance. */
  shareWith?: TestApp;
  /** A database prepared beforehand (seeded, say) instead of a fresh copy; dropped when the app closes. */
  database?: TestDatabase;
}

let counter = 0;

export function redisUrlForTests(): string | null {
  return process.env.TEST_DB_MODE === 'postgres' ? (process.env.TEST_REDIS_URL ?? null) : null;
}

/**
 * A real Nest app (same plugins, pipes and filters as main.ts) over a fresh copy of the migrated database;
 * on the Postgres run with Redis, jobs go through BullMQ to a real worker.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const shared = options.shareWith;
  const database: TestDatabase | null = shared ? null : (options.database ?? (await createTestDatabase()));
  const redisUrl = redisUrlForTests();
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    DATA_DIR: database?.dataDir ?? `${shared!.config.dataDir}-2`,
    SESSION_SECRET: 'test-session-secret-0123456789abcdef',
    ...testPasswordCost(options.env),
    QUEUE_PREFIX: shared?.config.queuePrefix ?? `t${process.pid}x${++counter}`,
    ...(database?.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    ...(shared?.config.databaseUrl ? { DATABASE_URL: shared.config.databaseUrl } : {}),
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
    ...options.env,
  };
  const config = loadConfig(env);
  const http = await createHttpApp(config, ['error']);
  const worker = redisUrl && !options.withoutWorker && !shared ? await createWorkerApp(config, ['error']) : null;
  if (worker) markRan('redis');
  return {
    app: http.app,
    routes: http.routes,
    config,
    worker,
    request: () => supertest(http.app.getHttpServer()),
    close: async () => {
      await worker?.close();
      await http.close();
      if (database) {
        await database.drop();
        if (redisUrl) await deleteKeys(redisUrl, config.queuePrefix);
      }
    },
  };
}

async function deleteKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url);
  try {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

/** Polls until `check` passes or the time is up; returns the last value. */
export async function eventually<T>(check: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await check();
  while (!accept(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await check();
  }
  return value;
}
