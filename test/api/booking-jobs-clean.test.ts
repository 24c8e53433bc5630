import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { type BookingResponse, paymentIntentIdFromSecret } from '@luggage/contracts';
import { startApp } from '../support/app-process.js';
import { startProcessStack } from '../support/process-stack.js';
import { bristolBusStationAt, payWith4242, ProcessSession } from '../support/process-session.js';
import { type CaughtMail, startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.js';
import { aBookingRequest, aPaymentIntentRequest, demoCatalog } from '../support/booking-builders.js';
import { HttpSession } from '../support/http-session.js';
import { createTestApp, eventually, type TestApp } from '../support/test-app.js';

jest.setTimeout(120_000);

interface LogLine {
  msg: string;
  level: number;
  job?: string;
  outcome?: string;
}

const WARN = 40;

/** The built app as processes, as an operator runs it: embedded alone, or (PostgreSQL run) an API and a worker over Redis. */
async function startStack(env: Record<string, string>): Promise<{ url: string; output: () => string; stop: () => Promise<void> }> {
  if (process.env.TEST_DB_MODE !== 'postgres') {
    const app = await startApp({ env });
    return { url: app.url, output: app.output, stop: app.stop };
  }
  const stack = await startProcessStack({ env });
  const api = await stack.startApi();
  const worker = await stack.startWorker();
  return { url: api.url, output: () => `${api.output()}\n${worker.output()}`, stop: stack.close };
}

/**
 * A booking from payment to delivered email leaves a clean log: every job done on its first attempt, and no
 * warning or error on the way (the confirmation email used to fail once with "Transaction is already committed").
 */
describe('a booking through to its email', () => {
  let smtp: SmtpCatcher;
  let stack: Awaited<ReturnType<typeof startStack>>;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    stack = await startStack({ NODE_ENV: 'production', LOG_LEVEL: 'info', SMTP_URL: smtp.url, SESSION_SECRET: 's'.repeat(40) });
  });
  afterAll(async () => {
    await stack?.stop();
    await smtp?.close();
  });

  it('runs every job once, all done, and writes no warning or error', async () => {
    const visitor = new ProcessSession(stack.url);
    const paid = await payWith4242(visitor, await bristolBusStationAt(stack.url), { email: 'clean.jobs@example.com' });
    const booked = await visitor.post('/api/booking', paid.booking);
    expect(booked.status).toBe(200);
    const reference = (booked.body as BookingResponse).bookingReference;
    await smtp.waitFor((mail: CaughtMail) => mail.text.includes(reference), 30_000);

    const lines = (): LogLine[] =>
      stack
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as LogLine);
    // The email's job writes its line after the send: wait for that line, then read every job's outcome.
    const confirmation = 'notifications.booking-confirmation-email';
    const logged = await eventually(async () => lines().filter((line) => line.job === confirmation && line.outcome !== 'failed'), (found) => found.length > 0);
    expect(logged.map((line) => line.outcome)).toEqual(['done']);
    const jobs = lines().filter((line) => line.job !== undefined);
    expect(jobs.filter((line) => line.job === confirmation).map((line) => line.outcome)).toEqual(['done']);
    expect(jobs.filter((line) => line.outcome !== 'done' && line.outcome !== 'skipped')).toEqual([]);
    expect(lines().filter((line) => line.level >= WARN)).toEqual([]);
  });
});

/**
 * The embedded database is one connection. A job that held it (a transaction left open, a read through the request's
 * committed transaction) while the SMTP server took its time stalled every page behind it: the confirmation page
 * waited 15-45 s for GET /api/manage/{token}. Here the SMTP server never answers the email: the page must still open.
 */
describe('the confirmation page while the SMTP server stalls', () => {
  let smtp: SmtpCatcher;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpCatcher({ holdAnswer: () => 10 * 60_000 });
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    // The SMTP server goes first: the app's shutdown waits for the job still sending.
    await smtp?.close();
    await t?.close();
  });

  it('answers the manage page while the confirmation email is still unsent', async () => {
    const browser = new HttpSession(t);
    const request = aPaymentIntentRequest((await demoCatalog(t)).bristolBusStation);
    const secret = (await browser.post('/api/stripe-payment-intent', request)).body as string;
    const card = { clientSecret: secret, cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };
    expect((await browser.post(`/api/test-payments/${paymentIntentIdFromSecret(secret)}/confirm`, card)).body).toEqual({ status: 'succeeded' });
    const booked = await browser.post('/api/booking', aBookingRequest(request, secret));
    expect(booked.status).toBe(200);

    // The email is at the SMTP server, whose answer is held: the job is mid-send.
    await smtp.waitForArrivals(1, 30_000);
    const page = await browser.get(`/api/manage/${(booked.body as BookingResponse).manageToken}`);
    expect(page.status).toBe(200);
    expect((page.body as { reference: string }).reference).toBe((booked.body as BookingResponse).bookingReference);
    expect(smtp.count()).toBe(0);
  });
});
