import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { JobRegistry } from '../../backend/src/shared/queue/job-registry.js';
import { JobName } from '../../backend/src/shared/queue/jobs.js';
import { expectStatus, registered, userWithCookie } from '../support/accounts.js';
import { HttpSession } from '../support/http-session.js';
import { startSmtpCatcher, type CaughtMail, type SmtpCatcher } from '../support/smtp-catcher.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

jest.setTimeout(60_000);

let smtp: SmtpCatcher;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, APP_URL: 'http://luggage.example' } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});
beforeEach(() => smtp.clear());

const SENT = { status: 'We have emailed your password reset link.' };
const INVALID = { message: 'This password reset token is invalid.', errors: { email: ['This password reset token is invalid.'] } };
// Registration sends its own email (verify your address): only the reset emails count here.
const isReset = (email: string) => (m: CaughtMail) => m.to.includes(email) && m.subject === 'Reset your password';
const sql = <T>(query: string, params: unknown[] = []) => t.app.get(EntityManager).fork().execute<T[]>(query, params);

const forgot = (email: string) => new HttpSession(t).post('/forgot-password', { email });
const reset = (email: string, token: string, password = 'a brand new password') =>
  new HttpSession(t).post('/reset-password', { email, token, password, password_confirmation: password });

/** The link of the reset email sent to `email`, and its token. */
async function resetLink(email: string): Promise<{ mail: CaughtMail; url: URL; token: string }> {
  const mail = await smtp.waitFor(isReset(email));
  const match = /http:\/\/luggage\.example\/password-reset\/[^\s"<]+/.exec(mail.text);
  if (!match) throw new Error(`No reset link in: ${mail.text}`);
  const url = new URL(match[0]);
  return { mail, url, token: url.pathname.split('/').pop()! };
}

describe('forgot password', () => {
  it('answers alike for a known and an unknown email, and mails only the known one', async () => {
    const { customer } = await registered(t);
    const known = await expectStatus(forgot(customer.email.toUpperCase()), 200);
    const unknown = await expectStatus(forgot('nobody-here@example.com'), 200);
    expect(known.body).toEqual(SENT);
    expect(unknown.body).toEqual(known.body);

    const { mail, url } = await resetLink(customer.email);
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain(`Hello ${customer.name}`);
    expect(url.searchParams.get('email')).toBe(customer.email);
    expect(url.search).toBe(`?email=${encodeURIComponent(customer.email)}`);
    expect(smtp.count((m) => m.to.includes('nobody-here@example.com'))).toBe(0);
  });

  it('keeps only a hash of the emailed token, and no plain token in the outbox', async () => {
    const { customer, id } = await registered(t);
    await expectStatus(forgot(customer.email), 200);
    const { token } = await resetLink(customer.email);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const [row] = await sql<{ token_hash: string }>('select token_hash from password_reset_token where user_id = ?', [id]);
    expect(row.token_hash).not.toBe(token);
    expect(row.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    const events = await sql<{ payload: unknown }>(`select payload from outbox_event where name = 'PasswordResetRequested'`);
    expect(JSON.stringify(events)).not.toContain(token);
  });

  it('sends at most one email a minute per address, answering the same', async () => {
    const { customer } = await registered(t);
    await expectStatus(forgot(customer.email), 200);
    const again = await expectStatus(forgot(customer.email), 200);
    expect(again.body).toEqual(SENT);
    await resetLink(customer.email);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.count(isReset(customer.email))).toBe(1);
  });

  it('answers 422 for a missing or malformed email', async () => {
    const response = await expectStatus(forgot('not an email'), 422);
    expect(response.body.errors).toEqual({ email: ['The email field must be a valid email address.'] });
  });
});

describe('reset password', () => {
  it('sets the new password with a good token, once; the old password stops working', async () => {
    const { customer } = await registered(t);
    await expectStatus(forgot(customer.email), 200);
    const { token, url } = await resetLink(customer.email);
    const done = await expectStatus(reset(url.searchParams.get('email')!, token), 200);
    expect(done.body).toEqual({ status: 'Your password has been reset.' });

    const session = new HttpSession(t);
    await expectStatus(session.post('/login', { email: customer.email, password: customer.password }), 422);
    await expectStatus(session.post('/login', { email: customer.email, password: 'a brand new password' }), 200);

    const used = await expectStatus(reset(customer.email, token, 'yet another password'), 422);
    expect(used.body).toEqual(INVALID);
  });

  it('refuses an expired token', async () => {
    const { customer, id } = await registered(t);
    await expectStatus(forgot(customer.email), 200);
    const { token } = await resetLink(customer.email);
    await sql(`update password_reset_token set expires_at = now() - interval '1 second' where user_id = ?`, [id]);
    expect((await expectStatus(reset(customer.email, token), 422)).body).toEqual(INVALID);
  });

  it('refuses a forged token, and a real token with another email', async () => {
    const { customer } = await registered(t);
    const other = await registered(t);
    await expectStatus(forgot(customer.email), 200);
    const { token } = await resetLink(customer.email);
    expect((await expectStatus(reset(customer.email, `${token.slice(0, -4)}AAAA`), 422)).body).toEqual(INVALID);
    expect((await expectStatus(reset(other.customer.email, token), 422)).body).toEqual(INVALID);
    expect((await expectStatus(reset('nobody-here@example.com', token), 422)).body).toEqual(INVALID);
    await expectStatus(reset(customer.email, token), 200);
  });

  it('checks the new password like registration does', async () => {
    const response = await expectStatus(
      new HttpSession(t).post('/reset-password', { email: 'a@example.com', token: 'x', password: 'short', password_confirmation: 'other' }),
      422,
    );
    expect(response.body.errors).toEqual({ password: ['The password field must be at least 8 characters.'] });
  });

  it('ends every session of the user', async () => {
    const { customer, cookie } = await registered(t);
    const elsewhere = new HttpSession(t);
    await expectStatus(elsewhere.post('/login', { email: customer.email, password: customer.password }), 200);
    await elsewhere.get('/api/user').expect(200);

    await expectStatus(forgot(customer.email), 200);
    const { token } = await resetLink(customer.email);
    await expectStatus(reset(customer.email, token), 200);
    await userWithCookie(t, cookie).expect(401);
    await elsewhere.get('/api/user').expect(401);
  });

  it("retires the account's device cookies: a browser's cookie from before the reset no longer spares the login cap", async () => {
    const { customer } = await registered(t);
    const capReached = () =>
      sql(
        `insert into auth_throttle (key, hits, resets_at) values (?, 100, now() + interval '50 minutes')
         on conflict (key) do update set hits = 100, resets_at = excluded.resets_at`,
        [`login-account:${customer.email}`],
      );
    const capLifted = () => sql('delete from auth_throttle where key = ?', [`login-account:${customer.email}`]);
    // A browser that signed in holds the account's device cookie (or a copy of it): with the cap reached, it is spared.
    const holder = new HttpSession(t);
    await expectStatus(holder.post('/login', { email: customer.email, password: customer.password }), 200);
    await capReached();
    await expectStatus(holder.post('/login', { email: customer.email, password: 'wrong password' }), 422);
    await expectStatus(new HttpSession(t).post('/login', { email: customer.email, password: 'wrong password' }), 429);
    await capLifted();

    await expectStatus(forgot(customer.email), 200);
    await expectStatus(reset(customer.email, (await resetLink(customer.email)).token, 'a brand new password'), 200);

    await capReached();
    await holder.csrf(); // the reset ended the browser's session: the page asks for a new token, as after any sign-out
    const blocked = await expectStatus(holder.post('/login', { email: customer.email, password: 'a brand new password' }), 429);
    expect(blocked.body.errors.email).toEqual([blocked.body.message]);
    // A login after the reset earns a cookie of the new version, which spares the cap again.
    await capLifted();
    await expectStatus(holder.post('/login', { email: customer.email, password: 'a brand new password' }), 200);
    await capReached();
    await expectStatus(holder.post('/login', { email: customer.email, password: 'wrong password' }), 422);
    await expectStatus(holder.post('/login', { email: customer.email, password: 'a brand new password' }), 200);
  });

  it('replaces the previous token with a new request, and the job skips the stale email', async () => {
    const { customer, id } = await registered(t);
    await expectStatus(forgot(customer.email), 200);
    const first = await resetLink(customer.email);
    const [firstEvent] = await sql<{ payload: { tokenId: number; sealedToken: string } }>(
      `select payload from outbox_event where name = 'PasswordResetRequested' and (payload->>'tokenId')::int =
         (select id from password_reset_token where user_id = ?)`,
      [id],
    );
    // A minute later (the per-address limit), the customer asks again.
    await sql(`update auth_throttle set resets_at = now() where key = ?`, [`forgot:${customer.email}`]);
    smtp.clear();
    await expectStatus(forgot(customer.email), 200);
    const second = await resetLink(customer.email);
    expect(second.token).not.toBe(first.token);

    expect((await expectStatus(reset(customer.email, first.token), 422)).body).toEqual(INVALID);
    await expect(t.app.get(JobRegistry).run(JobName.SendPasswordResetEmail, firstEvent.payload)).resolves.toBe('skipped');
    await expectStatus(reset(customer.email, second.token), 200);
  });
});
