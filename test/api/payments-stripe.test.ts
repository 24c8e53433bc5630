import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { type PaymentIntentRequest, paymentIntentIdFromSecret } from '@luggage/contracts';
import { aBookingRequest, aLine, aPaymentIntentRequest, bookingByToken, countRows, demoCatalog, newBookingToken } from '../support/booking-builders.js';
import { type FakeStripeApi, signWebhook, startFakeStripeApi, type StripeEventJson } from '../support/fake-stripe-api.js';
import { HttpSession } from '../support/http-session.js';
import { type CaughtMail, startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.js';
import { createTestApp, eventually, type TestApp } from '../support/test-app.js';

jest.setTimeout(60_000);

const WEBHOOK_SECRET = 'whsec_test_0123456789abcdefghijklmnopqrstuv';

describe('payments through Stripe (the real SDK against a local server that answers like Stripe)', () => {
  let stripe: FakeStripeApi;
  let smtp: SmtpCatcher;
  let t: TestApp;
  let browser: HttpSession;
  let bristol: number;

  async function checkout(overrides: Partial<PaymentIntentRequest> = {}) {
    const request = aPaymentIntentRequest(bristol, { bookingToken: newBookingToken(), ...overrides });
    const response = await browser.post('/api/stripe-payment-intent', request);
    expect(response.status).toBe(200);
    const secret = response.body as string;
    return { request, secret, intentId: paymentIntentIdFromSecret(secret) };
  }

  /** Delivers an event the way Stripe does: the exact JSON bytes, signed (optionally `age` seconds ago). */
  function deliver(event: StripeEventJson, options: { age?: number; secret?: string; body?: string } = {}) {
    const payload = JSON.stringify(event);
    const signature = signWebhook(payload, options.secret ?? WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - (options.age ?? 0));
    return t
      .request()
      .post('/api/stripe-webhook')
      .set('Content-Type', 'application/json; charset=utf-8')
      .set('Stripe-Signature', signature)
      .send(options.body ?? payload);
  }

  const statusOf = async (token: string) => (await bookingByToken(t, token))?.status;
  const mailFor = (reference: string) => (mail: CaughtMail) => mail.text.includes(reference);
  const confirmedOf = (token: string) => eventually(() => statusOf(token), (status) => status === 'confirmed', 20_000);
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  beforeAll(async () => {
    stripe = await startFakeStripeApi();
    smtp = await startSmtpCatcher();
    t = await createTestApp({
      env: {
        SMTP_URL: smtp.url,
        STRIPE_SECRET_KEY: stripe.secretKey,
        STRIPE_PUBLISHABLE_KEY: 'pk_test_fake_0123456789',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: stripe.url,
      },
    });
    browser = new HttpSession(t);
    bristol = (await demoCatalog(t)).bristolBusStation;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await stripe?.close();
  });

  it('creates one PaymentIntent at Stripe for the server amount, keyed by the booking, and answers its client secret', async () => {
    const { request, secret, intentId } = await checkout({ totalCost: 36.45 });
    const intent = stripe.intents.get(intentId)!;
    expect(secret).toBe(intent.client_secret);
    const booking = await bookingByToken(t, request.bookingToken);
    expect(intent).toMatchObject({
      amount: 3645,
      currency: 'gbp',
      automatic_payment_methods: { enabled: true },
      metadata: { booking_reference: booking!.reference, booking_id: String(booking!.id) },
    });
    const creates = stripe.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');
    expect(creates.at(-1)!.idempotencyKey).toBe(`booking-${booking!.id}-v1`);
    expect(booking!.payment_intent_id).toBe(intentId);
  });

  it('reuses the intent when asked again, updates its amount when the basket changed, and never trusts a lowered total', async () => {
    const { request, secret, intentId } = await checkout();
    const createsBefore = stripe.requests.filter((r) => r.path === '/v1/payment_intents').length;
    expect((await browser.post('/api/stripe-payment-intent', request)).body).toBe(secret);
    const cheaper = { ...request, storageItemsBasket: [aLine('SS', 10, 1)], nights: 1, totalCost: 10 };
    expect((await browser.post('/api/stripe-payment-intent', cheaper)).body).toBe(secret);
    expect(stripe.intents.get(intentId)!.amount).toBe(1000);
    const booking = await bookingByToken(t, request.bookingToken);
    const update = stripe.requests.filter((r) => r.method === 'POST' && r.path === `/v1/payment_intents/${intentId}`).at(-1)!;
    expect(update).toMatchObject({ idempotencyKey: `booking-${booking!.id}-v2`, params: { amount: '1000' } });
    expect(stripe.requests.filter((r) => r.path === '/v1/payment_intents').length).toBe(createsBefore);

    const tampered = await browser.post('/api/stripe-payment-intent', { ...cheaper, totalCost: 0.5, amount: 50 });
    expect(tampered.status).toBe(422);
    expect(stripe.intents.get(intentId)!.amount).toBe(1000);
  });

  it('makes one intent for two concurrent calls with one token', async () => {
    const request = aPaymentIntentRequest(bristol, { bookingToken: newBookingToken() });
    const createsBefore = stripe.requests.filter((r) => r.path === '/v1/payment_intents').length;
    // A double click: one browser, two calls at once.
    const [a, b] = await Promise.all([browser.post('/api/stripe-payment-intent', request), browser.post('/api/stripe-payment-intent', request)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body).toBe(b.body);
    expect(stripe.requests.filter((r) => r.path === '/v1/payment_intents').length).toBe(createsBefore + 1);
  });

  it('confirms on POST /api/booking only once Stripe says the intent succeeded, and emails once', async () => {
    const { request, secret, intentId } = await checkout({ email: 'stripe-buyer@example.com' });
    const early = await browser.post('/api/booking', aBookingRequest(request, secret));
    expect(early.status).toBe(409);
    expect(early.body).toEqual({ message: 'The payment has not succeeded yet.', code: 'BOOKING.PAYMENT_NOT_SUCCEEDED' });

    stripe.setStatus(intentId, 'succeeded');
    const first = await browser.post('/api/booking', aBookingRequest(request, secret));
    const second = await browser.post('/api/booking', aBookingRequest(request, secret));
    const { reference } = (await bookingByToken(t, request.bookingToken))!;
    expect(first.body).toEqual({ name: request.fullName, bookingReference: reference, manageToken: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/) });
    expect(second.body).toEqual(first.body);
    await smtp.waitFor(mailFor(reference));
    await pause(1000);
    expect(smtp.count(mailFor(reference))).toBe(1);
  });

  it('answers 503 when Stripe cannot be reached, storing nothing, and a retry books normally', async () => {
    const request = aPaymentIntentRequest(bristol, { bookingToken: newBookingToken() });
    const requested = () => countRows(t, 'outbox_event', `name = 'BookingRequested'`);
    const requestedBefore = await requested();
    stripe.failNext(3); // the SDK tries three times (maxNetworkRetries: 2)
    const down = await browser.post('/api/stripe-payment-intent', request);
    expect(down.status).toBe(503);
    expect(down.body).toEqual({ message: 'The payment service is not available just now. Please try again in a moment.' });
    // The booking's transaction rolled back: no booking, no outbox row.
    expect(await countRows(t, 'booking', 'booking_token = ?', [request.bookingToken])).toBe(0);
    expect(await requested()).toBe(requestedBefore);
    const retry = await browser.post('/api/stripe-payment-intent', request);
    expect(retry.status).toBe(200);
    expect(await countRows(t, 'booking', 'booking_token = ?', [request.bookingToken])).toBe(1);
    expect(await requested()).toBe(requestedBefore + 1);
  });

  it('has no offline test payment endpoints while Stripe is configured', async () => {
    const { secret, intentId } = await checkout();
    const response = await browser.post(`/api/test-payments/${intentId}/confirm`, { clientSecret: secret, cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' });
    expect(response.status).toBe(404);
  });

  describe('the webhook', () => {
    it('confirms and emails a booking whose browser never came back, from the signed webhook alone', async () => {
      const { request, intentId } = await checkout({ email: 'closed-tab@example.com' });
      const event = stripe.event('payment_intent.succeeded', stripe.setStatus(intentId, 'succeeded'));
      const response = await deliver(event);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ received: true, duplicate: false });
      expect(await confirmedOf(request.bookingToken)).toBe('confirmed');
      const { reference } = (await bookingByToken(t, request.bookingToken))!;
      const mail = await smtp.waitFor(mailFor(reference));
      expect(mail.to).toEqual(['closed-tab@example.com']);
    });

    it('processes a repeated delivery once: one confirmation, one email', async () => {
      const { request, intentId } = await checkout();
      const event = stripe.event('payment_intent.succeeded', stripe.setStatus(intentId, 'succeeded'));
      expect((await deliver(event)).body).toEqual({ received: true, duplicate: false });
      expect((await deliver(event)).body).toEqual({ received: true, duplicate: true });
      await confirmedOf(request.bookingToken);
      const { id, reference } = (await bookingByToken(t, request.bookingToken))!;
      await smtp.waitFor(mailFor(reference));
      await pause(1000);
      expect(smtp.count(mailFor(reference))).toBe(1);
      expect(await countRows(t, 'payment_event', 'provider_event_id = ?', [event.id])).toBe(1);
      expect(await countRows(t, 'outbox_event', `name = 'BookingConfirmed' and (payload->>'bookingId')::int = ?`, [id])).toBe(1);
    });

    it('takes the same event 20 times in parallel without a 500: one confirmation, one email', async () => {
      const { request, intentId } = await checkout();
      const event = stripe.event('payment_intent.succeeded', stripe.setStatus(intentId, 'succeeded'));
      const responses = await Promise.all(Array.from({ length: 20 }, () => deliver(event)));
      expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
      expect(responses.filter((r) => r.body.duplicate === false)).toHaveLength(1);
      await confirmedOf(request.bookingToken);
      const { id, reference } = (await bookingByToken(t, request.bookingToken))!;
      await smtp.waitFor(mailFor(reference));
      await pause(1500);
      expect(smtp.count(mailFor(reference))).toBe(1);
      expect(await countRows(t, 'booking_status_change', `booking_id = ? and to_status = 'confirmed'`, [id])).toBe(1);
    });

    it('keeps a booking confirmed when a stale payment_failed arrives after the success', async () => {
      const { request, intentId } = await checkout();
      const failedEarlier = stripe.event('payment_intent.payment_failed', stripe.setStatus(intentId, 'requires_payment_method', 'Your card was declined.'));
      const succeeded = stripe.event('payment_intent.succeeded', stripe.setStatus(intentId, 'succeeded'));
      await deliver(succeeded).expect(200);
      await confirmedOf(request.bookingToken);
      await deliver(failedEarlier).expect(200);
      await eventually(() => countRows(t, 'payment_event', 'provider_event_id = ? and processed_at is not null', [failedEarlier.id]), (n) => n === 1);
      await pause(1000);
      expect(await statusOf(request.bookingToken)).toBe('confirmed');
    });

    it('marks a pending booking payment_failed, and a later success still confirms it', async () => {
      const { request, intentId } = await checkout();
      await deliver(stripe.event('payment_intent.payment_failed', stripe.setStatus(intentId, 'requires_payment_method', 'Your card was declined.'))).expect(200);
      expect(await eventually(() => statusOf(request.bookingToken), (status) => status === 'payment_failed')).toBe('payment_failed');
      await deliver(stripe.event('payment_intent.succeeded', stripe.setStatus(intentId, 'succeeded'))).expect(200);
      expect(await confirmedOf(request.bookingToken)).toBe('confirmed');
    });

    it('does not lose a success for an intent the database does not know yet: it converges once the booking exists', async () => {
      const futureId = `pi_future${Date.now()}`;
      stripe.useNextId(futureId);
      const early = stripe.event('payment_intent.succeeded', {
        id: futureId,
        object: 'payment_intent',
        amount: 3645,
        amount_received: 3645,
        currency: 'gbp',
        status: 'succeeded',
        client_secret: `${futureId}_secret_x`,
        automatic_payment_methods: { enabled: true },
        description: null,
        metadata: {},
        last_payment_error: null,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      });
      expect((await deliver(early)).status).toBe(200);
      await pause(500);
      const { request, intentId } = await checkout({ email: 'early-webhook@example.com' });
      expect(intentId).toBe(futureId);
      expect(await confirmedOf(request.bookingToken)).toBe('confirmed');
      const { reference } = (await bookingByToken(t, request.bookingToken))!;
      await smtp.waitFor(mailFor(reference), 20_000);
    });

    it('refuses a delivery without a signature, with a wrong secret or a re-serialised body: 400 and nothing written', async () => {
      const { intentId } = await checkout();
      const event = stripe.event('payment_intent.succeeded', { ...stripe.intents.get(intentId)!, status: 'succeeded' });
      const payload = JSON.stringify(event);
      const before = await countRows(t, 'payment_event');
      const relayedBefore = await countRows(t, 'outbox_event', `name = 'PaymentEventReceived'`);
      const unsigned = await t.request().post('/api/stripe-webhook').set('Content-Type', 'application/json').send(payload);
      expect(unsigned.status).toBe(400);
      expect(unsigned.body).toEqual({ message: 'The webhook signature is missing or not valid.' });
      expect((await deliver(event, { secret: 'whsec_someone_else' })).status).toBe(400);
      expect((await deliver(event, { body: JSON.stringify(event, null, 2) })).status).toBe(400);
      expect((await t.request().post('/api/stripe-webhook').set('Stripe-Signature', 'garbage').set('Content-Type', 'application/json').send(payload)).status).toBe(400);
      expect(await countRows(t, 'payment_event')).toBe(before);
      expect(await countRows(t, 'outbox_event', `name = 'PaymentEventReceived'`)).toBe(relayedBefore);
    });

    it('refuses a delivery signed 301 s ago and accepts one signed 299 s ago', async () => {
      const { intentId } = await checkout();
      const intent = stripe.intents.get(intentId)!;
      const old = stripe.event('payment_intent.processing', intent);
      expect((await deliver(old, { age: 301 })).status).toBe(400);
      expect(await countRows(t, 'payment_event', 'provider_event_id = ?', [old.id])).toBe(0);
      const recent = stripe.event('payment_intent.processing', intent);
      expect((await deliver(recent, { age: 299 })).status).toBe(200);
      expect(await countRows(t, 'payment_event', 'provider_event_id = ?', [recent.id])).toBe(1);
    });

    it('needs no CSRF token: the signature is its proof', async () => {
      const { intentId } = await checkout();
      const event = stripe.event('payment_intent.created', stripe.intents.get(intentId)!);
      const response = await deliver(event); // a bare request: no session, no X-XSRF-TOKEN
      expect(response.status).toBe(200);
    });
  });
});
