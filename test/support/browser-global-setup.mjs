// Before the browser tier: one embedded database, migrated and seeded as a first `npm start` leaves it. Every app a
// browser test starts (startApp) begins from a copy of it instead of migrating its own, which costs each start about
// twice the CPU. Built output only: the tier runs on `npm run build`'s backend, as the apps it starts do.
import 'reflect-metadata';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default async function migrateAppTemplate() {
  const { loadConfig } = await import('../../backend/dist/config/app-config.js');
  const { prepareDatabase } = await import('../../backend/dist/shared/database/prepare-database.js');
  const { databaseSchema } = await import('../../backend/dist/database-schema.js');
  const dir = mkdtempSync(join(tmpdir(), 'luggage-app-template-'));
  await (await prepareDatabase(loadConfig({ DATA_DIR: dir }), databaseSchema)).stop();
  process.env.TEST_TEMPLATE_DIR = dir;
}
