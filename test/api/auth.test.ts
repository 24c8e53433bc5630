import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { aCustomer, expectStatus, registered, sessionCookieOf, userWithCookie } from '../support/accounts.js';
import { HttpSession, readCookie } from '../support/http-session.js';
import { PasswordHasher } from '../../backend/src/modules/auth/index.js';
import { TEST_SCRYPT_LN } from '../support/app-process.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

// Test apps hash at scrypt 2^10; the last block starts an app at the default 2^17, a third of a second a hash.
jest.setTimeout(60_000);

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const storedUser = async (email: string, app: TestApp = t) => {
  const rows = await app.app.get(EntityManager).fork().execute<{ email: string; password_hash: string; role: string }[]>(
    'select email, password_hash, role from app_user where lower(email) = lower(?)',
    [email],
  );
  return rows[0];
};

describe('GET /sanctum/csrf-cookie', () => {
  it('answers 204 with a script-readable XSRF-TOKEN and an httpOnly, SameSite=Lax session cookie', async () => {
    const response = await t.request().get('/sanctum/csrf-cookie').expect(204);
    const cookies = response.headers['set-cookie'] as unknown as string[];
    const xsrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='))!;
    const session = cookies.find((c) => c.startsWith('luggage_session='))!;
    expect(xsrf).toMatch(/SameSite=Lax/);
    expect(xsrf).not.toMatch(/HttpOnly/);
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    expect(session).not.toMatch(/Secure/);
  });
});

describe('registration', () => {
  it('creates the account, signs the customer in and stores the email lowercased with a scrypt hash', async () => {
    const session = new HttpSession(t);
    const customer = aCustomer({ name: 'Ann Smith', email: 'Ann.Smith@Example.COM' });
    const response = await expectStatus(session.post('/register', customer), 201);
    expect(response.body).toEqual({ id: expect.any(Number), name: 'Ann Smith', email: 'ann.smith@example.com', role: 'customer', admin: false, emailVerified: false });

    const me = await session.get('/api/user').expect(200);
    expect(me.body).toEqual(response.body);
    const row = await storedUser('ann.smith@example.com');
    expect(row.email).toBe('ann.smith@example.com');
    expect(row.password_hash).toMatch(new RegExp(`^\\$scrypt\\$ln=${TEST_SCRYPT_LN},r=8,p=1\\$`));
    expect(row.password_hash).not.toContain(customer.password);
  });

  it('refuses an email that is taken, whatever its case', async () => {
    const { customer } = await registered(t, aCustomer({ email: 'bob@example.com' }));
    for (const email of [customer.email, 'BOB@Example.com']) {
      const response = await expectStatus(new HttpSession(t).post('/register', aCustomer({ email })), 422);
      expect(response.body.errors).toEqual({ email: ['The email has already been taken.'] });
    }
  });

  it.each([
    ['a short password', { password: 'short', password_confirmation: 'short' }, { password: ['The password field must be at least 8 characters.'] }],
    [
      'a confirmation that differs',
      { password: 'long enough 1', password_confirmation: 'long enough 2' },
      { password: ['The password field confirmation does not match.'] },
    ],
    ['a password over 128 characters', { password: 'x'.repeat(129), password_confirmation: 'x'.repeat(129) }, { password: ['The password field must not be greater than 128 characters.'] }],
    ['no name', { name: '  ' }, { name: ['The name field is required.'] }],
    ['a malformed email', { email: 'not-an-email' }, { email: ['The email field must be a valid email address.'] }],
    ['an email that is a number', { email: 12345 }, { email: ['The email field must be a string.'] }],
  ])('answers 422 per field for %s, and creates nothing', async (_label, override, errors) => {
    const customer = { ...aCustomer(), ...override };
    const response = await expectStatus(new HttpSession(t).post('/register', customer), 422);
    expect(response.body.errors).toEqual(errors);
    expect(typeof response.body.message).toBe('string');
    if (typeof customer.email === 'string' && customer.email.includes('@')) expect(await storedUser(customer.email)).toBeUndefined();
  });

  it('lists every missing field of an empty form', async () => {
    const response = await expectStatus(new HttpSession(t).post('/register', {}), 422);
    expect(response.body.errors).toEqual({
      name: ['The name field is required.'],
      email: ['The email field is required.'],
      password: ['The password field is required.'],
    });
  });
});

describe('login and logout', () => {
  it('signs in with the right password (any case of the email) and answers the user', async () => {
    const { customer } = await registered(t);
    const session = new HttpSession(t);
    await session.get('/api/user').expect(401);
    const response = await expectStatus(session.post('/login', { email: customer.email.toUpperCase(), password: customer.password }), 200);
    expect(response.body).toMatchObject({ email: customer.email, admin: false });
    await session.get('/api/user').expect(200);
  });

  it('refuses a wrong password and an unknown email with the same message', async () => {
    const { customer } = await registered(t);
    for (const credentials of [
      { email: customer.email, password: 'wrong password' },
      { email: 'nobody@example.com', password: customer.password },
    ]) {
      const response = await expectStatus(new HttpSession(t).post('/login', credentials), 422);
      expect(response.body).toEqual({
        message: 'These credentials do not match our records.',
        errors: { email: ['These credentials do not match our records.'] },
      });
    }
  });

  it('gives a new session id at login: the cookie from before no longer authenticates', async () => {
    const { customer } = await registered(t);
    const session = new HttpSession(t);
    const before = sessionCookieOf(await session.agent.get('/sanctum/csrf-cookie').expect(204));
    await session.csrf();
    const login = await expectStatus(session.post('/login', { email: customer.email, password: customer.password }), 200);
    const after = sessionCookieOf(login);
    expect(after).not.toBe(before);
    await userWithCookie(t, before).expect(401);
    await userWithCookie(t, after).expect(200);
  });

  it('logs out: /api/user answers 401, and the old cookie is dead too', async () => {
    const { session, cookie } = await registered(t);
    await session.get('/api/user').expect(200);
    await expectStatus(session.post('/logout'), 204);
    await session.get('/api/user').expect(401);
    await userWithCookie(t, cookie).expect(401);
  });
});

describe('CSRF (419 unless X-XSRF-TOKEN matches the session)', () => {
  const credentials = { email: 'someone@example.com', password: 'whatever password' };

  it('refuses a login with no session cookie at all', async () => {
    const response = await t.request().post('/login').send(credentials).expect(419);
    expect(response.body).toEqual({ message: 'CSRF token mismatch.' });
  });

  it('refuses a login without the header, and with a wrong token', async () => {
    const session = new HttpSession(t);
    const token = await session.csrf();
    await session.agent.post('/login').send(credentials).expect(419);
    await session.agent.post('/login').set('X-XSRF-TOKEN', `${token.slice(0, -2)}xx`).send(credentials).expect(419);
    await session.agent.post('/login').set('X-XSRF-TOKEN', token).send(credentials).expect(422);
  });

  it('refuses the token from before logout, which issued a new one', async () => {
    const { session } = await registered(t);
    const before = await session.csrf();
    const logout = await expectStatus(session.post('/logout'), 204);
    const after = readCookie(logout.headers['set-cookie'] as unknown as string[], 'XSRF-TOKEN');
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    await session.agent.post('/login').set('X-XSRF-TOKEN', before).send(credentials).expect(419);
  });

  it.each(['PUT', 'PATCH', 'DELETE', 'POST'] as const)('covers %s on any route, known or not', async (method) => {
    const session = new HttpSession(t);
    await session.csrf();
    const call = session.agent[method.toLowerCase() as 'put' | 'patch' | 'delete' | 'post'];
    await call.call(session.agent, '/api/some-admin-route').expect(419);
    await call.call(session.agent, '/api/booking').expect(419);
  });

  it('leaves the signed Stripe webhook to its signature check', async () => {
    const response = await t.request().post('/api/stripe-webhook').send({});
    expect(response.status).not.toBe(419);
  });
});

describe('GET /api/user', () => {
  it('answers 401 with the Laravel message for a visitor', async () => {
    const response = await t.request().get('/api/user').expect(401);
    expect(response.body).toEqual({ message: 'Unauthenticated.' });
  });
});

describe("the password cost an operator runs (2^17, PASSWORD_SCRYPT_LN's default)", () => {
  let operators: TestApp;

  beforeAll(async () => {
    operators = await createTestApp({ env: { PASSWORD_SCRYPT_LN: '17' } });
  });
  afterAll(async () => {
    await operators?.close();
  });

  it('stores a new account at 2^17', async () => {
    const customer = aCustomer();
    await expectStatus(new HttpSession(operators).post('/register', customer), 201);
    expect((await storedUser(customer.email, operators)).password_hash).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$/);
  });

  it('signs in a password stored at a lower cost and stores it again at 2^17, which then signs in too', async () => {
    const customer = aCustomer();
    const cheapHash = await new PasswordHasher(12).hash(customer.password);
    await operators.app
      .get(EntityManager)
      .fork()
      .execute(`insert into app_user (name, email, password_hash, role) values (?, ?, ?, 'customer')`, [customer.name, customer.email, cheapHash]);

    await expectStatus(new HttpSession(operators).post('/login', { email: customer.email, password: customer.password }), 200);
    const rehashed = (await storedUser(customer.email, operators)).password_hash;
    expect(rehashed).toMatch(/^\$scrypt\$ln=17,r=8,p=1\$/);
    await expectStatus(new HttpSession(operators).post('/login', { email: customer.email, password: customer.password }), 200);
  });
});
