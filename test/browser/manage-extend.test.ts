// "Extend stay" on the manage page (issue 40, item 6) in Chromium: a same-day stay picked up later the same day at no
// charge (desktop), and a day turned into one night, the difference paid once with the card form (phone).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { addDays, formatPounds, formatterFor, type GetDataResponse, type ManageBookingView, parseDayMonthYear, quote } from '@luggage/contracts';
import type { Browser } from 'playwright-core';
import { DESKTOP, launchBrowser, newPage, pageProblems, PHONE, screenshot, type TrackedPage } from '../support/browser.js';
import { londonDate } from '../support/booking-builders.js';
import { dayStayRequest } from '../support/day-stays.js';
import { startListeningApp, type ListeningApp } from '../support/listening-app.js';
import { bookAsVisitor, pointId } from '../support/visitor-booking.js';
import { accessibilityProblems, button, getData, heading, pay, visible } from './booking-steps.js';

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
const notice = (page: TrackedPage, text: string) => page.getByRole('status').filter({ hasText: text });

/** A same-day stay of two small suitcases at Bristol Bus Station four days ahead, 11:00 to 17:00, booked and paid. */
async function dayStay() {
  const request = dayStayRequest(catalog, await pointId(app.url, 'Bristol Bus Station'), 2, 4, { dropOffTime: '11:00', pickUpTime: '17:00' });
  return bookAsVisitor(app.url, request);
}

/** Pence for two small suitcases for `nights` (0: the day), as contracts' quote() prices them with the demo's discounts. */
function priceOfTwo(nights: number): number {
  const discounts = catalog.discount_items.map((d) => ({ rule: d.rule, percentage: d.discount_percentage }));
  return quote([{ pricePence: 1000, dayPricePence: 600, amount: 2 }], nights, discounts).totalPence;
}

async function manageView(token: string): Promise<ManageBookingView> {
  return (await fetch(`${app.url}/api/manage/${token}`)).json() as Promise<ManageBookingView>;
}

describe('Extend stay on the manage page', () => {
  it('moves the pick-up of a same-day stay later at no charge, on a desktop', async () => {
    const booked = await dayStay();
    const page = await newPage(browser, { baseURL: app.url, viewport: DESKTOP });
    try {
      await page.goto(`/manage/${booked.manageToken}`);
      await button(page, 'Extend stay').click();
      await visible(heading(page, 'Extend your stay'));
      await visible(page.getByText('Now: 17:00', { exact: true }));
      await page.getByLabel('Pick up at').selectOption('19:00');
      await button(page, 'See the price').click();
      await visible(page.getByText(`No charge: your new total stays ${formatPounds(priceOfTwo(0))}.`, { exact: true }));
      expect(await accessibilityProblems(page)).toEqual([]);
      await screenshot(page, 'manage-extend-desktop-quote');
      await button(page, 'Extend').click();

      await visible(notice(page, 'Your stay is extended.'));
      await visible(section(page, 'When and where').getByText('Drop off 11:00 · Pick up 19:00', { exact: true }));
      expect((await manageView(booked.manageToken)).paid).toBe(priceOfTwo(0) / 100);
      expect(pageProblems(page)).toEqual([]);
    } finally {
      await page.close();
    }
  }, 120_000);

  it('turns the day into one night, paying the difference once with the card form, on a phone', async () => {
    const booked = await dayStay();
    const more = formatPounds(priceOfTwo(1) - priceOfTwo(0));
    const pickUpDay = formatterFor('en-GB').date(addDays(parseDayMonthYear(londonDate(4))!, 1));
    const page = await newPage(browser, { baseURL: app.url, viewport: PHONE });
    try {
      await page.goto(`/manage/${booked.manageToken}`);
      await button(page, 'Extend stay').click();
      await page.getByRole('radio', { name: 'Keep them overnight' }).check();
      await page.getByLabel('Nights from the drop-off date').selectOption({ label: `1 night: pick up on ${pickUpDay}` });
      await button(page, 'See the price').click();
      await visible(page.getByText(`New total ${formatPounds(priceOfTwo(1))}: ${more} more, paid by card now.`, { exact: true }));
      await screenshot(page, 'manage-extend-phone-quote');
      await button(page, 'Extend').click();

      await visible(heading(page, `Pay ${more} to change your booking`));
      expect((await manageView(booked.manageToken)).nights).toBe(0);
      await screenshot(page, 'manage-extend-phone-payment');
      await pay(page, '4242 4242 4242 4242');

      await visible(notice(page, `Your stay is extended. You paid ${more} more.`));
      await visible(section(page, 'When and where').getByText('1 night'));
      const view = await manageView(booked.manageToken);
      expect({ nights: view.nights, total: view.total, paid: view.paid, sameDay: view.sameDay }).toEqual({ nights: 1, total: priceOfTwo(1) / 100, paid: priceOfTwo(1) / 100, sameDay: null });
      expect(pageProblems(page)).toEqual([]);
    } finally {
      await page.close();
    }
  }, 120_000);

  it('opens Extend your stay at once from the link in the pick-up reminder', async () => {
    const booked = await dayStay();
    const page = await newPage(browser, { baseURL: app.url, viewport: PHONE });
    try {
      await page.goto(`/manage/${booked.manageToken}#extend`);
      await visible(heading(page, 'Extend your stay'));
      await visible(page.getByLabel('Pick up at'));
      expect(pageProblems(page)).toEqual([]);
    } finally {
      await page.close();
    }
  }, 120_000);
});
