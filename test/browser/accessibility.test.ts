import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { startApp, type RunningApp } from '../support/app-process.js';
import { DESKTOP, launchBrowser, newPage, pageProblems, PHONE } from '../support/browser.js';
import { accessibilityProblems } from './booking-steps.js';

// axe-core over the public pages of every journey (the wizard's steps and the admin pages have their own checks
// in booking.test.ts and admin.test.ts): no WCAG 2.1 A/AA failure, on a phone and on a desktop.
const PAGES = ['/', '/login', '/register', '/forgot-password', '/password-reset/some-token?email=ann%40example.com', '/terms', '/privacy', '/find-booking', '/manage/not-the-link-of-any-booking', '/booking-confirmed/ABCDEFGH', '/no-such-page'];

describe('accessibility of the public pages', () => {
  let app: RunningApp;
  let browser: Browser;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('finds no WCAG 2.1 A/AA failure on a %s', async (_name, viewport) => {
    const page = await newPage(browser, { baseURL: app.url, viewport });
    const found: Record<string, string[]> = {};
    for (const path of PAGES) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      found[path] = await accessibilityProblems(page);
    }
    expect(found).toEqual(Object.fromEntries(PAGES.map((path) => [path, []])));
    expect(pageProblems(page)).toEqual([]);
    await page.close();
  });
});
