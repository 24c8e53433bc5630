import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { type AccountBooking, type PaymentIntentRequest, paymentIntentIdFromSecret } from '@luggage/contracts';
import { aCustomer, emailedVerificationTokens, expectStatus, registered } from '../support/accounts.js';
import { aBookingRequest, aPaymentIntentRequest, demoCatalog, londonDate, newBookingToken } from '../support/booking-builders.js';
import { HttpSession } from '../support/http-session.js';
import { startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

jest.setTimeout(60_000);

let smtp: SmtpCatcher;
let t: TestApp;
let bristol: number;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  bristol = (await demoCatalog(t)).bristolBusStation;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** Books and pays with the 4242 test card as a visitor would; `pay: false` stops before paying. */
async function book(overrides: Partial<PaymentIntentRequest>, pay = true): Promise<string | null> {
  const browser = new HttpSession(t);
  const request = aPaymentIntentRequest(bristol, { bookingToken: newBookingToken(), ...overrides });
  const secret = (await expectStatus(browser.post('/api/stripe-payment-intent', request), 200)).body as string;
  if (!pay) return null;
  const intentId = paymentIntentIdFromSecret(secret);
  await expectStatus(browser.post(`/api/test-payments/${intentId}/confirm`, { clientSecret: secret, cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' }), 200);
  const booked = await expectStatus(browser.post('/api/booking', aBookingRequest(request, secret)), 200);
  return (booked.body as { bookingReference: string }).bookingReference;
}

describe('GET /api/my-bookings', () => {
  it('answers 401 to a visitor', async () => {
    expect((await t.request().get('/api/my-bookings').expect(401)).body).toEqual({ message: 'Unauthenticated.' });
  });

  it('answers an empty list to a customer who has not booked', async () => {
    const { session } = await registered(t);
    expect((await session.get('/api/my-bookings').expect(200)).body).toEqual([]);
  });

  it("lists the bookings made with the customer's email once it is verified, in any case, newest first, and nobody else's", async () => {
    const { session, customer } = await registered(t, aCustomer({ email: 'ivy@example.com' }));
    const first = await book({ email: 'ivy@example.com' });
    const second = await book({ email: 'IVY@Example.com', collectionDate: londonDate(9) });
    await book({ email: 'someone.else@example.com' });
    await book({ email: customer.email }, false);
    // Registering an address proves nothing: its guest bookings show only once the emailed link is followed.
    expect((await session.get('/api/my-bookings').expect(200)).body).toEqual([]);
    const [token] = await emailedVerificationTokens(smtp, customer.email);
    await expectStatus(session.post('/api/email/verify', { token }), 200);

    const bookings = (await session.get('/api/my-bookings').expect(200)).body as AccountBooking[];
    expect(bookings.map((b) => b.bookingReference)).toEqual([second, first]);
    expect(bookings[0]).toMatchObject({ collectionDate: londonDate(9), returnDate: londonDate(11) });
    expect(bookings.at(-1)).toEqual({
      bookingReference: first,
      status: 'confirmed',
      collectionDate: londonDate(3),
      returnDate: londonDate(5),
      location: expect.stringContaining('Bristol Bus Station'),
      items: [
        { typeName: 'Small Suitcase', amount: 1 },
        { typeName: 'Medium Suitcase', amount: 1 },
      ],
      totalCost: 36.45,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      manageToken: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
    });
  });
});
