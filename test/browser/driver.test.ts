// The driver role in Chromium (issue 18, first step): the admin invites a driver on /admin-dashboard/staff and chooses
// their city, the invitation email's link (a real SMTP server on loopback) sets their password, and on a phone-sized
// window the driver signs in and lands on /driver: today's date, their city and "No stops today.", with no customer
// footer. Staff and admin pages send them back there.
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { formatReadableDate, todayInLondon } from '@luggage/contracts';
import type { Browser } from 'playwright-core';
import { startApp, type RunningApp } from '../support/app-process.js';
import { DESKTOP, launchBrowser, newPage, PHONE, pageProblems, type TrackedPage } from '../support/browser.js';
import { startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.js';
import { VISIBLE_MS, visible } from './booking-steps.js';

const ADMIN = { email: 'olivia.admin@example.com', password: 'admin password 123', name: 'Olivia Stone' };
const DRIVER = { name: 'Dee Driver', email: `dee.driver.${process.pid}@example.com`, password: 'driver password 123' };

let smtp: SmtpCatcher;
let app: RunningApp;
let browser: Browser;

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

async function logIn(page: TrackedPage, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

async function invitationLink(email: string): Promise<string> {
  const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject.startsWith('You are invited'), VISIBLE_MS);
  expect(mail.text).toContain('You have been added as a driver');
  const link = /http:\/\/\S+\/set-password\/[^\s"<]+/.exec(mail.text)?.[0];
  expect(link?.startsWith(`${app.url}/set-password/`)).toBe(true);
  return link!;
}

it('invites a driver for Bath, who sets a password from the email and lands signed in on /driver on a phone', async () => {
  const admin = await newPage(browser, { baseURL: app.url, viewport: DESKTOP });
  await logIn(admin, ADMIN.email, ADMIN.password);
  await admin.waitForURL('**/admin-dashboard', { timeout: VISIBLE_MS });
  await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Staff' }).click();
  await visible(admin.getByRole('heading', { name: 'Invite staff or a driver' }));
  await admin.getByLabel('Name').fill(DRIVER.name);
  await admin.getByLabel('Email').fill(DRIVER.email);
  await admin.getByRole('radio', { name: 'Driver' }).check();
  // No city chosen: the server says so under the cities, and nobody is invited.
  await admin.getByRole('button', { name: 'Send invitation' }).click();
  await visible(admin.getByText('Choose at least one city for a driver.'));
  await admin.getByRole('group', { name: 'Cities' }).getByRole('checkbox', { name: 'Bath' }).check();
  await admin.getByRole('button', { name: 'Send invitation' }).click();
  await visible(admin.getByRole('status').getByText(`Invitation sent to ${DRIVER.email}.`));
  const member = admin.getByRole('listitem').filter({ hasText: DRIVER.email });
  await visible(member.getByText('Driver ·'));
  expect(await member.getByRole('checkbox', { name: 'Bath' }).isChecked()).toBe(true);
  expect(pageProblems(admin)).toEqual([]);
  await admin.close();

  const driver = await newPage(browser, { baseURL: app.url, viewport: PHONE });
  await driver.goto(await invitationLink(DRIVER.email));
  await visible(driver.getByRole('heading', { name: 'Set your password' }));
  await driver.getByLabel('Password', { exact: true }).fill(DRIVER.password);
  await driver.getByLabel('Confirm password').fill(DRIVER.password);
  // Signed in with the new password, straight onto their day: not the customers' login page.
  await driver.getByRole('button', { name: 'Set password' }).click();

  await driver.waitForURL((url) => url.pathname === '/driver', { timeout: VISIBLE_MS });
  await visible(driver.getByRole('heading', { name: 'Today', level: 1 }));
  await visible(driver.getByText(formatReadableDate(todayInLondon())));
  await visible(driver.getByText('Your cities: Bath'));
  await visible(driver.getByText('No stops today.'));
  expect(await driver.getByRole('contentinfo').count()).toBe(0);
  // Nothing wider than the phone's screen.
  expect(await driver.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  // The staff and admin pages send a driver back to their day.
  for (const elsewhere of ['/staff', '/admin-dashboard/staff']) {
    await driver.goto(elsewhere);
    await driver.waitForURL((url) => url.pathname === '/driver', { timeout: VISIBLE_MS });
  }
  expect(pageProblems(driver)).toEqual([]);
  await driver.close();
}, 180_000);
