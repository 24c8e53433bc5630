// Ten identical requests at once, where a unique rule decides (issue 22): each succeeds or is refused with a message,
// never a 500, and the data stays whole. Runs on the embedded database and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { STAFF_TEXTS } from '@luggage/contracts';
import { adminSession, createAdminTestApp } from '../support/admin.js';
import { registered } from '../support/accounts.js';
import type { HttpSession } from '../support/http-session.js';
import type { TestApp } from '../support/test-app.js';

let t: TestApp;
let admin: HttpSession;

beforeAll(async () => {
  t = await createAdminTestApp();
  admin = await adminSession(t);
});
afterAll(async () => {
  await t?.close();
});

const TEN = 10;
const sql = <T extends object>(query: string, params: unknown[] = []) => t.app.get(EntityManager).fork().execute<T[]>(query, params);
const tenAtOnce = (call: () => Promise<{ status: number; body: unknown }>) => Promise.all(Array.from({ length: TEN }, call));
const statuses = (answers: { status: number }[]) => answers.map((answer) => answer.status).sort();

describe('ten at once', () => {
  it('invitations of one email: one member, one invitation; the others are told the person is already on the staff', async () => {
    const answers = await tenAtOnce(() => admin.post('/api/admin/staff', { name: 'Sam Racer', email: 'sam.racer@example.com' }));
    expect(statuses(answers)).toEqual([201, ...Array(TEN - 1).fill(422)]);
    for (const refused of answers.filter((answer) => answer.status === 422)) {
      expect(refused.body).toMatchObject({ errors: { email: [STAFF_TEXTS.alreadyStaff] } });
    }
    expect(await sql(`select role from app_user where email = 'sam.racer@example.com'`)).toEqual([{ role: 'staff' }]);
    const invitations = await sql(`select t.id from password_reset_token t join app_user u on u.id = t.user_id where u.email = 'sam.racer@example.com' and t.purpose = 'invitation'`);
    expect(invitations).toHaveLength(1);
  });

  it('invitations of one email as a driver and as staff: one member, one invitation; the others answered 422, never 500', async () => {
    const [city] = (await sql<{ id: number }>('select id from collection_city order by id limit 1')).map((row) => Number(row.id));
    const answers = await tenAtOnce(() => admin.post('/api/admin/staff', { name: 'Dee Racer', email: 'dee.racer@example.com', role: 'driver', cityIds: [city] }));
    const staffToo = await admin.post('/api/admin/staff', { name: 'Dee Racer', email: 'dee.racer@example.com' });
    expect(statuses(answers)).toEqual([201, ...Array(TEN - 1).fill(422)]);
    for (const refused of [...answers.filter((answer) => answer.status === 422), staffToo]) {
      expect(refused.body).toMatchObject({ errors: { email: [STAFF_TEXTS.alreadyDriver] } });
    }
    expect(await sql(`select role from app_user where email = 'dee.racer@example.com'`)).toEqual([{ role: 'driver' }]);
    expect(await sql(`select d.city_id from driver_city d join app_user u on u.id = d.user_id where u.email = 'dee.racer@example.com'`)).toEqual([{ city_id: city }]);
    const invitations = await sql(`select t.id from password_reset_token t join app_user u on u.id = t.user_id where u.email = 'dee.racer@example.com' and t.purpose = 'invitation'`);
    expect(invitations).toHaveLength(1);
  });

  it('new storage items with one title: ten items, ten codes', async () => {
    const answers = await tenAtOnce(() => admin.post('/api/store-new-storage-item', { title: 'Racing Bike', itemDescription: 'Any bicycle', fullCostPerNight: 8 }));
    expect(statuses(answers)).toEqual(Array(TEN).fill(201));
    const codes = answers.map((answer) => (answer.body as { code: string }).code);
    expect(new Set(codes).size).toBe(TEN);
    expect(await sql(`select code from storage_item where title = 'Racing Bike'`)).toHaveLength(TEN);
  });

  it('"resend verification email" from one account: sent or throttled (429), one live link in the end', async () => {
    const { session, id } = await registered(t);
    const answers = await tenAtOnce(() => session.post('/api/email/verification-notification'));
    expect(answers.filter((answer) => answer.status >= 500)).toEqual([]);
    expect(answers.filter((answer) => answer.status === 202).length).toBeGreaterThanOrEqual(1);
    for (const answer of answers) {
      expect([202, 409, 429]).toContain(answer.status);
      expect((answer.body as { message?: string; status?: string }).message ?? (answer.body as { status?: string }).status).toEqual(expect.any(String));
    }
    expect(await sql('select id from email_verification_token where user_id = ?', [id])).toHaveLength(1);
  });
});
