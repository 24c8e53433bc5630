// The admin and the operator in Chromium, against the built app: catalog changes reaching the wizard, an edited
// collection location, a visitor's booking collected and returned, and non-admins kept out of admin pages.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Locator } from 'playwright-core';
import { formatReadableDate, paymentIntentIdFromSecret, type GetDataResponse, type PaymentIntentRequest } from '@luggage/contracts';
import { startApp, type RunningApp } from '../support/app-process.js';
import { aBookingRequest, aPaymentIntentRequest, londonDate } from '../support/booking-builders.js';
import { cloneBookings, embeddedDatabaseOf } from '../support/booking-clones.js';
import { DESKTOP, launchBrowser, newPage, onCleanPage, pageProblems, PHONE, screenshot, type TrackedPage } from '../support/browser.js';
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

const hidden = (locator: Locator) => locator.first().waitFor({ state: 'hidden', timeout: VISIBLE_MS });

function withPage(viewport: { width: number; height: number }, run: (page: TrackedPage) => Promise<void>): Promise<void> {
  return onCleanPage(browser, { baseURL: app.url, viewport }, run);
}

async function logInAsAdmin(page: TrackedPage): Promise<void> {
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.waitForURL('**/admin-dashboard', { timeout: VISIBLE_MS });
  await visible(page.getByRole('heading', { name: 'Hello, Olivia' }));
}

async function getData(): Promise<GetDataResponse> {
  return (await (await fetch(`${app.url}/api/get-data`)).json()) as GetDataResponse;
}

/**
 * The day the visitors' bookings below are collected: tomorrow in London (today's handover at Bristol Bus Station, 09:00,
 * may already have passed when the test runs, and the API refuses such a day).
 */
const DAY = londonDate(1);

/** A visitor's booking made through the API with the offline test card (docs/api.md): its reference. */
async function bookThroughApi(overrides: Partial<PaymentIntentRequest>): Promise<string> {
  let cookies = '';
  const csrf = await fetch(`${app.url}/sanctum/csrf-cookie`);
  cookies = csrf.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
  const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(cookies)![1]);
  const post = async (path: string, body: object) => {
    const res = await fetch(`${app.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-XSRF-TOKEN': xsrf, Cookie: cookies },
      body: JSON.stringify(body),
    });
    if (res.status !== 200) throw new Error(`POST ${path} answered ${res.status}: ${await res.text()}`);
    return res.json() as Promise<unknown>;
  };
  const bristol = (await getData()).collection_cities.flatMap((c) => c.get_locations).find((l) => l.Location === 'Bristol Bus Station')!;
  const request = aPaymentIntentRequest(bristol.id, { collectionDate: DAY, ...overrides });
  const secret = (await post('/api/stripe-payment-intent', request)) as string;
  await post(`/api/test-payments/${paymentIntentIdFromSecret(secret)}/confirm`, { clientSecret: secret, cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' });
  return ((await post('/api/booking', aBookingRequest(request, secret))) as { bookingReference: string }).bookingReference;
}

const readable = (dashed: string) => formatReadableDate(dashed);
const row = (scope: TrackedPage | Locator, text: string) => scope.getByRole('row').filter({ hasText: text });

describe('the admin dashboard', () => {
  it('adds a storage item that the wizard offers at once, then deactivates it and the wizard no longer does', async () => {
    await withPage(DESKTOP, async (page) => {
      await logInAsAdmin(page);
      await visible(row(page, 'Small Suitcase'));
      expect(await accessibilityProblems(page)).toEqual([]);
      await screenshot(page, 'admin-dashboard-desktop');

      await page.getByRole('link', { name: 'Add storage item' }).click();
      await visible(page.getByRole('heading', { name: 'Add a storage item' }));
      expect(await page.getByLabel('Full cost per night (£)', { exact: true }).getAttribute('min')).toBe('1');
      expect(await page.getByLabel('Full cost per night (£)', { exact: true }).getAttribute('step')).toBe('any');
      await page.getByLabel('Title', { exact: true }).fill('Ski Bag');
      await page.getByLabel('Description', { exact: true }).fill('Skis and poles in a soft bag');
      await page.getByLabel('Full cost per night (£)', { exact: true }).fill('8.5');
      await page.getByRole('button', { name: 'Add storage item' }).click();
      await page.waitForURL('**/admin-dashboard');
      await visible(row(page, 'Ski Bag').getByText('Active', { exact: true }));
      await visible(row(page, 'Ski Bag').getByText('£8.50'));

      await page.getByRole('link', { name: 'Book Now' }).first().click();
      await visible(page.getByRole('button', { name: 'Add Ski Bag' }));

      await page.goBack();
      await page.getByRole('button', { name: 'Deactivate Ski Bag' }).click();
      await visible(row(page, 'Ski Bag').getByText('Inactive', { exact: true }));
      await visible(page.getByRole('button', { name: 'Activate Ski Bag' }));

      await page.goto('/selection');
      await visible(page.getByRole('button', { name: 'Add Small Suitcase' }));
      expect(await page.getByRole('button', { name: 'Add Ski Bag' }).count()).toBe(0);
    });
  });

  it('edits a storage item’s price for a day, which the dashboard, the catalog and the landing page show', async () => {
    await withPage(DESKTOP, async (page) => {
      await logInAsAdmin(page);
      await visible(row(page, 'Medium Suitcase').getByText('£7.50'));
      await page.getByRole('link', { name: 'Edit Medium Suitcase' }).click();
      await visible(page.getByRole('heading', { name: 'Edit storage item' }));
      const dayPrice = page.getByLabel('Price for a day', { exact: true });
      expect([await dayPrice.inputValue(), await dayPrice.getAttribute('min'), await dayPrice.getAttribute('step')]).toEqual(['7.5', '1', 'any']);
      await dayPrice.fill('5.5');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.waitForURL('**/admin-dashboard');
      await visible(row(page, 'Medium Suitcase').getByText('£5.50'));
      const medium = (await getData()).storage_items.find((item) => item.code === 'MS')!;
      expect([medium.price, medium.day_price]).toEqual([12.5, 5.5]);

      // The landing's day price is the lowest of the items', now the medium suitcase's; its night price stays the small's.
      await page.goto('/');
      await visible(page.getByText('Prices start from £10.00 for one small suitcase per night, or £5.50 a bag for the day', { exact: true }));
      expect(pageProblems(page)).toEqual([]);
    });
  });

  it('shows the server’s message under the field it refuses', async () => {
    await withPage(DESKTOP, async (page) => {
      await logInAsAdmin(page);
      await page.getByRole('link', { name: 'Add city' }).click();
      await page.getByLabel('City', { exact: true }).fill('bristol');
      await page.getByLabel('Latitude', { exact: true }).fill('51.45');
      await page.getByLabel('Longitude', { exact: true }).fill('-2.58');
      await page.getByRole('button', { name: 'Add city' }).click();
      const city = page.getByLabel('City', { exact: true });
      await visible(page.getByText('The city has already been taken.'));
      expect(await city.getAttribute('aria-invalid')).toBe('true');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('admin-city');
      expect(page.url()).toMatch(/\/admin-dashboard\/add-new-collection-city$/);
      expect(await accessibilityProblems(page)).toEqual([]);
    });
  });

  it('edits a collection location', async () => {
    await withPage(DESKTOP, async (page) => {
      await logInAsAdmin(page);
      await page.getByRole('link', { name: 'Edit Bath Spa Station' }).click();
      await visible(page.getByRole('heading', { name: 'Edit collection location' }));
      expect(await page.getByLabel('City', { exact: true }).inputValue()).not.toBe('');
      expect(await page.getByLabel('Collect and return time', { exact: true }).getAttribute('type')).toBe('time');
      await page.getByLabel('Location', { exact: true }).fill('Bath Spa Railway Station');
      await page.getByLabel('Collect and return time', { exact: true }).fill('11:45');
      await screenshot(page, 'admin-location-edit-desktop');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.waitForURL('**/admin-dashboard');
      await visible(row(page, 'Bath Spa Railway Station').getByText('11:45'));
      const names = (await getData()).collection_cities.flatMap((c) => c.get_locations.map((l) => `${l.Location} @ ${l.collect_return_time}`));
      expect(names).toContain('Bath Spa Railway Station @ 11:45');
    });
  });

  it('gives a point a French name in its Translations part, which a French visitor reads on the landing page', async () => {
    await withPage(DESKTOP, async (page) => {
      await logInAsAdmin(page);
      await page.getByRole('link', { name: 'Edit Bristol Bus Station' }).click();
      await visible(page.getByRole('heading', { name: 'Edit collection location' }));
      await page.getByText('Translations (optional)').click();
      await page.getByRole('group', { name: 'Location in other languages' }).getByLabel('French', { exact: true }).fill('Gare routière de Bristol');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.waitForURL('**/admin-dashboard');
      const point = (await getData()).collection_cities.flatMap((c) => c.get_locations).find((l) => l.Location === 'Bristol Bus Station')!;
      expect(point.nameTranslations).toEqual({ fr: 'Gare routière de Bristol' });
    });
    const page = await newPage(browser, { baseURL: app.url, viewport: DESKTOP, locale: 'fr-FR' });
    try {
      await page.goto('/');
      await visible(page.getByText('Gare routière de Bristol', { exact: true }));
      expect(await page.getByText('Bristol Bus Station', { exact: true }).count()).toBe(0);
      expect(pageProblems(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('stacks its tables into readable cards on a phone, with nothing wider than the screen', async () => {
    await withPage(PHONE, async (page) => {
      await logInAsAdmin(page);
      await visible(row(page, 'Small Suitcase'));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await accessibilityProblems(page)).toEqual([]);
      await screenshot(page, 'admin-dashboard-phone');
      await page.getByRole('link', { name: 'Add location' }).click();
      await visible(page.getByRole('heading', { name: 'Add a collection location' }));
      expect(await page.getByLabel('City', { exact: true }).locator('option').allTextContents()).toEqual(['Select City / Town', 'Bath', 'Bristol']);
      await screenshot(page, 'admin-location-form-phone');
    });
  });
});

describe('the operator’s bookings', () => {
  it('finds a booking a visitor made and marks it collected, then returned, with the history to show for it', async () => {
    const reference = await bookThroughApi({ fullName: 'Vera Visitor', email: 'vera@example.com' });
    await withPage(DESKTOP, async (page) => {
      await logInAsAdmin(page);
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Bookings' }).click();
      await page.getByLabel('Collection date').fill(DAY.replaceAll('-', '/'));
      await page.getByRole('button', { name: 'Show' }).click();
      await visible(row(page, 'Vera Visitor'));
      await page.getByLabel('Search', { exact: true }).fill('vera@');
      await page.getByRole('button', { name: 'Show' }).click();
      await page.waitForURL(/q=vera/);
      await visible(page.getByText('1 booking, 2 bags'));
      expect(await accessibilityProblems(page)).toEqual([]);
      await screenshot(page, 'admin-bookings-desktop');

      await page.getByRole('link', { name: reference }).click();
      await visible(page.getByRole('heading', { name: reference }));
      await visible(page.getByText('Confirmed', { exact: true }));
      await page.getByRole('button', { name: 'Mark collected' }).click();
      await visible(page.getByText('Collected', { exact: true }));
      await visible(page.getByText(`Luggage collected`));
      await visible(page.getByText(`by ${ADMIN.name} <${ADMIN.email}>`));
      await page.getByRole('button', { name: 'Mark returned' }).click();
      await visible(page.getByText('Returned', { exact: true }));
      await visible(page.getByText('Luggage returned'));
      await hidden(page.getByRole('button', { name: /^Mark / }));
      expect(await accessibilityProblems(page)).toEqual([]);
      await screenshot(page, 'admin-booking-detail-desktop');
    });
  });

  it('pages a long list with Next and Previous, and says how many bookings the CSV holds before it is downloaded', async () => {
    const source = await bookThroughApi({ fullName: 'Pat Pager', email: 'pat.pager@example.com' });
    // 60 more in the app's own database (copies without items), over the next days: 61 Pagers, two pages.
    const database = await embeddedDatabaseOf(app.dataDir);
    try {
      await cloneBookings(database.run, source, { prefix: 'PG', count: 60, firstDay: DAY.split('-').reverse().join('-'), days: 3, name: 'Pat Pager' });
    } finally {
      await database.end();
    }
    await withPage(DESKTOP, async (page) => {
      await logInAsAdmin(page);
      await page.goto('/admin-dashboard/bookings?date=all&q=pager');
      const body = page.getByRole('table').getByRole('row').filter({ hasText: 'Pat Pager' });
      await visible(page.getByText(/^50 bookings, \d+ bags? on this page$/));
      expect(await body.count()).toBe(50);
      const firstOnPage = await body.first().getByRole('link').innerText();
      const pages = page.getByRole('navigation', { name: 'Pages of bookings' });
      expect(await pages.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
      await pages.getByRole('button', { name: 'Next' }).click();
      await visible(page.getByText(/^11 bookings, \d+ bags? on this page$/));
      expect(await body.count()).toBe(11);
      expect(await pages.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
      await pages.getByRole('button', { name: 'Previous' }).click();
      await visible(page.getByText(/^50 bookings, \d+ bags? on this page$/));
      expect(await body.first().getByRole('link').innerText()).toBe(firstOnPage);

      const exported = page.getByRole('region', { name: 'Export' });
      await visible(exported.getByText('The file holds 61 bookings (every date).'));
      const download = exported.getByRole('link', { name: 'Download CSV (61 bookings)' });
      expect(await download.getAttribute('href')).toBe('/api/admin/bookings.csv?date=all&q=pager');
      // A range of one day: the count follows it.
      await exported.getByLabel('From', { exact: true }).fill(DAY.replaceAll('-', '/'));
      await exported.getByLabel('To', { exact: true }).fill(DAY.replaceAll('-', '/'));
      // From alone (that day onwards) still holds all 61: wait for the count of the one-day range.
      await visible(exported.getByText(/^The file holds (?!61 )\d+ bookings?\.$/));
      const oneDay = Number(/holds (\d+)/.exec(await exported.getByRole('status').innerText())![1]);
      expect(oneDay).toBeGreaterThan(0);
      expect(oneDay).toBeLessThan(61);
      expect(await accessibilityProblems(page)).toEqual([]);
      await screenshot(page, 'admin-bookings-pages');
    });
  });

  it('prints a daily manifest per collection point, with the collections and the returns of the day', async () => {
    // The day four days ahead: Milo hands over then; Rita, collected two days before for 2 nights, takes hers back.
    const day = londonDate(4);
    const milo = await bookThroughApi({ fullName: 'Milo Manifest', email: 'milo@example.com', collectionDate: day });
    const rita = await bookThroughApi({ fullName: 'Rita Returning', email: 'rita@example.com', collectionDate: londonDate(2) });
    // 60 more collections that day (copies without items): more than a page, which the printed manifest still holds whole.
    const database = await embeddedDatabaseOf(app.dataDir);
    try {
      await cloneBookings(database.run, milo, { prefix: 'MM', count: 60, firstDay: day.split('-').reverse().join('-'), name: 'Mona Many' });
    } finally {
      await database.end();
    }
    await withPage(DESKTOP, async (page) => {
      await logInAsAdmin(page);
      await page.goto(`/admin-dashboard/bookings/${rita}`);
      await page.getByRole('button', { name: 'Mark collected' }).click();
      await visible(page.getByText('Luggage collected'));

      await page.goto(`/admin-dashboard/manifest?date=${day}`);
      const point = page.getByRole('region', { name: /Bristol Bus Station/ });
      // Another day than today: the lists name it.
      const collections = point.getByRole('region', { name: `Collections on ${formatReadableDate(day)}` });
      const returns = point.getByRole('region', { name: `Returns on ${formatReadableDate(day)}` });
      await visible(row(collections, 'Milo Manifest').getByText('1 x Small Suitcase, 1 x Medium Suitcase'));
      await visible(row(collections, 'Milo Manifest').getByText('Waiting', { exact: true }));
      await visible(row(returns, 'Rita Returning').getByText('Waiting', { exact: true }));
      // Bags per type and check-in states of the list (a retried test may have booked more).
      await visible(returns.getByText(/^\d+ bookings?, \d+ bags \(\d+ Small Suitcase, \d+ Medium Suitcase\): \d+ Waiting$/));
      await hidden(row(returns, 'Milo Manifest'));
      await hidden(row(collections, 'Rita Returning'));
      // Every page of the day: all 60 copies, and no pager on the printout.
      expect(await collections.getByRole('row').filter({ hasText: 'Mona Many' }).count()).toBe(60);
      await hidden(page.getByRole('navigation', { name: 'Pages of collections' }));
      expect(await accessibilityProblems(page)).toEqual([]);
      await page.emulateMedia({ media: 'print' });
      await hidden(page.getByRole('navigation', { name: 'Admin' }));
      await hidden(page.getByRole('button', { name: 'Print' }));
      await screenshot(page, 'admin-manifest-print');
      await page.emulateMedia({ media: 'screen' });

      // The bookings page shows the same day's lists, each reference a link to the booking.
      await page.goto(`/admin-dashboard/bookings?date=${day}`);
      const listed = page.getByRole('region', { name: /Bristol Bus Station/ }).getByRole('region', { name: `Returns on ${formatReadableDate(day)}` });
      await visible(listed.getByRole('link', { name: rita }));
      // On screen the collections are a page of 50 at a time, the rest a Next away.
      const pages = page.getByRole('navigation', { name: 'Pages of collections' });
      await visible(pages.getByRole('button', { name: 'Next' }));
      expect(await pages.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);
      expect(await accessibilityProblems(page)).toEqual([]);
      await screenshot(page, 'admin-bookings-day-lists');
    });
  });

  it('charts the bags booked per point for the next 14 nights, with the figures in a table for screen readers', async () => {
    await bookThroughApi({ fullName: 'Olly Occupancy', email: 'olly@example.com' });
    await withPage(DESKTOP, async (page) => {
      await logInAsAdmin(page);
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Occupancy' }).click();
      const point = page.getByRole('region', { name: 'Bristol Bus Station' });
      await visible(point.locator('svg.occupancy-chart'));
      const table = point.getByRole('table', { name: 'Bags booked per night at Bristol Bus Station' });
      expect(await table.getByRole('row').count()).toBe(15);
      // The 2-night booking from DAY stores its 2 bags that night (other tests here book that day too).
      const night = await row(table, readable(DAY)).getByRole('cell').first().innerText();
      expect(Number(night)).toBeGreaterThanOrEqual(2);
      expect(await accessibilityProblems(page)).toEqual([]);
      await screenshot(page, 'admin-occupancy');
    });
  });

  it('shows one booking on a phone', async () => {
    const reference = await bookThroughApi({ fullName: 'Pia Phone', email: 'pia@example.com' });
    await withPage(PHONE, async (page) => {
      await logInAsAdmin(page);
      await page.goto(`/admin-dashboard/bookings/${reference}`);
      await visible(page.getByRole('button', { name: 'Mark collected' }));
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await screenshot(page, 'admin-booking-detail-phone');
    });
  });
});

describe('who may open admin pages', () => {
  const ADMIN_URLS = ['/admin-dashboard', '/admin-dashboard/add-new-storage-item', '/admin-dashboard/edit-collection-location/1', '/admin-dashboard/bookings'];

  it('sends a signed-in customer who types an admin address to /', async () => {
    await withPage(DESKTOP, async (page) => {
      const email = `cora.${Date.now()}@example.com`;
      await page.goto('/register');
      await page.getByLabel('Name').fill('Cora Customer');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill('customer password 1');
      await page.getByLabel('Confirm password').fill('customer password 1');
      await page.getByRole('button', { name: /register|create/i }).click();
      await page.waitForURL(`${app.url}/`);
      for (const url of ADMIN_URLS) {
        await page.goto(url);
        await page.waitForURL(`${app.url}/`);
        expect(await page.getByRole('heading', { name: /Hello, Cora/ }).count()).toBe(0);
      }
    });
  });

  it('sends a visitor to / too', async () => {
    await withPage(PHONE, async (page) => {
      for (const url of ADMIN_URLS) {
        await page.goto(url);
        await page.waitForURL(`${app.url}/`);
      }
    });
  });
});
