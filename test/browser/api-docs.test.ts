// The API's browsable documentation at /api/docs: Swagger UI runs under the app's own Content-Security-Policy
// (no console errors, no refused loads) and lists the operations of the OpenAPI document.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { startApp } from '../support/app-process.js';
import type { RunningApp } from '../support/app-process.js';
import { DESKTOP, launchBrowser, newPage, pageProblems } from '../support/browser.js';

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

describe('/api/docs', () => {
  it('shows the operations of the API, grouped by tag, with no CSP refusal or console error', async () => {
    // Swagger UI draws operations as they come into view: a page tall enough for all of them draws them all.
    const page = await newPage(browser, { baseURL: app.url, viewport: { ...DESKTOP, height: 40_000 } });
    try {
      const response = await page.goto('/api/docs');
      expect(response?.status()).toBe(200);
      const operations = page.locator('.opblock-summary-path');
      await operations.first().waitFor({ state: 'visible', timeout: 20_000 });
      await page.locator('.opblock-summary-path[data-path="/api/get-admin-dashboard-data"]').waitFor({ state: 'visible', timeout: 20_000 });
      const paths = await operations.allTextContents();
      expect(paths.map((path) => path.replace(/\u200b/g, ''))).toEqual(
        expect.arrayContaining(['/api/stripe-payment-intent', '/api/booking', '/login', '/api/get-admin-dashboard-data']),
      );
      await expect(page.getByRole('heading', { name: /luggage collection and storage api/i }).isVisible()).resolves.toBe(true);
      // Opening an operation shows its answers, the shared ones included.
      await page.locator('.opblock-post', { has: page.locator('.opblock-summary-path[data-path="/register"]') }).locator('.opblock-summary').click();
      const answers = page.locator('.opblock-post.is-open .responses-table .response-col_status');
      await answers.first().waitFor({ state: 'visible', timeout: 10_000 });
      expect((await answers.allTextContents()).map((text) => text.trim())).toEqual(expect.arrayContaining(['201', '419', '422', '429']));
      expect(pageProblems(page)).toEqual([]);
    } finally {
      await page.close();
    }
  }, 60_000);
});
