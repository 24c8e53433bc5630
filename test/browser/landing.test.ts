// The first thing a visitor sees, on a phone and on a desktop, served by the built app with embedded defaults.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Locator, Response as PwResponse } from 'playwright-core';
import type { GetDataResponse } from '@luggage/contracts';
import { startApp } from '../support/app-process.js';
import type { RunningApp } from '../support/app-process.js';
import { DESKTOP, PHONE, launchBrowser, newPage, pageProblems, screenshot } from '../support/browser.js';
import type { TrackedPage } from '../support/browser.js';
import { VISIBLE_MS, visible } from './booking-steps.js';

const viewports = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function withPage(
  viewport: { width: number; height: number },
  run: (page: TrackedPage) => Promise<void>,
): Promise<void> {
  const page = await newPage(browser, { baseURL: app.url, viewport });
  try {
    await run(page);
  } finally {
    await page.close();
  }
}

const bookNow = (page: TrackedPage): Locator =>
  page
    .getByRole('link', { name: /^book now$/i })
    .or(page.getByRole('button', { name: /^book now$/i }))
    .filter({ visible: true });

async function getData(): Promise<GetDataResponse> {
  const res = await fetch(`${app.url}/api/get-data`);
  expect(res.status).toBe(200);
  return (await res.json()) as GetDataResponse;
}

async function expectSpa(res: PwResponse | null): Promise<void> {
  expect(res?.status()).toBe(200);
  expect(res?.headers()['content-type']).toMatch(/^text\/html/);
  expect(await res?.text()).toMatch(/<script[^>]+src=/i);
}

describe('GET /api/get-data (what the landing page and the wizard start from)', () => {
  it('offers a small suitcase at £10 a night and £6 a day, six discounts, no maps key and two cities with two points each', async () => {
    const data = await getData();

    const suitcase = data.storage_items.find((item) => item.storage_item === 'Small Suitcase');
    expect(suitcase?.price).toBe(10);
    expect(suitcase?.day_price).toBe(6);
    expect(data.discount_items).toHaveLength(6);
    expect(data.gmkey).toBeNull();
    const cities = Object.fromEntries(data.collection_cities.map((c) => [c.city, c.get_locations.length]));
    expect(cities).toEqual({ Bristol: 2, Bath: 2 });
  });
});

describe.each(viewports)('landing page on a %s', (label, viewport) => {
  it('shows the offer, the meeting points and the contact email and phone, with no errors', async () => {
    const { contact_email: contactEmail } = await getData();
    await withPage(viewport, async (page) => {
      await page.goto('/');
      await visible(page.getByRole('heading', { level: 1 }));
      expect((await page.title()).trim()).not.toBe('');
      // The price and the meeting points come from get-data after the first paint: the page is read once they show.
      await visible(page.getByText(/^(?=.*£10\b)(?=.*small suitcase)(?=.*per night)/i));
      // The spec's line as it was, and the cheapest day price after it.
      await visible(page.getByText('Prices start from £10.00 for one small suitcase per night, or £6.00 a bag for the day', { exact: true }));
      await visible(page.getByText('Bristol Bus Station'));

      const text = await page.locator('body').innerText();
      for (const word of [/collection/i, /storage/i, /delivery/i, /Bristol/, /Bath/, /Bus Station/i]) {
        expect(text).toMatch(word);
      }
      expect(text).toMatch(/Temple Meads|train station/i);

      const mail = page.locator('footer a[href^="mailto:"], [role="contentinfo"] a[href^="mailto:"]').first();
      await visible(mail);
      expect(await mail.getAttribute('href')).toContain(contactEmail);
      // The demo's number from Ofcom's drama range, as a tap-to-call link; no placeholder social profiles.
      const footer = page.getByRole('contentinfo');
      expect(await footer.getByRole('link', { name: 'Call us on 0117 496 0123' }).getAttribute('href')).toBe('tel:01174960123');
      expect(await footer.getByRole('list', { name: 'Follow us' }).count()).toBe(0);

      await screenshot(page, `landing-${label}`);
      expect(pageProblems(page)).toEqual([]);
    });
  });

  it('Book Now leads to /selection', async () => {
    await withPage(viewport, async (page) => {
      await page.goto('/');
      await visible(bookNow(page));
      await bookNow(page).first().click();
      await page.waitForURL(/\/selection$/, { timeout: VISIBLE_MS });
      expect(new URL(page.url()).pathname).toBe('/selection');
      expect(pageProblems(page)).toEqual([]);
    });
  });
});

describe('navigation', () => {
  it('opens a drawer with Home, Book Now and Login from the phone menu button', async () => {
    await withPage(PHONE, async (page) => {
      await page.goto('/');
      const link = (name: string) => page.getByRole('link', { name, exact: true }).filter({ visible: true });
      // The drawer is whatever landmark now shows all three links; the phone header shows none of them.
      const drawer = page
        .locator('[role="dialog"], dialog, [aria-modal="true"], nav, aside, [role="navigation"]')
        .filter({ visible: true })
        .filter({ has: link('Home') })
        .filter({ has: link('Book Now') })
        .filter({ has: link('Login') });
      const openMenu = page.getByRole('button', { name: 'Open menu' });
      await visible(openMenu);
      expect(await drawer.count()).toBe(0);

      await openMenu.click();
      await visible(drawer);
      await screenshot(page, 'landing-phone-menu');
      expect(pageProblems(page)).toEqual([]);
    });
  });

  it('answers a reload of the deep link /admin-dashboard with the SPA, not a JSON 404', async () => {
    await withPage(DESKTOP, async (page) => {
      await expectSpa(await page.goto('/admin-dashboard'));
      // A visitor may be sent elsewhere by the SPA; the reload must still ask for /admin-dashboard.
      const stillThere = new URL(page.url()).pathname === '/admin-dashboard';
      await expectSpa(stillThere ? await page.reload() : await page.goto('/admin-dashboard'));
    });
  });

  it('answers an unknown route with 404 and shows "Page not found", with a way back', async () => {
    await withPage(DESKTOP, async (page) => {
      const response = await page.goto('/no-such-page-here');
      expect(response?.status()).toBe(404);
      await visible(page.getByRole('heading', { name: 'Page not found' }));
      await page.getByRole('link', { name: 'Go to the home page' }).click();
      await page.waitForURL(`${app.url}/`);
      expect(pageProblems(page)).toEqual([]);
    });
  });
});
