// The admin's side of VAT (issue 41, part 2) in Chromium, against the built app: the VAT section of the settings
// (messages by field, then saved), and a paid booking's page listing its invoice with a link to the PDF.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { BookingDocumentView } from '@luggage/contracts';
import type { Browser } from 'playwright-core';
import type { RunningApp } from '../support/app-process.js';
import { startAppWithAdmin } from '../support/app-with-admin.js';
import { DESKTOP, launchBrowser, newPage, pageProblems, screenshot } from '../support/browser.js';
import { eventually } from '../support/test-app.js';
import { bookAsVisitor, VisitorSession } from '../support/visitor-booking.js';
import { accessibilityProblems, button, visible } from './booking-steps.js';

const ADMIN = { email: 'vat.admin@example.com', password: 'admin password 123', name: 'Val Added' };

let app: RunningApp;
let browser: Browser;
let admin: VisitorSession;

beforeAll(async () => {
  ({ app, admin } = await startAppWithAdmin(ADMIN));
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('VAT in the admin', () => {
  it('sets the VAT number with messages by field, and a booking page lists its invoice with its PDF', async () => {
    const page = await newPage(browser, { baseURL: app.url, viewport: DESKTOP });
    try {
      await page.goto('/login');
      await page.getByLabel('Email').fill(ADMIN.email);
      await page.getByLabel('Password').fill(ADMIN.password);
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL('**/admin-dashboard');
      await page.goto('/admin-dashboard/settings');
      const vat = page.getByRole('form', { name: 'VAT' });
      await vat.getByLabel('VAT number').fill('GB12');
      await vat.getByLabel('Legal name').fill('Bristol & Bath Luggage Ltd');
      await vat.getByLabel('Address').fill('1 Temple Gate, Bristol BS1 6PL');
      await button(page, 'Save VAT settings').click();
      await visible(vat.getByText('The VAT number must be GB followed by 9 or 12 digits, like GB123456789.', { exact: true }));
      await vat.getByLabel('VAT number').fill('GB 123 456 789');
      await button(page, 'Save VAT settings').click();
      await visible(vat.getByText('Saved. Payments from now on get VAT invoices.', { exact: true }));
      await visible(vat.getByText('In force now: VAT invoices under GB123456789 at 20 %.', { exact: true }));
      expect(await accessibilityProblems(page)).toEqual([]);
      await screenshot(page, 'admin-vat-settings');

      const booked = await bookAsVisitor(app.url);
      const documents = () => admin.expect('GET', `/api/admin/bookings/${booked.bookingReference}/documents`) as Promise<BookingDocumentView[]>;
      const [invoice] = await eventually(documents, (found) => found.length === 1, 20_000);
      await page.goto(`/admin-dashboard/bookings/${booked.bookingReference}`);
      const link = page.getByRole('region', { name: 'Invoices and credit notes' }).getByRole('link', { name: `VAT invoice ${invoice.number}` });
      await visible(link);
      const pdf = await page.request.get((await link.getAttribute('href'))!);
      expect([pdf.status(), pdf.headers()['content-type'], (await pdf.body()).subarray(0, 5).toString('latin1')]).toEqual([200, 'application/pdf', '%PDF-']);
      expect(pageProblems(page)).toEqual([]);
    } finally {
      await page.close();
    }
  }, 120_000);
});
