import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { aCustomer } from '../support/accounts.js';
import { HttpSession, readCookie } from '../support/http-session.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

// The SPA asks GET /api/user only when the signed_in hint is there, so a visitor's pages log no 401.
describe('the signed_in hint cookie', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is not given to a visitor, is set at registration and login, and is cleared at logout', async () => {
    const session = new HttpSession(t);
    const visitor = await session.get('/sanctum/csrf-cookie');
    expect(readCookie(visitor.headers['set-cookie'], 'signed_in')).toBeNull();

    const customer = aCustomer();
    const registered = await session.post('/register', customer);
    expect(registered.status).toBe(201);
    expect(readCookie(registered.headers['set-cookie'], 'signed_in')).toBe('1');
    const hint = (registered.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('signed_in='))!;
    expect(hint).not.toMatch(/HttpOnly/i);

    const loggedOut = await session.post('/logout');
    expect(loggedOut.status).toBe(204);
    expect(readCookie(loggedOut.headers['set-cookie'], 'signed_in')).toBe('');

    const login = await session.post('/login', { email: customer.email, password: customer.password });
    expect(login.status).toBe(200);
    expect(readCookie(login.headers['set-cookie'], 'signed_in')).toBe('1');
  });

  it('proves nothing by itself: GET /api/user still needs the session', async () => {
    await t.request().get('/api/user').set('Cookie', 'signed_in=1').expect(401);
  });
});
