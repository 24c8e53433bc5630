// The app as main.ts runs it (createHttpApp: the same plugins, pipes, filters, built SPA and in-process jobs), but inside
// the test's process and listening on loopback, for a browser test that must also read what the server stored: the
// app process of app-process.ts keeps its embedded database to itself. A fresh DATA_DIR holding a copy of the tier's
// migrated database (copyMigratedTemplate), so the app starts as on a second `npm start`. The result is a TestApp
// too, so booking-builders.ts's readers (sql, bookingByToken, countRows) work on it.
import 'reflect-metadata';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { scratchDir } from './scratch-dir.mjs';
import { join } from 'node:path';
import supertest from 'supertest';
import { loadConfig } from '../../backend/src/config/app-config.js';
import { createHttpApp } from '../../backend/src/bootstrap/create-http-app.js';
import { JobRegistry } from '../../backend/src/shared/queue/job-registry.js';
import { copyMigratedTemplate, freePort } from './app-process.js';
import type { TestApp } from './test-app.js';

export interface ListeningApp extends TestApp {
  /** Where a browser reaches it, e.g. http://127.0.0.1:41234 (also its APP_URL). */
  url: string;
}

export async function startListeningApp(env: Record<string, string> = {}): Promise<ListeningApp> {
  const dataDir = mkdtempSync(join(scratchDir(), 'luggage-listening-'));
  copyMigratedTemplate(dataDir, { env });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    APP_URL: url,
    DATA_DIR: dataDir,
    SESSION_SECRET: 'test-session-secret-0123456789abcdef',
    QUEUE_PREFIX: `l${process.pid}`,
    ...env,
  });
  if (!existsSync(join(config.frontendDir, 'index.html'))) throw new Error('Build first: npm run build (no built SPA to serve)');
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  const http = await createHttpApp(config, ['error']).catch((error: unknown) => {
    removeData();
    throw error;
  });
  try {
    // No Redis: this process runs the jobs (the confirmation email) too, as main.ts checks.
    http.app.get(JobRegistry).assertComplete();
    await http.app.listen({ port, host: '127.0.0.1' });
  } catch (error) {
    await http.close();
    removeData();
    throw error;
  }
  return {
    url,
    app: http.app,
    routes: http.routes,
    config,
    worker: null,
    request: () => supertest(http.app.getHttpServer()),
    close: async () => {
      await http.close();
      removeData();
    },
  };
}
