// RELIABILITY.md scenario 19: the SMTP server refuses the confirmation email with a 5xx three times, then takes it;
// and a permanently bad address (refused at RCPT TO every time) fails its email without touching the booking.
// Both runs: embedded (the outbox relay retries in-process) and PostgreSQL + BullMQ (a worker retries the job).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { paymentIntentIdFromSecret } from '@luggage/contracts';
import { aBookingRequest, aPaymentIntentRequest, demoCatalog, sql } from '../support/booking-builders.js';
import { HttpSession } from '../support/http-session.js';
import { confirmationJobId } from '../support/process-stack.js';
import { type CaughtMail, startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.js';
import { createTestApp, eventually, type TestApp } from '../support/test-app.js';

const BAD = 'nobody@bad-address.example';
// BullMQ's retry budget for this test: 5 tries, 500 ms then doubling (production: 8 tries from 1 s; JOB_ATTEMPTS, JOB_BACKOFF_MS).
const ATTEMPTS = 5;
const BACKOFF_MS = 500;

interface Booked {
  id: number;
  reference: string;
  jobId: string;
  outboxId: string;
}

describe('the confirmation email when the SMTP server refuses (scenario 19)', () => {
  let smtp: SmtpCatcher;
  let t: TestApp;
  let queue: Queue | null = null;
  let connection: Redis | null = null;

  async function book(email: string): Promise<Booked> {
    const browser = new HttpSession(t);
    const request = aPaymentIntentRequest((await demoCatalog(t)).bristolBusStation, { email });
    const secret = (await browser.post('/api/stripe-payment-intent', request)).body as string;
    const card = { clientSecret: secret, cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };
    expect((await browser.post(`/api/test-payments/${paymentIntentIdFromSecret(secret)}/confirm`, card)).body).toEqual({ status: 'succeeded' });
    const answer = await browser.post('/api/booking', aBookingRequest(request, secret));
    expect(answer.status).toBe(200);
    const [{ id, reference }] = await sql<{ id: number; reference: string }>(t, 'select id, reference from booking where booking_token = ?', [request.bookingToken]);
    const [{ id: outboxId, job_key: jobKey }] = await sql<{ id: string; job_key: string }>(
      t,
      `select id, job_key from outbox_event where name = 'BookingConfirmed' and (payload->>'bookingId')::int = ?`,
      [id],
    );
    return { id, reference, outboxId, jobId: confirmationJobId(jobKey) };
  }

  const bookingState = (id: number) =>
    sql(t, `select status, updated_at, confirmed_at, (select count(*)::int from booking_status_change where booking_id = ?) as changes from booking where id = ?`, [id, id]);

  beforeAll(async () => {
    smtp = await startSmtpCatcher({ failFirst: 3, failCode: 554, rejectRecipient: (address) => address === BAD });
    t = await createTestApp({ env: { SMTP_URL: smtp.url, JOB_ATTEMPTS: String(ATTEMPTS), JOB_BACKOFF_MS: String(BACKOFF_MS) } });
    if (t.config.redisUrl) {
      connection = new Redis(t.config.redisUrl, { maxRetriesPerRequest: null });
      queue = new Queue('jobs', { connection, prefix: t.config.queuePrefix });
    }
  });
  afterAll(async () => {
    await queue?.close();
    connection?.disconnect();
    await t?.close();
    await smtp?.close();
  });

  it('retries a message refused with 554 three times, backing off, and sends it once on the fourth try', async () => {
    const { reference, jobId } = await book('ann.refused@example.com');
    const isOurs = (mail: CaughtMail) => mail.text.includes(reference);
    const mail = await smtp.waitFor(isOurs, 60_000);
    expect(mail.to).toEqual(['ann.refused@example.com']);
    expect(smtp.refused()).toBe(3);
    // Backoff: each wait longer than the one before (BullMQ: 0.5, 1, 2 s here; in-process relay: 1, 2, 4 s).
    const times = [...smtp.refusalTimes().slice(0, 3), Date.now()];
    const gaps = times.slice(1).map((time, i) => time - times[i]);
    expect(gaps[0]).toBeGreaterThanOrEqual(queue ? BACKOFF_MS * 0.8 : 800);
    expect(gaps[1]).toBeGreaterThan(gaps[0]);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(smtp.count(isOurs)).toBe(1);
    if (queue) {
      const job = (await queue.getJob(jobId))!;
      expect(await job.getState()).toBe('completed');
      expect(job.attemptsMade).toBe(4);
    }
  });

  it('fails the email of a permanently refused address and leaves the booking as it was', async () => {
    const refusalsBefore = smtp.refusalTimes().length;
    const booked = await book(BAD);
    const before = await bookingState(booked.id);
    expect(before[0]).toMatchObject({ status: 'confirmed', changes: 2 });

    if (queue) {
      // BullMQ: every try refused at RCPT TO, then the job ends failed (it stays in Redis for an operator to see).
      const state = await eventually(() => queue!.getJobState(booked.jobId), (s) => s === 'failed', 20_000);
      expect(state).toBe('failed');
      const job = (await queue.getJob(booked.jobId))!;
      expect(job.attemptsMade).toBe(ATTEMPTS);
      expect(job.failedReason).toMatch(/550/);
      expect(smtp.refusalTimes().length - refusalsBefore).toBe(ATTEMPTS);
    } else {
      // In-process: the outbox row is the job. It stays unpublished with the refusal recorded, retried with backoff
      // (capped at 5 minutes) until the address works or someone deals with it; there is no separate failed state.
      const row = await eventually(
        async () => (await sql<{ attempts: number; published_at: Date | null; last_error: string | null }>(t, 'select attempts, published_at, last_error from outbox_event where id = ?', [booked.outboxId]))[0],
        (r) => r.attempts >= 3,
        20_000,
      );
      expect(row.published_at).toBeNull();
      expect(row.last_error).toMatch(/550/);
    }
    expect(smtp.count((mail) => mail.to.includes(BAD))).toBe(0);
    expect(await bookingState(booked.id)).toEqual(before);
    const response = await t.request().get('/api/health');
    expect(response.status).toBe(200);
  });
});
