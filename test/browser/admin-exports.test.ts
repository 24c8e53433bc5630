// The admin's Exports page: a range of days (this month so far to start with) and the bookkeeper's files as
// downloads. Offline, the payouts reconciliation is the ledger: the file the browser saves lists the booking paid
// today and its refund. A range past a year says why and offers no file.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { text } from 'node:stream/consumers';
import type { Browser } from 'playwright-core';
import { ADMIN } from '../support/admin.js';
import { demoCatalog } from '../support/booking-builders.js';
import { launchBrowser, newPage, pageProblems } from '../support/browser.js';
import { bookAndPay, settledRefunds } from '../support/lifecycle.js';
import { HttpSession } from '../support/http-session.js';
import { startListeningApp, type ListeningApp } from '../support/listening-app.js';
import { logIn } from './booking-steps.js';

let app: ListeningApp;
let browser: Browser;
let bristol: number;

beforeAll(async () => {
  app = await startListeningApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ADMIN_NAME: ADMIN.name });
  browser = await launchBrowser();
  bristol = (await demoCatalog(app)).bristolBusStation;
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('the admin exports page', () => {
  it("downloads the payouts reconciliation holding the day's payments and refunds", async () => {
    const kept = await bookAndPay(app, bristol);
    const cancelled = await bookAndPay(app, bristol);
    expect((await new HttpSession(app).post(`/api/manage/${cancelled.manageToken}/cancel`, { expectedRefund: 36.45 })).status).toBe(200);
    await settledRefunds(app, cancelled.reference, 1);

    const page = await newPage(browser, { baseURL: app.url });
    await logIn(page, ADMIN.email, ADMIN.password);
    await page.waitForURL('**/admin-dashboard');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Exports' }).click();
    await page.getByRole('heading', { name: 'Exports' }).waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Payouts reconciliation (CSV)' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^ledger-\d{2}-\d{2}-\d{4}-to-\d{2}-\d{2}-\d{4}\.csv$/);
    const lines = (await text(await download.createReadStream())).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Date,Type,Provider,Payment,Booking,Amount,State');
    expect(lines.filter((line) => line.includes(`,${kept.reference},36.45,paid`))).toHaveLength(1);
    expect(lines.filter((line) => line.includes(`,${cancelled.reference},36.45,paid`))).toHaveLength(1);
    expect(lines.filter((line) => line.includes(`,${cancelled.reference},-36.45,succeeded`))).toHaveLength(1);
    expect(pageProblems(page)).toEqual([]);
  });

  it('sets the journal’s accounts in a small form, refusing an empty one under its field, and the journal posts to them', async () => {
    const page = await newPage(browser, { baseURL: app.url });
    await logIn(page, ADMIN.email, ADMIN.password);
    await page.waitForURL('**/admin-dashboard');
    await page.goto('/admin-dashboard/exports');
    const form = page.getByRole('form', { name: 'Journal accounts' });
    const clearing = form.getByLabel('Xero: card payments clearing (code)');
    await clearing.waitFor();
    expect(await clearing.inputValue()).toBe('877');
    expect(await form.getByLabel('QuickBooks: VAT (name)').inputValue()).toBe('VAT Control');
    await clearing.fill('');
    await form.getByRole('button', { name: 'Save accounts' }).click();
    await form.getByText('The Xero clearing account field is required.').waitFor();
    await clearing.fill('610');
    await form.getByRole('button', { name: 'Save accounts' }).click();
    await form.getByRole('status').getByText('Saved. The next journal files post to these accounts.').waitFor();
    const admin = new HttpSession(app);
    expect((await admin.post('/login', { email: ADMIN.email, password: ADMIN.password })).status).toBe(200);
    expect((await admin.get('/api/admin/exports/accounts')).body).toMatchObject({ xeroClearing: '610', xeroSales: '200' });
    await page.reload();
    await form.getByLabel('Xero: card payments clearing (code)').waitFor();
    expect(await form.getByLabel('Xero: card payments clearing (code)').inputValue()).toBe('610');
    expect(pageProblems(page)).toEqual([]);
  });

  it('says why a range past a year has no file', async () => {
    const page = await newPage(browser, { baseURL: app.url });
    await logIn(page, ADMIN.email, ADMIN.password);
    await page.waitForURL('**/admin-dashboard');
    await page.goto('/admin-dashboard/exports');
    const from = page.getByLabel('From', { exact: true });
    await from.fill('01/01/2024');
    await from.press('Enter');
    await page.getByText('The dates must span at most 366 days.').waitFor();
    expect(await page.getByRole('link', { name: 'Payouts reconciliation (CSV)' }).count()).toBe(0);
  });
});
