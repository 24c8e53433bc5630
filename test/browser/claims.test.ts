// Claims in Chromium at phone width (issue 42): the customer reports damage with two photos from the manage page,
// the admin asks for more in the claims queue, the customer answers, the admin accepts £20 and the page shows the
// payout; the dashboard counts the claims; both pages pass the accessibility check.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { ADMIN } from '../support/admin.js';
import { demoCatalog } from '../support/booking-builders.js';
import { launchBrowser, newPage, pageProblems, PHONE, screenshot } from '../support/browser.js';
import { HttpSession } from '../support/http-session.js';
import { bookAndPay } from '../support/lifecycle.js';
import { startListeningApp, type ListeningApp } from '../support/listening-app.js';
import { accessibilityProblems, button, logIn, visible } from './booking-steps.js';

let app: ListeningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startListeningApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ADMIN_NAME: ADMIN.name });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const jpeg = async (colour: string) => ({ name: 'bag.jpg', mimeType: 'image/jpeg', buffer: await sharp({ create: { width: 400, height: 300, channels: 3, background: colour } }).jpeg().toBuffer() });

describe('a claim at phone width', () => {
  it('is filed with two photos, asked about, answered and paid, and the dashboard counts it', async () => {
    const admin = new HttpSession(app);
    expect((await admin.post('/login', { email: ADMIN.email, password: ADMIN.password })).status).toBe(200);
    expect((await admin.put('/api/admin/bag-protection', { coverPerBag: 50 })).status).toBe(200);
    const booked = await bookAndPay(app, (await demoCatalog(app)).bristolBusStation);
    for (const step of ['collected', 'returned']) expect((await admin.post(`/api/admin/bookings/${booked.reference}/${step}`)).status).toBe(200);

    const customer = await newPage(browser, { baseURL: app.url, viewport: PHONE });
    try {
      await customer.goto(`/manage/${booked.manageToken}`);
      const panel = customer.getByRole('region', { name: 'Report a problem', exact: true });
      await visible(panel);
      await panel.getByLabel('What went wrong').selectOption('damaged');
      await panel.getByLabel('What happened').fill('A wheel came off my suitcase.');
      await panel.getByLabel('Photos (up to 5)').setInputFiles([await jpeg('#aa3322'), await jpeg('#2233aa')]);
      expect(await accessibilityProblems(customer)).toEqual([]);
      await screenshot(customer, 'claim-form-phone');
      await panel.getByRole('button', { name: 'Send the report' }).click();
      await visible(panel.getByText('Thank you: we have your report and will answer within 5 working days.'));
      await visible(panel.getByRole('img', { name: 'Photo 2 sent with the report' }));
      // The stored photo loads through the manage link (lazily: scrolled to first).
      const first = panel.getByRole('img', { name: 'Photo 1 sent with the report' });
      await first.scrollIntoViewIfNeeded();
      await first.evaluate((image: HTMLImageElement) => (image.complete && image.naturalWidth > 0) || new Promise((resolve) => image.addEventListener('load', resolve, { once: true })));
      expect(await first.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

      const desk = await newPage(browser, { baseURL: app.url, viewport: PHONE });
      try {
        await logIn(desk, ADMIN.email, ADMIN.password);
        await desk.waitForURL('**/admin-dashboard');
        const figures = desk.getByRole('region', { name: 'Claims' });
        await visible(figures.getByText('Open', { exact: true }));
        // From the booking's page to its claims in the queue.
        await desk.goto(`/admin-dashboard/bookings/${booked.reference}`);
        const claimsCard = desk.getByRole('region', { name: 'Claims', exact: true });
        await visible(claimsCard.getByText('1 claim, 1 to answer.'));
        await claimsCard.getByRole('link', { name: 'Open it in the claims queue' }).click();
        await desk.getByRole('heading', { name: `Claims on ${booked.reference}`, level: 1 }).waitFor();
        const reply = desk.getByRole('form', { name: /^Reply on claim/ });
        await reply.getByLabel(/^Message to the customer/).fill('Please send a photo of the whole suitcase.');
        await reply.getByLabel('Ask the customer for more information').check();
        expect(await accessibilityProblems(desk)).toEqual([]);
        await screenshot(desk, 'claims-queue-phone');
        await reply.getByRole('button', { name: 'Send reply' }).click();
        await visible(desk.getByRole('heading', { level: 2, name: /Needs information/ }));

        await customer.reload();
        await visible(panel.getByText('We need more information: please answer below.'));
        const answer = panel.getByRole('form', { name: 'Your answer' });
        await answer.getByLabel('Your answer').fill('Here it is, wheel and all.');
        await answer.getByLabel('Photos (up to 5)').setInputFiles([await jpeg('#22aa33')]);
        await answer.getByRole('button', { name: 'Send the answer' }).click();
        await visible(panel.getByText('Here it is, wheel and all.'));

        await desk.reload();
        const decide = desk.getByRole('form', { name: /^Decide claim/ });
        await decide.getByLabel('Payout (£)').fill('20');
        await decide.getByLabel('Reason (sent to the customer)').fill('The wheel broke while we held the case.');
        await decide.getByRole('button', { name: 'Record decision' }).click();
        await visible(desk.getByText('Paid out £20.00: £20.00 to the card'));
        expect(pageProblems(desk)).toEqual([]);
      } finally {
        await desk.close();
      }

      await customer.reload();
      await visible(panel.getByText('Paid out: £20.00'));
      await visible(panel.getByText('Our decision: The wheel broke while we held the case.'));
      expect(await accessibilityProblems(customer)).toEqual([]);
      expect(pageProblems(customer)).toEqual([]);
    } finally {
      await customer.close();
    }
  }, 180_000);

  it('shows a file that is not an image refused under the photos, in the page’s language', async () => {
    const admin = new HttpSession(app);
    expect((await admin.post('/login', { email: ADMIN.email, password: ADMIN.password })).status).toBe(200);
    const booked = await bookAndPay(app, (await demoCatalog(app)).bristolBusStation);
    for (const step of ['collected', 'returned']) expect((await admin.post(`/api/admin/bookings/${booked.reference}/${step}`)).status).toBe(200);
    const page = await newPage(browser, { baseURL: app.url, viewport: PHONE });
    try {
      await page.goto(`/manage/${booked.manageToken}`);
      const panel = page.getByRole('region', { name: 'Report a problem', exact: true });
      await panel.getByLabel('What happened').fill('Receipt attached.');
      await panel.getByLabel('Photos (up to 5)').setInputFiles([{ name: 'receipt.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') }]);
      await button(page, 'Send the report').click();
      await visible(panel.getByText('This file is not a photo we can use: send a JPEG, PNG, WebP or HEIC image.'));
      expect(await panel.getByLabel('Photos (up to 5)').getAttribute('aria-invalid')).toBe('true');
    } finally {
      await page.close();
    }
  }, 120_000);
});
