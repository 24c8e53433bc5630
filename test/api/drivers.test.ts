// Drivers (issue 18, section 3, first step): an admin invites a driver by email as staff are invited, choosing the
// cities they drive in; the driver sets a password from the emailed link, signs in and reads their day from
// GET /api/driver/today (their cities, today in London, no stops until bookings have address legs). The 403s of
// drivers elsewhere, and of others on the driver's routes, are in admin-permissions.test.ts.
import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { type AdminDashboardData, type DriverTodayView, formatIso, type StaffMemberView, todayInLondon } from '@luggage/contracts';
import { expectStatus, registered } from '../support/accounts.js';
import { ADMIN, adminSession } from '../support/admin.js';
import { HttpSession } from '../support/http-session.js';
import { startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.js';
import { INVITATION_SUBJECT } from '../support/staff.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

// The app starts with an admin.
jest.setTimeout(180_000);

const PASSWORD = 'driver password 123';

let smtp: SmtpCatcher;
let t: TestApp;
let admin: HttpSession;
let bristol: number;
let bath: number;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({
    env: { SMTP_URL: smtp.url, APP_URL: 'http://luggage.example', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ADMIN_NAME: ADMIN.name },
  });
  admin = await adminSession(t);
  const cities = ((await admin.get('/api/get-admin-dashboard-data').expect(200)).body as AdminDashboardData).collection_cities;
  bristol = cities.find((city) => city.city === 'Bristol')!.id;
  bath = cities.find((city) => city.city === 'Bath')!.id;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
beforeEach(() => smtp.clear());

let counter = 0;
const anEmail = () => `dee.driver.${process.pid}.${++counter}@example.com`;
const sql = <T>(query: string, params: unknown[] = []) => t.app.get(EntityManager).fork().execute<T[]>(query, params);
const inviteDriver = (email: string, cityIds: unknown, name = 'Dee Driver') => admin.post('/api/admin/staff', { name, email, role: 'driver', cityIds });
/** The accounts, their roles and cities, and the invitations recorded for the email job. */
const teamState = async () => ({
  users: await sql('select u.id, u.role, (select count(*)::int from driver_city d where d.user_id = u.id) as cities from app_user u order by u.id'),
  invitations: await sql(`select count(*)::int as n from outbox_event where name = 'StaffInvited'`),
});

/** Follows the invitation emailed to `email`: sets the password, then signs in. */
async function acceptInvitation(email: string): Promise<HttpSession> {
  const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject === INVITATION_SUBJECT);
  expect(mail.text).toContain('You have been added as a driver at Bristol & Bath Luggage.');
  const token = /http:\/\/luggage\.example\/set-password\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`No set-password link in: ${mail.text}`);
  await expectStatus(new HttpSession(t).post('/reset-password', { email, token, password: PASSWORD, password_confirmation: PASSWORD }), 200);
  const session = new HttpSession(t);
  await expectStatus(session.post('/login', { email, password: PASSWORD }), 200);
  return session;
}

describe('inviting a driver', () => {
  it('emails a set-password link; the driver signs in and reads their cities and today, with no stops yet', async () => {
    const email = anEmail();
    const invited = await expectStatus(inviteDriver(email, [bath]), 201);
    expect(invited.body).toEqual({ id: expect.any(Number), name: 'Dee Driver', email, role: 'driver', invitationPending: true, locationIds: [], cityIds: [bath] });

    const driver = await acceptInvitation(email);
    expect((await driver.get('/api/user').expect(200)).body).toMatchObject({ email, role: 'driver', admin: false, emailVerified: true });
    const today = (await driver.get('/api/driver/today').expect(200)).body as DriverTodayView;
    expect(today).toEqual({
      date: formatIso(todayInLondon()),
      cities: [{ id: bath, city: 'Bath' }],
      stops: [],
      failureReasons: [
        { value: 'nobody_there', label: 'Nobody there' },
        { value: 'wrong_address', label: 'Wrong address' },
        { value: 'refused', label: 'Refused' },
      ],
    });
    const listed = (await admin.get('/api/admin/staff').expect(200)).body as StaffMemberView[];
    expect(listed.find((member) => member.email === email)).toMatchObject({ role: 'driver', invitationPending: false, cityIds: [bath] });
  });

  it('says "staff" in a staff invitation and invites staff when no role is given', async () => {
    const email = anEmail();
    const invited = await expectStatus(admin.post('/api/admin/staff', { name: 'Sam Porter', email, cityIds: [bath] }), 201);
    expect(invited.body).toMatchObject({ role: 'staff', cityIds: [] });
    const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject === INVITATION_SUBJECT);
    expect(mail.text).toContain('You have been added as staff at Bristol & Bath Luggage.');
  });

  it('refuses a driver with no city, an unknown city, cities that are not a list or a role that is not offered with 422, inviting nobody', async () => {
    const before = await teamState();
    const email = anEmail();
    for (const cityIds of [[], undefined]) {
      const none = await expectStatus(inviteDriver(email, cityIds), 422);
      expect(none.body).toMatchObject({ errors: { cityIds: ['Choose at least one city for a driver.'] } });
    }
    const unknown = await expectStatus(inviteDriver(email, [bath, 999_999]), 422);
    expect(unknown.body).toMatchObject({ errors: { cityIds: ['Choose cities from the list.'] } });
    const notAList = await expectStatus(inviteDriver(email, 'Bath'), 422);
    expect(notAList.body).toMatchObject({ errors: { cityIds: ['The cities must be a list.'] } });
    const role = await expectStatus(admin.post('/api/admin/staff', { name: 'Dee Driver', email, role: 'admin' }), 422);
    expect(role.body).toMatchObject({ errors: { role: ['The role must be staff or driver.'] } });
    expect(await teamState()).toEqual(before);
  });

  it('refuses to invite someone who is already a driver, or make a driver staff, with 422', async () => {
    const email = anEmail();
    await expectStatus(inviteDriver(email, [bath]), 201);
    const again = await expectStatus(inviteDriver(email, [bristol]), 422);
    expect(again.body).toMatchObject({ errors: { email: ['This person is already a driver.'] } });
    const asStaff = await expectStatus(admin.post('/api/admin/staff', { name: 'Dee Driver', email }), 422);
    expect(asStaff.body).toMatchObject({ errors: { email: ['This person is already a driver.'] } });
    expect(await sql('select d.city_id from driver_city d join app_user u on u.id = d.user_id where u.email = ?', [email])).toEqual([{ city_id: bath }]);
  });
});

describe("a driver's cities", () => {
  it('are replaced by the admin, and the driver reads the new ones', async () => {
    const email = anEmail();
    const { id } = (await expectStatus(inviteDriver(email, [bath]), 201)).body as StaffMemberView;
    const driver = await acceptInvitation(email);
    const both = await expectStatus(admin.put(`/api/admin/staff/${id}/cities`, { cityIds: [bath, bristol, bath] }), 200);
    expect(both.body).toMatchObject({ cityIds: [bath, bristol].sort((a, b) => a - b) });
    const today = (await driver.get('/api/driver/today').expect(200)).body as DriverTodayView;
    expect(today.cities).toEqual([{ id: bath, city: 'Bath' }, { id: bristol, city: 'Bristol' }]);
  });

  it('refuses none, unknown cities, and staff or a customer (404), changing nothing', async () => {
    const { id } = (await expectStatus(inviteDriver(anEmail(), [bath]), 201)).body as StaffMemberView;
    const none = await expectStatus(admin.put(`/api/admin/staff/${id}/cities`, { cityIds: [] }), 422);
    expect(none.body).toMatchObject({ errors: { cityIds: ['Choose at least one city for a driver.'] } });
    const unknown = await expectStatus(admin.put(`/api/admin/staff/${id}/cities`, { cityIds: [999_999] }), 422);
    expect(unknown.body).toMatchObject({ errors: { cityIds: ['Choose cities from the list.'] } });
    const staff = (await expectStatus(admin.post('/api/admin/staff', { name: 'Sam Porter', email: anEmail() }), 201)).body as StaffMemberView;
    const customer = await registered(t);
    for (const other of [staff.id, customer.id]) {
      const refused = await expectStatus(admin.put(`/api/admin/staff/${other}/cities`, { cityIds: [bath] }), 404);
      expect(refused.body).toEqual({ message: 'No driver with this id.' });
    }
    expect(await sql('select user_id, city_id from driver_city where user_id in (?, ?, ?)', [id, staff.id, customer.id])).toEqual([{ user_id: id, city_id: bath }]);
  });

  it('go with the driver role: the driver becomes a customer and loses the driver routes at once', async () => {
    const email = anEmail();
    const { id } = (await expectStatus(inviteDriver(email, [bath]), 201)).body as StaffMemberView;
    const driver = await acceptInvitation(email);
    await expectStatus(admin.delete(`/api/admin/staff/${id}`), 204);
    expect((await driver.get('/api/user').expect(200)).body).toMatchObject({ role: 'customer' });
    await expectStatus(driver.get('/api/driver/today'), 403);
    expect(await sql('select * from driver_city where user_id = ?', [id])).toEqual([]);
  });
});
