// A same-day stay in the wizard (issue 40, item 3) in Chromium at phone and desktop widths: drop off 11:00 and pick up
// 17:00 at a point open 08:00-20:00, at the day price, paid with the offline test card; Same day then nights still
// books nights as before; and (item 5) a same-day stay collected from a Clifton hotel and delivered in Bath, or picked
// up at the point, the same day.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Request } from 'playwright-core';
import { LEG_TEXTS, addressLegLine, formatDashed, formatPounds, openingHoursOn, penceToPounds, pointScheduleOf, poundsToPence, quote, type GetDataResponse } from '@luggage/contracts';
import { startApp, type RunningApp } from '../support/app-process.js';
import { DESKTOP, PHONE, launchBrowser, newPage, pageProblems, screenshot, type TrackedPage } from '../support/browser.js';
import {
  accessibilityProblems,
  aCustomer,
  bookingReference,
  button,
  chooseItems,
  choosePoint,
  collectionDay,
  expectStepFocus,
  fillDetails,
  getData,
  heading,
  next,
  openWizard,
  pay,
  setNights,
  shown,
  shownDaysAfter,
  typeDate,
  visible,
} from './booking-steps.js';

let app: RunningApp;
let browser: Browser;
let catalog: GetDataResponse;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
  catalog = await getData(app.url);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function withPage(viewport: { width: number; height: number }, run: (page: TrackedPage) => Promise<void>) {
  const page = await newPage(browser, { baseURL: app.url, viewport });
  try {
    await run(page);
  } finally {
    await page.close();
  }
}

/** The JSON bodies the wizard posts to `path`, as it posts them. */
function postedTo(page: TrackedPage, path: string): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) bodies.push(request.postDataJSON() as Record<string, unknown>);
  });
  return bodies;
}

/** One small suitcase for `nights` (0: a day) at the catalog's prices, by the quote() the server uses. */
function smallSuitcaseCost(nights: number): number {
  const item = catalog.storage_items.find((i) => i.storage_item === 'Small Suitcase');
  if (!item) throw new Error('The demo catalog has no Small Suitcase');
  const line = { pricePence: poundsToPence(item.price), dayPricePence: poundsToPence(item.day_price), amount: 1 };
  return quote([line], nights, catalog.discount_items.map((d) => ({ rule: d.rule, percentage: d.discount_percentage }))).totalPence;
}

function busStation() {
  const point = catalog.collection_cities.flatMap((city) => city.get_locations).find((location) => location.Location === 'Bristol Bus Station');
  if (!point) throw new Error('The demo catalog has no Bristol Bus Station');
  return point;
}

const stayChoice = (page: TrackedPage, name: 'Same day' | 'Nights') => page.getByRole('radio', { name, exact: true });

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('a same-day stay on a %s', (label, viewport) => {
  it('drops off at 11:00 and picks up at 17:00 at Bristol Bus Station for the day price, paid with 4242', async () => {
    const customer = aCustomer();
    const day = collectionDay();
    expect(openingHoursOn(pointScheduleOf(busStation()), day)).toEqual({ opens: '08:00', closes: '20:00' });
    const dayPrice = formatPounds(smallSuitcaseCost(0));
    expect(smallSuitcaseCost(0)).toBeLessThan(smallSuitcaseCost(1));

    await withPage(viewport, async (page) => {
      const intents = postedTo(page, '/api/stripe-payment-intent');
      const bookings = postedTo(page, '/api/booking');
      await openWizard(page);
      await chooseItems(page, { 'Small Suitcase': 1 });
      await next(page);
      await expectStepFocus(page, 'Collection Date and Location?');
      await typeDate(page, day);
      await choosePoint(page, 'Bristol', 'Bristol Bus Station');
      await next(page);

      await expectStepFocus(page, 'How long do you want to store?');
      await stayChoice(page, 'Same day').check();
      await page.getByLabel('Drop off', { exact: true }).selectOption('11:00');
      await page.getByLabel('Pick up', { exact: true }).selectOption('17:00');
      await visible(page.getByText('Closes at 20:00'));
      await visible(page.locator('.facts__cost').getByText(dayPrice));
      expect(await page.getByText('Return date').count()).toBe(0);
      await screenshot(page, `same-day-${label}-3-times`);
      expect(await accessibilityProblems(page)).toEqual([]);
      await next(page);

      await expectStepFocus(page, 'Your Details');
      await fillDetails(page, customer);
      await next(page);

      await expectStepFocus(page, 'Booking Summary');
      await visible(button(page, 'Checkout'));
      const summary = await page.locator('main').innerText();
      expect(summary).toContain(`${shown(day)}, Bristol Bus Station @ 11:00`);
      expect(summary).toContain('Drop off 11:00 · Pick up 17:00');
      expect(summary).toContain('Closes at 20:00');
      await visible(page.getByText(`Total Cost: ${dayPrice}`));
      expect(summary).not.toContain('Bristol Bus Station @ 09:00');
      await screenshot(page, `same-day-${label}-5-summary`);
      expect(await accessibilityProblems(page)).toEqual([]);
      await button(page, 'Checkout').click();

      await expectStepFocus(page, 'Checkout');
      await pay(page, '4242 4242 4242 4242');
      await bookingReference(page);
      await visible(heading(page, `Thank You ${customer.fullName} for your booking`));
      await visible(page.getByText('Drop off 11:00 · Pick up 17:00'));
      await visible(page.getByText('Closes at 20:00'));
      await screenshot(page, `same-day-${label}-7-completed`);
      expect(await accessibilityProblems(page)).toEqual([]);

      expect(intents.at(-1)).toMatchObject({ nights: 0, dropOffTime: '11:00', pickUpTime: '17:00', collectionDate: formatDashed(day) });
      expect(bookings).toEqual([
        expect.objectContaining({ nights: 0, location: 'Bristol Bus Station @ 11:00', collectionDate: formatDashed(day), returnDate: formatDashed(day) }),
      ]);
      expect(pageProblems(page)).toEqual([]);
    });
  });
});

describe('Same day, then nights', () => {
  it('books two nights exactly as before, with no times sent', async () => {
    const customer = aCustomer();
    const day = collectionDay();
    await withPage(PHONE, async (page) => {
      const intents = postedTo(page, '/api/stripe-payment-intent');
      await openWizard(page);
      await chooseItems(page, { 'Small Suitcase': 1 });
      await next(page);
      await typeDate(page, day);
      await choosePoint(page, 'Bristol', 'Bristol Bus Station');
      await next(page);

      await expectStepFocus(page, 'How long do you want to store?');
      await stayChoice(page, 'Same day').check();
      await visible(page.getByLabel('Drop off', { exact: true }));
      await stayChoice(page, 'Nights').check();
      expect(await page.getByLabel('Drop off', { exact: true }).count()).toBe(0);
      await setNights(page, 2);
      await visible(page.getByText(shownDaysAfter(day, 2)));
      await next(page);
      await fillDetails(page, customer);
      await next(page);

      await expectStepFocus(page, 'Booking Summary');
      await visible(button(page, 'Checkout'));
      const summary = await page.locator('main').innerText();
      expect(summary).toContain(`${shownDaysAfter(day, 2)}, Bristol Bus Station @ 09:00`);
      expect(summary).not.toContain('Drop off');
      await button(page, 'Checkout').click();
      await pay(page, '4242 4242 4242 4242');
      await bookingReference(page);
      expect(intents.at(-1)).toMatchObject({ nights: 2, totalCost: penceToPounds(smallSuitcaseCost(2)) });
      expect(intents.at(-1)).not.toHaveProperty('dropOffTime');
      expect(intents.at(-1)).not.toHaveProperty('pickUpTime');
      expect(pageProblems(page)).toEqual([]);
    });
  });
});

// Issue 40, item 5: a same-day stay beside address legs, the windows standing for the times they replace.
const group = (page: TrackedPage, name: string) => page.getByRole('group', { name, exact: true });
const windowChoice = (page: TrackedPage, legend: string, label: string) => group(page, legend).getByRole('radio', { name: new RegExp(`^${label}`) });

async function fillAddress(form: ReturnType<typeof group>, address: { line1: string; town: string; postcode: string }) {
  await form.getByLabel('Address line 1').fill(address.line1);
  await form.getByLabel('Town').fill(address.town);
  await form.getByLabel('Postcode').fill(address.postcode);
}

/** The demo zone's fee of a postcode's district. */
function zoneFee(district: string): number {
  const zone = catalog.delivery.zones.find((z) => z.districts.includes(district));
  if (!zone) throw new Error(`The demo catalog serves no ${district}`);
  return zone.feePence;
}

const hotel = { line1: 'The Avon Gorge Hotel, Sion Hill', town: 'Bristol', postcode: 'BS8 4LD' };

/** Items, the day, a collection from the Clifton hotel in its 10:00–12:00 window, and the give-back chosen by `giveBack`. */
async function collectFromHotel(page: TrackedPage, day: ReturnType<typeof collectionDay>, giveBack: (page: TrackedPage) => Promise<void>) {
  await openWizard(page);
  await chooseItems(page, { 'Small Suitcase': 1 });
  await next(page);
  await expectStepFocus(page, 'Collection Date and Location?');
  await typeDate(page, day);
  await group(page, LEG_TEXTS.handoverQuestion).getByLabel(LEG_TEXTS.handoverAddress).check();
  await fillAddress(group(page, 'Where do we collect your bags?'), hotel);
  await windowChoice(page, `Collection time on ${shown(day)}`, '10:00–12:00').check();
  await giveBack(page);
  await next(page);
  await expectStepFocus(page, 'How long do you want to store?');
  await stayChoice(page, 'Same day').check();
}

describe('a same-day stay with address legs, on a phone', () => {
  it('collects from a Clifton hotel at 10:00–12:00 and delivers near Bath Spa Station at 16:00–18:00 the same day, paid with 4242', async () => {
    const customer = aCustomer();
    const day = collectionDay(5);
    await withPage(PHONE, async (page) => {
      const intents = postedTo(page, '/api/stripe-payment-intent');
      await collectFromHotel(page, day, async () => {
        await group(page, LEG_TEXTS.giveBackQuestion).getByLabel(LEG_TEXTS.giveBackAddress).check();
        await fillAddress(group(page, 'Where do we deliver your bags?'), { line1: 'Dorchester Street', town: 'Bath', postcode: 'BA1 1SX' });
      });

      // The windows stand for the times: no select, and only deliveries two hours after the collection ends.
      expect(await page.getByLabel('Drop off', { exact: true }).count()).toBe(0);
      expect(await page.getByLabel('Pick up', { exact: true }).count()).toBe(0);
      const delivery = `Delivery time on ${shown(day)}`;
      await visible(page.getByText('On the same day, delivery starts at 14:00 at the earliest.'));
      await visible(windowChoice(page, delivery, '14:00–16:00'));
      expect(await windowChoice(page, delivery, '10:00–12:00').count()).toBe(0);
      expect(await windowChoice(page, delivery, '08:00–10:00').count()).toBe(0);
      await windowChoice(page, delivery, '16:00–18:00').check();
      await screenshot(page, 'same-day-legs-phone-3-windows');
      expect(await accessibilityProblems(page)).toEqual([]);
      await next(page);

      await expectStepFocus(page, 'Your Details');
      await fillDetails(page, customer);
      await next(page);

      await expectStepFocus(page, 'Booking Summary');
      await visible(button(page, 'Checkout'));
      const summary = await page.locator('main').innerText();
      expect(summary).toContain(addressLegLine('collection', { line1: hotel.line1, postcode: hotel.postcode }, shown(day), { start: '10:00', end: '12:00' }));
      expect(summary).toContain(addressLegLine('return', { line1: 'Dorchester Street', postcode: 'BA1 1SX' }, shown(day), { start: '16:00', end: '18:00' }));
      expect(summary).not.toContain('Drop off');
      expect(summary).toMatch(/Length of stay\s+Same day/);
      const total = smallSuitcaseCost(0) + zoneFee('BS8') + zoneFee('BA1');
      await visible(page.getByText(`Your Cost: ${formatPounds(total)}`));
      await screenshot(page, 'same-day-legs-phone-5-summary');
      await button(page, 'Checkout').click();

      await expectStepFocus(page, 'Checkout');
      await pay(page, '4242 4242 4242 4242');
      await bookingReference(page);
      await visible(heading(page, `Thank You ${customer.fullName} for your booking`));
      await visible(page.getByText(`${shown(day)}, 16:00–18:00`));
      expect(intents.at(-1)).toMatchObject({ nights: 0, collectionDate: formatDashed(day), totalCost: penceToPounds(total), handover: { kind: 'address' }, giveBack: { kind: 'address' } });
      expect(intents.at(-1)).not.toHaveProperty('dropOffTime');
      expect(intents.at(-1)).not.toHaveProperty('pickUpTime');
      expect(pageProblems(page)).toEqual([]);
    });
  });

  it('collects from the hotel at 10:00–12:00 and is picked up at the point from 14:00, two hours after', async () => {
    const customer = aCustomer();
    const day = collectionDay(5);
    await withPage(PHONE, async (page) => {
      const intents = postedTo(page, '/api/stripe-payment-intent');
      await collectFromHotel(page, day, async () => undefined);

      expect(await page.getByLabel('Drop off', { exact: true }).count()).toBe(0);
      const pickUp = page.getByLabel('Pick up', { exact: true });
      expect((await pickUp.locator('option').allInnerTexts())[0]).toBe('14:00');
      await pickUp.selectOption('17:00');
      await next(page);
      await fillDetails(page, customer);
      await next(page);

      await expectStepFocus(page, 'Booking Summary');
      await visible(button(page, 'Checkout'));
      const summary = await page.locator('main').innerText();
      expect(summary).toContain('Pick up 17:00');
      await button(page, 'Checkout').click();
      await pay(page, '4242 4242 4242 4242');
      await bookingReference(page);
      expect(intents.at(-1)).toMatchObject({ nights: 0, pickUpTime: '17:00', handover: { kind: 'address' } });
      expect(intents.at(-1)).not.toHaveProperty('dropOffTime');
      expect(pageProblems(page)).toEqual([]);
    });
  });
});
