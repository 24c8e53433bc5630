// Issue 12, section 1, as a person meets it in Chromium against the built app: registering someone's email shows
// none of their guest bookings until the link emailed to that address (a real SMTP server on loopback) is opened.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type BookingResponse, type GetDataResponse, paymentIntentIdFromSecret } from '@luggage/contracts';
import type { Browser } from 'playwright-core';
import { startApp, type RunningApp } from '../support/app-process.js';
import { launchBrowser, onCleanPage, screenshot, type TrackedPage } from '../support/browser.js';
import { aBookingRequest, aPaymentIntentRequest, londonDate, newBookingToken } from '../support/booking-builders.js';
import { startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.js';
import { VISIBLE_MS, visible } from './booking-steps.js';

const SUBJECT = 'Verify your email address';

let app: RunningApp;
let browser: Browser;
let smtp: SmtpCatcher;
let counter = 0;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  app = await startApp({ env: { SMTP_URL: smtp.url } });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await smtp?.close();
});

function withPage(run: (page: TrackedPage) => Promise<void>): Promise<void> {
  return onCleanPage(browser, { baseURL: app.url }, run);
}

function aPerson() {
  counter += 1;
  return { name: `Ada Verifier ${counter}`, email: `ada.${Date.now()}.${counter}@example.com`, password: 'ada password 12' };
}

async function register(page: TrackedPage, person: ReturnType<typeof aPerson>): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Name').fill(person.name);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('Confirm password').fill(person.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((url) => url.pathname === '/', { timeout: VISIBLE_MS });
}

/** The verification links emailed to `email` so far, oldest first, once `count` of them have arrived. */
async function verificationLinks(email: string, count: number): Promise<string[]> {
  const sent = (mail: { to: string[]; subject: string }) => mail.to.includes(email) && mail.subject === SUBJECT;
  const deadline = Date.now() + VISIBLE_MS;
  while (smtp.count(sent) < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  const links = smtp.messages.filter(sent).map((mail) => /http:\/\/\S+\/verify-email\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0] ?? '');
  expect(links).toHaveLength(count);
  for (const link of links) expect(link.startsWith(`${app.url}/verify-email/`)).toBe(true);
  return links;
}

/** A same-origin call from inside the page with its cookies and the XSRF header, as the SPA's api client makes. */
function callFromPage(page: TrackedPage, url: string, body?: unknown): Promise<unknown> {
  return page.evaluate(
    async ({ url, body }) => {
      if (!document.cookie.includes('XSRF-TOKEN=')) await fetch('/sanctum/csrf-cookie');
      const xsrf = decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
      const init: RequestInit =
        body === undefined
          ? {}
          : { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrf }, body: JSON.stringify(body) };
      const response = await fetch(url, { ...init, headers: { Accept: 'application/json', ...init.headers } });
      if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
      return response.json();
    },
    { url, body },
  );
}

/** Books and pays as the wizard would, from whatever session the page has (a visitor's here); the reference. */
async function bookFromPage(page: TrackedPage, email: string): Promise<string> {
  const data = (await callFromPage(page, '/api/get-data')) as GetDataResponse;
  const point = data.collection_cities.flatMap((city) => city.get_locations).find((l) => l.Location === 'Bristol Bus Station');
  const request = aPaymentIntentRequest(point!.id, { email, bookingToken: newBookingToken(), collectionDate: londonDate(5) });
  const secret = (await callFromPage(page, '/api/stripe-payment-intent', request)) as string;
  const card = { clientSecret: secret, cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };
  await callFromPage(page, `/api/test-payments/${paymentIntentIdFromSecret(secret)}/confirm`, card);
  return ((await callFromPage(page, '/api/booking', aBookingRequest(request, secret))) as BookingResponse).bookingReference;
}

const bookingCard = (page: TrackedPage, reference: string) => page.getByRole('article', { name: new RegExp(reference) });
const notice = (page: TrackedPage) => page.getByRole('region', { name: 'Verify your email address' });

describe('email verification', () => {
  it('hides a guest booking after registering its email, resends the link, and shows the booking once the link is opened', async () => {
    const person = aPerson();
    await withPage(async (page) => {
      await page.goto('/');
      const guest = await bookFromPage(page, person.email);
      await register(page, person);

      await page.goto('/user-dashboard');
      await visible(notice(page));
      await visible(page.getByText('You have no bookings yet.'));
      expect(await bookingCard(page, guest).count()).toBe(0);
      await screenshot(page, 'account-unverified');

      await notice(page).getByRole('button', { name: 'Resend verification email' }).click();
      await visible(page.getByRole('status').getByText('We have emailed you a new verification link.'));
      const [replaced, latest] = await verificationLinks(person.email, 2);

      // The first link was replaced by the resend: the page says so and offers another.
      await page.goto(replaced);
      await visible(page.getByRole('heading', { level: 1, name: 'This link did not work' }));
      await visible(page.getByText('This verification link is invalid. It may have been replaced by a newer one.'));
      await visible(page.getByRole('button', { name: 'Resend verification email' }));
      await screenshot(page, 'verify-email-invalid');

      await page.goto(latest);
      await visible(page.getByRole('heading', { level: 1, name: 'Email address verified' }));
      await visible(page.getByText('Your email address has been verified.'));
      await screenshot(page, 'verify-email-done');
      await page.getByRole('link', { name: 'Go to your account' }).click();
      await page.waitForURL('**/user-dashboard');
      await visible(bookingCard(page, guest));
      expect(await notice(page).count()).toBe(0);

      // Opened again, the link says it was used.
      await page.goto(latest);
      await visible(page.getByText('This verification link has already been used.'));
      await visible(page.getByText('Your email address is verified already.'));
    });
  });

  it('says in words when resending is asked too often', async () => {
    const person = aPerson();
    await withPage(async (page) => {
      await register(page, person);
      await page.goto('/user-dashboard');
      const resend = notice(page).getByRole('button', { name: 'Resend verification email' });
      for (let sent = 2; sent <= 4; sent++) {
        await resend.click();
        await verificationLinks(person.email, sent);
        await visible(notice(page).getByRole('status').getByText('We have emailed you a new verification link.'));
      }
      await resend.click();
      await visible(notice(page).getByRole('alert').getByText(/several verification emails already\. Please try again in 1[45] minutes\./));
      await screenshot(page, 'account-resend-throttled');
    });
  });

  it('changes the email from the account page: unverified again, and the new address needs its own link', async () => {
    const person = aPerson();
    const newEmail = `moved.${person.email}`;
    await withPage(async (page) => {
      await page.goto('/');
      const newGuest = await bookFromPage(page, newEmail);
      await register(page, person);
      const [first] = await verificationLinks(person.email, 1);
      await page.goto(first);
      await visible(page.getByRole('heading', { level: 1, name: 'Email address verified' }));

      await page.goto('/user-dashboard');
      await visible(page.getByRole('heading', { level: 2, name: 'Change your email address' }));
      expect(await notice(page).count()).toBe(0);
      await page.getByLabel('New email address').fill(newEmail);
      await page.getByLabel('Current password').fill('not my password');
      await page.getByRole('button', { name: 'Change email' }).click();
      await visible(page.getByText('The password is incorrect.'));

      await page.getByLabel('Current password').fill(person.password);
      await page.getByRole('button', { name: 'Change email' }).click();
      await visible(page.getByText(`We have emailed a verification link to ${newEmail}.`));
      await visible(notice(page));
      await visible(page.getByText(`Signed in as ${newEmail}`));
      expect(await bookingCard(page, newGuest).count()).toBe(0);
      await screenshot(page, 'account-email-changed');

      const [link] = await verificationLinks(newEmail, 1);
      await page.goto(link);
      await visible(page.getByRole('heading', { level: 1, name: 'Email address verified' }));
      await page.goto('/user-dashboard');
      await visible(bookingCard(page, newGuest));
    });
  });
});
