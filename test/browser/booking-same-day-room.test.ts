// A same-day stay's room in the wizard (issue 40), in Chromium at phone and desktop widths. The server's 409 at the
// summary: the visitor chose times with room, another checkout (through the API, as booking-capacity.test.ts fills
// points) takes a one-bag point's bag at those hours while the visitor types their details, and the summary says the
// server's full hours with the nearest times and points with room; a chosen suggestion is paid with 4242 and booked.
// And the calendar for Same day: a date full all day is greyed, while the day before, whose night is full but whose
// daytime has room, is offered for Same day (and greyed for nights). Dates are days ahead, never today, so nothing
// depends on the hour. And a visitor who pays after another customer paid for the last bag at those hours is told the
// server's refusal and the refund, not that the booking is safe. The app runs in this process
// (support/listening-app.ts), as the catalog's admin service needs it.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { addDays, formatDashed, formatIso, formatReadableDate, LEG_TEXTS, todayInLondon, type CalendarDate } from '@luggage/contracts';
import { CatalogAdminService } from '../../backend/src/modules/catalog/index.js';
import { aLine, aPaymentIntentRequest, sql } from '../support/booking-builders.js';
import { DESKTOP, PHONE, launchBrowser, onCleanPage, type TrackedPage } from '../support/browser.js';
import { HttpSession } from '../support/http-session.js';
import { bookAndPay } from '../support/lifecycle.js';
import { startListeningApp, type ListeningApp } from '../support/listening-app.js';
import { aCustomer, bookingReference, button, chooseItems, choosePoint, fillDetails, heading, next, openWizard, pay, typeDate, visible } from './booking-steps.js';

let app: ListeningApp;
let browser: Browser;
let lastBagId: number;
let twoBagsId: number;
let fullDayId: number;

/** A date Full Day Point's only bag is held all day, from the evening before to the evening after. */
const fullDay = addDays(todayInLondon(), 12);
/** The evening of the day before is taken too (the night is full), its daytime is free. */
const nightFull = addDays(fullDay, -1);
/** A free day the visitor first chooses, to reach the length of stay. */
const freeDay = addDays(todayInLondon(), 15);

beforeAll(async () => {
  app = await startListeningApp();
  browser = await launchBrowser();
  const [bristol] = await sql<{ id: number }>(app, `select id from collection_city where name = 'Bristol'`);
  const catalog = app.app.get(CatalogAdminService);
  // One bag, open 08:00-20:00; Next Door Point, 50 m away with room, is the nearest point suggested instead.
  const lastBag = await catalog.createLocation({ cityId: bristol.id, name: 'Last Bag Point', address: 'Test Quay, Bristol', lat: 51.47, lng: -2.6, time: '18:00', capacity: 1 });
  lastBagId = lastBag.id;
  await catalog.createLocation({ cityId: bristol.id, name: 'Next Door Point', address: 'Test Quay, Bristol', lat: 51.4704, lng: -2.6004, time: '18:00', capacity: 5 });
  // Two bags: a second checkout beside another's hold gets no hold of its own (it takes the bag only if it pays first).
  const twoBags = await catalog.createLocation({ cityId: bristol.id, name: 'Two Bag Point', address: 'Test Wharf, Bristol', lat: 51.48, lng: -2.61, time: '18:00', capacity: 2 });
  twoBagsId = twoBags.id;
  const fullDayPoint = await catalog.createLocation({ cityId: bristol.id, name: 'Full Day Point', address: 'Test Yard, Bristol', lat: 51.44, lng: -2.57, time: '18:00', capacity: 1 });
  fullDayId = fullDayPoint.id;
  // A night from 18:00 the day before and one from 18:00 that day: the bag is held from that evening to 18:00 the day after.
  await holdBag(fullDayId, { nights: 1, totalCost: 10, collectionDate: formatDashed(nightFull) });
  await holdBag(fullDayId, { nights: 1, totalCost: 10, collectionDate: formatDashed(fullDay) });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** Another visitor's checkout (a protected hold of the point's bag), as the API answers it. */
async function holdBag(locationId: number, overrides: Parameters<typeof aPaymentIntentRequest>[1]): Promise<void> {
  const checkout = await new HttpSession(app).post('/api/stripe-payment-intent', aPaymentIntentRequest(locationId, { storageItemsBasket: [aLine('SS', 10, 1, { typeName: 'Small Suitcase' })], ...overrides }));
  if (checkout.status !== 200) throw new Error(`the other checkout answered ${checkout.status}: ${JSON.stringify(checkout.body)}`);
}

const sameDayChoice = (page: TrackedPage) => page.getByRole('radio', { name: 'Same day', exact: true });

describe.each([
  ['phone', PHONE, 5],
  ['desktop', DESKTOP, 7],
] as const)("the server's 409 for a same-day stay at the summary on a %s", (_label, viewport, daysAhead) => {
  const withPage = (run: (page: TrackedPage) => Promise<void>) => onCleanPage(browser, { baseURL: app.url, viewport }, run);

  /**
   * Last Bag Point on `day`, Same day from 11:00 to 14:00 (room then), and the details; then another checkout takes the
   * bag from 11:00 to 14:00 and the visitor goes on to the summary, where the server refuses the stay.
   */
  async function refusedAtTheSummary(page: TrackedPage, day: CalendarDate) {
    await openWizard(page);
    await chooseItems(page, { 'Small Suitcase': 1 });
    await next(page);
    await visible(heading(page, 'Collection Date and Location?'));
    await typeDate(page, day);
    await choosePoint(page, 'Bristol', 'Last Bag Point');
    await next(page);
    await visible(heading(page, 'How long do you want to store?'));
    await sameDayChoice(page).check();
    await page.getByLabel('Drop off', { exact: true }).selectOption('11:00');
    await page.getByLabel('Pick up', { exact: true }).selectOption('14:00');
    await visible(page.getByText('Closes at 20:00'));
    expect(await page.getByRole('alert').filter({ hasText: 'The point is full' }).count()).toBe(0);
    await next(page);
    await visible(heading(page, 'Your Details'));
    await fillDetails(page, aCustomer());

    await holdBag(lastBagId, { storageItemsBasket: [aLine('SS', 6, 1, { typeName: 'Small Suitcase' })], nights: 0, dropOffTime: '11:00', pickUpTime: '14:00', totalCost: 6, collectionDate: formatDashed(day) });
    await next(page);
    await visible(heading(page, 'Booking Summary'));
    const refusal = page.getByRole('alert').filter({ hasText: 'Last Bag Point is full from 11:00 to 14:00' });
    await visible(refusal);
    expect(await refusal.locator('.problem__title').innerText()).toBe(`Last Bag Point is full from 11:00 to 14:00 on ${formatDashed(day)}. Please choose other times or another point.`);
    expect(await button(page, 'Checkout').count()).toBe(0);
    return refusal;
  }

  it('offers the nearest times with room there, and the chosen times are paid and booked', async () => {
    const day = addDays(todayInLondon(), daysAhead);
    await withPage(async (page) => {
      const refusal = await refusedAtTheSummary(page, day);
      await visible(refusal.getByText('Nearest times with room at Last Bag Point:'));
      const times = refusal.locator('.alternatives').first().getByRole('button');
      await visible(times.first());
      expect(await times.allInnerTexts()).toEqual(['Room from 08:00 to 11:00', 'Room from 14:00 to 17:00', 'Room from 14:30 to 17:30']);
      await button(page, 'Room from 14:00 to 17:00').click();

      // The summary asks again with the new times: the refusal goes and the checkout is ready.
      await visible(button(page, 'Checkout'));
      expect(await page.getByRole('alert').filter({ hasText: 'is full from' }).count()).toBe(0);
      expect(await page.locator('main').innerText()).toContain('Drop off 14:00 · Pick up 17:00');
      await button(page, 'Checkout').click();
      await pay(page, '4242 4242 4242 4242');
      await bookingReference(page);
      await visible(page.getByText('Drop off 14:00 · Pick up 17:00'));
    });
  });

  it('offers the nearest point with room at those times, and the chosen point is paid and booked', async () => {
    const day = addDays(todayInLondon(), daysAhead + 1);
    await withPage(async (page) => {
      const refusal = await refusedAtTheSummary(page, day);
      await visible(refusal.getByText(`Points with room from 11:00 to 14:00 on ${formatReadableDate(day)}:`));
      const points = refusal.locator('.alternatives').last().getByRole('button');
      await visible(points.first());
      expect(await points.first().innerText()).toBe('Next Door Point');
      await points.first().click();

      await visible(button(page, 'Checkout'));
      expect(await page.getByRole('alert').filter({ hasText: 'is full from' }).count()).toBe(0);
      const summary = await page.locator('main').innerText();
      expect(summary).toContain('Next Door Point');
      expect(summary).toContain('Drop off 11:00 · Pick up 14:00');
      await button(page, 'Checkout').click();
      await pay(page, '4242 4242 4242 4242');
      await bookingReference(page);
      await visible(page.getByText('Drop off 11:00 · Pick up 14:00'));
      await visible(page.getByText('Next Door Point').first());
    });
  });
});

describe.each([
  ['phone', PHONE, 10],
  ['desktop', DESKTOP, 11],
] as const)('a same-day stay whose last bag is paid for by another while the visitor pays, on a %s', (_label, viewport, daysAhead) => {
  it("says the server's refusal and the refund, not that the booking is safe", async () => {
    const day = addDays(todayInLondon(), daysAhead);
    const midday = { storageItemsBasket: [aLine('SS', 6, 1, { typeName: 'Small Suitcase' })], nights: 0, dropOffTime: '11:00', pickUpTime: '14:00', totalCost: 6, collectionDate: formatDashed(day) };
    await holdBag(twoBagsId, midday);
    const customer = aCustomer();
    await onCleanPage(browser, { baseURL: app.url, viewport }, async (page) => {
      await openWizard(page);
      await chooseItems(page, { 'Small Suitcase': 1 });
      await next(page);
      await visible(heading(page, 'Collection Date and Location?'));
      await typeDate(page, day);
      await choosePoint(page, 'Bristol', 'Two Bag Point');
      await next(page);
      await visible(heading(page, 'How long do you want to store?'));
      await sameDayChoice(page).check();
      await page.getByLabel('Drop off', { exact: true }).selectOption('11:00');
      await page.getByLabel('Pick up', { exact: true }).selectOption('14:00');
      await next(page);
      await visible(heading(page, 'Your Details'));
      await fillDetails(page, customer);
      await next(page);
      await visible(heading(page, 'Booking Summary'));
      await button(page, 'Checkout').click();
      await visible(page.getByLabel('Card number'));

      // Meanwhile another customer pays for the last bag from 11:00 to 14:00. The visitor's payment then finds no room:
      // the server cancels and refunds it, whether its POST /api/booking or the payment's own event gets there first.
      await bookAndPay(app, twoBagsId, midday);
      await pay(page, '4242 4242 4242 4242');
      const refusal = page.getByRole('alert').filter({ hasText: 'Your bags no longer fit' });
      await visible(refusal, 30_000);
      expect(await refusal.innerText()).toBe(
        'Your bags no longer fit: other customers paid for the last room at the point on one of your dates before your payment reached us. We are refunding your payment in full and have emailed you.',
      );
      expect(await page.getByText('Your booking is safe').count()).toBe(0);
      expect(await button(page, 'Retry').count()).toBe(0);
      expect(await page.getByText('Your booking reference is:').count()).toBe(0);
    });
    expect(await sql<{ status: string }>(app, 'select status from booking where email = ?', [customer.email])).toEqual([{ status: 'cancelled' }]);
  });
});

const calendar = (page: TrackedPage) => page.getByRole('dialog', { name: 'Choose collection date' });

/** The calendar's cell for `day`, turning to its month when it is not shown. */
async function dayCell(page: TrackedPage, day: CalendarDate) {
  const cell = calendar(page).locator(`[data-date="${formatIso(day)}"]`);
  for (let turns = 0; (await cell.count()) === 0 && turns < 2; turns++) await button(page, 'Next month').click();
  return cell;
}

/** Once the point's availability has loaded, the greyed day is marked ", full". */
const fullCell = (page: TrackedPage, day: CalendarDate) => calendar(page).locator(`[data-date="${formatIso(day)}"][aria-label$=", full"]`);

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('the calendar of a point for a same-day stay on a %s', (_label, viewport) => {
  const withPage = (run: (page: TrackedPage) => Promise<void>) => onCleanPage(browser, { baseURL: app.url, viewport }, run);

  it('greys a date full all day, and offers the day whose night is full but whose daytime has room', async () => {
    await withPage(async (page) => {
      await openWizard(page);
      await chooseItems(page, { 'Small Suitcase': 1 });
      await next(page);
      await visible(heading(page, 'Collection Date and Location?'));
      await typeDate(page, freeDay);
      await choosePoint(page, 'Bristol', 'Full Day Point');
      await next(page);
      await visible(heading(page, 'How long do you want to store?'));
      await sameDayChoice(page).check();
      await button(page, 'Back').click();
      // The point's days with their full hours (for a stay of the day: `bags`), asked for once the date is cleared.
      const answered = page.waitForResponse((response) => response.url().includes(`locationId=${fullDayId}&`) && response.url().includes('bags=1') && response.ok());
      await button(page, 'Change Date?').click();
      await button(page, 'Choose date from calendar').click();
      await visible(calendar(page));
      await answered;
      // The night from the day before is full, but its daytime (until 18:00) has room for a stay of the day.
      const evening = await dayCell(page, nightFull);
      expect(await evening.isDisabled()).toBe(false);
      expect(await evening.getAttribute('aria-label')).not.toMatch(/, full$/);
      const full = await dayCell(page, fullDay);
      await fullCell(page, fullDay).waitFor({ timeout: 15_000 });
      expect(await full.isDisabled()).toBe(true);
      expect(await full.getAttribute('class')).toContain('is-full');
      await page.keyboard.press('Escape');

      await typeDate(page, nightFull);
      await visible(page.getByText(formatReadableDate(nightFull)));
      await next(page);
      await visible(heading(page, 'How long do you want to store?'));
      expect(await sameDayChoice(page).isChecked()).toBe(true);
      expect(await page.getByRole('alert').filter({ hasText: 'The point is full' }).count()).toBe(0);
    });
  });

  it('for nights, greys both the full day and the day whose night is full', async () => {
    await withPage(async (page) => {
      await openWizard(page);
      await chooseItems(page, { 'Small Suitcase': 1 });
      await next(page);
      await visible(heading(page, 'Collection Date and Location?'));
      await choosePoint(page, 'Bristol', 'Full Day Point');
      await button(page, 'Choose date from calendar').click();
      await visible(calendar(page));
      await dayCell(page, nightFull);
      await fullCell(page, nightFull).waitFor({ timeout: 15_000 });
      expect(await (await dayCell(page, nightFull)).isDisabled()).toBe(true);
      await fullCell(page, fullDay).waitFor({ timeout: 15_000 });
      expect(await (await dayCell(page, fullDay)).isDisabled()).toBe(true);
      expect(await (await dayCell(page, freeDay)).isDisabled()).toBe(false);
    });
  });
});

describe('a same-day stay collected from an address, on a desktop', () => {
  const group = (page: TrackedPage, name: string) => page.getByRole('group', { name, exact: true });
  /** A day Bristol Bus Station (where BS8's bags are stored) has its one bag taken from 12:00 to 15:00. */
  const busyDay = addDays(todayInLondon(), 9);

  it("is judged over the hours its bags are at the storage point: from the collection window's end to the pick-up", async () => {
    const [busStation] = await sql<{ id: number; capacity: number }>(app, `select id, capacity from collection_location where name = 'Bristol Bus Station'`);
    await sql(app, 'update collection_location set capacity = 1 where id = ?', [busStation.id]);
    try {
      await bookAndPay(app, busStation.id, {
        storageItemsBasket: [aLine('SS', 6, 1, { typeName: 'Small Suitcase' })],
        nights: 0,
        dropOffTime: '12:00',
        pickUpTime: '15:00',
        totalCost: 6,
        collectionDate: formatDashed(busyDay),
      });
      await onCleanPage(browser, { baseURL: app.url, viewport: DESKTOP }, async (page) => {
        await openWizard(page);
        await chooseItems(page, { 'Small Suitcase': 1 });
        await next(page);
        await visible(heading(page, 'Collection Date and Location?'));
        await typeDate(page, busyDay);
        await group(page, LEG_TEXTS.handoverQuestion).getByLabel(LEG_TEXTS.handoverAddress).check();
        const form = group(page, 'Where do we collect your bags?');
        await form.getByLabel('Address line 1').fill('The Avon Gorge Hotel, Sion Hill');
        await form.getByLabel('Town').fill('Bristol');
        await form.getByLabel('Postcode').fill('BS8 4LD');
        await group(page, `Collection time on ${formatReadableDate(busyDay)}`).getByRole('radio', { name: /^10:00–12:00/ }).check();
        await next(page);
        await visible(heading(page, 'How long do you want to store?'));
        await sameDayChoice(page).check();

        // Collected by 12:00, the bags would be at the point while its only bag is taken.
        await visible(page.getByRole('alert').filter({ hasText: 'The point is full from 12:00 to 15:00 while your bags would be there: choose other windows or times, or another date.' }));
        const pickUps = await page.getByLabel('Pick up', { exact: true }).locator('option').allInnerTexts();
        expect(pickUps.slice(0, 2)).toEqual(['14:00 (full)', '14:30 (full)']);
      });
    } finally {
      await sql(app, 'update collection_location set capacity = ? where id = ?', [busStation.capacity, busStation.id]);
    }
  }, 120_000);
});
