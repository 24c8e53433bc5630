import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { loadConfigOrExit } from './config/load-config-or-exit.js';
import { createHttpApp } from './bootstrap/create-http-app.js';
import { JobRegistry } from './shared/queue/job-registry.js';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const { app, close } = await createHttpApp(config);
  // With no Redis this process runs the jobs too, so it must have every handler.
  if (!config.redisUrl) app.get(JobRegistry).assertComplete();
  await app.listen({ port: config.port, host: '::' });
  const mode = `${config.databaseUrl ? 'PostgreSQL' : `embedded PostgreSQL in ${config.dataDir}`}, ${config.redisUrl ? 'BullMQ' : 'in-process jobs'}`;
  new Logger('Main').log(`Listening on ${config.appUrl} (${mode})`);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      void close().then(() => process.exit(0));
    });
  }
}

void main();
