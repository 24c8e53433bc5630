import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { expectStatus, registered } from '../support/accounts.js';
import { HttpSession } from '../support/http-session.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

jest.setTimeout(60_000);

let t: TestApp;

beforeAll(async () => {
  // As behind the compose stack's balancer: the proxy on loopback names the client.
  t = await createTestApp({ env: { TRUST_PROXY: 'loopback' } });
});
afterAll(async () => {
  await t?.close();
});

let addresses = 0;
/** Each test's own client address (one address may fail only 20 logins an hour, whatever the account). */
let testAddress = '';
beforeEach(() => {
  testAddress = `203.0.113.${(addresses += 1)}`;
});

/** A login from `session` (a browser, its cookies kept); `ip` stands for the client address a proxy reports. */
async function loginIn(session: HttpSession, email: string, password: string, ip = testAddress) {
  const token = await session.csrf();
  return session.agent.post('/login').set({ 'X-XSRF-TOKEN': token, 'X-Forwarded-For': ip, Accept: 'application/json' })
    .send({ email, password });
}

/** A login from a browser of its own (no cookies from before). */
function login(email: string, password: string, ip = testAddress, app: TestApp = t) {
  return loginIn(new HttpSession(app), email, password, ip);
}

/** The account-wide cap reached: 100 failures this hour from elsewhere, recorded as the app records them. */
async function accountCapReached(email: string): Promise<void> {
  await t.app.get(EntityManager).fork()
    .execute(
      `insert into auth_throttle (key, hits, resets_at) values (?, 100, now() + interval '50 minutes')
       on conflict (key) do update set hits = 100, resets_at = excluded.resets_at`,
      [`login-account:${email}`],
    );
}

async function failTimes(n: number, email: string, ip?: string): Promise<void> {
  for (let i = 0; i < n; i++) await expectStatus(login(email, 'wrong password', ip), 422);
}

describe('login throttling', () => {
  it('answers the 6th failed login within a minute with 429, Retry-After and a message under email', async () => {
    const { customer } = await registered(t);
    await failTimes(5, customer.email);
    const response = await expectStatus(login(customer.email, customer.password), 429);
    const seconds = Number(response.headers['retry-after']);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(response.body.message).toBe(`Too many login attempts. Please try again in ${seconds} seconds.`);
    expect(response.body.errors.email).toEqual([response.body.message]);
  });

  it('counts A@X.com and a@x.com together', async () => {
    const { customer } = await registered(t);
    await failTimes(3, customer.email.toUpperCase());
    await failTimes(2, customer.email);
    await expectStatus(login(customer.email.toUpperCase(), 'wrong password'), 429);
  });

  it('does not block another email from the same address, nor the same email from another address', async () => {
    const { customer } = await registered(t);
    const other = await registered(t);
    await failTimes(5, customer.email, '198.51.100.1');
    await expectStatus(login(customer.email, 'wrong password', '198.51.100.1'), 429);
    await expectStatus(login(other.customer.email, other.customer.password, '198.51.100.1'), 200);
    await expectStatus(login(customer.email, customer.password, '198.51.100.2'), 200);
  });

  it('starts the count again after a successful login', async () => {
    const { customer } = await registered(t);
    await failTimes(4, customer.email);
    await expectStatus(login(customer.email, customer.password), 200);
    await failTimes(5, customer.email);
    await expectStatus(login(customer.email, 'wrong password'), 429);
  });

  it('caps one account at 100 failures an hour across every address', async () => {
    const { customer } = await registered(t);
    // 99 failures from elsewhere this hour, recorded as the app records them (the 100th comes next).
    await t.app
      .get(EntityManager)
      .fork()
      .execute(`insert into auth_throttle (key, hits, resets_at) values (?, 99, now() + interval '50 minutes')`, [`login-account:${customer.email}`]);
    await expectStatus(login(customer.email, 'wrong password', '192.0.2.10'), 422);
    const blocked = await expectStatus(login(customer.email, customer.password, '192.0.2.11'), 429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(60);
  });

  it('ignores X-Forwarded-For from a sender that is not a trusted proxy, so a new address per try does not help', async () => {
    const direct = await createTestApp();
    try {
      const { customer } = await registered(direct);
      for (let i = 0; i < 5; i++) await expectStatus(login(customer.email, 'wrong password', `198.51.100.${i + 20}`, direct), 422);
      await expectStatus(login(customer.email, customer.password, '198.51.100.99', direct), 429);
    } finally {
      await direct.close();
    }
  });

  it('caps one address at 20 failed logins an hour across all accounts (password spraying), with Retry-After', async () => {
    const accounts = await Promise.all(Array.from({ length: 5 }, () => registered(t)));
    for (const { customer } of accounts) await failTimes(4, customer.email, '198.51.100.50');
    const blocked = await expectStatus(login(accounts[0].customer.email, accounts[0].customer.password, '198.51.100.50'), 429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(60);
    expect(blocked.body.message).toBe(`Too many login attempts. Please try again in ${blocked.headers['retry-after']} seconds.`);
    const fresh = await registered(t);
    await expectStatus(login(fresh.customer.email, fresh.customer.password, '198.51.100.50'), 429);
    await expectStatus(login(fresh.customer.email, fresh.customer.password, '198.51.100.51'), 200);
  });

  it('lets a browser that signed in to the account before past the account-wide cap, and blocks an unknown browser', async () => {
    const { customer } = await registered(t);
    const ownersBrowser = new HttpSession(t);
    await expectStatus(loginIn(ownersBrowser, customer.email, customer.password), 200);
    await accountCapReached(customer.email);

    await expectStatus(login(customer.email, customer.password, '192.0.2.30'), 429);
    // The owner's browser: a mistyped password is an ordinary 422, the right one signs in, from any address.
    await expectStatus(loginIn(ownersBrowser, customer.email, 'wrong password', '192.0.2.31'), 422);
    await expectStatus(loginIn(ownersBrowser, customer.email, customer.password, '192.0.2.32'), 200);
    await expectStatus(login(customer.email, customer.password, '192.0.2.33'), 429);
  });

  it('trusts a device cookie only for the account it names', async () => {
    const { customer } = await registered(t);
    const other = await registered(t);
    const othersBrowser = new HttpSession(t);
    await expectStatus(loginIn(othersBrowser, other.customer.email, other.customer.password), 200);
    await accountCapReached(customer.email);
    await expectStatus(loginIn(othersBrowser, customer.email, customer.password, '192.0.2.40'), 429);
  });
});
