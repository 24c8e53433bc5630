// Accounts as a person uses them, in Chromium against the built app: register, log out and in, reset a
// forgotten password through a real SMTP server on loopback, and the redirects of spec sections 2 and 6.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { formatReadableDate } from '@luggage/contracts';
import type { Browser } from 'playwright-core';
import { startApp, type RunningApp } from '../support/app-process.js';
import { DESKTOP, launchBrowser, onCleanPage, PHONE, screenshot, type TrackedPage } from '../support/browser.js';
import { londonDate } from '../support/booking-builders.js';
import { bookFromPage } from '../support/book-from-page.js';
import { startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.js';
import { VISIBLE_MS, visible } from './booking-steps.js';

const ADMIN = { email: 'admin@luggage.example', password: 'admin password 123', name: 'Ada Admin' };

let app: RunningApp;
let browser: Browser;
let smtp: SmtpCatcher;
let counter = 0;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  app = await startApp({ env: { SMTP_URL: smtp.url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ADMIN_NAME: ADMIN.name } });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await smtp?.close();
});

const path = (page: TrackedPage) => new URL(page.url()).pathname;
const navLink = (page: TrackedPage, name: string) => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true });
const logoutButton = (page: TrackedPage) => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' });

function withPage(run: (page: TrackedPage) => Promise<void>, viewport: { width: number; height: number } = DESKTOP): Promise<void> {
  return onCleanPage(browser, { baseURL: app.url, viewport }, run);
}

function aPerson() {
  counter += 1;
  return { name: `Rosa Tester ${counter}`, email: `rosa.${Date.now()}.${counter}@example.com`, password: 'rosa password 1' };
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

async function logIn(page: TrackedPage, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

describe('a customer account', () => {
  it('registers and lands on /, sees Account and the greeting, logs out and logs back in', async () => {
    const person = aPerson();
    await withPage(async (page) => {
      await register(page, person);
      await visible(navLink(page, 'Account'));
      await navLink(page, 'Account').click();
      await page.waitForURL('**/user-dashboard');
      await visible(page.getByRole('heading', { level: 1, name: `Hello, ${person.name}` }));
      await visible(page.getByText('You have no bookings yet.'));
      await visible(page.getByRole('main').getByRole('link', { name: 'Book Now' }));
      await screenshot(page, 'account-dashboard-desktop');

      await logoutButton(page).click();
      await visible(navLink(page, 'Login'));
      expect(await navLink(page, 'Account').count()).toBe(0);

      await logIn(page, person.email, person.password);
      await page.waitForURL('**/user-dashboard', { timeout: VISIBLE_MS });
      await visible(page.getByRole('heading', { level: 1, name: `Hello, ${person.name}` }));
    });
  });

  it('shows the server messages under their fields', async () => {
    const person = aPerson();
    await withPage(async (page) => {
      await register(page, person);
      await logoutButton(page).click();
      await visible(navLink(page, 'Login'));

      await logIn(page, person.email, 'not the password');
      const email = page.getByLabel('Email');
      await visible(page.getByText('These credentials do not match our records.'));
      expect(await email.getAttribute('aria-invalid')).toBe('true');
      const describedBy = (await email.getAttribute('aria-describedby')) ?? '';
      expect(await page.locator(`[id="${describedBy}"]`).innerText()).toContain('These credentials do not match our records.');
      await expect(email.evaluate((el) => el === document.activeElement)).resolves.toBe(true);

      await page.goto('/register');
      await page.getByLabel('Name').fill('Someone');
      await page.getByLabel('Email').fill(person.email);
      await page.getByLabel('Password', { exact: true }).fill('short');
      await page.getByLabel('Confirm password').fill('short');
      await page.getByRole('button', { name: 'Create account' }).click();
      await visible(page.getByText('The password field must be at least 8 characters.'));
      await screenshot(page, 'account-register-errors');

      await page.getByLabel('Password', { exact: true }).fill('long enough now');
      await page.getByLabel('Confirm password').fill('long enough now');
      await page.getByRole('button', { name: 'Create account' }).click();
      await visible(page.getByText('The email has already been taken.'));
      expect(await page.getByText('The password field must be at least 8 characters.').count()).toBe(0);
    });
  });

  it('resets a forgotten password from the emailed link, then logs in with the new one', async () => {
    const person = aPerson();
    await withPage(async (page) => {
      await register(page, person);
      await logoutButton(page).click();
      await visible(navLink(page, 'Login'));

      await page.goto('/login');
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await page.waitForURL('**/forgot-password');
      await page.getByLabel('Email').fill(person.email);
      await page.getByRole('button', { name: 'Email Password Reset Link' }).click();
      await visible(page.getByRole('status').getByText('We have emailed your password reset link.'));
      await screenshot(page, 'account-forgot-sent');

      // Registration sent its own email (verify your address) to the same person first.
      const mail = await smtp.waitFor((m) => m.to.includes(person.email) && m.subject === 'Reset your password');
      const link = /http:\/\/\S+\/password-reset\/\S+/.exec(mail.text)?.[0];
      expect(link?.startsWith(`${app.url}/password-reset/`)).toBe(true);
      await page.goto(link!);
      expect(await page.getByLabel('Email').inputValue()).toBe(person.email);
      await page.getByLabel('New password', { exact: true }).fill('a fresh password 2');
      await page.getByLabel('Confirm new password').fill('a fresh password 2');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await page.waitForURL('**/login', { timeout: VISIBLE_MS });
      await visible(page.getByText('Your password has been reset.'));

      await logIn(page, person.email, 'a fresh password 2');
      await page.waitForURL('**/user-dashboard', { timeout: VISIBLE_MS });
      await visible(page.getByRole('heading', { level: 1, name: `Hello, ${person.name}` }));
    });
  });
});

describe('deleting the account', () => {
  it('asks for the password again, deletes the account, and the login form then refuses the old password', async () => {
    const person = aPerson();
    await withPage(async (page) => {
      await register(page, person);
      await page.goto('/user-dashboard');
      const form = page.getByRole('form', { name: 'Delete your account' });
      await visible(form);
      await form.getByLabel('Your password').fill('not the password');
      await form.getByRole('button', { name: 'Delete my account' }).click();
      await visible(form.getByText('The password is incorrect.'));

      await form.getByLabel('Your password').fill(person.password);
      await form.getByRole('button', { name: 'Delete my account' }).click();
      await page.waitForURL('**/login', { timeout: VISIBLE_MS });
      await visible(page.getByText('Your account has been deleted.'));
      await visible(navLink(page, 'Login'));

      await logIn(page, person.email, person.password);
      await visible(page.getByText('These credentials do not match our records.'));
      expect(path(page)).toBe('/login');
    });
  });
});

describe('the account page with a booking', () => {
  it('lists the reference, dates and point, items, total and status', async () => {
    const person = aPerson();
    await withPage(async (page) => {
      await register(page, person);
      const reference = await bookFromPage(page, person.email);
      await page.goto('/user-dashboard');
      const card = page.getByRole('article', { name: new RegExp(reference) });
      await visible(card);
      const text = await card.innerText();
      for (const part of [reference, 'Confirmed', 'Bristol Bus Station', '1 × Small Suitcase', '1 × Medium Suitcase', '£36.45']) {
        expect(text).toContain(part);
      }
      expect(text).toContain(formatReadableDate(londonDate(4)));
      expect(text).toContain(formatReadableDate(londonDate(6)));
      await screenshot(page, 'account-dashboard-with-booking');

      await card.getByRole('link', { name: 'Manage your booking' }).click();
      await visible(page.getByRole('heading', { level: 1, name: `Booking ${reference}` }));
    });
  });
});

describe('redirects', () => {
  it('sends a signed-in user away from login, register, forgot and reset', async () => {
    await withPage(async (page) => {
      await register(page, aPerson());
      for (const target of ['/login', '/register', '/forgot-password', '/password-reset/some-token?email=a%40b.com']) {
        await page.goto(target);
        await page.waitForURL((url) => url.pathname === '/', { timeout: VISIBLE_MS });
      }
    });
  });

  it('sends a visitor from /user-dashboard to /login', async () => {
    await withPage(async (page) => {
      await page.goto('/user-dashboard');
      await page.waitForURL('**/login', { timeout: VISIBLE_MS });
      expect(path(page)).toBe('/login');
    });
  });

  it('sends an admin from /user-dashboard to /admin-dashboard', async () => {
    await withPage(async (page) => {
      await logIn(page, ADMIN.email, ADMIN.password);
      await page.waitForURL('**/admin-dashboard', { timeout: VISIBLE_MS });
      await page.goto('/user-dashboard');
      await page.waitForURL('**/admin-dashboard', { timeout: VISIBLE_MS });
      expect(path(page)).toBe('/admin-dashboard');
    });
  });
});

describe('on a phone', () => {
  it('shows Account and Logout in the drawer once signed in', async () => {
    await withPage(async (page) => {
      await register(page, aPerson());
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await visible(drawer.getByRole('link', { name: 'Account', exact: true }));
      await visible(drawer.getByRole('button', { name: 'Logout' }));
      await screenshot(page, 'account-phone-menu');
      await drawer.getByRole('link', { name: 'Account', exact: true }).click();
      await page.waitForURL('**/user-dashboard');
      await screenshot(page, 'account-dashboard-phone');
    }, PHONE);
  });
});
