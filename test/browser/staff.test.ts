// The staff role in Chromium: the admin invites a member of staff on /admin-dashboard/staff and gives them a point,
// the invitation email's link (a real SMTP server on loopback) sets their password, they sign in and land on their
// check-in screen (/staff), and the admin pages and the driver's page send them back there.
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { startApp, type RunningApp } from '../support/app-process.js';
import { DESKTOP, launchBrowser, newPage, pageProblems, type TrackedPage } from '../support/browser.js';
import { startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.js';
import { VISIBLE_MS, visible } from './booking-steps.js';

const ADMIN = { email: 'olivia.admin@example.com', password: 'admin password 123', name: 'Olivia Stone' };
const STAFF = { name: 'Sam Porter', email: `sam.porter.${process.pid}@example.com`, password: 'staff password 123' };

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
  const sent = (mail: { to: string[]; subject: string }) => mail.to.includes(email) && mail.subject.startsWith('You are invited');
  const deadline = Date.now() + VISIBLE_MS;
  while (smtp.count(sent) < 1 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  const link = smtp.messages.filter(sent).map((mail) => /http:\/\/\S+\/set-password\/[^\s"<]+/.exec(mail.text)?.[0])[0];
  expect(link?.startsWith(`${app.url}/set-password/`)).toBe(true);
  return link!;
}

it('invites staff, who set a password from the email and land signed in on their check-in page, and are kept out of admin pages', async () => {
  const admin = await newPage(browser, { baseURL: app.url, viewport: DESKTOP });
  await logIn(admin, ADMIN.email, ADMIN.password);
  await admin.waitForURL('**/admin-dashboard', { timeout: VISIBLE_MS });
  await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Staff' }).click();
  await visible(admin.getByRole('heading', { name: 'Invite staff' }));
  await admin.getByLabel('Name').fill(STAFF.name);
  await admin.getByLabel('Email').fill(STAFF.email);
  await admin.getByRole('button', { name: 'Send invitation' }).click();
  await visible(admin.getByRole('status').getByText(`Invitation sent to ${STAFF.email}.`));
  const member = admin.getByRole('listitem').filter({ hasText: STAFF.email });
  await visible(member.getByText('Invitation sent'));
  await member.getByRole('checkbox').first().check();
  await member.getByRole('button', { name: 'Save points' }).click();
  await visible(member.getByText('Collection points saved.'));
  expect(pageProblems(admin)).toEqual([]);
  await admin.close();

  const staff = await newPage(browser, { baseURL: app.url, viewport: DESKTOP });
  await staff.goto(await invitationLink(STAFF.email));
  await visible(staff.getByRole('heading', { name: 'Set your password' }));
  await staff.getByLabel('Password', { exact: true }).fill(STAFF.password);
  await staff.getByLabel('Confirm password').fill(STAFF.password);
  await staff.getByRole('button', { name: 'Set password' }).click();
  // Signed in with the new password, staff land on their check-in screen, and an admin page sends them back there.
  await staff.waitForURL('**/staff', { timeout: VISIBLE_MS });
  await staff.goto('/admin-dashboard/staff');
  await staff.waitForURL((url) => url.pathname === '/staff', { timeout: VISIBLE_MS });
  // So does the driver's page.
  await staff.goto('/driver');
  await staff.waitForURL((url) => url.pathname === '/staff', { timeout: VISIBLE_MS });
  expect(pageProblems(staff)).toEqual([]);
  await staff.close();
}, 180_000);
