// The collection map with a Google Maps key configured. Google's script is the one outside thing stood in for:
// page.route answers its URL with a tiny script that reports a refused key, as Google does (window.gm_authFailure).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { startApp, type RunningApp } from '../support/app-process.js';
import { DESKTOP, PHONE, launchBrowser, newPage, pageProblems, screenshot } from '../support/browser.js';
import { button, chooseItems, getData, next, openWizard, visible } from './booking-steps.js';

const MAPS_SCRIPT = 'https://maps.googleapis.com/maps/api/js**';
const REFUSED_KEY_SCRIPT = 'window.gm_authFailure && window.gm_authFailure();';

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
