// An admin for API tests: the accounts module creates ADMIN_EMAIL at start; the test signs in through POST /login.
import { HttpSession } from './http-session.js';
import { createTestApp, type TestApp, type TestAppOptions } from './test-app.js';

export const ADMIN = { email: 'olivia.admin@example.com', password: 'admin password 123', name: 'Olivia Stone' } as const;

export const ADMIN_ENV = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ADMIN_NAME: ADMIN.name };

/** A test app that has an admin account. */
export function createAdminTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  return createTestApp({ ...options, env: { ...ADMIN_ENV, ...options.env } });
}

/** A browser-like session signed in as the admin. */
export async function adminSession(t: TestApp): Promise<HttpSession> {
  const session = new HttpSession(t);
  const response = await session.post('/login', { email: ADMIN.email, password: ADMIN.password });
  if (response.status !== 200) throw new Error(`admin login answered ${response.status}: ${JSON.stringify(response.body)}`);
  // Login rotates the session and its CSRF token, as a browser would see in the new XSRF-TOKEN cookie.
  await session.csrf();
  return session;
}
