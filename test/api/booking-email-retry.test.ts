import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { paymentIntentIdFromSecret } from '@luggage/contracts';
import { aBookingRequest, aPaymentIntentRequest, bookingByToken, demoCatalog } from '../support/booking-builders.js';
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

    const { reference, status } = (await bookingByToken(t, request.bookingToken))!;
    expect(status).toBe('confirmed');
    const isOurs = (mail: { text: string }) => mail.text.includes(reference);
    await smtp.waitFor(isOurs, 30_000);
    expect(smtp.refused()).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(smtp.count(isOurs)).toBe(1);
    expect((await bookingByToken(t, request.bookingToken))!.status).toBe('confirmed');
  });
});
