// Partners in Chromium (issue 41, part 5): a partner invited by the admin sets its password from the emailed link,
// signs in, lands on /partner, books for a guest on its account and sees the booking in its list; a visitor following
// the partner's link /?partner=CODE books in the wizard at the partner's discount, and the admin's statement of the
// partner lists both bookings.
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { formatIso, todayInLondon, type PartnerView } from '@luggage/contracts';
import { startApp, type RunningApp } from '../support/app-process.js';
import { DESKTOP, launchBrowser, newPage, pageProblems } from '../support/browser.js';
import { startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.js';
import { VisitorSession } from '../support/visitor-booking.js';
import { aCustomer, bookingReference, button, collectionDay, heading, logIn, pay, reachSummary, VISIBLE_MS, visible } from './booking-steps.js';

const ADMIN = { email: 'olivia.admin@example.com', password: 'admin password 123', name: 'Olivia Stone' };
const PARTNER = { email: `desk.${process.pid}@harbour.example`, password: 'partner password 123' };

let smtp: SmtpCatcher;
let app: RunningApp;
let browser: Browser;
let partner: PartnerView;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  app = await startApp({ env: { SMTP_URL: smtp.url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ADMIN_NAME: ADMIN.name } });
  browser = await launchBrowser();
  const admin = new VisitorSession(app.url);
  await admin.expect('POST', '/login', { email: ADMIN.email, password: ADMIN.password });
  partner = (await admin.expect('POST', '/api/admin/partners', { name: 'Harbour Hotel', email: PARTNER.email, sharePercent: 10, discountPercent: 10, onAccount: true }, 201)) as PartnerView;
  const mail = await smtp.waitFor((m) => m.to.includes(PARTNER.email), VISIBLE_MS);
  const token = /\/set-password\/([^\s"<?]+)/.exec(mail.text)![1];
  await new VisitorSession(app.url).expect('POST', '/reset-password', { email: PARTNER.email, token, password: PARTNER.password, password_confirmation: PARTNER.password });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await smtp?.close();
});

const thisMonth = () => {
  const today = formatIso(todayInLondon());
  return `${today.slice(5, 7)}-${today.slice(0, 4)}`;
};

it('lets the partner sign in, book for a guest on its account and see the booking in its list', async () => {
  const page = await newPage(browser, { baseURL: app.url, viewport: DESKTOP });
  await logIn(page, PARTNER.email, PARTNER.password);
  await page.waitForURL('**/partner', { timeout: VISIBLE_MS });
  await visible(heading(page, 'Harbour Hotel: book for your guests'));
  const form = page.getByRole('form', { name: 'Book for a guest' });
  await form.getByLabel('Small Suitcase').fill('2');
  await form.getByLabel('Collection date').fill(formatIso(collectionDay(3)));
  await form.getByLabel('Collection point').selectOption({ label: 'Bristol Bus Station' });
  await form.getByLabel('Nights').selectOption({ label: '2 nights' });
  await form.getByLabel("Guest's name").fill('Gus Guest');
  await form.getByLabel("Guest's email").fill('gus.guest@example.com');
  await form.getByLabel("Guest's phone number").fill('+44 7700 900123');
  await form.getByLabel('Your reference (optional)').fill('Room 12');
  await form.getByLabel('On our account (invoiced monthly)').check();
  await form.getByLabel('The guest agrees to the terms and the cancellation policy').check();
  await form.getByRole('button', { name: 'Book' }).click();
  const booked = page.getByRole('status').getByText(/^Booked: \S+\. The guest has been emailed\.$/);
  await visible(booked);
  const reference = /Booked: (\S+)\./.exec(await booked.innerText())![1];
  const row = page.getByRole('row').filter({ hasText: reference });
  await visible(row);
  await expect(row.getByRole('cell').allInnerTexts()).resolves.toEqual(expect.arrayContaining(['Gus Guest', 'Room 12', 'Confirmed', 'On account']));
  expect(pageProblems(page)).toEqual([]);
  await page.close();
}, 180_000);

it("counts a visitor who follows the partner's link, at its discount, on the admin's statement of the partner", async () => {
  const visitor = await newPage(browser, { baseURL: app.url, viewport: DESKTOP });
  await visitor.goto(`/?partner=${partner.code}`);
  await visible(visitor.getByRole('heading', { level: 1 }));
  const customer = aCustomer();
  await reachSummary(visitor, customer, { items: { 'Small Suitcase': 1 }, nights: 1 });
  // £10 a night less the partner's 10 %.
  await visible(visitor.getByText('£9.00').first());
  await button(visitor, 'Checkout').click();
  await pay(visitor, '4242 4242 4242 4242');
  const reference = await bookingReference(visitor);
  expect(pageProblems(visitor)).toEqual([]);
  await visitor.close();

  const admin = await newPage(browser, { baseURL: app.url, viewport: DESKTOP });
  await logIn(admin, ADMIN.email, ADMIN.password);
  await admin.waitForURL('**/admin-dashboard', { timeout: VISIBLE_MS });
  await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Partners' }).click();
  const card = admin.getByRole('listitem').filter({ hasText: partner.code });
  await visible(card.getByText('2 bookings this month', { exact: false }));
  await card.getByRole('button', { name: 'Monthly statement' }).click();
  await expect(card.getByLabel('Statement month (MM-YYYY)').inputValue()).resolves.toBe(thisMonth());
  const line = card.getByRole('row').filter({ hasText: reference });
  await visible(line);
  await expect(line.getByRole('cell').allInnerTexts()).resolves.toEqual(expect.arrayContaining([reference, customer.fullName, 'Card', '£9.00']));
  await visible(card.getByRole('row').filter({ hasText: 'Gus Guest' }).getByText('On account'));
  expect(pageProblems(admin)).toEqual([]);
  await admin.close();
}, 180_000);
