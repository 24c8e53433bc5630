// A same-day stay on its manage page and pass (issue 40, item 3) in Chromium on a phone: the date, "Drop off 11:00 ·
// Pick up 17:00" and the point's closing time where a stay of nights shows its return and its nights, on the page and
// on the pass; and the same in French after a switch of language.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { formatterFor, type GetDataResponse, parseDayMonthYear } from '@luggage/contracts';
import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, pageProblems, PHONE, screenshot, type TrackedPage } from '../support/browser.js';
import { londonDate } from '../support/booking-builders.js';
import { wordsIn } from '../support/catalogue-words.js';
import { dayStayRequest } from '../support/day-stays.js';
import { startListeningApp, type ListeningApp } from '../support/listening-app.js';
import { bookAsVisitor, pointId } from '../support/visitor-booking.js';
import { accessibilityProblems, getData, visible } from './booking-steps.js';

let app: ListeningApp;
let browser: Browser;
let catalog: GetDataResponse;

beforeAll(async () => {
  app = await startListeningApp();
  browser = await launchBrowser();
  catalog = await getData(app.url);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const section = (page: TrackedPage, name: string) => page.getByRole('region', { name, exact: true });

describe('a same-day stay on its manage page, on a phone', () => {
  it('shows its date, both times and the closing time on the page and on the pass, in English and in French', async () => {
    const request = dayStayRequest(catalog, await pointId(app.url, 'Bristol Bus Station'), 1, 4, { dropOffTime: '11:00', pickUpTime: '17:00' });
    const booked = await bookAsVisitor(app.url, request);
    const day = parseDayMonthYear(londonDate(4))!;
    const page = await newPage(browser, { baseURL: app.url, viewport: PHONE });
    try {
      await page.goto(`/manage/${booked.manageToken}`);
      const when = section(page, 'When and where');
      await visible(when.getByText('Drop off 11:00 · Pick up 17:00', { exact: true }));
      await visible(when.getByText(formatterFor('en-GB').date(day), { exact: true }));
      await visible(when.getByText('The point closes at 20:00: pick up your bags by then.', { exact: true }));
      await visible(when.getByText('Same day', { exact: true }));
      expect(await when.getByText(/night|Return/).count()).toBe(0);
      const pass = section(page, 'Your pass');
      await visible(pass.getByText(`${formatterFor('en-GB').date(day)}, Bristol Bus Station · Drop off 11:00 · Pick up 17:00`, { exact: true }));
      await visible(pass.getByText('The point closes at 20:00: pick up your bags by then.', { exact: true }));
      await visible(pass.getByRole('img', { name: `QR code of your pass for booking ${booked.bookingReference}` }));
      expect(await section(page, 'Items and price').getByText(/per night/).count()).toBe(0);
      expect(await accessibilityProblems(page)).toEqual([]);
      await screenshot(page, 'manage-same-day-phone');

      expect(pageProblems(page)).toEqual([]);
    } finally {
      await page.close();
    }

    // A French phone: the same lines in French.
    const fr = await wordsIn('fr', 'manage');
    const french = await newPage(browser, { baseURL: app.url, viewport: PHONE, locale: 'fr' });
    try {
      await french.goto(`/manage/${booked.manageToken}`);
      const when = section(french, fr.t('when.title'));
      await visible(when.getByText(fr.t('sameDay.times', { dropOff: '11:00', pickUp: '17:00' }), { exact: true }));
      await visible(when.getByText(fr.t('sameDay.closes', { time: '20:00' }), { exact: true }));
      const passLine = fr.t('sameDay.passLine', { date: formatterFor('fr').date(day), point: 'Bristol Bus Station', dropOff: '11:00', pickUp: '17:00' });
      await visible(section(french, fr.t('pass.title')).getByText(passLine, { exact: true }));
      expect(pageProblems(french)).toEqual([]);
    } finally {
      await french.close();
    }
  }, 120_000);
});
