// The admin's Reports page in Chromium against the built app: two bookings paid today through the API (the offline
// test card), their money in the page's totals and today's row as the API reports it, the Chart.js canvas drawn,
// and the rows regrouped by month.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { type AdminReport, formatDashed, formatIso, formatReadableDate, todayInLondon } from '@luggage/contracts';
import type { RunningApp } from '../support/app-process.js';
import { startAppWithAdmin } from '../support/app-with-admin.js';
import { DESKTOP, launchBrowser, onCleanPage, screenshot } from '../support/browser.js';
import { bookAsVisitor, type VisitorSession } from '../support/visitor-booking.js';
import { accessibilityProblems, logIn, VISIBLE_MS, visible } from './booking-steps.js';

const ADMIN = { email: 'rhea.reports@example.com', password: 'admin password 123', name: 'Rhea Reports' };

let app: RunningApp;
let admin: VisitorSession;
let browser: Browser;

beforeAll(async () => {
  ({ app, admin } = await startAppWithAdmin(ADMIN));
  browser = await launchBrowser();
  await bookAsVisitor(app.url);
  await bookAsVisitor(app.url, { fullName: 'Ben Second' });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const pounds = (pence: number) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(pence / 100);

/** The first of last month: a range of more than one month whatever today is. */
function lastMonthStart() {
  const today = todayInLondon();
  return today.month === 1 ? { year: today.year - 1, month: 12, day: 1 } : { year: today.year, month: today.month - 1, day: 1 };
}

describe('the Reports page', () => {
  it("shows the API's totals and today's row, draws the chart, and regroups the rows by month", async () => {
    await onCleanPage(browser, { baseURL: app.url, viewport: DESKTOP }, async (page) => {
      await logIn(page, ADMIN.email, ADMIN.password);
      await page.waitForURL('**/admin-dashboard', { timeout: VISIBLE_MS });
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Reports' }).click();
      await visible(page.getByRole('heading', { name: 'Revenue' }));

      const today = todayInLondon();
      const from = lastMonthStart();
      await page.getByLabel('From', { exact: true }).fill(formatIso(from));
      await page.getByRole('button', { name: 'Show' }).click();
      const byDay = (await admin.expect('GET', `/api/admin/reports?from=${formatDashed(from)}&to=${formatDashed(today)}&by=day`)) as AdminReport;
      expect(byDay.totals).toMatchObject({ gross: 7290, refunds: 0, net: 7290, bookings: 2 });

      const table = page.getByRole('table', { name: /Money by period/ });
      const todayRow = table.getByRole('row').filter({ hasText: formatReadableDate(today) });
      await visible(todayRow);
      expect((await table.getByRole('row').count()) - 1).toBe(byDay.rows.length);
      const row = byDay.rows.find((r) => r.period === formatDashed(today))!;
      const cells = await todayRow.getByRole('cell').allTextContents();
      expect(cells).toEqual([pounds(row.gross), pounds(row.refunds), pounds(row.net), pounds(row.vat), String(row.bookings), pounds(0)]);
      await expect(page.getByTestId('total-gross').textContent()).resolves.toBe(pounds(byDay.totals.gross));
      await expect(page.getByTestId('total-vat').textContent()).resolves.toBe(pounds(byDay.totals.vat));
      await expect(page.getByTestId('total-bookings').textContent()).resolves.toBe('2');

      // The chart: a canvas with pixels drawn on it.
      const canvas = page.getByTestId('report-chart');
      await visible(canvas);
      await page.waitForFunction(
        () => {
          const drawn = document.querySelector<HTMLCanvasElement>('[data-testid="report-chart"]');
          const pixels = drawn?.getContext('2d')?.getImageData(0, 0, drawn.width, drawn.height).data;
          return pixels !== undefined && pixels.some((value, i) => i % 4 === 3 && value > 0);
        },
        undefined,
        { timeout: VISIBLE_MS },
      );
      expect(await accessibilityProblems(page)).toEqual([]);
      await screenshot(page, 'admin-reports-desktop');

      await page.getByLabel('Period', { exact: true }).selectOption('month');
      await page.getByRole('button', { name: 'Show' }).click();
      const thisMonth = `${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][today.month - 1]} ${today.year}`;
      await visible(table.getByRole('rowheader', { name: thisMonth, exact: true }));
      expect((await table.getByRole('row').count()) - 1).toBe(2);
      expect(await table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: thisMonth, exact: true }) }).getByRole('cell').first().textContent()).toBe(pounds(7290));
    });
  });
});
