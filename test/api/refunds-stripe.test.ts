import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { type AdminBookingList, type ManageBookingView, paymentIntentIdFromSecret } from '@luggage/contracts';
import { adminSession, ADMIN_ENV } from '../support/admin.js';
import { aBookingRequest, aPaymentIntentRequest, demoCatalog, londonDate, newBookingToken } from '../support/booking-builders.js';
import { type FakeStripeApi, signWebhook, startFakeStripeApi, type StripeEventJson } from '../support/fake-stripe-api.js';
import { HttpSession } from '../support/http-session.js';
import { manageView, refundsOf } from '../support/lifecycle.js';
import { type CaughtMail, startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.js';
import { createTestApp, eventually, type TestApp } from '../support/test-app.js';

jest.setTimeout(90_000);

const WEBHOOK_SECRET = 'whsec_test_0123456789abcdefghijklmnopqrstuv';

let stripe: FakeStripeApi;
let smtp: SmtpCatcher;
let t: TestApp;
let bristol: number;

beforeAll(async () => {
  stripe = await startFakeStripeApi();
  smtp = await startSmtpCatcher();
  t = await createTestApp({
    env: {
      ...ADMIN_ENV,
      SMTP_URL: smtp.url,
      CONTACT_EMAIL: 'ops@luggage.example',
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_PUBLISHABLE_KEY: stripe.publishableKey,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    },
  });
  bristol = (await demoCatalog(t)).bristolBusStation;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await stripe?.close();
});

function deliver(event: StripeEventJson) {
  const payload = JSON.stringify(event);
  return t.request().post('/api/stripe-webhook').set('Content-Type', 'application/json').set('Stripe-Signature', signWebhook(payload, WEBHOOK_SECRET)).send(payload).expect(200);
}

/** Books and pays at the fake Stripe: answers the reference, the manage link's secret and the intent. */
async function paidAtStripe(): Promise<{ reference: string; token: string; intentId: string }> {
  const browser = new HttpSession(t);
  const request = aPaymentIntentRequest(bristol, { bookingToken: newBookingToken(), collectionDate: londonDate(5) });
  const secret = (await browser.post('/api/stripe-payment-intent', request)).body as string;
  const intentId = paymentIntentIdFromSecret(secret);
  stripe.setStatus(intentId, 'succeeded');
  const booked = await browser.post('/api/booking', aBookingRequest(request, secret));
  expect(booked.status).toBe(200);
  const body = booked.body as { bookingReference: string; manageToken: string };
  return { reference: body.bookingReference, token: body.manageToken, intentId };
}

async function cancel(token: string, expectedRefund: number): Promise<ManageBookingView> {
  const response = await new HttpSession(t).post(`/api/manage/${token}/cancel`, { expectedRefund });
  expect(response.status).toBe(200);
  return response.body as ManageBookingView;
}

const stripeRefundsOf = (intentId: string) => [...stripe.refunds.values()].filter((r) => r.payment_intent === intentId);

describe('refunds through Stripe', () => {
  it('refunds through the Refunds API with the refund row as idempotency key, and settles a pending refund from refund.updated', async () => {
    stripe.refundsStartAs('pending');
    const booked = await paidAtStripe();
    await cancel(booked.token, 36.45);
    const [refund] = await eventually(() => Promise.resolve(stripeRefundsOf(booked.intentId)), (list) => list.length === 1, 20_000);
    expect(refund).toMatchObject({ amount: 3645, status: 'pending', metadata: { refund_id: expect.stringMatching(/^\d+$/) } });
    const call = stripe.requests.find((r) => r.path === '/v1/refunds' && r.params.payment_intent === booked.intentId)!;
    expect(call.idempotencyKey).toMatch(/^refund-[0-9a-f-]{36}$/);
    expect(await eventually(() => manageView(t, booked.token), (v) => v.refundPending === 36.45)).toMatchObject({ refunded: 0 });

    await deliver(stripe.event('refund.updated', stripe.setRefundStatus(refund.id, 'succeeded')));
    const view = await eventually(() => manageView(t, booked.token), (v) => v.refunded === 36.45);
    expect(view).toMatchObject({ refundPending: 0, refunds: [{ amount: 36.45, state: 'succeeded' }] });
  });

  it('asks Stripe again with the same key after an outage, and Stripe refunds once', async () => {
    stripe.refundsStartAs('succeeded');
    const booked = await paidAtStripe();
    stripe.failNext(2);
    await cancel(booked.token, 36.45);
    await eventually(() => refundsOf(t, booked.reference), (rows) => rows[0]?.state === 'succeeded', 30_000);
    expect(stripeRefundsOf(booked.intentId)).toHaveLength(1);
  });

  it('flags a refund Stripe reports failed: operators get an email and the booking shows under "Refund failed"', async () => {
    stripe.refundsStartAs('pending');
    const booked = await paidAtStripe();
    await cancel(booked.token, 36.45);
    const [refund] = await eventually(() => Promise.resolve(stripeRefundsOf(booked.intentId)), (list) => list.length === 1, 20_000);
    await eventually(() => manageView(t, booked.token), (v) => v.refundPending === 36.45);
    await deliver(stripe.event('refund.failed', stripe.setRefundStatus(refund.id, 'failed', 'expired_or_canceled_card')));
    await eventually(() => refundsOf(t, booked.reference), (rows) => rows[0]?.state === 'failed', 20_000);
    const alert = await smtp.waitFor((mail: CaughtMail) => mail.subject === `Refund failed: £36.45 for ${booked.reference}`);
    expect(alert.to).toEqual(['ops@luggage.example']);
    expect(alert.text).toContain('Stripe: expired_or_canceled_card');

    const admin = await adminSession(t);
    const list = (await admin.get('/api/admin/bookings?date=all&attention=refund_failed').expect(200)).body as AdminBookingList;
    expect(list.bookings.map((b) => b.reference)).toContain(booked.reference);
    expect(list.bookings.find((b) => b.reference === booked.reference)).toMatchObject({ refundFailed: true, refunded: 0, paid: 36.45 });
  });

  it('shows a refund made in Stripe’s dashboard on the booking, from charge.refunded', async () => {
    stripe.refundsStartAs('succeeded');
    const booked = await paidAtStripe();
    const dashboard = stripe.dashboardRefund(booked.intentId, 500);
    await deliver(stripe.event('charge.refunded', { id: 'ch_1', object: 'charge', payment_intent: booked.intentId, amount_refunded: 500, refunds: { object: 'list', data: [dashboard] } }));
    const view = await eventually(() => manageView(t, booked.token), (v) => v.refunded === 5);
    expect(view.refunds).toEqual([{ amount: 5, state: 'succeeded', reason: 'Refunded in Stripe', createdAt: expect.any(String) }]);
    // The same refund announced again (refund.updated) is not counted twice, and a cancellation refunds only what is left.
    await deliver(stripe.event('refund.updated', dashboard));
    expect((await cancel(booked.token, 31.45)).status).toBe('cancelled');
    expect(await eventually(() => manageView(t, booked.token), (v) => v.refunded === 36.45, 20_000)).toMatchObject({ refunded: 36.45, refundPending: 0 });
    const rows = await refundsOf(t, booked.reference);
    expect(rows.map((r) => r.amount_pence)).toEqual([500, 3145]);
  });
});
