// A partner's page in Chromium (issue 41): the partner books a same-day stay for a guest on its account (nights 0
// with the wizard's drop-off and pick-up selects), and after the month, downloads its monthly invoice from the link
// beside its statement. The app runs in this process (support/listening-app.ts), so the test reads what was stored
// and moves the booking into last month, whose invoice the admin issues.
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { addDays, formatIso, type PartnerInvoiceView, type PartnerView, todayInLondon } from '@luggage/contracts';
import type { Browser } from 'playwright-core';
import { ADMIN } from '../support/admin.js';
import { sql } from '../support/booking-builders.js';
import { DESKTOP, launchBrowser, newPage, pageProblems } from '../support/browser.js';
import { HttpSession } from '../support/http-session.js';
import { startListeningApp, type ListeningApp } from '../support/listening-app.js';
import { startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.js';
import { heading, logIn, VISIBLE_MS, visible } from './booking-steps.js';

const PARTNER = { email: `sameday.${process.pid}@harbour.example`, password: 'partner password 123' };
/** A weekday a fortnight ahead: the demo point is open, and no time of today's is in the way. */
const stayDay = addDays(todayInLondon(), 14);

let smtp: SmtpCatcher;
let app: ListeningApp;
let browser: Browser;
let admin: HttpSession;
let partner: PartnerView;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  app = await startListeningApp({ SMTP_URL: smtp.url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ADMIN_NAME: ADMIN.name });
  browser = await launchBrowser();
  admin = new HttpSession(app);
  expect((await admin.post('/login', { email: ADMIN.email, password: ADMIN.password })).status).toBe(200);
  expect((await admin.put('/api/admin/vat', { vatNumber: 'GB123456789', ratePercent: 20, legalName: 'Bags Ltd', address: '1 Quay Street, Bristol' })).status).toBe(200);
  partner = (await admin.post('/api/admin/partners', { name: 'Harbour Hotel', email: PARTNER.email, sharePercent: 10, onAccount: true })).body as PartnerView;
  const mail = await smtp.waitFor((m) => m.to.includes(PARTNER.email), VISIBLE_MS);
  const token = /\/set-password\/([^\s"<?]+)/.exec(mail.text)![1];
  expect((await new HttpSession(app).post('/reset-password', { email: PARTNER.email, token, password: PARTNER.password, password_confirmation: PARTNER.password })).status).toBe(200);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await smtp?.close();
});

it('books a same-day stay on account, then downloads the monthly invoice listing it', async () => {
  const page = await newPage(browser, { baseURL: app.url, viewport: DESKTOP });
  await logIn(page, PARTNER.email, PARTNER.password);
  await page.waitForURL('**/partner', { timeout: VISIBLE_MS });
  await visible(heading(page, 'Harbour Hotel: book for your guests'));
  const form = page.getByRole('form', { name: 'Book for a guest' });
  await form.getByLabel('Small Suitcase').fill('1');
  await form.getByLabel('Collection date').fill(formatIso(stayDay));
  await form.getByLabel('Collection point').selectOption({ label: 'Bristol Bus Station' });
  await form.getByLabel('Nights').selectOption({ label: 'Same day (drop off and pick up today or on the date)' });
  const dropOff = form.getByLabel('Drop off');
  const pickUp = form.getByLabel('Pick up');
  await visible(pickUp);
  const dropOffs = await dropOff.locator('option').allInnerTexts();
  await dropOff.selectOption(dropOffs[1]);
  const pickUps = await pickUp.locator('option').allInnerTexts();
  await pickUp.selectOption(pickUps[2]);
  await form.getByLabel("Guest's name").fill('Sam Sameday');
  await form.getByLabel("Guest's email").fill('sam.sameday@example.com');
  await form.getByLabel("Guest's phone number").fill('+44 7700 900123');
  await form.getByLabel('On our account (invoiced monthly)').check();
  await form.getByLabel('The guest agrees to the terms and the cancellation policy').check();
  await form.getByRole('button', { name: 'Book' }).click();
  const booked = page.getByRole('status').getByText(/^Booked: \S+\. The guest has been emailed\.$/);
  await visible(booked);
  const reference = /Booked: (\S+)\./.exec(await booked.innerText())![1];
  await visible(page.getByRole('row').filter({ hasText: reference }));
  const [stored] = await sql<{ nights: number; location_time: string; return_time: string; billed_to_partner: boolean }>(
    app,
    'select nights, location_time, return_time, billed_to_partner from booking where reference = ?',
    [reference],
  );
  expect(stored).toEqual({ nights: 0, location_time: dropOffs[1], return_time: pickUps[2], billed_to_partner: true });

  // The month ends: the booking moved into last month, whose invoice the admin issues.
  const lastMonthStart = `${formatIso(addDays(todayInLondon(), -todayInLondon().day)).slice(0, 8)}01`;
  await sql(app, `update booking set confirmed_at = (date '${lastMonthStart}' + time '12:00') at time zone 'Europe/London' where reference = ?`, [reference]);
  const month = `${lastMonthStart.slice(5, 7)}-${lastMonthStart.slice(0, 4)}`;
  const invoice = (await admin.post(`/api/admin/partners/${partner.id}/invoices`, { month })).body as PartnerInvoiceView;
  await page.reload();
  const invoices = page.getByRole('region', { name: 'Monthly invoices' });
  const link = invoices.getByRole('link', { name: `${invoice.number} (${month})` });
  await visible(link);
  await visible(invoices.getByText('1 booking, £6.00, due £6.00.', { exact: false }));
  const pdf = await page.request.get((await link.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pageProblems(page)).toEqual([]);
  await page.close();
}, 180_000);
