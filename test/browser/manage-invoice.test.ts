// The invoice on the manage page (issue 41, part 2) in Chromium: "Download invoice" opens the booking's VAT invoice,
// and adding company details reissues it (a credit note cancels the first, a new invoice names the company).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, pageProblems, screenshot } from '../support/browser.js';
import { sql } from '../support/booking-builders.js';
import { startListeningApp, type ListeningApp } from '../support/listening-app.js';
import { pdfText } from '../support/pdf-text.js';
import { eventually } from '../support/test-app.js';
import { bookAsVisitor } from '../support/visitor-booking.js';
import { accessibilityProblems, button, visible } from './booking-steps.js';

let app: ListeningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startListeningApp();
  browser = await launchBrowser();
  // The admin's settings form has API tests of its own.
  await sql(app, `update vat_settings set vat_number = 'GB123456789', legal_name = 'Bristol & Bath Luggage Ltd', address = '1 Temple Gate, Bristol' where id = 1`);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const documentsOf = (reference: string) =>
  sql<{ kind: string; document_number: string; company_name: string | null }>(app, 'select kind, document_number, company_name from booking_document where booking_reference = ? order by id', [reference]);

async function pdfWords(href: string): Promise<string[]> {
  const response = await fetch(new URL(href, app.url));
  expect(response.headers.get('content-type')).toBe('application/pdf');
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return pdfText(bytes);
}

describe('the invoice on the manage page', () => {
  it('downloads the VAT invoice, and adding company details reissues it to the company', async () => {
    const booked = await bookAsVisitor(app.url);
    const [first] = await eventually(() => documentsOf(booked.bookingReference), (rows) => rows.length === 1, 20_000);
    const page = await newPage(browser, { baseURL: app.url, viewport: DESKTOP });
    try {
      await page.goto(`/manage/${booked.manageToken}`);
      const invoice = page.getByRole('region', { name: 'Invoice', exact: true });
      const download = invoice.getByRole('link', { name: 'Download invoice' });
      await visible(download);
      expect(await pdfWords((await download.getAttribute('href'))!)).toContain(`Number: ${first.document_number}`);

      await button(page, 'Add company details').click();
      await page.getByLabel('Company name').fill('Acme Widgets Ltd');
      await page.getByLabel('Company address').fill('2 Acme Road, Bath BA1 1AA');
      await page.getByLabel('VAT number (optional)').fill('GB 987 654 321');
      expect(await accessibilityProblems(page)).toEqual([]);
      await screenshot(page, 'manage-invoice-company');
      await button(page, 'Save company details').click();
      await visible(invoice.getByText('Saved. Your invoice is made out to Acme Widgets Ltd.', { exact: true }));

      const documents = await documentsOf(booked.bookingReference);
      expect(documents.map((row) => [row.kind, row.company_name])).toEqual([
        ['invoice', null],
        ['credit_note', null],
        ['invoice', 'Acme Widgets Ltd'],
      ]);
      const words = await pdfWords((await download.getAttribute('href'))!);
      expect(words).toEqual(expect.arrayContaining([`Number: ${documents[2].document_number}`, 'Acme Widgets Ltd', 'VAT number: GB987654321']));
      expect(pageProblems(page)).toEqual([]);
    } finally {
      await page.close();
    }
  }, 120_000);
});
