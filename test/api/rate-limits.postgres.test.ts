// The abuse limits across API instances: with Redis, two instances sharing the database and QUEUE_PREFIX count
// together, so a balancer spreading a script's requests does not double its allowance.
// Runs on the PostgreSQL + Redis run only (*.postgres.test.ts).
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Redis } from 'ioredis';
import { expectLimited, hit, RATE_LIMITS } from '../support/rate-limits.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

jest.setTimeout(180_000);

let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  a = await createTestApp({ env: { TRUST_PROXY: 'loopback' } });
  b = await createTestApp({ shareWith: a, env: { TRUST_PROXY: 'loopback' } });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

describe('two API instances on one Redis', () => {
  it('count one client address together: the limit is reached across both, and the next request is 429 on either', async () => {
    expect(a.config.redisUrl).not.toBeNull();
    expect(b.config.queuePrefix).toBe(a.config.queuePrefix);
    const { limit, seconds } = RATE_LIMITS.register.perClient;
    for (let i = 0; i < limit; i++) expect((await hit(i % 2 === 0 ? a : b, 'register', '10.9.0.1', `both.${i}@example.com`)).status).toBe(422);
    expectLimited(await hit(a, 'register', '10.9.0.1', 'both.a@example.com'), seconds);
    expectLimited(await hit(b, 'register', '10.9.0.1', 'both.b@example.com'), seconds);
    expect((await hit(b, 'register', '10.9.0.2', 'both.c@example.com')).status).toBe(422);
  });

  it('count one reference together, and keep the counts under QUEUE_PREFIX with no email or reference in a key', async () => {
    const { limit, seconds } = RATE_LIMITS.findBooking.perSubject;
    for (let i = 0; i < limit; i++) expect((await hit(i % 2 === 0 ? b : a, 'findBooking', `10.9.1.${i + 1}`, 'SHARED23')).status).toBe(422);
    expectLimited(await hit(a, 'findBooking', '10.9.1.99', 'SHARED23'), seconds);

    const redis = new Redis(a.config.redisUrl!);
    try {
      const keys = await redis.keys(`${a.config.queuePrefix}:rate-limit:*`);
      expect(keys).toEqual(expect.arrayContaining([`${a.config.queuePrefix}:rate-limit:register:client:10.9.0.1`]));
      expect(keys.filter((key) => /SHARED23|example\.com/i.test(key))).toEqual([]);
    } finally {
      redis.disconnect();
    }
  });
});
