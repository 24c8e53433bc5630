// The privacy notice as a customer finds it: from the footer and beside the details step's terms checkbox, naming the
// operator from the settings, the retention period configured, who receives the data (Google only with a Maps key),
// the customer's rights and the ICO.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { startApp, type RunningApp } from '../support/app-process.js';
import { DESKTOP, launchBrowser, newPage, pageProblems } from '../support/browser.js';
import { button, chooseItems, choosePoint, collectionDay, heading, next, openWizard, typeDate, visible } from './booking-steps.js';

const OPERATOR = { COMPANY_NAME: 'Severn Bags Ltd', COMPANY_ADDRESS: '1 Quay Street, Bristol BS1 4DJ', CONTACT_EMAIL: 'privacy@severn.example' };

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp({ env: { ...OPERATOR, RETENTION_MONTHS: '36' } }), launchBrowser()]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

describe('the privacy notice', () => {
  it('opens from the footer and says who holds the data, for how long, who receives it and where to complain', async () => {
    const page = await newPage(browser, { baseURL: app.url, viewport: DESKTOP });
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice' }).click();
    await page.waitForURL('**/privacy');
    await visible(page.getByRole('heading', { level: 1, name: 'Privacy notice' }));
    const notice = page.getByRole('article');
    await visible(notice.getByText(`${OPERATOR.COMPANY_NAME}, ${OPERATOR.COMPANY_ADDRESS}`));
    expect(await notice.getByRole('link', { name: OPERATOR.CONTACT_EMAIL }).first().getAttribute('href')).toBe(`mailto:${OPERATOR.CONTACT_EMAIL}`);
    await visible(notice.getByText(/erased from a booking 36 months after its return date/));
    await visible(notice.getByText(/Invoices, credit notes and receipts are kept for six years, as HMRC requires for our accounts\. When your details are erased as above, your name is cleared from them too; the documents themselves stay/));
    await visible(notice.getByText('Stripe, which handles card payments and refunds.'));
    await visible(notice.getByText('Our email provider, which delivers our emails to you.'));
    expect(await notice.getByText(/Google/).count()).toBe(0); // no Maps key: no map, nothing to Google
    for (const right of ['(access)', '(correction)', '(erasure)', '(objection and restriction)']) await visible(notice.getByText(right, { exact: false }));
    expect(await notice.getByRole('link', { name: 'ico.org.uk' }).getAttribute('href')).toBe('https://ico.org.uk/make-a-complaint/');
    expect(await notice.getByRole('link', { name: '0303 123 1113' }).getAttribute('href')).toBe('tel:+443031231113');
    expect(pageProblems(page)).toEqual([]);
    await page.close();
  });

  it('is linked beside the terms checkbox of the details step, opening in a new tab', async () => {
    const page = await newPage(browser, { baseURL: app.url, viewport: DESKTOP });
    await openWizard(page);
    await chooseItems(page, { 'Small Suitcase': 1 });
    await next(page);
    await typeDate(page, collectionDay());
    await choosePoint(page, 'Bristol', 'Bristol Bus Station');
    await next(page);
    await visible(heading(page, 'How long do you want to store?'));
    await next(page);
    await visible(heading(page, 'Your Details'));
    const link = page.getByRole('link', { name: 'privacy notice (opens in a new tab)' });
    await visible(link);
    expect([await link.getAttribute('href'), await link.getAttribute('target')]).toEqual(['/privacy', '_blank']);
    await visible(button(page, 'Next'));
    expect(pageProblems(page)).toEqual([]);
    await page.close();
  });
});
