import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import pg from 'pg';
import { embeddedUrl } from '../../backend/src/shared/database/embedded-postgres.js';
import { type RunningApp, startApp } from '../support/app-process.js';
import { bristolBusStationAt, payWith4242, ProcessSession } from '../support/process-session.js';
import { aPaymentIntentRequest } from '../support/booking-builders.js';
import { type CaughtMail, startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.js';

jest.setTimeout(120_000);

interface LogLine {
  msg: string;
  job?: string;
  outcome?: string;
  level: number;
  process?: string;
  requestId?: string;
  method?: string;
  route?: string | null;
  path?: string;
  status?: number;
  ms?: number;
  err?: { stack?: string; message?: string };
}

/**
 * The built API as a process in production mode (JSON lines) over its embedded database: a run that registers,
 * logs in, resets a password, books, opens the manage link and cancels, then a real fault. Its log is read back.
 */
describe('logs an operator can search', () => {
  let smtp: SmtpCatcher;
  let app: RunningApp;
  const email = 'lovelace.logs@example.com';
  const secrets: Record<string, string> = {};

  const lines = (): LogLine[] => readLines(app);

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    app = await startApp({ env: { NODE_ENV: 'production', LOG_LEVEL: 'info', SMTP_URL: smtp.url, SESSION_SECRET: 's'.repeat(40) } });
    const browser = new ProcessSession(app.url);
    secrets.password = 'first secret password';
    secrets.newPassword = 'second secret password';
    expect((await browser.post('/register', { name: 'Ada Logs', email, password: secrets.password, password_confirmation: secrets.password })).status).toBe(201);
    secrets.session = browser.cookie('luggage_session')!;
    secrets.xsrf = decodeURIComponent(browser.cookie('XSRF-TOKEN')!);
    const verify = await smtp.waitFor((m: CaughtMail) => m.subject === 'Verify your email address');
    secrets.verifyToken = /\/verify-email\/([A-Za-z0-9_-]+)/.exec(verify.text)![1];
    await browser.post('/logout');
    expect((await browser.post('/login', { email, password: secrets.password })).status).toBe(200);
    await browser.post('/logout');
    expect((await browser.post('/forgot-password', { email })).status).toBe(200);
    const reset = await smtp.waitFor((m: CaughtMail) => m.text.includes('/password-reset/'));
    secrets.resetToken = /\/password-reset\/([A-Za-z0-9_-]+)/.exec(reset.text)![1];
    const resetAnswer = await browser.post('/reset-password', { email, token: secrets.resetToken, password: secrets.newPassword, password_confirmation: secrets.newPassword });
    expect(resetAnswer.status).toBe(200);

    const visitor = new ProcessSession(app.url);
    const paid = await payWith4242(visitor, await bristolBusStationAt(app.url), { email, collectionDate: paidDate() });
    secrets.clientSecret = paid.secret;
    const booked = await visitor.post('/api/booking', paid.booking);
    secrets.manageToken = (booked.body as { manageToken: string }).manageToken;
    expect((await visitor.get(`/api/manage/${secrets.manageToken}`)).status).toBe(200);
    // The page itself matches no API route: its path is logged, with the secret taken out.
    await visitor.get(`/manage/${secrets.manageToken}`);
    expect((await visitor.post(`/api/manage/${secrets.manageToken}/cancel`, { expectedRefund: 36.45 })).status).toBe(200);
    await smtp.waitFor((m: CaughtMail) => m.subject.startsWith('Booking cancelled'));
  });
  afterAll(async () => {
    await app?.stop();
    await smtp?.close();
  });

  it('writes one JSON line per request with method, route, status, duration and the request id it sent back', async () => {
    const session = new ProcessSession(app.url);
    const answer = await session.post('/login', { email, password: 'wrong password here' });
    expect(answer.status).toBe(422);
    const id = answer.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const line = await logged(app, (l) => l.msg === 'request' && l.requestId === id);
    expect(line).toMatchObject({ process: 'api', method: 'POST', route: '/login', status: 422, ms: expect.any(Number) });
    // The manage page's calls are logged by their route pattern, never with the link's secret.
    expect(lines().some((l) => l.msg === 'request' && l.route === '/api/manage/:token/cancel' && l.status === 200)).toBe(true);
    expect(lines().some((l) => l.msg === 'request' && l.route === null && l.path === '/manage/[redacted]')).toBe(true);
    // The hot answers that never touch the database are not logged one by one: the landing page and the catalog.
    const quiet = [await session.get('/'), await session.get('/api/get-data')].map((r) => r.headers.get('x-request-id'));
    const page = (await session.get('/selection')).headers.get('x-request-id');
    // The quiet requests were answered before the page's, whose line is written once it is answered.
    expect(await logged(app, (l) => l.msg === 'request' && l.requestId === page && l.path === '/selection')).toBeDefined();
    expect(lines().filter((l) => l.msg === 'request' && quiet.includes(l.requestId as string))).toEqual([]);
    // A quiet address that fails is logged, with the id it sent back.
    const missing = await session.get('/assets/no-such-file-0.js');
    expect(missing.status).toBe(404);
    const missingId = missing.headers.get('x-request-id');
    expect(await logged(app, (l) => l.msg === 'request' && l.requestId === missingId)).toMatchObject({ path: '/assets/no-such-file-0.js', status: 404 });
    // Jobs (in-process here; the BullMQ worker writes the same with its attempt) log their name, id and outcome.
    expect(lines().some((l) => l.job === 'notifications.booking-cancelled-email' && l.outcome === 'done')).toBe(true);
  });

  it('never writes a password, cookie, CSRF token, link secret, card field or full email address', () => {
    const log = app.output();
    expect(log.length).toBeGreaterThan(1000);
    for (const [name, secret] of Object.entries(secrets)) {
      expect({ name, found: log.includes(secret) }).toEqual({ name, found: false });
    }
    // The test card in any grouping (a bare '4242' also turns up inside timestamps and ids now and then).
    expect(log).not.toMatch(/4242[\s-]*4242/);
    expect(log).not.toContain(email);
    expect(log).not.toContain('lovelace.logs');
  });

  it('logs a 500 once with its stack and request id, and answers only "Something went wrong" with that id', async () => {
    // A real fault: a table the call needs is gone.
    const db = new pg.Client({ connectionString: embeddedUrl(join(app.dataDir, 'run')) });
    await db.connect();
    try {
      await db.query('alter table cancellation_policy rename to cancellation_policy_gone');
      const answer = await fetch(`${app.url}/api/cancellation-policy`);
      const id = answer.headers.get('x-request-id');
      expect(answer.status).toBe(500);
      expect(await answer.json()).toEqual({ message: 'Something went wrong', requestId: id });
      await logged(app, (l) => l.requestId === id && l.level >= 50);
      const errors = lines().filter((l) => l.requestId === id && l.level >= 50);
      expect(errors).toHaveLength(1);
      expect(errors[0].err?.stack).toMatch(/cancellation_policy/);
    } finally {
      await db.query('alter table cancellation_policy_gone rename to cancellation_policy');
      await db.end();
    }
  });
});

describe('the start output', () => {
  const started = async (env: Record<string, string>) => {
    const app = await startApp({ env: { NODE_ENV: 'development', ...env } });
    try {
      // Its last start line, read from its stdout, which may trail the health check startApp waited for.
      const deadline = Date.now() + 10_000;
      while (!app.output().includes('Listening on') && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      return app.output().split('\n').filter((line) => line.trim() !== '');
    } finally {
      await app.stop();
    }
  };

  it('is a few lines at info level, as `npm start` prints it: no line per module, controller or route', async () => {
    const lines = await started({ LOG_LEVEL: 'info' });
    expect(lines.filter((line) => line.includes('Listening on http://127.0.0.1:'))).toHaveLength(1);
    expect(lines.length).toBeLessThan(25);
    expect(lines.filter((line) => /Mapped \{|dependencies initialized|Controller \{/.test(line))).toEqual([]);
  });
});

describe('a database error that names an email address', () => {
  let app: RunningApp;
  const email = 'hopper.duplicate@example.com';

  beforeAll(async () => {
    app = await startApp({ env: { NODE_ENV: 'production', LOG_LEVEL: 'info', SESSION_SECRET: 's'.repeat(40) } });
  });
  afterAll(async () => {
    await app?.stop();
  });

  it("logs PostgreSQL's detail of a unique violation with the address masked", async () => {
    // A real fault: an index the app does not expect makes a second checkout with one email break it.
    const db = new pg.Client({ connectionString: embeddedUrl(join(app.dataDir, 'run')) });
    await db.connect();
    try {
      await db.query('create unique index booking_email_fault on booking (email)');
      const point = await bristolBusStationAt(app.url);
      await payWith4242(new ProcessSession(app.url), point, { email, collectionDate: paidDate() });
      const second = await new ProcessSession(app.url).post('/api/stripe-payment-intent', aPaymentIntentRequest(point, { email, collectionDate: paidDate() }));
      expect(second.status).toBe(500);
      await logged(app, (l) => l.level >= 50 && JSON.stringify(l).includes('booking_email_fault'));
      const log = app.output();
      expect(log).toContain('booking_email_fault');
      expect(log).toContain('Key (email)=(h***@example.com) already exists.');
      expect(log).not.toContain(email);
      expect(log).not.toContain('hopper.duplicate');
    } finally {
      await db.query('drop index if exists booking_email_fault');
      await db.end();
    }
  });
});

/** The first JSON log line `accept` takes, once the process has written it (within 10 s), else undefined. */
async function logged(app: RunningApp, accept: (line: LogLine) => boolean): Promise<LogLine | undefined> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const found = readLines(app).find(accept);
    if (found || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function readLines(app: RunningApp): LogLine[] {
  return app
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
}

/** Five days ahead (DD-MM-YYYY, London), well before the free cancellation cut-off. */
function paidDate(): string {
  const date = new Date(Date.now() + 5 * 86_400_000);
  const [day, month, year] = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', day: '2-digit', month: '2-digit', year: 'numeric' }).format(date).split('/');
  return `${day}-${month}-${year}`;
}
