import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { expectStatus } from '../support/accounts.js';
import { sql } from '../support/booking-builders.js';
import { HttpSession } from '../support/http-session.js';
import { expectLimited, hit, RATE_LIMITS, rows, signedInAs } from '../support/rate-limits.js';
import type { RateLimitName, RateLimitRow } from '../../backend/src/shared/rate-limits/index.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

// Hundreds of quick refusals, and a registration per signed-in request.
jest.setTimeout(300_000);

let t: TestApp;

beforeAll(async () => {
  // As behind the compose stack's balancer: the proxy on loopback names the client in X-Forwarded-For.
  t = await createTestApp({ env: { TRUST_PROXY: 'loopback' } });
});
afterAll(async () => {
  await t?.close();
});

let clients = 0;
/** A client address of its own (10.0.0.0/8 has room for every request of this file). */
const newClient = () => {
  clients += 1;
  return `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
};

let subjects = 0;
/** A name of the kind the row counts: an email, a booking reference, a manage link, a payment intent id. */
function newSubject(row: RateLimitName): string {
  subjects += 1;
  if (row === 'findBooking') return `ZZ${String(subjects).padStart(6, '0')}`;
  if (row === 'manageAction') return `limit${String(subjects).padStart(27, '0')}`;
  if (row === 'testCard') return `pi_limit${subjects}`;
  return `someone.${subjects}@example.com`;
}

/**
 * A signed-in customer for the rows behind sign-in, now sending as `client`. Resend verification has its own limit
 * of 3 per account (the auth module's), so it takes a new customer every third request; the email change is refused
 * by validation before its per-account count, so one customer serves.
 */
let customer: HttpSession | null = null;
let customerUses = 0;
async function customerFor(row: RateLimitName, client: string): Promise<HttpSession | undefined> {
  if (row !== 'resendVerification' && row !== 'emailChange') return undefined;
  if (!customer || (row === 'resendVerification' && customerUses >= 3)) {
    customer = await signedInAs(t, client);
    customerUses = 0;
  }
  customerUses += 1;
  return customer.as(client);
}

/** One request of the row as `client` naming `subject`. */
async function send(row: RateLimitName, client: string, subject: string) {
  return hit(t, row, client, subject, await customerFor(row, client));
}

describe.each(rows)('the %s limit', (row) => {
  const { perClient } = RATE_LIMITS[row];
  const perSubject = (RATE_LIMITS[row] as RateLimitRow).perSubject ?? null;

  it(`lets ${perClient.limit} requests from one client address through per ${perClient.seconds} s, then answers 429; other addresses go on`, async () => {
    const client = newClient();
    for (let i = 0; i < perClient.limit; i++) expect((await send(row, client, newSubject(row))).status).not.toBe(429);
    expectLimited(await send(row, client, newSubject(row)), perClient.seconds);
    expectLimited(await send(row, client, newSubject(row)), perClient.seconds);
    expect((await send(row, newClient(), newSubject(row))).status).not.toBe(429);
  });

  if (perSubject) {
    it(`lets ${perSubject.limit} requests naming one ${perSubject.by} through per ${perSubject.seconds} s from any addresses, then 429; another ${perSubject.by} goes on`, async () => {
      const subject = newSubject(row);
      for (let i = 0; i < perSubject.limit; i++) expect((await send(row, newClient(), subject)).status).not.toBe(429);
      expectLimited(await send(row, newClient(), subject), perSubject.seconds);
      expect((await send(row, newClient(), newSubject(row))).status).not.toBe(429);
    });
  }
});

describe('names counted the way the services read them', () => {
  it('counts an email in any case, and a reference with spaces or dashes, as the same name', async () => {
    const email = 'Case.Test@Example.com';
    for (let i = 0; i < RATE_LIMITS.register.perSubject.limit; i++) {
      const spelled = i % 2 === 0 ? email.toUpperCase() : ` ${email.toLowerCase()} `;
      expect((await hit(t, 'register', newClient(), spelled)).status).not.toBe(429);
    }
    expectLimited(await hit(t, 'register', newClient(), email), RATE_LIMITS.register.perSubject.seconds);

    for (const spelled of ['AB12CD34', 'ab12-cd34', 'AB12 CD34']) expect((await hit(t, 'findBooking', newClient(), spelled)).status).not.toBe(429);
    expectLimited(await hit(t, 'findBooking', newClient(), 'ab-12-cd-34'), RATE_LIMITS.findBooking.perSubject.seconds);
  });
});

describe('RATE_LIMITS=off (load tests only)', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp({ env: { TRUST_PROXY: 'loopback', RATE_LIMITS: 'off' } });
  });
  afterAll(async () => {
    await off?.close();
  });

  it('lifts the new limits', async () => {
    const client = '10.200.0.1';
    for (let i = 0; i <= RATE_LIMITS.register.perClient.limit + 1; i++) expect((await hit(off, 'register', client, `off.${i}@example.com`)).status).toBe(422);
    // No email: validation answers each one, none is stopped by the limit.
    for (let i = 0; i <= RATE_LIMITS.findBooking.perSubject.limit + 1; i++) expect((await hit(off, 'findBooking', client, 'OFF12345')).status).toBe(422);
  });

  it('keeps the login throttle: the 6th failed login within a minute is still 429', async () => {
    const customer = { name: 'Off Test', email: 'off.login@example.com', password: 'correct horse battery', password_confirmation: 'correct horse battery' };
    await expectStatus(new HttpSession(off, '10.200.0.2').post('/register', customer), 201);
    const login = (password: string) => new HttpSession(off, '10.200.0.3').post('/login', { email: customer.email, password });
    for (let i = 0; i < 5; i++) await expectStatus(login('wrong password'), 422);
    const throttled = await expectStatus(login(customer.password), 429);
    expect(throttled.body.message).toMatch(/^Too many login attempts\. Please try again in \d+ seconds\.$/);
  });

  it('keeps the per-address login cap: an address that failed 20 logins this hour is refused on any account', async () => {
    const customer = { name: 'Off Spray', email: 'off.spray@example.com', password: 'correct horse battery', password_confirmation: 'correct horse battery' };
    await expectStatus(new HttpSession(off, '10.200.0.4').post('/register', customer), 201);
    // 20 failures from 10.200.0.5 this hour, recorded as the app records them.
    await sql(off, `insert into auth_throttle (key, hits, resets_at) values ('login-address:10.200.0.5', 20, now() + interval '40 minutes')`);
    await expectStatus(new HttpSession(off, '10.200.0.5').post('/login', { email: customer.email, password: customer.password }), 429);
    await expectStatus(new HttpSession(off, '10.200.0.6').post('/login', { email: customer.email, password: customer.password }), 200);
  });
});
