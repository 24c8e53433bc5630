// The demo catalog in every language for installs seeded before it had translations (issue 38, item 13): the
// migration gives the demo's items and zones the demo's translations where their English is still the demo's and the
// language has none yet, and never touches an operator's text.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import { MigrationDemoTranslations } from '../../backend/src/shared/database/migrations/migration-20270101-demo-translations.js';
import { sql } from '../support/booking-builders.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

jest.setTimeout(90_000);

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Row = { code?: string; name?: string; name_translations: Record<string, string>; description_translations?: Record<string, string> };
const items = () => sql<Row>(t, 'select code, name_translations, description_translations from storage_item order by code');
const zones = () => sql<Row>(t, 'select name, name_translations from delivery_zone order by name');

async function migrate(): Promise<void> {
  const orm = t.app.get(MikroORM);
  const migration = new MigrationDemoTranslations(orm.em.getDriver(), orm.config);
  await migration.up();
  for (const query of migration.getQueries()) await orm.em.getConnection().execute(query as string);
}

describe('the demo translations migration', () => {
  it("translates an untranslated demo catalog as a new install's seed does, and leaves operators' texts alone", async () => {
    const seeded = { items: await items(), zones: await zones() };
    expect(seeded.items.find((item) => item.code === 'SS')?.name_translations.fr).toBe('Petite valise');

    // An install seeded before translations: nothing translated; then an operator's own edits.
    await sql(t, `update storage_item set name_translations = '{}', description_translations = '{}'`);
    await sql(t, `update delivery_zone set name_translations = '{}'`);
    await sql(t, `update storage_item set title = 'Cabin bag' where code = 'SS'`);
    await sql(t, `update storage_item set name_translations = '{"fr": "Valise moyenne (soute)"}' where code = 'MS'`);
    await sql(t, `update delivery_zone set name_translations = '{"de": "Bristol Süden"}' where name = 'South and East Bristol'`);

    await migrate();
    const after = await items();
    const byCode = (code: string) => after.find((item) => item.code === code)!;
    // The renamed item keeps no demo name, but its description is still the demo's.
    expect(byCode('SS').name_translations).toEqual({});
    expect(byCode('SS').description_translations).toEqual(seeded.items.find((item) => item.code === 'SS')!.description_translations);
    // The operator's French stays; the other languages come from the demo.
    expect(byCode('MS').name_translations).toEqual({ ...seeded.items.find((item) => item.code === 'MS')!.name_translations, fr: 'Valise moyenne (soute)' });
    for (const code of ['LS', 'OS']) expect(byCode(code)).toEqual(seeded.items.find((item) => item.code === code));
    const zonesAfter = await zones();
    const seededZone = (name: string) => seeded.zones.find((zone) => zone.name === name)!;
    expect(zonesAfter.find((zone) => zone.name === 'Central and North Bristol')).toEqual(seededZone('Central and North Bristol'));
    expect(zonesAfter.find((zone) => zone.name === 'South and East Bristol')!.name_translations).toEqual({ ...seededZone('South and East Bristol').name_translations, de: 'Bristol Süden' });

    // Run again (or on a new install's seeded catalog): nothing changes.
    await migrate();
    expect(await items()).toEqual(after);
    expect(await zones()).toEqual(zonesAfter);
  });
});
