// Before the browser tier: one embedded database, migrated and seeded as a first `npm start` leaves it, and one
// Chromium. Every app a browser test starts (startApp) begins from a copy of the database instead of migrating its
// own, which costs each start about twice the CPU; every file connects to the one Chromium (launchBrowser) instead
// of starting its own, about 1.5 s of CPU each. Built output only: the tier runs on `npm run build`'s backend, as the
// apps it starts do.
import 'reflect-metadata';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';
import { createScratchRoot, scratchDir } from './scratch-dir.mjs';

export default async function prepareBrowserTier() {
  // The apps' data dirs on tmpfs when it has room (scratch-dir.mjs); the files' workers inherit it.
  // Kept for the global teardown, which removes only the root made here (not one a developer's shell names).
  globalThis.scratchRoot = createScratchRoot();
  if (globalThis.scratchRoot) process.env.TEST_SCRATCH_DIR = globalThis.scratchRoot;
  await migrateAppTemplate();
  // Read by the global teardown, which runs in this process.
  globalThis.sharedChromium = await chromium.launchServer({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS], timeout: 60_000 });
  process.env.TEST_BROWSER_WS_ENDPOINT = globalThis.sharedChromium.wsEndpoint();
}

async function migrateAppTemplate() {
  const { loadConfig } = await import('../../backend/dist/config/app-config.js');
  const { prepareDatabase } = await import('../../backend/dist/shared/database/prepare-database.js');
  const { databaseSchema } = await import('../../backend/dist/database-schema.js');
  const dir = mkdtempSync(join(scratchDir(), 'luggage-app-template-'));
  await (await prepareDatabase(loadConfig({ DATA_DIR: dir }), databaseSchema)).stop();
  process.env.TEST_TEMPLATE_DIR = dir;
}
