// Issue 6: two API PROCESSES and one worker process on one PostgreSQL database and one Redis, as behind a load
// balancer. A client's cookies go to whichever instance it names, like a browser whose requests are balanced.
// Runs on the PostgreSQL + Redis run only (*.postgres.test.ts).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AdminDashboardData, GetDataResponse } from '@luggage/contracts';
import type { RunningApp } from '../support/app-process.js';
import { eventually } from '../support/test-app.js';
import { ADMIN, ADMIN_ENV } from '../support/admin.js';
import { pause, type ProcessStack, startProcessStack } from '../support/process-stack.js';
import { bristolBusStationAt, payWith4242, ProcessSession } from '../support/process-session.js';
import { startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.js';

const BOOKINGS = 50;

describe('two API processes and one worker on one database and one Redis', () => {
  let smtp: SmtpCatcher;
  let stack: ProcessStack;
  let a: RunningApp;
  let b: RunningApp;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    stack = await startProcessStack({ env: { SMTP_URL: smtp.url, ...ADMIN_ENV } });
    // Started together, as an orchestrator starts replicas: migrations and the admin bootstrap race.
    [a, b] = await Promise.all([stack.startApi(), stack.startApi(), stack.startWorker()]);
  });
  afterAll(async () => {
    await stack?.close();
    await smtp?.close();
  });

  it('keeps a session made through one instance working through the other, and ends it for both', async () => {
    const browser = new ProcessSession(a.url);
    const email = `two.instances.${Date.now()}@example.com`;
    const registered = await browser.post('/register', { name: 'Tess Twin', email, password: 'correct horse battery', password_confirmation: 'correct horse battery' });
    expect(registered.status).toBe(201);
    const throughB = await browser.get('/api/user', b.url);
    expect(throughB.status).toBe(200);
    expect(throughB.body).toMatchObject({ name: 'Tess Twin', email });
    expect((await browser.post('/logout', {}, b.url)).status).toBeLessThan(300);
    expect((await browser.get('/api/user', a.url)).status).toBe(401);
    const again = await browser.post('/login', { email, password: 'correct horse battery' }, b.url);
    expect(again.status).toBe(200);
    expect((await browser.get('/api/user', a.url)).body).toMatchObject({ email });
  });

  it("shows an admin's catalog edit made through one instance at once through the other", async () => {
    const admin = new ProcessSession(a.url);
    expect((await admin.post('/login', { email: ADMIN.email, password: ADMIN.password })).status).toBe(200);
    const dashboard = (await admin.get('/api/get-admin-dashboard-data')).body as AdminDashboardData;
    const large = dashboard.storage_items.find((item) => item.code === 'LS')!;
    const priceAt = async (url: string) =>
      ((await (await fetch(`${url}/api/get-data`)).json()) as GetDataResponse).storage_items.find((item) => item.id === large.id)?.price;
    const before = await priceAt(b.url); // B has the catalog cached now
    expect(before).toBe(large.price);

    const edited = await admin.put('/api/edit-storage-item', {
      storageItemId: large.id,
      title: large.storage_item,
      itemDescription: large.description,
      fullCostPerNight: before! + 1,
    });
    expect(edited.status).toBe(200);
    const editedAt = Date.now();
    expect(await priceAt(a.url)).toBe(before! + 1);
    expect(await eventually(() => priceAt(b.url), (price) => price === before! + 1, 3_000)).toBe(before! + 1);
    console.log(`multi-instance: the edit made through A showed through B after ${Date.now() - editedAt} ms`);
  });

  it(`makes ${BOOKINGS} concurrent bookings across both: ${BOOKINGS} confirmed bookings and ${BOOKINGS} emails`, async () => {
    const location = await bristolBusStationAt(a.url);
    // 50 visitors with two bags each on one night: room for all of them, so every booking takes the capacity check.
    await stack.sql('update collection_location set capacity = 1000 where id = $1', [location]);
    const startedAt = Date.now();
    const references = await Promise.all(
      Array.from({ length: BOOKINGS }, async (_, i) => {
        const instance = i % 2 === 0 ? a.url : b.url;
        const visitor = new ProcessSession(instance);
        const checkout = await payWith4242(visitor, location, { email: `crowd.${i}@example.com`, fullName: `Crowd ${i}` });
        const booked = await visitor.post('/api/booking', checkout.booking);
        expect(booked.status).toBe(200);
        return (booked.body as { bookingReference: string }).bookingReference;
      }),
    );
    const bookedMs = Date.now() - startedAt;
    expect(new Set(references).size).toBe(BOOKINGS);
    const [stored] = await stack.sql<{ confirmed: number; references: number }>(
      `select count(*) filter (where status = 'confirmed')::int as confirmed, count(distinct reference)::int as references
       from booking where email like 'crowd.%@example.com'`,
    );
    expect(stored).toEqual({ confirmed: BOOKINGS, references: BOOKINGS });

    const crowdMail = () => smtp.messages.filter((mail) => mail.to.some((to) => to.startsWith('crowd.')));
    await eventually(async () => crowdMail().length, (n) => n >= BOOKINGS, 60_000);
    const mailedMs = Date.now() - startedAt;
    await pause(1_500);
    const mails = crowdMail();
    expect(mails).toHaveLength(BOOKINGS);
    for (const [i, reference] of references.entries()) {
      expect(mails.filter((mail) => mail.text.includes(reference)).map((mail) => mail.to)).toEqual([[`crowd.${i}@example.com`]]);
    }
    console.log(`multi-instance: ${BOOKINGS} bookings confirmed in ${bookedMs} ms, all emails accepted after ${mailedMs} ms`);
  });
});
