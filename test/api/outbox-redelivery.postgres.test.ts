// RELIABILITY.md scenario 10: a crash between recording an event and acting on it. While every app process is down,
// the database and Redis are left exactly as a process that died at that moment leaves them; then the API and a
// worker start, and each effect (a confirmation email) happens once.
// Runs on the PostgreSQL + Redis run only (*.postgres.test.ts).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { confirmationJobId, pause, type ProcessStack, startProcessStack } from '../support/process-stack.js';
import { bristolBusStationAt, payWith4242, ProcessSession } from '../support/process-session.js';
import { aPaymentIntentRequest } from '../support/booking-builders.js';
import { eventually } from '../support/test-app.js';
import { type CaughtMail, startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.js';
import type { RunningWorker } from '../support/worker-process.js';

interface Row {
  id: string;
  job_key: string;
  attempts: number;
  published: boolean;
}

const mailTo = (address: string) => (mail: CaughtMail) => mail.to.includes(address);
/** How often a worker ran `jobId` (JobsProcessor logs every run: "<job name> <job id>: done|skipped"). */
const runsOf = (worker: RunningWorker, jobId: string) => worker.output().split('\n').filter((line) => line.includes(` ${jobId}: `)).length;

describe('a crash between recording an event and acting on it (scenario 10)', () => {
  let smtp: SmtpCatcher;
  let stack: ProcessStack;

  const bookingConfirmedRow = async (bookingId: number): Promise<Row> => {
    const [row] = await stack.sql<Row>(
      `select id, job_key, attempts, published_at is not null as published from outbox_event where name = 'BookingConfirmed' and (payload->>'bookingId')::int = $1`,
      [bookingId],
    );
    return row;
  };
  const bookingIdOf = async (token: string) => (await stack.sql<{ id: number }>('select id from booking where booking_token = $1', [token]))[0].id;

  /**
   * What a process that crashed right after its commit leaves: the booking confirmed and its event in the outbox.
   * Returns the row's job key.
   */
  const commitConfirmationAsACrashedProcess = async (bookingId: number): Promise<string> => {
    const rows = await stack.sql<{ job_key: string }>(
      `with moved as (
         update booking set status = 'confirmed', updated_at = now(), confirmed_at = now()
         where id = $1 and status = 'pending_payment' returning id, reference),
       audit as (
         insert into booking_status_change (booking_id, from_status, to_status, actor) select id, 'pending_payment', 'confirmed', 'customer' from moved)
       insert into outbox_event (name, payload) select 'BookingConfirmed', jsonb_build_object('bookingId', id, 'reference', reference) from moved
       returning job_key`,
      [bookingId],
    );
    expect(rows).toHaveLength(1);
    return rows[0].job_key;
  };

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    stack = await startProcessStack({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await stack?.close();
    await smtp?.close();
  });

  it('publishes what was left behind once: each confirmation email goes exactly once', async () => {
    // Before the crash: Z is booked and emailed normally; X and Y are at checkout (pending payment).
    const [api, firstWorker] = await Promise.all([stack.startApi(), stack.startWorker()]);
    const location = await bristolBusStationAt(api.url);
    const visitor = new ProcessSession(api.url);
    const z = await payWith4242(visitor, location, { email: 'zed@example.com' });
    expect((await visitor.post('/api/booking', z.booking)).status).toBe(200);
    await smtp.waitFor(mailTo('zed@example.com'));
    const x = aPaymentIntentRequest(location, { email: 'ex@example.com' });
    const y = aPaymentIntentRequest(location, { email: 'why@example.com' });
    expect((await visitor.post('/api/stripe-payment-intent', x)).status).toBe(200);
    expect((await visitor.post('/api/stripe-payment-intent', y)).status).toBe(200);
    const [xId, yId, zId] = await Promise.all([bookingIdOf(x.bookingToken), bookingIdOf(y.bookingToken), bookingIdOf(z.request.bookingToken)]);
    // The relay marks what it handed to the queue on its next poll, which may come after the email went.
    const zRow = await eventually(() => bookingConfirmedRow(zId), (row) => row.published);
    expect(zRow).toMatchObject({ attempts: 1, published: true });
    await Promise.all([api.stop(), firstWorker.stop()]);

    // The crash, as the data shows it. X: the booking and its event were committed, nothing more.
    const xJobKey = await commitConfirmationAsACrashedProcess(xId);
    // Y: committed, and the relay had handed the job to BullMQ (same id and options) but died before marking the row.
    const yJobKey = await commitConfirmationAsACrashedProcess(yId);
    const [{ reference: yReference }] = await stack.sql<{ reference: string }>('select reference from booking where id = $1', [yId]);
    await stack.queue().add('notifications.booking-confirmation-email', { bookingId: yId, reference: yReference }, {
      jobId: confirmationJobId(yJobKey),
      attempts: 8,
      backoff: { type: 'exponential', delay: 1000 },
    });
    // Z: the job ran and the email went, but the row was never marked published.
    await stack.sql(`update outbox_event set published_at = null, available_at = now() where id = $1`, [zRow.id]);
    expect(smtp.count(mailTo('ex@example.com')) + smtp.count(mailTo('why@example.com'))).toBe(0);

    // Restart: the relays (the API's after each commit and on its poll, the worker's backstop poll) find the rows.
    const [, worker] = await Promise.all([stack.startApi(), stack.startWorker()]);
    await smtp.waitFor(mailTo('ex@example.com'), 20_000);
    await smtp.waitFor(mailTo('why@example.com'), 20_000);
    await pause(2_000);
    expect(smtp.count(mailTo('ex@example.com'))).toBe(1);
    expect(smtp.count(mailTo('why@example.com'))).toBe(1);
    expect(smtp.count(mailTo('zed@example.com'))).toBe(1);

    // Each row published once by one relay: claimed once (attempts 1 since the crash) and marked (on a relay's poll).
    const [xRow, yRow, zRowAfter] = await eventually(
      () => Promise.all([xId, yId, zId].map(bookingConfirmedRow)),
      (rows) => rows.every((row) => row.published),
    );
    expect(xRow).toMatchObject({ attempts: 1, published: true });
    expect(yRow).toMatchObject({ attempts: 1, published: true });
    expect(zRowAfter).toMatchObject({ attempts: 2, published: true });
    // The queue dropped the repeated job ids: one job per row, and each handler ran once in all.
    const jobs = await stack.queue().getJobs(['completed', 'waiting', 'active', 'delayed', 'failed']);
    const emailJobIds = jobs.filter((job) => job.name === 'notifications.booking-confirmation-email').map((job) => job.id).sort();
    expect(emailJobIds).toEqual([xJobKey, yJobKey, zRow.job_key].map(confirmationJobId).sort());
    expect(runsOf(worker, confirmationJobId(xJobKey))).toBe(1);
    expect(runsOf(worker, confirmationJobId(yJobKey))).toBe(1);
    expect(runsOf(firstWorker, confirmationJobId(zRow.job_key)) + runsOf(worker, confirmationJobId(zRow.job_key))).toBe(1);
    expect(worker.output().split('\n').filter((line) => line.includes('notifications.booking-confirmation-email ')).length).toBe(2);
    const sent = await stack.sql<{ key: string; status: string; attempts: number }>('select key, status, attempts from sent_email order by key');
    expect(sent).toEqual(
      [xId, yId, zId].map((id) => ({ key: `booking-confirmation-${id}`, status: 'sent', attempts: 1 })).sort((a, b) => a.key.localeCompare(b.key)),
    );
  });
});
