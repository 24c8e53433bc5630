// The collection map with a Google Maps key configured. Google's script is the one outside thing stood in for:
// page.route answers its URL either with a tiny script that reports a refused key, as Google does
// (window.gm_authFailure), or with a small stand-in for the parts of the Maps JavaScript API the map uses
// (test/support/fake-google-maps.ts).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { startApp, type RunningApp } from '../support/app-process.js';
import { DESKTOP, PHONE, launchBrowser, newPage, pageProblems, screenshot } from '../support/browser.js';
import { MAPS_SCRIPT, REFUSED_KEY_SCRIPT, WORKING_MAPS_SCRIPT } from '../support/fake-google-maps.js';
import { button, chooseItems, getData, next, openWizard, visible } from './booking-steps.js';

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp({ env: { GOOGLE_MAPS_KEY: 'test-key' } });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('collection map with a refused key on a %s', (label, viewport) => {
  it('loads the maps script only on the location step, shows the AuthFailure panel, and the list still works', async () => {
    expect((await getData(app.url)).gmkey).toBe('test-key');
    const page = await newPage(browser, { baseURL: app.url, viewport });
    try {
      const scriptUrls: string[] = [];
      await page.route(MAPS_SCRIPT, (route) => {
        scriptUrls.push(route.request().url());
        return route.fulfill({ status: 200, contentType: 'text/javascript', body: REFUSED_KEY_SCRIPT });
      });
      await openWizard(page);
      await chooseItems(page, { 'Small Suitcase': 1 });
      await next(page);
      expect(scriptUrls).toEqual([]);

      await page.getByLabel('City / Town').selectOption({ label: 'Bristol' });
      await visible(page.getByText('Error: AuthFailure'));
      await visible(page.getByText('a problem with its API key'));
      expect(scriptUrls).toHaveLength(1);
      expect(new URL(scriptUrls[0]).searchParams.get('key')).toBe('test-key');
      await screenshot(page, `booking-${label}-2-map-auth-failure`);

      await button(page, 'Select Bristol Temple Meads Station').click();
      await visible(button(page, 'Change Location?'));
      expect(await page.locator('main').innerText()).toContain('Station Approach, Bristol BS1 6QF');
      expect(pageProblems(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

describe('collection map with a working maps script', () => {
  it('centres on the city at zoom 10, a green marker with a white border per point, one popup at a time', async () => {
    const bristol = (await getData(app.url)).collection_cities.find((c) => c.city === 'Bristol');
    const page = await newPage(browser, { baseURL: app.url, viewport: DESKTOP });
    try {
      await page.route(MAPS_SCRIPT, (route) =>
        route.fulfill({ status: 200, contentType: 'text/javascript', body: WORKING_MAPS_SCRIPT }),
      );
      await openWizard(page);
      await chooseItems(page, { 'Small Suitcase': 1 });
      await next(page);
      await page.getByLabel('City / Town').selectOption({ label: 'Bristol' });

      const map = page.getByRole('region', { name: 'Map of collection points in Bristol' });
      await visible(map.locator('.fake-marker'));
      const canvas = map.locator('.map__canvas');
      expect(await canvas.getAttribute('data-center')).toBe(`${bristol?.lat},${bristol?.lng}`);
      expect(await canvas.getAttribute('data-zoom')).toBe('10');
      const markers = map.locator('.fake-marker');
      expect(await markers.count()).toBe(2);
      for (const marker of await markers.all()) {
        expect(await marker.getAttribute('data-fill')).toBe('#16a34a');
        expect(await marker.getAttribute('data-stroke')).toBe('#ffffff');
      }

      const popups = map.locator('.fake-info-window');
      await map.getByRole('button', { name: 'Marker Bristol Bus Station' }).click();
      await visible(popups.getByText('@ 09:00'));
      await map.getByRole('button', { name: 'Marker Bristol Temple Meads Station' }).click();
      await visible(popups.getByText('@ 10:00'));
      expect(await popups.count()).toBe(1);
      expect(await popups.innerText()).toContain('Bristol Temple Meads Station');
      await screenshot(page, 'booking-desktop-2-map-popup');

      await popups.getByRole('button', { name: 'Close' }).click();
      expect(await popups.count()).toBe(0);
      await map.getByRole('button', { name: 'Marker Bristol Bus Station' }).click();
      await popups.getByRole('button', { name: 'Select Bristol Bus Station' }).click();
      await visible(button(page, 'Change Location?'));
      expect(await page.locator('main').innerText()).toContain('Marlborough Street, Bristol BS1 3NU');
      expect(pageProblems(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
