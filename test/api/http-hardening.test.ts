import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { HttpSession } from '../support/http-session.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

describe('HTTP hardening', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sends the security headers on API answers and pages', async () => {
    for (const path of ['/api/get-data', '/', '/selection']) {
      const response = await t.request().get(path).expect(200);
      const csp = response.headers['content-security-policy'];
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain('https://js.stripe.com');
      expect(csp).toContain('https://maps.googleapis.com');
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
      // The camera for our own pages only (the pass scanners of /staff and /driver); no microphone.
      expect(response.headers['permissions-policy']).toMatch(/(^|, )camera=\(self\), microphone=\(\)/);
      // HSTS only under https (APP_URL here is http).
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('serves hashed assets for a year and the page itself never from cache', async () => {
    const page = await t.request().get('/').expect(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    const compressed = await t.request().get('/').set('Accept-Encoding', 'br, gzip').expect(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.text).toBe(page.text);
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(page.text)?.[1];
    expect(asset).toBeDefined();
    const script = await t.request().get(asset!).set('Accept-Encoding', 'gzip').expect(200);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.headers['content-encoding']).toBe('gzip');
    const brotli = await t.request().get(asset!).set('Accept-Encoding', 'br').expect(200);
    expect(brotli.headers['content-encoding']).toBe('br');
  });

  it('answers 413 with a message for a body over the limit', async () => {
    const response = await new HttpSession(t).post('/api/booking', { padding: 'x'.repeat(100_000) });
    expect(response.status).toBe(413);
    expect(response.body.message).toEqual(expect.any(String));
  });

  it('answers a JSON 404 for a missing file instead of the page', async () => {
    const response = await t.request().get('/assets/missing.js').expect(404);
    expect(response.body).toEqual({ message: 'Not Found' });
  });
});

describe('HTTP hardening under https', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { APP_URL: 'https://luggage.example' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('adds HSTS', async () => {
    const response = await t.request().get('/api/get-data').expect(200);
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
