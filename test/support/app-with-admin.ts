import { startApp, type RunningApp } from './app-process.js';
import { VisitorSession } from './visitor-booking.js';

export interface AdminAccount {
  email: string;
  password: string;
  name: string;
}

/** The built app with this admin made at start (ADMIN_* settings), and an API session signed in as them. */
export async function startAppWithAdmin(account: AdminAccount): Promise<{ app: RunningApp; admin: VisitorSession }> {
  const app = await startApp({ env: { ADMIN_EMAIL: account.email, ADMIN_PASSWORD: account.password, ADMIN_NAME: account.name } });
  const admin = new VisitorSession(app.url);
  await admin.expect('POST', '/login', { email: account.email, password: account.password });
  return { app, admin };
}
