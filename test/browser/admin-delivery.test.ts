// The admin's delivery page in Chromium, against the built app: the demo zones as shipped, a zone added with its
// districts typed as a list, a district of another zone refused under its field, and the change reaching the service
// area customers will be answered from, and the page's postcode check answering with the text customers will read.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { startApp, type RunningApp } from '../support/app-process.js';
import { DESKTOP, launchBrowser, newPage, pageProblems, type TrackedPage } from '../support/browser.js';
import { accessibilityProblems, logIn, VISIBLE_MS, visible } from './booking-steps.js';

const ADMIN = { email: 'olivia.admin@example.com', password: 'admin password 123', name: 'Olivia Stone' };

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ADMIN_NAME: ADMIN.name } });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function serviceArea(postcode: string): Promise<{ served: boolean; zone?: { name: string; feePence: number } }> {
  return (await (await fetch(`${app.url}/api/service-area?postcode=${encodeURIComponent(postcode)}`)).json()) as { served: boolean };
}

describe('the delivery page', () => {
  it('shows the demo zones, adds a zone from a typed list of districts, refuses a district another zone covers, and retires the zone', async () => {
    const page: TrackedPage = await newPage(browser, { baseURL: app.url, viewport: DESKTOP });
    try {
      await logIn(page, ADMIN.email, ADMIN.password);
      await page.waitForURL('**/admin-dashboard', { timeout: VISIBLE_MS });
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Delivery' }).click();
      await visible(page.getByRole('heading', { name: 'Collection and delivery' }));
      await visible(page.getByText('Covers BS1–BS9 and BS13–BS16.'));
      const central = page.getByRole('form', { name: 'Zone Central and North Bristol' });
      await expect(central.getByLabel('Postcode districts').inputValue()).resolves.toBe('BS1, BS2, BS3, BS4, BS5, BS6, BS7, BS8, BS9');
      await expect(central.getByLabel('Fee per trip (£)').inputValue()).resolves.toBe('15');
      expect(await accessibilityProblems(page)).toEqual([]);

      const adding = page.getByRole('form', { name: 'New zone in Bristol' });
      await adding.getByLabel('Zone name').fill('Portishead');
      await adding.getByLabel('Fee per trip (£)').fill('22.50');
      await adding.getByLabel('Postcode districts').fill('bs20, BS8');
      await adding.getByLabel('Bags collected here are stored at').selectOption({ label: 'Bristol Temple Meads Station' });
      await adding.getByRole('button', { name: 'Add zone' }).click();
      await visible(adding.getByText('BS8 is already in the zone Central and North Bristol (Bristol).'));
      await expect(adding.getByLabel('Postcode districts').getAttribute('aria-invalid')).resolves.toBe('true');
      expect((await serviceArea('BS20 7AA')).served).toBe(false);

      await adding.getByLabel('Postcode districts').fill('bs20');
      await adding.getByRole('button', { name: 'Add zone' }).click();
      const added = page.getByRole('form', { name: 'Zone Portishead' });
      await visible(added);
      await expect(added.getByLabel('Postcode districts').inputValue()).resolves.toBe('BS20');
      await visible(page.getByText('Covers BS1–BS9, BS13–BS16 and BS20.'));
      expect(await serviceArea('BS20 7AA')).toMatchObject({ served: true, zone: { name: 'Portishead', feePence: 2250 } });
      // The check answers as the wizard will, with the zones as they are now.
      const check = page.getByLabel('Postcode', { exact: true });
      await check.fill('bs20 7aa');
      await visible(page.getByText('BS20 7AA is in Portishead (Bristol): £22.50 a trip, stored at Bristol Temple Meads Station.'));
      await check.fill('BS99 1AA');
      await visible(page.getByText(`Customers read: "We don't collect or deliver in BS99 yet. We cover BA1, BA2, BS1–BS9, BS13–BS16 and BS20."`));

      // Retired: offered to no new booking, still listed to offer again.
      await added.getByRole('button', { name: 'Retire' }).click();
      const retired = page.getByRole('form', { name: 'Zone Portishead (retired)' });
      await visible(retired.getByRole('button', { name: 'Offer again' }));
      await visible(page.getByText('Covers BS1–BS9 and BS13–BS16.'));
      expect((await serviceArea('BS20 7AA')).served).toBe(false);
      expect(pageProblems(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
