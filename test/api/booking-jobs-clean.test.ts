import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { BookingResponse } from '@luggage/contracts';
import { startApp } from '../support/app-process.js';
import { startProcessStack } from '../support/process-stack.js';
import { bristolBusStationAt, payWith4242, ProcessSession } from '../support/process-session.js';
import { type CaughtMail, startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.js';
import { eventually } from '../support/test-app.js';

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
