// A partner's page in Chromium (issue 41): the partner books a same-day stay for a guest on its account (nights 0
// with the wizard's drop-off and pick-up selects), and after the month, downloads its monthly invoice from the link
// beside its statement. The app runs in this process (support/listening-app.ts), so the test reads what was stored
// and moves the booking into last month, whose invoice the admin issues.
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { addDays, formatIso, type PartnerInvoiceView, type PartnerView, todayInLondon } from '@luggage/contracts';
import type { Browser } from 'playwright-core';
import { ADMIN } from '../support/admin.js';
import { sql } from '../support/booking-builders.js';
import { eventually } from '../support/test-app.js';
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
/** The first test's booking and its month's invoice, which the admin's test settles. */
let settled: { reference: string; invoice: PartnerInvoiceView } | null = null;

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
  settled = { reference, invoice };
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

it("lets the admin record the partner's payment, void it with a reason, record the further payment a dearer change makes still due, and pay back what a later credit note makes owed", async () => {
  const { reference, invoice } = settled!;
  const page = await newPage(browser, { baseURL: app.url, viewport: DESKTOP });
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.waitForURL('**/admin-dashboard**', { timeout: VISIBLE_MS });
  const invoices = await openInvoices(page);
  const today = formatIso(todayInLondon()).split('-').reverse().join('-');
  const recordPayment = async () => {
    await invoices.getByRole('form', { name: `Payment of ${invoice.number}` }).getByRole('button', { name: 'Record payment' }).click();
    await visible(invoices.getByText(`paid £6.00 on ${today}`));
  };
  await recordPayment();

  const voiding = invoices.getByRole('form', { name: `Void the payment of ${invoice.number}` });
  await voiding.getByLabel('Why the payment is voided').fill('Recorded against the wrong invoice');
  await voiding.getByRole('button', { name: 'Void payment' }).click();
  await visible(invoices.getByText(new RegExp(`^Payment of £6\\.00 on ${today} voided on ${today} by admin:\\d+ ${ADMIN.email}: Recorded against the wrong invoice$`)));
  await visible(invoices.getByText('unpaid', { exact: false }));
  await recordPayment();

  // The admin makes the booking dearer after the partner paid (a night and a suitcase more): its supplementary invoice is still due.
  const [{ location_id: locationId }] = await sql<{ location_id: number }>(app, 'select location_id from booking where reference = ?', [reference]);
  const dearer = { collectionDate: formatIso(stayDay).split('-').reverse().join('-'), nights: 1, locationId, items: [{ code: 'SS', amount: 2 }], reason: 'Stays the night, a second suitcase' };
  expect((await admin.post(`/api/admin/bookings/${reference}/change`, dearer)).status).toBe(200);
  const [supplement] = await eventually(
    () => sql<{ gross_pence: number; document_number: string }>(app, 'select gross_pence, document_number from booking_document where refers_to_id = ?', [invoice.id]),
    (rows) => rows.length === 1,
    VISIBLE_MS,
  );
  const stillDue = `£${(supplement.gross_pence / 100).toFixed(2)}`;
  // The partner's own page lists the supplementary invoice and says what is still due.
  const partnerPage = await newPage(browser, { baseURL: app.url, viewport: DESKTOP });
  await logIn(partnerPage, PARTNER.email, PARTNER.password);
  await partnerPage.waitForURL('**/partner', { timeout: VISIBLE_MS });
  const ownInvoices = partnerPage.getByRole('region', { name: 'Monthly invoices' });
  await visible(ownInvoices.getByRole('link', { name: `Supplementary invoice ${supplement.document_number} (booking ${reference} changed)` }));
  await visible(ownInvoices.getByText(`Still due: ${stillDue}.`, { exact: false }));
  await page.reload();
  const due = await openInvoices(page);
  await visible(due.getByText(`Still due from the partner: ${stillDue}`));
  await due.getByRole('form', { name: `Further payment of ${invoice.number}` }).getByRole('button', { name: 'Record further payment' }).click();
  await visible(due.getByText(`Paid further by the partner: ${stillDue} on ${today}`));
  expect(await due.getByText('Still due from the partner').count()).toBe(0);

  // The guest's booking is cancelled after the partner paid: its credit note (all it is billed for) is owed back to the partner.
  const billed = `£${((600 + supplement.gross_pence) / 100).toFixed(2)}`;
  expect((await admin.post(`/api/admin/bookings/${reference}/cancel`, { reason: 'Guest cancelled', refund: 'none' })).status).toBe(200);
  await eventually(() => sql(app, 'select id from booking_document where refers_to_id = ?', [invoice.id]), (rows) => rows.length === 2, VISIBLE_MS);
  await page.reload();
  const again = await openInvoices(page);
  await visible(again.getByText(`Owed to the partner: ${billed}`));
  await partnerPage.reload();
  await visible(ownInvoices.getByText(`We owe you ${billed} and will pay it back by bank transfer.`, { exact: false }));
  await visible(ownInvoices.getByRole('link', { name: new RegExp(`^Credit note CN-\\d+ \\(booking ${reference} cancelled\\)$`) }));
  expect(pageProblems(partnerPage)).toEqual([]);
  await partnerPage.close();
  await again.getByRole('form', { name: `Refund to the partner on ${invoice.number}` }).getByRole('button', { name: 'Record refund to the partner' }).click();
  await visible(again.getByText(`Paid back to the partner: ${billed} on ${today}`));
  expect(await again.getByText('Owed to the partner').count()).toBe(0);
  expect(pageProblems(page)).toEqual([]);
  await page.close();
}, 180_000);

/** The Partners page with the partner's statement and invoices open: its invoices' region. */
async function openInvoices(page: Awaited<ReturnType<typeof newPage>>) {
  await page.goto('/admin-dashboard/partners');
  await page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Harbour Hotel' }) }).getByRole('button', { name: 'Monthly statement and invoices' }).click();
  const invoices = page.getByRole('region', { name: 'Monthly invoices of Harbour Hotel' });
  await visible(invoices);
  return invoices;
}
