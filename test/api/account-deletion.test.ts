// Deleting an account (DELETE /api/user): the password is typed again; the user row goes, every session of it ends and
// its login fails; a booking still to come that it made keeps running under the name and email it was made with (its
// manage link, pass and emails work). A wrong or missing password is a 422 under password and changes nothing; the
// CSRF check and a per-account limit apply as on the email change. The role matrix is in admin-permissions.test.ts.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { AccountBooking } from '@luggage/contracts';
import { aCustomer, expectStatus, registered, type Registered, SESSION_COOKIE } from '../support/accounts.js';
import { aBookingRequest, aPaymentIntentRequest, demoCatalog, londonDate, sql } from '../support/booking-builders.js';
import { HttpSession } from '../support/http-session.js';
import { columnsHolding } from '../support/personal-data.js';
import { manageView, payWithCard } from '../support/lifecycle.js';
import { createTestApp, eventually, type TestApp } from '../support/test-app.js';

jest.setTimeout(90_000);

let t: TestApp;
let bristol: number;

beforeAll(async () => {
  t = await createTestApp();
  bristol = (await demoCatalog(t)).bristolBusStation;
});
afterAll(async () => {
  await t?.close();
});

const userRows = (id: number) => sql(t, 'select id from app_user where id = ?', [id]);

/** The signed-in account books and pays for a stay in `days` days, as a guest named Ann Example at ann@example.com. */
async function bookSignedIn(session: HttpSession, days: number): Promise<{ reference: string; manageToken: string }> {
  const request = aPaymentIntentRequest(bristol, { collectionDate: londonDate(days) });
  const secret = (await expectStatus(session.post('/api/stripe-payment-intent', request), 200)).body as string;
  await payWithCard(session, secret);
  const booked = await expectStatus(session.post('/api/booking', aBookingRequest(request, secret)), 200);
  const body = booked.body as { bookingReference: string; manageToken: string };
  return { reference: body.bookingReference, manageToken: body.manageToken };
}

describe('deleting an account', () => {
  let account: Registered;
  let otherDevice: HttpSession;
  let booking: { reference: string; manageToken: string };

  beforeAll(async () => {
    account = await registered(t);
    otherDevice = new HttpSession(t);
    await expectStatus(otherDevice.post('/login', { email: account.customer.email, password: account.customer.password }), 200);
    booking = await bookSignedIn(account.session, 4);
    const listed = (await account.session.get('/api/my-bookings').expect(200)).body as AccountBooking[];
    expect(listed.map((entry) => entry.bookingReference)).toEqual([booking.reference]);
  });

  it('refuses a missing or wrong password with 422 under password, and a call without the CSRF header with 419', async () => {
    const missing = await account.session.delete('/api/user', {});
    expect(missing.status).toBe(422);
    expect(Object.keys((missing.body as { errors: object }).errors)).toEqual(['password']);
    const wrong = await account.session.delete('/api/user', { password: 'not my password' });
    expect([wrong.status, wrong.body]).toEqual([422, { message: 'The password is incorrect.', errors: { password: ['The password is incorrect.'] } }]);
    const forged = await t.request().delete('/api/user').set('Cookie', `${SESSION_COOKIE}=${account.cookie}`).send({ password: account.customer.password });
    expect(forged.status).toBe(419);
    expect(await userRows(account.id)).toHaveLength(1);
    expect((await otherDevice.get('/api/user')).status).toBe(200);
  });

  it('deletes the account: every session ends and the login then fails', async () => {
    const deleted = await account.session.delete('/api/user', { password: account.customer.password });
    expect(deleted.status).toBe(204);
    expect(deleted.headers['cache-control']).toBe('no-store');
    expect(await userRows(account.id)).toEqual([]);
    expect(await sql(t, 'select id_hash from session where user_id = ?', [account.id])).toEqual([]);

    expect((await account.session.get('/api/user')).status).toBe(401);
    expect((await otherDevice.get('/api/user')).status).toBe(401);
    const login = await new HttpSession(t).post('/login', { email: account.customer.email, password: account.customer.password });
    expect([login.status, login.body]).toEqual([422, { message: 'These credentials do not match our records.', errors: { email: ['These credentials do not match our records.'] } }]);
  });

  it("keeps the account's booking running under the guest's name and email: its manage link, pass and emails", async () => {
    const [stored] = await sql<{ status: string; user_id: number | null; full_name: string; email: string }>(
      t,
      'select status, user_id, full_name, email from booking where reference = ?',
      [booking.reference],
    );
    expect(stored).toEqual({ status: 'confirmed', user_id: null, full_name: 'Ann Example', email: 'ann@example.com' });
    const view = await manageView(t, booking.manageToken);
    expect(view).toMatchObject({ reference: booking.reference, status: 'confirmed' });
    const pass = await t.request().get(`/api/manage/${booking.manageToken}/pass`);
    expect(pass.status).toBe(200);
    expect((pass.body as { pin: string }).pin).toMatch(/^\d{4}$/);

    await expectStatus(new HttpSession(t).post('/api/find-booking', { reference: booking.reference, email: 'ann@example.com' }), 200);
    const manageLinkEmails = () => sql<{ recipient: string }>(t, `select recipient from sent_email where key like 'manage-link-%' and status = 'sent'`);
    expect(await eventually(manageLinkEmails, (rows) => rows.length === 1, 20_000)).toEqual([{ recipient: 'ann@example.com' }]);
  });
});

describe("the deleted account's address", () => {
  it('is in no column of any table once the account is gone: its verification and reset emails forget their recipient', async () => {
    const account = await registered(t, aCustomer({ name: 'Petronella Forgotten', email: `petronella.${process.pid}@example.com` }));
    await expectStatus(new HttpSession(t).post('/forgot-password', { email: account.customer.email }), 200);
    const accountEmails = () => sql<{ recipient: string }>(t, `select recipient from sent_email where key ~ '^(email-verification|password-reset)-' and status = 'sent' and recipient = ?`, [account.customer.email]);
    expect(await eventually(accountEmails, (rows) => rows.length === 2, 20_000)).toHaveLength(2);

    await expectStatus(account.session.delete('/api/user', { password: account.customer.password }), 204);

    expect(await columnsHolding(t, [account.customer.email, account.customer.name])).toEqual([]);
  });
});

describe('the limit on deletion attempts', () => {
  it('answers the 6th wrong password within 15 minutes with 429, Retry-After and the message under password', async () => {
    const account = await registered(t, aCustomer());
    for (let attempt = 1; attempt <= 5; attempt += 1) await expectStatus(account.session.delete('/api/user', { password: `wrong ${attempt}` }), 422);
    const limited = await account.session.delete('/api/user', { password: account.customer.password });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((limited.body as { errors: { password: string[] } }).errors.password[0]).toMatch(/^Too many attempts to delete your account\. Please try again in /);
    expect(await userRows(account.id)).toHaveLength(1);
  });
});
