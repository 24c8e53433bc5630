// RELIABILITY.md scenario 11 in Chromium: the page Stripe sends the customer back to after an extra step
// (/selection?payment_intent=…&payment_intent_client_secret=…&redirect_status=…) must believe Stripe's record of the
// intent, never the address bar. The app runs with Stripe configured, its server talking to a local server that
// answers like Stripe's API; the page's Stripe.js is a stand-in (support/fake-stripe-js.ts) whose
// retrievePaymentIntent asks that same server, so the status the page shows is the one the server sees. The app runs
// inside this test's process (support/listening-app.ts) so the test can read the booking the server stored.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { paymentIntentIdFromSecret } from '@luggage/contracts';
import { sql } from '../support/booking-builders.js';
import { DESKTOP, launchBrowser, newPage, pageProblems, screenshot, type TrackedPage } from '../support/browser.js';
import { startFakeStripeApi, type FakeStripeApi } from '../support/fake-stripe-api.js';
import { serveFakeStripeJs, STAND_IN_PAYMENT_ELEMENT_TEXT, type FakeStripeJs } from '../support/fake-stripe-js.js';
import { startListeningApp, type ListeningApp } from '../support/listening-app.js';
import { startSmtpCatcher, type CaughtMail, type SmtpCatcher } from '../support/smtp-catcher.js';
import {
  aCustomer,
  alertWithText,
  bookingReference,
  button,
  heading,
  reachSummary,
  visible,
  type Customer,
} from './booking-steps.js';

// Spec section 4, "Payment status messages on return".
const NOT_SUCCESSFUL = 'Your payment was not successful, please try again.';
const SUCCEEDED = 'Payment succeeded!';

let stripe: FakeStripeApi;
let smtp: SmtpCatcher;
let app: ListeningApp;
let browser: Browser;

beforeAll(async () => {
  stripe = await startFakeStripeApi();
  smtp = await startSmtpCatcher();
  app = await startListeningApp({
    SMTP_URL: smtp.url,
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_PUBLISHABLE_KEY: stripe.publishableKey,
    STRIPE_API_URL: stripe.url,
  });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await smtp?.close();
  await stripe?.close();
});

interface StripePage {
  page: TrackedPage;
  stripeJs: FakeStripeJs;
  /** Every POST /api/booking the page sent (the wizard's "confirm this paid booking" call). */
  bookingPosts: string[];
  /** Every POST /api/stripe-payment-intent the page sent (asking for the checkout's intent). */
  intentPosts: string[];
}

async function withStripePage(run: (p: StripePage) => Promise<void>): Promise<void> {
  const page = await newPage(browser, { baseURL: app.url, viewport: DESKTOP });
  try {
    const stripeJs = await serveFakeStripeJs(page, stripe);
    const bookingPosts: string[] = [];
    const intentPosts: string[] = [];
    page.on('request', (req) => {
      if (req.method() !== 'POST') return;
      const path = new URL(req.url()).pathname;
      if (path === '/api/booking') bookingPosts.push(req.url());
      if (path === '/api/stripe-payment-intent') intentPosts.push(req.url());
    });
    await run({ page, stripeJs, bookingPosts, intentPosts });
    expect(pageProblems(page)).toEqual([]);
  } finally {
    await page.close();
  }
}

/** Through the wizard to the Stripe checkout, its Payment Element mounted: the intent the page was given. */
async function reachStripeCheckout(page: TrackedPage, customer: Customer): Promise<{ intentId: string; clientSecret: string }> {
  const secrets: string[] = [];
  page.on('response', (res) => {
    if (res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/stripe-payment-intent' && res.status() === 200) {
      void res.json().then((secret: unknown) => secrets.push(String(secret)));
    }
  });
  await reachSummary(page, customer);
  await button(page, 'Checkout').click();
  await visible(heading(page, 'Checkout'));
  await visible(page.getByText(STAND_IN_PAYMENT_ELEMENT_TEXT));
  expect(await button(page, 'Pay Now').isEnabled()).toBe(true);
  const clientSecret = secrets.at(-1);
  if (!clientSecret) throw new Error('The page never got a client secret from POST /api/stripe-payment-intent');
  const intentId = paymentIntentIdFromSecret(clientSecret);
  expect(stripe.intents.get(intentId)?.client_secret).toBe(clientSecret);
  return { intentId, clientSecret };
}

/** The address Stripe sends the browser back to: the wizard's return_url plus Stripe's three parameters. */
const returnUrl = (intentId: string, clientSecret: string) =>
  `/selection?${new URLSearchParams({ payment_intent: intentId, payment_intent_client_secret: clientSecret, redirect_status: 'succeeded' })}`;

const storedBooking = async (intentId: string) => {
  const rows = await sql<{ status: string; reference: string }>(app, 'select status, reference from booking where payment_intent_id = ?', [intentId]);
  expect(rows).toHaveLength(1);
  return rows[0];
};

const mailTo = (customer: Customer) => (mail: CaughtMail) => mail.to.includes(customer.email);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('coming back from Stripe with redirect_status=succeeded', () => {
  it('shows "Your payment was not successful" for an intent Stripe says is unpaid: no confirmation, the booking stays pending_payment, no email', async () => {
    const customer = aCustomer();
    await withStripePage(async ({ page, stripeJs, bookingPosts, intentPosts }) => {
      const { intentId, clientSecret } = await reachStripeCheckout(page, customer);
      expect(stripe.intents.get(intentId)?.status).toBe('requires_payment_method');
      const intentPostsBefore = intentPosts.length;

      await page.goto(returnUrl(intentId, clientSecret));
      await visible(alertWithText(page, NOT_SUCCESSFUL));
      await screenshot(page, 'stripe-return-unpaid');
      // The page asked Stripe about the intent it came back with (publishable key and client secret), instead of
      // asking the server for a checkout afresh, and tidied the address bar down to the wizard's step.
      expect(stripeJs.apiCalls).toEqual([`GET /v1/payment_intents/${intentId}`]);
      expect(intentPosts).toHaveLength(intentPostsBefore);
      expect(new URL(page.url()).search).toBe('?step=checkout');

      // Still the checkout, usable; nothing says the booking is made.
      await visible(heading(page, 'Checkout'));
      await visible(page.getByText(STAND_IN_PAYMENT_ELEMENT_TEXT));
      expect(await button(page, 'Pay Now').isEnabled()).toBe(true);
      expect(await page.getByText(SUCCEEDED).count()).toBe(0);
      expect(await page.getByText('Your booking reference is:').count()).toBe(0);
      expect(await page.getByRole('heading', { name: /Thank You/ }).count()).toBe(0);

      // Give a wrongly sent confirmation time to show up: the page never asked, the server kept it unpaid, no email.
      await pause(1500);
      expect(bookingPosts).toEqual([]);
      expect((await storedBooking(intentId)).status).toBe('pending_payment');
      expect(stripe.intents.get(intentId)?.status).toBe('requires_payment_method');
      expect(smtp.count(mailTo(customer))).toBe(0);
    });
  });

  it('confirms from the same return URL once Stripe says the intent succeeded: the reference shows, the booking is confirmed, one email', async () => {
    const customer = aCustomer();
    await withStripePage(async ({ page, bookingPosts }) => {
      const { intentId, clientSecret } = await reachStripeCheckout(page, customer);
      await page.goto(returnUrl(intentId, clientSecret));
      await visible(alertWithText(page, NOT_SUCCESSFUL));
      expect((await storedBooking(intentId)).status).toBe('pending_payment');

      // The customer completes the payment at Stripe and is sent back to the very same address.
      stripe.setStatus(intentId, 'succeeded');
      await page.goto(returnUrl(intentId, clientSecret));
      const reference = await bookingReference(page);
      await visible(heading(page, `Thank You ${customer.fullName} for your booking`));
      await screenshot(page, 'stripe-return-paid');
      const stored = await storedBooking(intentId);
      expect(stored).toEqual({ status: 'confirmed', reference });
      expect(bookingPosts).toHaveLength(1);

      const mail = await smtp.waitFor((m) => mailTo(customer)(m) && m.text.includes(reference), 30_000);
      expect(mail.text).toContain(customer.fullName);

      // Opening the return address once more (a reload, the back button) books nothing again.
      await page.goto(returnUrl(intentId, clientSecret));
      await visible(heading(page, 'What would you like to store?'));
      await pause(1000);
      expect(bookingPosts).toHaveLength(1);
      expect(smtp.count(mailTo(customer))).toBe(1);
      expect((await storedBooking(intentId)).status).toBe('confirmed');
    });
  });
});
