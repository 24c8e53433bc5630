import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { expectStatus, registered } from '../support/accounts.js';
import { HttpSession } from '../support/http-session.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

// Every password check is a deliberate third of a second of scrypt.
jest.setTimeout(60_000);

let t: TestApp;

beforeAll(async () => {
  // As behind the compose stack's balancer: the proxy on loopback names the client.
  t = await createTestApp({ env: { TRUST_PROXY: 'loopback' } });
});
afterAll(async () => {
  await t?.close();
});

/** A login from its own browser session; `ip` stands for the client address a proxy reports. */
async function login(email: string, password: string, ip = '203.0.113.7', app: TestApp = t) {
  const session = new HttpSession(app);
  const token = await session.csrf();
  return session.agent.post('/login').set({ 'X-XSRF-TOKEN': token, 'X-Forwarded-For': ip, Accept: 'application/json' })
    .send({ email, password });
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
});
