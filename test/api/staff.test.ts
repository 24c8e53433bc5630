// The staff role (issue 14): an admin invites staff by email (a single-use, expiring set-password link whose token
// is stored hashed), assigns them collection points and takes the role back; the invited person sets a password
// and signs in as staff. The 403s of staff on admin routes are in admin-permissions.test.ts.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AdminDashboardData, StaffMemberView } from '@luggage/contracts';
import { type AuthUser, StaffAssignments } from '../../backend/src/modules/auth/index.js';
import { expectStatus, registered } from '../support/accounts.js';
import { ADMIN, adminSession } from '../support/admin.js';
import { HttpSession } from '../support/http-session.js';
import { startSmtpCatcher, type CaughtMail, type SmtpCatcher } from '../support/smtp-catcher.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { demoCatalog } from '../support/booking-builders.js';

// The app starts with an admin.
jest.setTimeout(180_000);

let smtp: SmtpCatcher;
let t: TestApp;
let admin: HttpSession;
let locations: number[];

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({
    env: { SMTP_URL: smtp.url, APP_URL: 'http://luggage.example', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ADMIN_NAME: ADMIN.name },
  });
  await demoCatalog(t);
  admin = await adminSession(t);
  locations = ((await admin.get('/api/get-admin-dashboard-data').expect(200)).body as AdminDashboardData).collection_locations.map((l) => l.id);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
beforeEach(() => smtp.clear());

let counter = 0;
const anEmail = () => `sam.staff.${process.pid}.${++counter}@example.com`;
const sql = <T>(query: string, params: unknown[] = []) => t.app.get(EntityManager).fork().execute<T[]>(query, params);
const invite = (email: string, name = 'Sam Porter') => admin.post('/api/admin/staff', { name, email });
const setPassword = (email: string, token: string, password = 'staff password 123') =>
  new HttpSession(t).post('/reset-password', { email, token, password, password_confirmation: password });

/** The set-password link of the invitation sent to `email`, and its token. */
async function invitationLink(email: string): Promise<{ mail: CaughtMail; url: URL; token: string }> {
  const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject === 'You are invited to the Bristol & Bath Luggage team');
  const match = /http:\/\/luggage\.example\/set-password\/[^\s"<]+/.exec(mail.text);
  if (!match) throw new Error(`No set-password link in: ${mail.text}`);
  const url = new URL(match[0]);
  return { mail, url, token: url.pathname.split('/').pop()! };
}

async function signIn(email: string, password: string): Promise<{ session: HttpSession; user: AuthUser }> {
  const session = new HttpSession(t);
  const response = await expectStatus(session.post('/login', { email, password }), 200);
  return { session, user: response.body as AuthUser };
}

describe('inviting staff', () => {
  it('emails a set-password link that works once; the person then signs in as staff with a verified email', async () => {
    const email = anEmail();
    const invited = await expectStatus(invite(email), 201);
    expect(invited.body).toEqual({ id: expect.any(Number), name: 'Sam Porter', email, role: 'staff', invitationPending: true, locationIds: [], cityIds: [] });

    const { mail, url, token } = await invitationLink(email);
    expect(mail.text).toContain('Hello Sam Porter');
    expect(mail.text).toContain('expires in 3 days');
    expect(url.searchParams.get('email')).toBe(email);
    const [row] = await sql<{ token_hash: string; purpose: string }>('select token_hash, purpose from password_reset_token where user_id = ?', [invited.body.id]);
    expect(row).toEqual({ token_hash: createHash('sha256').update(token).digest('hex'), purpose: 'invitation' });

    await expectStatus(setPassword(email, token), 200);
    const again = await expectStatus(setPassword(email, token, 'another password 456'), 422);
    expect(again.body).toMatchObject({ errors: { email: ['This password reset token is invalid.'] } });

    const { user } = await signIn(email, 'staff password 123');
    expect(user).toEqual({ id: invited.body.id, name: 'Sam Porter', email, role: 'staff', admin: false, emailVerified: true });
    const listed = (await admin.get('/api/admin/staff').expect(200)).body as StaffMemberView[];
    expect(listed.find((member) => member.email === email)).toMatchObject({ invitationPending: false });
  });

  it('refuses an expired invitation link', async () => {
    const email = anEmail();
    await expectStatus(invite(email), 201);
    const { token } = await invitationLink(email);
    await sql(`update password_reset_token set expires_at = now() - interval '1 minute' where user_id = (select id from app_user where email = ?)`, [email]);
    await expectStatus(setPassword(email, token), 422);
    const listed = (await admin.get('/api/admin/staff').expect(200)).body as StaffMemberView[];
    expect(listed.find((member) => member.email === email)).toMatchObject({ invitationPending: false });
  });

  it("makes a customer staff, keeping their account and password", async () => {
    const { customer, id } = await registered(t);
    const invited = await expectStatus(invite(customer.email.toUpperCase(), 'Ignored Name'), 201);
    expect(invited.body).toMatchObject({ id, name: customer.name, email: customer.email, invitationPending: true });
    expect((await signIn(customer.email, customer.password)).user.role).toBe('staff');
  });

  it('refuses an admin, someone already on the staff and a bad address with 422, sending nothing', async () => {
    const email = anEmail();
    await expectStatus(invite(email), 201);
    await invitationLink(email);
    smtp.clear();
    const staffAgain = await expectStatus(invite(email), 422);
    expect(staffAgain.body).toMatchObject({ errors: { email: ['This person is already on the staff.'] } });
    const anAdmin = await expectStatus(invite(ADMIN.email), 422);
    expect(anAdmin.body).toMatchObject({ errors: { email: ['This person is an admin already.'] } });
    const bad = await expectStatus(admin.post('/api/admin/staff', { name: '', email: 'not an email' }), 422);
    expect(Object.keys((bad.body as { errors: object }).errors).sort()).toEqual(['email', 'name']);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    // Counted by address: the earlier tests' emails (the customer made staff, their sign-up) may still be on their way.
    expect(smtp.count((mail) => mail.to.includes(email) || mail.to.includes(ADMIN.email))).toBe(0);
  });
});

describe('assigning collection points', () => {
  it('replaces the points of a staff member, which StaffAssignments reports for the signed-in user', async () => {
    const email = anEmail();
    const { id } = (await expectStatus(invite(email), 201)).body as StaffMemberView;
    const first = await expectStatus(admin.put(`/api/admin/staff/${id}/locations`, { locationIds: [locations[1], locations[0], locations[0]] }), 200);
    expect(first.body).toMatchObject({ locationIds: [locations[0], locations[1]].sort((a, b) => a - b) });
    const second = await expectStatus(admin.put(`/api/admin/staff/${id}/locations`, { locationIds: [locations[2]] }), 200);
    expect(second.body).toMatchObject({ locationIds: [locations[2]] });

    const assignments = t.app.get(StaffAssignments);
    const member: AuthUser = { id, name: 'Sam Porter', email, role: 'staff', admin: false, emailVerified: false };
    expect(await assignments.locationIdsOf(member)).toEqual([locations[2]]);
    expect(await assignments.worksAt(member, locations[0])).toBe(false);
    expect(await assignments.locationIdsOf({ ...member, role: 'admin', admin: true })).toBe('all');
    expect(await assignments.locationIdsOf({ ...member, role: 'customer' })).toEqual([]);
  });

  it('refuses unknown points with 422 and a customer with 404, changing nothing', async () => {
    const { id } = (await expectStatus(invite(anEmail()), 201)).body as StaffMemberView;
    await expectStatus(admin.put(`/api/admin/staff/${id}/locations`, { locationIds: [locations[0]] }), 200);
    const unknown = await expectStatus(admin.put(`/api/admin/staff/${id}/locations`, { locationIds: [locations[0], 999_999] }), 422);
    expect(unknown.body).toMatchObject({ errors: { locationIds: ['Choose collection points from the list.'] } });
    await expectStatus(admin.put(`/api/admin/staff/${id}/locations`, { locationIds: 'all' }), 422);
    const customer = await registered(t);
    await expectStatus(admin.put(`/api/admin/staff/${customer.id}/locations`, { locationIds: [locations[0]] }), 404);
    expect(await sql('select location_id from staff_location where user_id in (?, ?)', [id, customer.id])).toEqual([{ location_id: locations[0] }]);
  });
});

describe('removing the staff role', () => {
  it('makes them a customer at once: their points and unused invitation go, their session loses staff rights', async () => {
    const email = anEmail();
    const { id } = (await expectStatus(invite(email), 201)).body as StaffMemberView;
    const { token } = await invitationLink(email);
    await expectStatus(setPassword(email, token), 200);
    const { session } = await signIn(email, 'staff password 123');
    await expectStatus(admin.put(`/api/admin/staff/${id}/locations`, { locationIds: [locations[0]] }), 200);

    await expectStatus(admin.delete(`/api/admin/staff/${id}`), 204);
    expect((await session.get('/api/user').expect(200)).body).toMatchObject({ role: 'customer', admin: false });
    expect(await sql('select * from staff_location where user_id = ?', [id])).toEqual([]);
    expect(((await admin.get('/api/admin/staff').expect(200)).body as StaffMemberView[]).some((member) => member.id === id)).toBe(false);
    await expectStatus(admin.delete(`/api/admin/staff/${id}`), 404);
  });
});
