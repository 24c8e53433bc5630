import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { type AccountBooking, type PaymentIntentRequest, paymentIntentIdFromSecret } from '@luggage/contracts';
import { JobRegistry } from '../../backend/src/shared/queue/job-registry.js';
import { JobName } from '../../backend/src/shared/queue/jobs.js';
import { aCustomer, emailedVerificationTokens, expectStatus, type Registered, registered, VERIFICATION_SUBJECT } from '../support/accounts.js';
import { aBookingRequest, aPaymentIntentRequest, demoCatalog, newBookingToken } from '../support/booking-builders.js';
import { HttpSession } from '../support/http-session.js';
import { startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

// Issue 12, section 1: registering someone else's email must not show their bookings.
jest.setTimeout(90_000);

const ADMIN = { email: 'verified.admin@example.com', password: 'verified admin password', name: 'Vera Admin' };
const LINK = /http:\/\/luggage\.example\/verify-email\/([A-Za-z0-9_-]+)/;

let smtp: SmtpCatcher;
let t: TestApp;
let bristol: number;
let counter = 0;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({
    env: { SMTP_URL: smtp.url, APP_URL: 'http://luggage.example', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ADMIN_NAME: ADMIN.name },
  });
  bristol = (await demoCatalog(t)).bristolBusStation;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const sql = <T>(query: string, params: unknown[] = []) => t.app.get(EntityManager).fork().execute<T[]>(query, params);
const anEmail = (name: string) => `${name}.${process.pid}.${++counter}@example.com`;
const verify = (token: string, session = new HttpSession(t)) => session.post('/api/email/verify', { token });
const resend = (session: HttpSession) => session.post('/api/email/verification-notification');
const references = async (session: HttpSession) =>
  ((await session.get('/api/my-bookings').expect(200)).body as AccountBooking[]).map((booking) => booking.bookingReference);

/** The tokens of the verification emails sent to `email`, oldest first, read from the emails' links. */
async function verificationTokens(email: string, count = 1): Promise<string[]> {
  const tokens = await emailedVerificationTokens(smtp, email, count);
  const links = smtp.messages.filter((m) => m.to.includes(email) && m.subject === VERIFICATION_SUBJECT).map((m) => LINK.exec(m.text)?.[1]);
  expect(links).toEqual(tokens);
  return tokens;
}

/** Books and pays with the 4242 test card in `session` (a visitor's, unless it signed in); the reference. */
async function book(session: HttpSession, overrides: Partial<PaymentIntentRequest>): Promise<string> {
  const request = aPaymentIntentRequest(bristol, { bookingToken: newBookingToken(), ...overrides });
  const secret = (await expectStatus(session.post('/api/stripe-payment-intent', request), 200)).body as string;
  const card = { clientSecret: secret, cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };
  await expectStatus(session.post(`/api/test-payments/${paymentIntentIdFromSecret(secret)}/confirm`, card), 200);
  const booked = await expectStatus(session.post('/api/booking', aBookingRequest(request, secret)), 200);
  return (booked.body as { bookingReference: string }).bookingReference;
}

const guestBooking = (email: string) => book(new HttpSession(t), { email });

async function verifiedCustomer(email = anEmail('verified')): Promise<Registered> {
  const account = await registered(t, aCustomer({ email }));
  const [token] = await verificationTokens(email);
  await expectStatus(verify(token), 200);
  return account;
}

describe('the account hole', () => {
  it("hides a guest booking from whoever registers its email, until the emailed link proves the address", async () => {
    const email = anEmail('ada');
    const guest = await guestBooking(email);

    const { session } = await registered(t, aCustomer({ name: 'Ada Lovelace', email }));
    expect((await session.get('/api/user').expect(200)).body).toMatchObject({ email, emailVerified: false });
    expect(await references(session)).toEqual([]);

    const [token] = await verificationTokens(email);
    const mail = smtp.messages.find((m) => m.to.includes(email) && m.subject === VERIFICATION_SUBJECT)!;
    expect(mail.text).toContain('Hello Ada Lovelace');
    expect(mail.text).toContain('expires in 24 hours');
    // The link works on any device: the page posting it need not be signed in.
    const verified = await expectStatus(verify(token), 200);
    expect(verified.body).toEqual({ status: 'Your email address has been verified.' });

    expect((await session.get('/api/user').expect(200)).body).toMatchObject({ email, emailVerified: true });
    expect(await references(session)).toEqual([guest]);
  });

  it('shows a booking made while signed in before any verification, and only to that account', async () => {
    const mine = await registered(t);
    const other = await registered(t);
    const booked = await book(mine.session, { email: anEmail('someone-booked-for') });

    // A checkout begun as a visitor and paid after signing in (same browser, same booking token) is linked too.
    const browser = new HttpSession(t);
    const request = aPaymentIntentRequest(bristol, { bookingToken: newBookingToken(), email: anEmail('begun-as-visitor') });
    await expectStatus(browser.post('/api/stripe-payment-intent', request), 200);
    await expectStatus(browser.post('/login', { email: mine.customer.email, password: mine.customer.password }), 200);
    const secret = (await expectStatus(browser.post('/api/stripe-payment-intent', request), 200)).body as string;
    const card = { clientSecret: secret, cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };
    await expectStatus(browser.post(`/api/test-payments/${paymentIntentIdFromSecret(secret)}/confirm`, card), 200);
    const continued = ((await expectStatus(browser.post('/api/booking', aBookingRequest(request, secret)), 200)).body as { bookingReference: string })
      .bookingReference;

    expect(await references(mine.session)).toEqual([continued, booked]);
    expect(await references(other.session)).toEqual([]);
    const rows = await sql<{ user_id: number | null }>('select user_id from booking where reference in (?, ?)', [booked, continued]);
    expect(rows).toEqual([{ user_id: mine.id }, { user_id: mine.id }]);
  });
});

describe('the verification link', () => {
  it('keeps only a hash of the emailed token (256 random bits), and no plain token in the outbox', async () => {
    const { customer, id } = await registered(t);
    const [token] = await verificationTokens(customer.email);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const [row] = await sql<{ token_hash: string; email: string; valid_for: string }>(
      `select token_hash, email, extract(epoch from expires_at - created_at)::int as valid_for from email_verification_token where user_id = ?`,
      [id],
    );
    expect(row).toEqual({ token_hash: createHash('sha256').update(token).digest('hex'), email: customer.email, valid_for: 24 * 3600 });
    const events = await sql<{ payload: unknown }>(`select payload from outbox_event where name = 'EmailVerificationRequested'`);
    expect(events.length).toBeGreaterThan(0);
    expect(JSON.stringify(events)).not.toContain(token);
    expect(JSON.stringify(await sql('select * from email_verification_token'))).not.toContain(token);
  });

  it('works once: a second use says it was used', async () => {
    const { customer } = await registered(t);
    const [token] = await verificationTokens(customer.email);
    await expectStatus(verify(token), 200);
    const again = await expectStatus(verify(token), 422);
    expect(again.body).toEqual({
      message: 'This verification link has already been used.',
      errors: { token: ['This verification link has already been used.'] },
    });
  });

  it('expires 24 hours after it was sent', async () => {
    const { customer, id, session } = await registered(t);
    const [token] = await verificationTokens(customer.email);
    await sql(
      `update email_verification_token set created_at = created_at - interval '24 hours 1 second', expires_at = expires_at - interval '24 hours 1 second' where user_id = ?`,
      [id],
    );
    const expired = await expectStatus(verify(token), 422);
    expect(expired.body).toMatchObject({ message: 'This verification link has expired.' });
    expect((await session.get('/api/user').expect(200)).body).toMatchObject({ emailVerified: false });
  });

  it('refuses a forged or altered token, and checks the body like any form', async () => {
    const { customer } = await registered(t);
    const [token] = await verificationTokens(customer.email);
    const forged = await expectStatus(verify(`${token.slice(0, -4)}AAAA`), 422);
    expect(forged.body).toMatchObject({ errors: { token: ['This verification link is invalid. It may have been replaced by a newer one.'] } });
    expect((await expectStatus(new HttpSession(t).post('/api/email/verify', {}), 422)).body).toEqual({
      message: 'The token field is required.',
      errors: { token: ['The token field is required.'] },
    });
    await expectStatus(verify(token), 200);
  });
});

describe('resending the verification email', () => {
  it('sends a new link that replaces the earlier ones, three times in 15 minutes; the fourth answers 429 with Retry-After', async () => {
    const { customer, id, session } = await registered(t);
    const [first] = await verificationTokens(customer.email);
    const [firstEvent] = await sql<{ payload: { tokenId: number; sealedToken: string } }>(
      `select payload from outbox_event where name = 'EmailVerificationRequested' and (payload->>'tokenId')::int =
         (select id from email_verification_token where user_id = ?)`,
      [id],
    );
    for (let n = 1; n <= 3; n++) {
      const sent = await expectStatus(resend(session), 202);
      expect(sent.body).toEqual({ status: 'We have emailed you a new verification link.' });
      await verificationTokens(customer.email, n + 1);
    }
    const tokens = await verificationTokens(customer.email, 4);
    expect(new Set(tokens).size).toBe(4);

    const throttled = await expectStatus(resend(session), 429);
    const retryAfter = Number(throttled.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(throttled.body).toEqual({ message: 'You have asked for several verification emails already. Please try again in 15 minutes.' });

    // Only the newest link works; the job of a replaced link sends nothing.
    for (const stale of [first, ...tokens.slice(1, 3)]) {
      expect((await expectStatus(verify(stale), 422)).body).toMatchObject({ message: expect.stringContaining('invalid') });
    }
    await expect(t.app.get(JobRegistry).run(JobName.SendEmailVerification, firstEvent.payload)).resolves.toBe('skipped');
    await expectStatus(verify(tokens[3]), 200);
  });

  it('answers 409 once the address is verified, and 401 to a visitor', async () => {
    const { session } = await verifiedCustomer();
    expect((await expectStatus(resend(session), 409)).body).toEqual({ message: 'Your email address is already verified.', code: 'AUTH.ALREADY_VERIFIED' });
    expect((await expectStatus(resend(new HttpSession(t)), 401)).body).toEqual({ message: 'Unauthenticated.' });
  });
});

describe('changing the account email', () => {
  it('needs the current password and a free address; the new address is unverified until its own link is followed', async () => {
    const oldEmail = anEmail('old');
    const newEmail = anEmail('new');
    const taken = (await registered(t)).customer.email;
    const oldGuest = await guestBooking(oldEmail);
    const newGuest = await guestBooking(newEmail);
    const { session, customer } = await verifiedCustomer(oldEmail);
    const signedIn = await book(session, { email: anEmail('booked-signed-in') });
    expect(await references(session)).toEqual([signedIn, oldGuest]);

    const change = (body: object) => session.put('/api/user/email', body);
    expect((await expectStatus(change({ email: newEmail, password: 'not the password' }), 422)).body).toEqual({
      message: 'The password is incorrect.',
      errors: { password: ['The password is incorrect.'] },
    });
    expect((await expectStatus(change({ email: taken.toUpperCase(), password: customer.password }), 422)).body).toMatchObject({
      errors: { email: ['The email has already been taken.'] },
    });
    expect((await expectStatus(change({ email: oldEmail, password: customer.password }), 422)).body).toMatchObject({
      errors: { email: ['This is already your email address.'] },
    });
    expect((await expectStatus(change({ email: 'not an email', password: '' }), 422)).body).toEqual({
      message: 'The email field must be a valid email address. (and 1 more error)',
      errors: { email: ['The email field must be a valid email address.'], password: ['The password field is required.'] },
    });

    const changed = await expectStatus(change({ email: newEmail.toUpperCase(), password: customer.password }), 200);
    expect(changed.body).toMatchObject({ email: newEmail, emailVerified: false });
    expect((await session.get('/api/user').expect(200)).body).toMatchObject({ email: newEmail, emailVerified: false });
    // Neither address's guest bookings show now; what was booked signed in stays.
    expect(await references(session)).toEqual([signedIn]);

    const [token] = await verificationTokens(newEmail);
    await expectStatus(verify(token), 200);
    expect(await references(session)).toEqual([signedIn, newGuest]);
    await expectStatus(new HttpSession(t).post('/login', { email: newEmail, password: customer.password }), 200);
  });

  it('makes a link sent to the previous address useless', async () => {
    const { customer, session } = await registered(t);
    const [oldToken] = await verificationTokens(customer.email);
    await expectStatus(session.put('/api/user/email', { email: anEmail('moved'), password: customer.password }), 200);
    await expectStatus(verify(oldToken), 422);
    expect((await session.get('/api/user').expect(200)).body).toMatchObject({ emailVerified: false });
  });

  it('allows five attempts in 15 minutes, then answers 429 with Retry-After', async () => {
    const { session } = await registered(t);
    for (let n = 0; n < 5; n++) await expectStatus(session.put('/api/user/email', { email: anEmail('guess'), password: `guess ${n}` }), 422);
    const throttled = await expectStatus(session.put('/api/user/email', { email: anEmail('guess'), password: 'guess 6' }), 429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect(throttled.body).toMatchObject({ message: expect.stringContaining('Too many attempts to change your email') });
    await expectStatus(new HttpSession(t).put('/api/user/email', { email: anEmail('visitor'), password: 'x' }), 401);
  });
});

describe('admins', () => {
  it('count as verified when made by ADMIN_EMAIL, so their guest bookings show', async () => {
    const guest = await guestBooking(ADMIN.email);
    const session = new HttpSession(t);
    await expectStatus(session.post('/login', { email: ADMIN.email, password: ADMIN.password }), 200);
    expect((await session.get('/api/user').expect(200)).body).toMatchObject({ admin: true, emailVerified: true });
    expect(await references(session)).toContain(guest);
    expect(smtp.count((m) => m.to.includes(ADMIN.email) && m.subject === VERIFICATION_SUBJECT)).toBe(0);
  });
});
