import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { loadConfigOrExit } from './config/load-config-or-exit.js';
import { createWorkerApp } from './bootstrap/create-worker-app.js';

/** The BullMQ worker process: sends emails, reconciles payments, and relays the outbox. */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const worker = await createWorkerApp(config).catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
  // Closing closes the BullMQ worker, which lets the jobs under way finish first.
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      void worker.close().then(() => process.exit(0));
    });
  }
  new Logger('Worker').log('Worker started');
}

void main();
