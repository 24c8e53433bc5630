// The wizard shows a point's room: with a point chosen, the calendar greys the days it is full; with a date chosen,
// the point list marks the points "Full on this date"; for a stay of the day, by its times, with the nearest times and
// points that have room. A point with room for one bag is added through the catalog's
// admin service, and a pending checkout (which holds its bag) takes that bag on one day. The app runs in this
// process (support/listening-app.ts), as the catalog's admin service and the checkout need it.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { addDays, FULL_ON_THIS_DATE, formatDashed, formatIso, formatReadableDate, formatSlashed, todayInLondon } from '@luggage/contracts';
import { CatalogAdminService } from '../../backend/src/modules/catalog/index.js';
import { aLine, aPaymentIntentRequest, sql } from '../support/booking-builders.js';
import { DESKTOP, launchBrowser, onCleanPage, screenshot, type TrackedPage } from '../support/browser.js';
import { HttpSession } from '../support/http-session.js';
import { startListeningApp, type ListeningApp } from '../support/listening-app.js';
import { accessibilityProblems, aCustomer, bookingReference, button, chooseItems, choosePoint, dateInput, fillDetails, heading, next, openWizard, pay, visible } from './booking-steps.js';

const fullDay = addDays(todayInLondon(), 2);
/**
 * A day a same-day stay holds Small Point's only bag from 10:00 to 12:00. The point hands over at 14:00, so its night
 * from that day is free and the point list offers it whether or not its room has loaded when the visitor selects it.
 */
const busyMorning = addDays(todayInLondon(), 3);
/** A day a same-day stay holds Busy Point's only bag from 11:00 to 14:00 (its night is free). */
const busyMidday = addDays(todayInLondon(), 4);

let app: ListeningApp;
let tinyId: number;
let busyId: number;
let browser: Browser;

function withPage(run: (page: TrackedPage) => Promise<void>): Promise<void> {
  return onCleanPage(browser, { baseURL: app.url, viewport: DESKTOP }, run);
}

beforeAll(async () => {
  app = await startListeningApp();
  browser = await launchBrowser();
  const [bristol] = await sql<{ id: number }>(app, `select id from collection_city where name = 'Bristol'`);
  const tiny = await app.app.get(CatalogAdminService).createLocation({ cityId: bristol.id, name: 'Tiny Point', address: 'Test Street, Bristol', lat: 51.45, lng: -2.58, time: '23:59', capacity: 1 });
  tinyId = tiny.id;
  const holding = aPaymentIntentRequest(tiny.id, { storageItemsBasket: [aLine('SS', 10, 1, { typeName: 'Small Suitcase' })], nights: 1, totalCost: 10, collectionDate: formatDashed(fullDay) });
  const checkout = await new HttpSession(app).post('/api/stripe-payment-intent', holding);
  if (checkout.status !== 200) throw new Error(`the holding checkout answered ${checkout.status}: ${JSON.stringify(checkout.body)}`);
  const small = await app.app.get(CatalogAdminService).createLocation({ cityId: bristol.id, name: 'Small Point', address: 'Test Lane, Bristol', lat: 51.46, lng: -2.59, time: '14:00', capacity: 1 });
  const morning = aPaymentIntentRequest(small.id, { storageItemsBasket: [aLine('SS', 6, 1, { typeName: 'Small Suitcase' })], nights: 0, dropOffTime: '10:00', pickUpTime: '12:00', totalCost: 6, collectionDate: formatDashed(busyMorning) });
  const dayHold = await new HttpSession(app).post('/api/stripe-payment-intent', morning);
  if (dayHold.status !== 200) throw new Error(`the same-day checkout answered ${dayHold.status}: ${JSON.stringify(dayHold.body)}`);
  // Beside Tiny Point, so Tiny Point (free that day) is the nearest point suggested instead.
  const busy = await app.app.get(CatalogAdminService).createLocation({ cityId: bristol.id, name: 'Busy Point', address: 'Test Row, Bristol', lat: 51.451, lng: -2.581, time: '18:00', capacity: 1 });
  const midday = aPaymentIntentRequest(busy.id, { storageItemsBasket: [aLine('SS', 6, 1, { typeName: 'Small Suitcase' })], nights: 0, dropOffTime: '11:00', pickUpTime: '14:00', totalCost: 6, collectionDate: formatDashed(busyMidday) });
  const middayHold = await new HttpSession(app).post('/api/stripe-payment-intent', midday);
  if (middayHold.status !== 200) throw new Error(`the midday checkout answered ${middayHold.status}: ${JSON.stringify(middayHold.body)}`);
  busyId = busy.id;
  // And the day Tiny Point's night is full, at the same hours: full for those times while its night is free.
  const alsoMidday = await new HttpSession(app).post('/api/stripe-payment-intent', aPaymentIntentRequest(busy.id, { storageItemsBasket: [aLine('SS', 6, 1, { typeName: 'Small Suitcase' })], nights: 0, dropOffTime: '11:00', pickUpTime: '14:00', totalCost: 6, collectionDate: formatDashed(fullDay) }));
  if (alsoMidday.status !== 200) throw new Error(`the second midday checkout answered ${alsoMidday.status}: ${JSON.stringify(alsoMidday.body)}`);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const calendar = (page: TrackedPage) => page.getByRole('dialog', { name: 'Choose collection date' });

describe('room at the points in the wizard', () => {
  it('greys a full day in the calendar of the chosen point, and refuses it typed', async () => {
    await withPage(async (page) => {
      await openWizard(page);
      await chooseItems(page, { 'Small Suitcase': 1 });
      await next(page);
      await visible(heading(page, 'Collection Date and Location?'));
      await choosePoint(page, 'Bristol', 'Tiny Point');
      await button(page, 'Choose date from calendar').click();
      await visible(calendar(page));
      if (fullDay.month !== todayInLondon().month) await button(page, 'Next month').click();
      const full = calendar(page).locator(`[data-date="${formatIso(fullDay)}"]`);
      // The day is greyed once the point's availability has loaded.
      await full.and(page.locator('[aria-label$=", full"]')).waitFor({ timeout: 15_000 });
      expect(await full.isDisabled()).toBe(true);
      expect(await full.getAttribute('class')).toContain('is-full');
      const after = calendar(page).locator(`[data-date="${formatIso(addDays(fullDay, 1))}"]`);
      if ((await after.count()) > 0) expect(await after.isDisabled()).toBe(false);
      await page.keyboard.press('Escape');

      await dateInput(page).fill(formatSlashed(fullDay));
      await visible(page.getByText(`Tiny Point is full on ${formatReadableDate(fullDay)}. Please choose another date.`));
    });
  });

  it('marks a point "Full on this date" in the list once the date is chosen, and offers the others', async () => {
    await withPage(async (page) => {
      await openWizard(page);
      await chooseItems(page, { 'Small Suitcase': 1 });
      await next(page);
      await dateInput(page).fill(formatSlashed(fullDay));
      await visible(button(page, 'Change Date?'));
      await page.getByLabel('City / Town').selectOption({ label: 'Bristol' });
      const tiny = page.getByRole('listitem').filter({ hasText: 'Tiny Point' });
      await visible(tiny.getByText(FULL_ON_THIS_DATE, { exact: true }));
      expect(await button(page, 'Select Tiny Point').isDisabled()).toBe(true);
      expect(await page.getByRole('listitem').filter({ hasText: 'Bristol Bus Station' }).getByText(FULL_ON_THIS_DATE).count()).toBe(0);
      await button(page, 'Select Bristol Bus Station').click();
      await visible(button(page, 'Change Location?'));
    });
  });
});

describe("a same-day stay's times at a point full for some hours", () => {
  it('names the full hours, marks the times that meet them, and warns while the chosen ones do', async () => {
    await withPage(async (page) => {
      await openWizard(page);
      await chooseItems(page, { 'Small Suitcase': 1 });
      await next(page);
      await dateInput(page).fill(formatSlashed(busyMorning));
      await visible(button(page, 'Change Date?'));
      await choosePoint(page, 'Bristol', 'Small Point');
      await next(page);
      await visible(heading(page, 'How long do you want to store?'));
      await page.getByRole('radio', { name: 'Same day', exact: true }).check();

      await visible(page.getByText('Full from 10:00 to 12:00'));
      const dropOff = page.getByLabel('Drop off', { exact: true });
      expect(await dropOff.locator('option', { hasText: '10:00 (full)' }).count()).toBe(1);
      await dropOff.selectOption('09:00');
      await page.getByLabel('Pick up', { exact: true }).selectOption('11:00');
      await visible(page.getByRole('alert').getByText('The point is full from 10:00 to 12:00: choose times around those hours, another date or another point.'));

      await dropOff.selectOption('13:00');
      await page.getByLabel('Pick up', { exact: true }).selectOption('15:00');
      expect(await page.getByRole('alert').filter({ hasText: 'The point is full' }).count()).toBe(0);
    });
  });
});


describe('the point list for a stay of the day', () => {
  it("judges the points by the chosen times, not by the night", async () => {
    await withPage(async (page) => {
      await openWizard(page);
      await chooseItems(page, { 'Small Suitcase': 1 });
      await next(page);
      await dateInput(page).fill(formatSlashed(fullDay));
      await visible(button(page, 'Change Date?'));
      await page.getByLabel('City / Town').selectOption({ label: 'Bristol' });
      // For nights, Tiny Point's night is full and Busy Point's free.
      await visible(page.getByRole('listitem').filter({ hasText: 'Tiny Point' }).getByText(FULL_ON_THIS_DATE, { exact: true }));
      await button(page, 'Select Bristol Bus Station').click();
      await next(page);
      await page.getByRole('radio', { name: 'Same day', exact: true }).check();
      await page.getByLabel('Drop off', { exact: true }).selectOption('11:00');
      await page.getByLabel('Pick up', { exact: true }).selectOption('14:00');
      await button(page, 'Back').click();

      const room = (id: number) => page.waitForResponse((response) => response.url().includes(`locationId=${id}&`) && response.url().includes('bags=1'));
      const answered = Promise.all([room(tinyId), room(busyId)]);
      await button(page, 'Change Location?').click();
      await answered;
      // For 11:00 to 14:00, Busy Point is full and Tiny Point (whose night is full) has room.
      await visible(page.getByRole('listitem').filter({ hasText: 'Busy Point' }).getByText('Full from 11:00 to 14:00', { exact: true }));
      expect(await button(page, 'Select Busy Point').isDisabled()).toBe(true);
      expect(await page.getByRole('listitem').filter({ hasText: 'Tiny Point' }).getByText(FULL_ON_THIS_DATE).count()).toBe(0);
      await button(page, 'Select Tiny Point').click();
      await visible(button(page, 'Change Location?'));
    });
  });
});

describe('a same-day stay at a point full from 11:00 to 14:00', () => {
  /** Items, the day and Busy Point, then Same day from 11:00 to 14:00: the times meet the full hours. */
  async function chooseFullTimes(page: TrackedPage) {
    await openWizard(page);
    await chooseItems(page, { 'Small Suitcase': 1 });
    await next(page);
    await dateInput(page).fill(formatSlashed(busyMidday));
    await visible(button(page, 'Change Date?'));
    await choosePoint(page, 'Bristol', 'Busy Point');
    await next(page);
    await visible(heading(page, 'How long do you want to store?'));
    await page.getByRole('radio', { name: 'Same day', exact: true }).check();
    await page.getByLabel('Drop off', { exact: true }).selectOption('11:00');
    await page.getByLabel('Pick up', { exact: true }).selectOption('14:00');
    await visible(page.getByRole('alert').getByText('The point is full from 11:00 to 14:00: choose times around those hours, another date or another point.'));
  }

  it('suggests the nearest point with room at those times, and the point list marks the full one for them', async () => {
    await withPage(async (page) => {
      await chooseFullTimes(page);
      await visible(page.getByText(`Points with room from 11:00 to 14:00 on ${formatReadableDate(busyMidday)}:`));
      const points = page.locator('.same-day__alternatives .alternatives').last().getByRole('button');
      await visible(points.first());
      expect(await points.first().innerText()).toBe('Tiny Point');
      expect((await points.allInnerTexts()).length).toBeLessThanOrEqual(4);
      await points.first().click();

      // Tiny Point has room: the warning goes, the times stay.
      await visible(page.getByText('Closes at 23:59'));
      expect(await page.getByRole('alert').filter({ hasText: 'The point is full' }).count()).toBe(0);
      expect(await page.getByLabel('Drop off', { exact: true }).inputValue()).toBe('11:00');
      expect(await page.getByLabel('Pick up', { exact: true }).inputValue()).toBe('14:00');

      // Back at the points, judged by the times rather than the night (free at both).
      await button(page, 'Back').click();
      await button(page, 'Change Location?').click();
      await page.getByLabel('City / Town').selectOption({ label: 'Bristol' });
      const busy = page.getByRole('listitem').filter({ hasText: 'Busy Point' });
      await visible(busy.getByText('Full from 11:00 to 14:00', { exact: true }));
      expect(await button(page, 'Select Busy Point').isDisabled()).toBe(true);
      expect(await button(page, 'Select Small Point').isDisabled()).toBe(false);
    });
  });

  it('suggests the nearest times with room there, and a chosen suggestion books', async () => {
    const customer = aCustomer();
    await withPage(async (page) => {
      await chooseFullTimes(page);
      await visible(page.getByText('Nearest times with room at Busy Point:'));
      const times = page.locator('.same-day__alternatives .alternatives').first().getByRole('button');
      expect(await times.allInnerTexts()).toEqual(['Room from 08:00 to 11:00', 'Room from 14:00 to 17:00', 'Room from 14:30 to 17:30']);
      await screenshot(page, 'same-day-full-suggestions');
      expect(await accessibilityProblems(page)).toEqual([]);
      await button(page, 'Room from 14:00 to 17:00').click();

      expect(await page.getByLabel('Drop off', { exact: true }).inputValue()).toBe('14:00');
      expect(await page.getByLabel('Pick up', { exact: true }).inputValue()).toBe('17:00');
      expect(await page.getByRole('alert').filter({ hasText: 'The point is full' }).count()).toBe(0);
      await next(page);
      await fillDetails(page, customer);
      await next(page);

      await visible(heading(page, 'Booking Summary'));
      await visible(button(page, 'Checkout'));
      expect(await page.locator('main').innerText()).toContain('Drop off 14:00 · Pick up 17:00');
      await button(page, 'Checkout').click();
      await pay(page, '4242 4242 4242 4242');
      await bookingReference(page);
      await visible(page.getByText('Drop off 14:00 · Pick up 17:00'));
    });
  });
});
