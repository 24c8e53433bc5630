// RELIABILITY.md scenario 16: Redis goes down (a redis-server of the test's own, stopped with SIGTERM) while a
// visitor books and pays; it comes back on the same port, empty. API and worker are real processes.
// Runs on the PostgreSQL + Redis run only (*.postgres.test.ts).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { RunningApp } from '../support/app-process.js';
import { eventually } from '../support/test-app.js';
import { pause, type ProcessStack, startProcessStack } from '../support/process-stack.js';
import { bristolBusStationAt, payWith4242, ProcessSession } from '../support/process-session.js';
import { startOwnRedis, type OwnRedis } from '../support/redis-server.js';
import { type CaughtMail, startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.js';
import type { RunningWorker } from '../support/worker-process.js';

interface Health {
  status: number;
  body: { status: string; database: string; queue: string };
}

describe('Redis down when a booking is confirmed (scenario 16)', () => {
  let redis: OwnRedis;
  let smtp: SmtpCatcher;
  let stack: ProcessStack;
  let api: RunningApp;
  let worker: RunningWorker;
  let workerExited = false;

  const health = async (): Promise<Health> => {
    const response = await fetch(`${api.url}/api/health`, { signal: AbortSignal.timeout(5_000) });
    return { status: response.status, body: (await response.json()) as Health['body'] };
  };
  const unpublished = () => stack.sql<{ name: string; attempts: number; last_error: string | null }>(
    // Timed events (a booking's end-of-day check) wait for their time, untried: they do not count. A row the relay
    // has tried does, whether it is due again, backing off or leased by a try in flight.
    'select name, attempts, last_error from outbox_event where published_at is null and (available_at <= now() or attempts > 0) order by id',
  );

  beforeAll(async () => {
    redis = await startOwnRedis();
    smtp = await startSmtpCatcher();
    stack = await startProcessStack({ redisUrl: redis.url, env: { SMTP_URL: smtp.url } });
    [api, worker] = await Promise.all([stack.startApi(), stack.startWorker()]);
    void worker.exited.then(() => {
      workerExited = true;
    });
  });
  afterAll(async () => {
    await stack?.close();
    await redis?.stop();
    await smtp?.close();
  });

  it('books while Redis is down, /api/health says 503 meanwhile, and the email goes once when Redis is back', async () => {
    expect(await health()).toEqual({ status: 200, body: expect.objectContaining({ status: 'ok', queue: 'up' }) });
    const visitor = new ProcessSession(api.url);
    const location = await bristolBusStationAt(api.url);
    await visitor.get('/sanctum/csrf-cookie');

    await redis.stop();
    expect(await health()).toEqual({ status: 503, body: expect.objectContaining({ status: 'degraded', database: 'up', queue: 'down' }) });

    // The whole booking happens while Redis is down: every request still succeeds.
    const checkout = await payWith4242(visitor, location, { email: 'redis.down@example.com' });
    const booked = await visitor.post('/api/booking', checkout.booking);
    expect(booked.status).toBe(200);
    const reference = (booked.body as { bookingReference: string }).bookingReference;
    const [booking] = await stack.sql<{ status: string }>('select status from booking where reference = $1', [reference]);
    expect(booking.status).toBe('confirmed');
    const isOurs = (mail: CaughtMail) => mail.text.includes(reference);

    // The events wait in the outbox: the relay tried, failed fast, recorded why and backs off. No email yet.
    const waiting = await eventually(unpublished, (rows) => rows.some((r) => r.name === 'BookingConfirmed' && r.last_error !== null), 15_000);
    expect(waiting.map((r) => r.name)).toEqual(expect.arrayContaining(['PaymentSucceeded', 'BookingConfirmed']));
    await pause(1_000);
    expect(smtp.count(isOurs)).toBe(0);
    expect((await health()).status).toBe(503);

    const restartedAt = Date.now();
    await redis.start();
    const healthy = await eventually(health, (h) => h.status === 200, 10_000);
    expect(healthy.body).toMatchObject({ status: 'ok', queue: 'up' });
    const mail = await smtp.waitFor(isOurs, 30_000);
    const emailAfterMs = Date.now() - restartedAt;
    expect(mail.to).toEqual(['redis.down@example.com']);
    expect(await eventually(unpublished, (rows) => rows.length === 0, 10_000)).toEqual([]);
    await pause(1_500);
    expect(smtp.count(isOurs)).toBe(1);
    const sent = await stack.sql('select status, attempts from sent_email where recipient = $1', ['redis.down@example.com']);
    expect(sent).toEqual([{ status: 'sent', attempts: 1 }]);
    expect(workerExited).toBe(false);
    console.log(`scenario 16: health 200 and the email sent ${emailAfterMs} ms after Redis came back`);
  });
});
