import type { INestApplicationContext, LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module.js';
import type { AppConfig } from '../config/app-config.js';
import { databaseSchema } from '../database-schema.js';
import { Logger } from 'nestjs-pino';
import { prepareDatabase } from '../shared/database/prepare-database.js';
import { withQuietFramework } from '../shared/logging/framework-chatter.js';
import { createProcessLogger } from '../shared/logging/process-logger.js';
import { JobRegistry } from '../shared/queue/job-registry.js';

export interface WorkerApp {
  app: INestApplicationContext;
  /** Waits for the jobs under way, then closes. */
  close(): Promise<void>;
}

/** The worker as worker.ts runs it and as tests build it. Refuses to start unless every job has one handler. */
export async function createWorkerApp(config: AppConfig, logger?: false | LogLevel[]): Promise<WorkerApp> {
  if (!config.redisUrl || !config.databaseUrl) {
    throw new Error('The worker needs DATABASE_URL and REDIS_URL. Without them, `npm start` runs every job inside the API process.');
  }
  const root = createProcessLogger(config, 'worker', logger);
  const database = await prepareDatabase(config, databaseSchema);
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config, database, 'worker', root), { bufferLogs: true });
  app.useLogger(withQuietFramework(app.get(Logger)));
  app.get(JobRegistry).assertComplete();
  return {
    app,
    close: async () => {
      await app.close();
      await database.stop();
    },
  };
}
