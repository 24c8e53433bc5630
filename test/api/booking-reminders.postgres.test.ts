// Reminders with the production shape: two API processes (two outbox relays) and two worker processes over one
// PostgreSQL database and BullMQ. Each booking gets exactly one reminder of each kind, and a worker restart with
// the rows handed over again sends nothing more. As in booking-reminders.test.ts, the hour is reached by moving the
// outbox rows' available_at to now in the test database.
// Runs on the PostgreSQL + Redis run only (*.postgres.test.ts).
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { RunningApp } from '../support/app-process.js';
import { londonDate } from '../support/booking-builders.js';
import { pause, type ProcessStack, startProcessStack } from '../support/process-stack.js';
import { bristolBusStationAt, payWith4242, ProcessSession } from '../support/process-session.js';
import { startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.js';
import { eventually } from '../support/test-app.js';
import type { RunningWorker } from '../support/worker-process.js';

jest.setTimeout(400_000);

const BOOKINGS = 6;

describe('reminders with two relays and two workers', () => {
  let smtp: SmtpCatcher;
  let stack: ProcessStack;
  let apis: RunningApp[];
  let workers: RunningWorker[];

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    stack = await startProcessStack({ env: { SMTP_URL: smtp.url } });
    // One after another: four processes starting at once on a busy machine may miss the health check's minute.
    apis = [await stack.startApi(), await stack.startApi()];
    workers = [await stack.startWorker(), await stack.startWorker()];
  });
  afterAll(async () => {
    await stack?.close();
    await smtp?.close();
  });

  const reminderRows = () =>
    stack.sql<{ published: boolean }>(`select published_at is not null as published from outbox_event where name = 'BookingReminderDue'`);
  const reminderCounts = (references: string[]) =>
    references.map((reference) => ({
      reference,
      collection: smtp.count((mail) => mail.subject === `Reminder: you hand over your luggage tomorrow (${reference})`),
      return: smtp.count((mail) => mail.subject === `Reminder: your luggage is ready for you today (${reference})`),
    }));

  it('sends one reminder of each kind per booking, and nothing more after a worker restart', async () => {
    const references: string[] = [];
    for (let i = 0; i < BOOKINGS; i += 1) {
      const api = apis[i % 2];
      const visitor = new ProcessSession(api.url);
      const checkout = await payWith4242(visitor, await bristolBusStationAt(api.url), { collectionDate: londonDate(2), email: `reminded.${i}@example.com` });
      const booked = await visitor.post('/api/booking', checkout.booking);
      expect(booked.status).toBe(200);
      references.push((booked.body as { bookingReference: string }).bookingReference);
    }
    await eventually(reminderRows, (rows) => rows.length === 2 * BOOKINGS, 60_000);

    await stack.sql(`update outbox_event set available_at = now() where name = 'BookingReminderDue'`);
    await smtp.waitForArrivals(3 * BOOKINGS, 60_000); // the confirmations and the first reminders
    await eventually(async () => reminderCounts(references), (counts) => counts.every((c) => c.collection >= 1 && c.return >= 1), 60_000);
    await pause(3_000);
    const once = references.map((reference) => ({ reference, collection: 1, return: 1 }));
    expect(reminderCounts(references)).toEqual(once);

    // A worker restarts and the relays hand every reminder row over again.
    await workers[0].stop();
    workers[0] = await stack.startWorker();
    await stack.sql(`update outbox_event set published_at = null, available_at = now() where name = 'BookingReminderDue'`);
    await eventually(reminderRows, (rows) => rows.every((row) => row.published), 60_000);
    await pause(3_000);
    expect(reminderCounts(references)).toEqual(once);
    const sent = await stack.sql<{ n: number }>(`select count(*)::int as n from sent_email where key like 'booking-reminder-%' and status = 'sent'`);
    expect(sent[0].n).toBe(2 * BOOKINGS);
  });
});
