// RELIABILITY.md scenario 15: a transaction that wrote a change and its event, flushed (so the relay was nudged),
// then rolled back leaves no outbox row, no job and no email. The same work committed is the control: one email.
// (payments-stripe.test.ts covers the booking path itself: Stripe unreachable rolls the new booking back.)
// Both runs: embedded (in-process jobs) and PostgreSQL + BullMQ with a worker.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { recordEvent } from '../../backend/src/shared/events/outbox.js';
import { aPaymentIntentRequest, bookingByToken, demoCatalog, sql } from '../support/booking-builders.js';
import { HttpSession } from '../support/http-session.js';
import { type CaughtMail, startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

describe('a rolled-back transaction (scenario 15)', () => {
  let smtp: SmtpCatcher;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  async function pendingBooking(email: string) {
    const request = aPaymentIntentRequest((await demoCatalog(t)).bristolBusStation, { email });
    expect((await new HttpSession(t).post('/api/stripe-payment-intent', request)).status).toBe(200);
    return (await bookingByToken(t, request.bookingToken))!;
  }

  /** Confirms the booking and records BookingConfirmed in one transaction, flushed before `then` runs. */
  const confirmInTransaction = (booking: { id: number; reference: string }, then: () => void) =>
    t.app.get(EntityManager).fork().transactional(async (tx) => {
      await tx.execute(`update booking set status = 'confirmed', confirmed_at = now(), updated_at = now() where id = ?`, [booking.id]);
      recordEvent(tx, 'BookingConfirmed', { bookingId: booking.id, reference: booking.reference });
      await tx.flush();
      then();
    });

  it('leaves no outbox row, no job and no email; the same work committed sends one email', async () => {
    const rolledBack = await pendingBooking('rolled.back@example.com');
    const committed = await pendingBooking('committed@example.com');
    const outboxRowsOf = (id: number) => sql(t, `select id from outbox_event where name = 'BookingConfirmed' and (payload->>'bookingId')::int = ?`, [id]);

    await expect(
      confirmInTransaction(rolledBack, () => {
        throw new Error('a later step of the same transaction failed');
      }),
    ).rejects.toThrow('a later step of the same transaction failed');
    await confirmInTransaction(committed, () => undefined);

    const to = (address: string) => (mail: CaughtMail) => mail.to.includes(address);
    await smtp.waitFor(to('committed@example.com'), 20_000);
    await new Promise((resolve) => setTimeout(resolve, 1_500)); // three relay polls more
    expect(smtp.count(to('committed@example.com'))).toBe(1);
    expect(smtp.count(to('rolled.back@example.com'))).toBe(0);
    expect(await sql(t, 'select status from booking where id = ?', [rolledBack.id])).toEqual([{ status: 'pending_payment' }]);
    expect(await outboxRowsOf(rolledBack.id)).toEqual([]);
    expect(await outboxRowsOf(committed.id)).toHaveLength(1);
    expect(await sql(t, 'select key from sent_email where key = ?', [`booking-confirmation-${rolledBack.id}`])).toEqual([]);

    if (t.config.redisUrl) {
      const connection = new Redis(t.config.redisUrl, { maxRetriesPerRequest: null });
      const queue = new Queue('jobs', { connection, prefix: t.config.queuePrefix });
      try {
        const jobs = await queue.getJobs(['completed', 'waiting', 'active', 'delayed', 'failed']);
        const emails = jobs.filter((job) => job.name === 'notifications.booking-confirmation-email');
        expect(emails.map((job) => (job.data as { bookingId: number }).bookingId)).toEqual([committed.id]);
      } finally {
        await queue.close();
        connection.disconnect();
      }
    }
  });
});
