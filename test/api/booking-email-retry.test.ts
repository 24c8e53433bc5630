import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { paymentIntentIdFromSecret } from '@luggage/contracts';
import { PassService } from '../../backend/src/modules/operations/index.js';
import { aBookingRequest, aPaymentIntentRequest, bookingByToken, demoCatalog, sql } from '../support/booking-builders.js';
import { eventsHandled } from '../support/events-handled.js';
import { HttpSession } from '../support/http-session.js';
import { startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

jest.setTimeout(60_000);

describe('the confirmation email when the SMTP server refuses at first', () => {
  let smtp: SmtpCatcher;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpCatcher({ failFirst: 2, failCode: 451 });
    t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('is retried with backoff and sent once; the booking stays confirmed meanwhile', async () => {
    const browser = new HttpSession(t);
    const request = aPaymentIntentRequest((await demoCatalog(t)).bristolBusStation);
    const secret = (await browser.post('/api/stripe-payment-intent', request)).body as string;
    const paid = await browser.post(`/api/test-payments/${paymentIntentIdFromSecret(secret)}/confirm`, {
      clientSecret: secret,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12 / 34',
      cvc: '123',
    });
    expect(paid.body).toEqual({ status: 'succeeded' });
    const answer = await browser.post('/api/booking', aBookingRequest(request, secret));
    expect(answer.status).toBe(200);

    const { id, reference, status } = (await bookingByToken(t, request.bookingToken))!;
    expect(status).toBe('confirmed');
    const isOurs = (mail: { text: string }) => mail.text.includes(reference);
    const mail = await smtp.waitFor(isOurs, 30_000);
    expect(smtp.refused()).toBe(2);
    // The email's job has finished (its retries included): one email reached the customer.
    await eventsHandled(t, `name = 'BookingConfirmed' and (payload->>'bookingId')::int = ?`, [id]);
    expect(smtp.count(isOurs)).toBe(1);
    expect((await bookingByToken(t, request.bookingToken))!.status).toBe('confirmed');
    // The retries claimed the same key, kept the pass made by the first attempt and scheduled no second reminder.
    const [sent] = await sql<{ status: string; attempts: number }>(t, `select status, attempts from sent_email where key = ?`, [`booking-confirmation-${id}`]);
    expect(sent).toEqual({ status: 'sent', attempts: 3 });
    const pin = /PIN: (\d{4})/.exec(mail.text)?.[1];
    expect(await t.app.get(PassService).verifyPin(reference, pin!)).toBe(id);
    const reminders = await sql<{ kind: string }>(t, 'select kind from booking_reminder where booking_id = ?', [id]);
    const events = await sql<{ kind: string }>(t, `select payload->>'kind' as kind from outbox_event where name = 'BookingReminderDue' and (payload->>'bookingId')::int = ?`, [id]);
    expect(reminders.length).toBeGreaterThan(0);
    expect(events.map((e) => e.kind).sort()).toEqual(reminders.map((r) => r.kind).sort());
  });
});
