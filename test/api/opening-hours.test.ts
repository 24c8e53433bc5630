// Opening hours per point (issue 40, item 1): an opening and a closing time for each weekday and a lead time, set by
// admins with per-field 422s that change nothing, published in /api/get-data; each day's handover lies within its
// hours, and the migration gives existing points 08:00-20:00 widened where their handover lay outside.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { MikroORM } from '@mikro-orm/postgresql';
import { defaultOpeningHours, type OpeningHours } from '@luggage/contracts';
import { MigrationOpeningHours } from '../../backend/src/shared/database/migrations/migration-20270102-opening-hours.js';
import { adminSession, createAdminTestApp } from '../support/admin.js';
import { demoCatalog, publishedLocation, sql } from '../support/booking-builders.js';
import type { HttpSession } from '../support/http-session.js';
import type { TestApp } from '../support/test-app.js';

jest.setTimeout(120_000);

let t: TestApp;
let admin: HttpSession;
let cityId: number;

beforeAll(async () => {
  t = await createAdminTestApp();
  admin = await adminSession(t);
  cityId = (await demoCatalog(t)).data.collection_cities.find((c) => c.city === 'Bristol')!.id;
});
afterAll(async () => {
  await t?.close();
});

const base = (location: string) => ({ cityId, location, lat: 51.45, lng: -2.58, time: '09:00' });
const withDays = (days: Record<string, unknown>): OpeningHours => ({ ...defaultOpeningHours(), ...days }) as OpeningHours;
const SATURDAY_SHORT = withDays({ '6': { opens: '10:00', closes: '16:00' } });
const pointCount = async () => Number((await sql<{ count: string }>(t, 'select count(*) from collection_location'))[0].count);

describe('opening hours, as admins set them', () => {
  it('are saved with the lead time, published for all seven weekdays in /api/get-data, and kept when an edit leaves them out', async () => {
    const made = await admin.post('/api/store-new-collection-location', { ...base('Hours Point'), time: '10:30', openingHours: { ...SATURDAY_SHORT, '7': { opens: '09:00:00', closes: '17:30:00' } }, leadMinutes: 45 });
    expect(made.status).toBe(201);
    const expected = { ...SATURDAY_SHORT, '7': { opens: '09:00', closes: '17:30' } };
    expect(made.body).toMatchObject({ opening_hours: expected, lead_minutes: 45 });
    const published = await publishedLocation(t, made.body.id as number);
    expect(published.opening_hours).toEqual(expected);
    expect(Object.keys(published.opening_hours!)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(published.lead_minutes).toBe(45);

    const renamed = await admin.put('/api/edit-collection-location', { ...base('Hours Point Renamed'), time: '11:00', locationId: made.body.id });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ Location: 'Hours Point Renamed', opening_hours: expected, lead_minutes: 45 });

    const longer = withDays({ '1': { opens: '06:00', closes: '23:00' } });
    const edited = await admin.put('/api/edit-collection-location', { ...base('Hours Point Renamed'), time: '11:00', locationId: made.body.id, openingHours: longer, leadMinutes: 0 });
    expect(edited.status).toBe(200);
    expect(await publishedLocation(t, made.body.id as number)).toMatchObject({ opening_hours: longer, lead_minutes: 0 });
  });

  it('are 08:00-20:00 with a 30-minute lead time when a new point gives none, widened to the half hours around a handover outside', async () => {
    const plain = await admin.post('/api/store-new-collection-location', base('Default Hours Point'));
    expect(plain.status).toBe(201);
    expect(plain.body).toMatchObject({ opening_hours: defaultOpeningHours(), lead_minutes: 30 });

    const early = await admin.post('/api/store-new-collection-location', { ...base('Early Point'), time: '07:15', weekdayTimes: { '6': '10:00', '7': '21:10' } });
    expect(early.status).toBe(201);
    const hours = early.body.opening_hours as OpeningHours;
    expect(hours['1']).toEqual({ opens: '07:00', closes: '20:00' });
    expect(hours['6']).toEqual({ opens: '08:00', closes: '20:00' });
    expect(hours['7']).toEqual({ opens: '08:00', closes: '21:30' });
  });
});

describe('bad opening hours: a 422 under the field, and nothing changed', () => {
  it.each([
    ['openingHours', { openingHours: { '1': { opens: '08:00', closes: '20:00' } } }, 'The opening hours must give an opening and a closing time for each weekday, 1 (Monday) to 7 (Sunday).'],
    ['openingHours', { openingHours: withDays({ '3': { opens: '8:00', closes: '20:00' } }) }, 'Wednesday: the opening and closing times must be times of day between 00:00 and 23:59.'],
    ['openingHours', { openingHours: withDays({ '4': { opens: '20:00', closes: '08:00' } }) }, 'Thursday: the point must open before it closes.'],
    ['time', { openingHours: SATURDAY_SHORT }, 'Saturday: the collect and return time 09:00 must lie within the opening hours (10:00–16:00).'],
    ['weekdayTimes', { time: '11:00', openingHours: SATURDAY_SHORT, weekdayTimes: { '6': '16:30' } }, 'Saturday: the handover time 16:30 must lie within the opening hours (10:00–16:00).'],
    ['leadMinutes', { leadMinutes: -5 }, 'The lead time must be between 0 and 720.'],
  ])('refuses a new point with a bad %s', async (field, body, text) => {
    const before = await pointCount();
    const refused = await admin.post('/api/store-new-collection-location', { ...base('Refused Point'), ...body });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ [field]: [text] });
    expect(await pointCount()).toBe(before);
  });

  it('refuses an edit whose handover falls outside the stored hours, or whose new hours leave a handover out, changing nothing', async () => {
    const made = await admin.post('/api/store-new-collection-location', { ...base('Narrow Point'), openingHours: withDays({ '2': { opens: '09:00', closes: '12:00' } }), weekdayTimes: { '5': '19:00' } });
    expect(made.status).toBe(201);
    const id = made.body.id as number;
    const before = await publishedLocation(t, id);

    const lateTime = await admin.put('/api/edit-collection-location', { ...base('Narrow Point Moved'), locationId: id, time: '12:30' });
    expect(lateTime.status).toBe(422);
    expect(lateTime.body.errors).toEqual({ time: ['Tuesday: the collect and return time 12:30 must lie within the opening hours (09:00–12:00).'] });

    const shorterFriday = await admin.put('/api/edit-collection-location', { ...base('Narrow Point Moved'), locationId: id, openingHours: withDays({ '5': { opens: '08:00', closes: '18:00' } }) });
    expect(shorterFriday.status).toBe(422);
    expect(shorterFriday.body.errors).toEqual({ weekdayTimes: ['Friday: the handover time 19:00 must lie within the opening hours (08:00–18:00).'] });

    expect(await publishedLocation(t, id)).toEqual(before);
  });

  it("says why in the request's language", async () => {
    const refused = await admin.speaks('fr').post('/api/store-new-collection-location', { ...base('Point refusé'), openingHours: SATURDAY_SHORT });
    admin.speaks('en-GB');
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ time: ['Horaires du samedi : l’heure de dépôt et de retrait 09:00 doit se situer dans les horaires d’ouverture (10:00–16:00).'] });
  });
});

describe('the opening hours migration', () => {
  it('gives existing points 08:00-20:00, widened on the days whose handover lay outside, and a 30-minute lead time', async () => {
    const id = (await admin.post('/api/store-new-collection-location', base('Old Point'))).body.id as number;
    await sql(t, `update collection_location set collect_return_time = '07:15', weekday_times = '{"6": "10:00", "7": "20:40"}' where id = ?`, [id]);
    await sql(t, 'alter table collection_location drop column opening_hours, drop column lead_minutes');

    const orm = t.app.get(MikroORM);
    const migration = new MigrationOpeningHours(orm.em.getDriver(), orm.config);
    await migration.up();
    for (const query of migration.getQueries()) await orm.em.getConnection().execute(query as string);

    const rows = await sql<{ id: number; opening_hours: OpeningHours; lead_minutes: number }>(t, 'select id, opening_hours, lead_minutes from collection_location order by id');
    const old = rows.find((row) => row.id === id)!;
    expect(old.opening_hours).toEqual(withDays({ '1': { opens: '07:00', closes: '20:00' }, '2': { opens: '07:00', closes: '20:00' }, '3': { opens: '07:00', closes: '20:00' }, '4': { opens: '07:00', closes: '20:00' }, '5': { opens: '07:00', closes: '20:00' }, '7': { opens: '08:00', closes: '21:00' } }));
    expect(old.lead_minutes).toBe(30);
    // The demo's points hand over between 09:00 and 10:30: the default hours, untouched.
    const demo = rows.filter((row) => row.id !== id).slice(0, 4);
    for (const row of demo) expect(row).toMatchObject({ opening_hours: defaultOpeningHours(), lead_minutes: 30 });
  });
});
