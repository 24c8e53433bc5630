import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module.js';
import { loadConfigOrExit } from './config/load-config-or-exit.js';
import { prepareDatabase } from './shared/database/prepare-database.js';
import { JobRegistry } from './shared/queue/job-registry.js';

/** The BullMQ worker process: sends emails, reconciles payments, and relays the outbox. */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  if (!config.redisUrl || !config.databaseUrl) {
    console.error('The worker needs DATABASE_URL and REDIS_URL. Without them, `npm start` runs every job inside the API process.');
    process.exit(1);
  }
  const database = await prepareDatabase(config);
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(config, database, 'worker'), {
    logger: ['log', 'warn', 'error'],
  });
  app.get(JobRegistry).assertComplete();
  // Closing the context closes the BullMQ worker, which waits for the jobs under way to finish.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      void app
        .close()
        .then(() => database.stop())
        .then(() => process.exit(0));
    });
  }
  new Logger('Worker').log('Worker started');
}

void main();
