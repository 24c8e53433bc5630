import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { aCustomer, expectStatus, registered } from '../support/accounts.js';
import { TEST_SCRYPT_LN } from '../support/app-process.js';
import { HttpSession } from '../support/http-session.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

// Each create-admin run is a new process opening (and migrating) an embedded database: slow on a busy 2-core machine.
jest.setTimeout(180_000);

const CLI = join(process.cwd(), 'backend', 'dist', 'cli', 'create-admin.js');
const opened: Array<TestApp | TestDatabase> = [];

afterAll(async () => {
  for (const item of opened.reverse()) await ('app' in item ? item.close() : item.drop());
});

/** The env that points an app or the CLI at `db` (embedded files or a PostgreSQL database). */
const envFor = (db: TestDatabase): Record<string, string> => ({
  DATA_DIR: db.dataDir,
  SESSION_SECRET: 'test-session-secret-0123456789abcdef',
  PASSWORD_SCRYPT_LN: TEST_SCRYPT_LN,
  ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}),
});

async function freshDatabase(): Promise<TestDatabase> {
  const db = await createTestDatabase();
  opened.push(db);
  return db;
}

async function appOn(db: TestDatabase, env: Record<string, string> = {}): Promise<TestApp> {
  const t = await createTestApp({ env: { ...envFor(db), ...env } });
  opened.push(t);
  return t;
}

function createAdmin(db: TestDatabase, args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, ...envFor(db), NODE_OPTIONS: '' };
  if (!db.databaseUrl) delete env.DATABASE_URL;
  const run = spawnSync(process.execPath, [CLI, ...args], { env, encoding: 'utf8', timeout: 60_000 });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

async function loginAs(t: TestApp, email: string, password: string) {
  const session = new HttpSession(t);
  await expectStatus(session.post('/login', { email, password }), 200);
  return (await session.get('/api/user').expect(200)).body;
}

const adminCount = async (t: TestApp) =>
  (await t.app.get(EntityManager).fork().execute<{ n: number }[]>("select count(*)::int as n from app_user where role = 'admin'"))[0].n;

describe('ADMIN_EMAIL and ADMIN_PASSWORD at start', () => {
  it('creates the admin once, and restores its password only when it no longer verifies', async () => {
    const db = await freshDatabase();
    const env = { ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'first admin password', ADMIN_NAME: 'Ada Boss' };
    let t = await appOn(db, env);
    expect(await loginAs(t, 'boss@example.com', 'first admin password')).toEqual({
      id: expect.any(Number),
      name: 'Ada Boss',
      email: 'boss@example.com',
      role: 'admin',
      admin: true,
      emailVerified: true,
    });
    await t.close();
    opened.splice(opened.indexOf(t), 1);

    t = await appOn(db, { ...env, ADMIN_PASSWORD: 'second admin password' });
    expect(await adminCount(t)).toBe(1);
    await loginAs(t, 'boss@example.com', 'second admin password');
  });

  it('promotes an existing customer with that email', async () => {
    const db = await freshDatabase();
    let t = await appOn(db);
    const { customer } = await registered(t, aCustomer({ email: 'carol@example.com' }));
    await t.close();
    opened.splice(opened.indexOf(t), 1);

    t = await appOn(db, { ADMIN_EMAIL: 'carol@example.com', ADMIN_PASSWORD: customer.password });
    expect((await loginAs(t, 'carol@example.com', customer.password)).admin).toBe(true);
  });
});

describe('npm run create-admin', () => {
  it('creates an admin, then promotes an existing customer, and is idempotent', async () => {
    const db = await freshDatabase();
    const created = createAdmin(db, ['--email', 'Dan@Example.com', '--name', 'Dan Admin', '--password', 'dan admin password']);
    expect(created).toMatchObject({ status: 0 });
    expect(created.output).toContain('Created the admin dan@example.com.');
    expect(createAdmin(db, ['--email', 'dan@example.com', '--password', 'dan admin password']).output).toContain(
      'dan@example.com: already an admin.',
    );

    const t = await appOn(db);
    expect(await loginAs(t, 'dan@example.com', 'dan admin password')).toMatchObject({ name: 'Dan Admin', admin: true, emailVerified: true });
    const { customer, session } = await registered(t, aCustomer({ email: 'erin@example.com' }));
    expect((await session.get('/api/user').expect(200)).body).toMatchObject({ admin: false, emailVerified: false });
    await t.close();
    opened.splice(opened.indexOf(t), 1);

    const promoted = createAdmin(db, ['--email', 'erin@example.com']);
    expect(promoted).toMatchObject({ status: 0 });
    expect(promoted.output).toContain('erin@example.com: promoted to admin.');
    const again = await appOn(db);
    // The operator named the address: a promoted customer counts as verified too.
    expect(await loginAs(again, 'erin@example.com', customer.password)).toMatchObject({ admin: true, emailVerified: true });
  });

  it('refuses bad arguments with the usage, and a new account without a password', async () => {
    const db = await freshDatabase();
    const bad = createAdmin(db, ['--email', 'not-an-email', '--password', 'long enough password']);
    expect(bad.status).toBe(2);
    expect(bad.output).toContain('Not a valid email address');
    expect(bad.output).toContain('Usage: npm run create-admin');
    expect(createAdmin(db, ['--email', 'fay@example.com', '--password', 'short']).output).toContain('--password must be 8 to 128 characters');
    const noPassword = createAdmin(db, ['--email', 'fay@example.com']);
    expect(noPassword.status).toBe(1);
    expect(noPassword.output).toContain('a password is needed to create it');
  });

  it('refuses to open the embedded database while the app runs on it, and runs beside the app on PostgreSQL', async () => {
    const db = await freshDatabase();
    const t = await appOn(db);
    const run = createAdmin(db, ['--email', 'gil@example.com', '--password', 'gil admin password']);
    if (db.databaseUrl) {
      // Only the embedded database is one process's: on a server the admin is made while the app serves.
      expect(run).toMatchObject({ status: 0 });
      expect((await loginAs(t, 'gil@example.com', 'gil admin password')).admin).toBe(true);
    } else {
      expect(run.status).toBe(1);
      expect(run.output).toContain(`(pid ${process.pid}) is running on the embedded database`);
    }
  });
});

describe('cookies under https', () => {
  it('marks the session and XSRF cookies Secure when APP_URL is https', async () => {
    const t = await appOn(await freshDatabase(), { APP_URL: 'https://luggage.example' });
    const response = await t.request().get('/sanctum/csrf-cookie').expect(204);
    const cookies = response.headers['set-cookie'] as unknown as string[];
    // The session, its CSRF token and the browser key a checkout belongs to.
    expect(cookies.map((cookie) => cookie.split('=')[0]).sort()).toEqual(['XSRF-TOKEN', 'luggage_browser', 'luggage_session']);
    for (const cookie of cookies) expect(cookie).toMatch(/; Secure/);
  });
});

describe('the cost of sessions', () => {
  it('serves GET /api/get-data without reading the session table, which a POST needs', async () => {
    const t = await appOn(await freshDatabase());
    const { session } = await registered(t);
    const sql = (query: string) => t.app.get(EntityManager).fork().execute(query);
    await sql('alter table session rename to session_away');
    try {
      await session.get('/api/get-data').expect(200);
      expect((await session.post('/logout')).status).toBe(500);
    } finally {
      await sql('alter table session_away rename to session');
    }
    await expectStatus(session.post('/logout'), 204);
  });
});

describe('GET /api/user', () => {
  it('answers exactly id, name, email, admin and emailVerified', async () => {
    const db = await freshDatabase();
    const t = await appOn(db);
    const { session } = await registered(t, aCustomer({ name: 'Hal Customer', email: 'hal@example.com' }));
    const response = await session.get('/api/user').expect(200).expect('cache-control', 'no-store');
    expect(response.body).toEqual({ id: expect.any(Number), name: 'Hal Customer', email: 'hal@example.com', role: 'customer', admin: false, emailVerified: false });
  });
});
