// A checkout belongs to the browser session that started it: its payment intent's id and its booking token are no
// key to the booking for anyone else (issue 22).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type BookingResponse, paymentIntentIdFromSecret, type PaymentIntentRequest } from '@luggage/contracts';
import { aBookingRequest, aPaymentIntentRequest, bookingByToken, demoCatalog } from '../support/booking-builders.js';
import { expectStatus } from '../support/accounts.js';
import { HttpSession } from '../support/http-session.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let point: number;

beforeAll(async () => {
  t = await createTestApp();
  point = (await demoCatalog(t)).bristolBusStation;
});
afterAll(async () => {
  await t?.close();
});

async function paidCheckout(owner: HttpSession): Promise<{ request: PaymentIntentRequest; secret: string }> {
  const request = aPaymentIntentRequest(point, { fullName: 'Grace Owner', email: 'grace.owner@example.com' });
  const secret = (await expectStatus(owner.post('/api/stripe-payment-intent', request), 200)).body as string;
  const card = { clientSecret: secret, cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };
  expect((await owner.post(`/api/test-payments/${paymentIntentIdFromSecret(secret)}/confirm`, card)).body).toEqual({ status: 'succeeded' });
  return { request, secret };
}

describe('POST /api/booking from a session that did not start the checkout', () => {
  it('answers 403 without the manage token, before and after the owner confirmed; the owner gets the token', async () => {
    const owner = new HttpSession(t);
    const stranger = new HttpSession(t);
    const { request, secret } = await paidCheckout(owner);
    const body = aBookingRequest(request, secret);

    const early = await stranger.post('/api/booking', body);
    expect(early.status).toBe(403);
    expect(early.body).toEqual({ message: 'This booking was started in another browser. Its confirmation email has the link to manage it.' });

    const mine = await owner.post('/api/booking', body);
    expect(mine.status).toBe(200);
    expect((mine.body as BookingResponse).manageToken).toMatch(/^[A-Za-z0-9_-]{20,}$/);

    const late = await stranger.post('/api/booking', body);
    expect(late.status).toBe(403);
    expect(JSON.stringify(late.body)).not.toContain((mine.body as BookingResponse).manageToken);
    // The owner asking again (a reload of the confirmation page) still gets it.
    expect(((await owner.post('/api/booking', body)).body as BookingResponse).manageToken).toBe((mine.body as BookingResponse).manageToken);
  });
});

describe('POST /api/stripe-payment-intent with another session’s booking token', () => {
  it('answers 403 and leaves the pending booking’s name and email as they were', async () => {
    const owner = new HttpSession(t);
    const stranger = new HttpSession(t);
    const request = aPaymentIntentRequest(point, { fullName: 'Grace Owner', email: 'grace.pending@example.com' });
    await expectStatus(owner.post('/api/stripe-payment-intent', request), 200);

    const hijack = await stranger.post('/api/stripe-payment-intent', { ...request, fullName: 'Mallory', email: 'mallory@example.com' });
    expect(hijack.status).toBe(403);
    expect(hijack.body).toEqual({ message: 'This booking was started in another browser. Its confirmation email has the link to manage it.' });
    const stored = (await bookingByToken(t, request.bookingToken))!;
    expect(stored.email).toBe('grace.pending@example.com');

    // The owner may still change it.
    await expectStatus(owner.post('/api/stripe-payment-intent', { ...request, email: 'grace.changed@example.com' }), 200);
    expect((await bookingByToken(t, request.bookingToken))!.email).toBe('grace.changed@example.com');
  });
});
