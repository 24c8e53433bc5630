// The wizard's legs (issue 18, section 1) in Chromium on a phone: a collection from an address with delivery to another
// address, paid with the offline test card; and a postcode outside the area answered in place.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Locator } from 'playwright-core';
import { LEG_TEXTS, addDays, addressLegLine, bookingQuote, formatPounds, poundsToPence, quote, type GetDataResponse } from '@luggage/contracts';
import { startApp, type RunningApp } from '../support/app-process.js';
import { PHONE, launchBrowser, newPage, pageProblems, screenshot, type TrackedPage } from '../support/browser.js';
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
  shown,
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

async function withPhone(run: (page: TrackedPage) => Promise<void>) {
  const page = await newPage(browser, { baseURL: app.url, viewport: PHONE });
  try {
    await run(page);
  } finally {
    await page.close();
  }
}

const group = (page: TrackedPage, name: string): Locator => page.getByRole('group', { name, exact: true });

async function fillAddress(form: Locator, address: { line1: string; town: string; postcode: string; note?: string }) {
  await form.getByLabel('Address line 1').fill(address.line1);
  await form.getByLabel('Town').fill(address.town);
  await form.getByLabel('Postcode').fill(address.postcode);
  if (address.note) await form.getByLabel('Note for the driver').fill(address.note);
}

/** The first window still bookable: its label ('08:00–10:00'). */
async function chooseFirstWindow(windows: Locator): Promise<string> {
  const open = windows.getByRole('radio', { disabled: false }).first();
  await visible(open);
  const label = (await open.evaluate((input) => input.parentElement?.textContent ?? '')).replace(/\d+ left$/, '').trim();
  await open.check();
  return label;
}

/** The demo zone's fee of a postcode's district, from the catalog the wizard reads. */
function zoneFee(district: string): number {
  const zone = catalog.delivery.zones.find((z) => z.districts.includes(district));
  if (!zone) throw new Error(`The demo catalog serves no ${district}`);
  return zone.feePence;
}

describe('the wizard’s legs on a phone', () => {
  it('books a collection from BS8 4JZ with delivery to another address, sees the legs and fees, and pays', async () => {
    const customer = aCustomer();
    const day = collectionDay();
    await withPhone(async (page) => {
      await openWizard(page);
      await chooseItems(page, { 'Small Suitcase': 1 });
      await next(page);

      await expectStepFocus(page, 'Collection Date and Location?');
      await typeDate(page, day);
      await group(page, LEG_TEXTS.handoverQuestion).getByLabel(LEG_TEXTS.handoverAddress).check();
      const collection = group(page, 'Where do we collect your bags?');
      await fillAddress(collection, { line1: '12 Royal York Crescent', town: 'Bristol', postcode: 'bs8 4jz', note: 'Hotel reception, ask for the concierge' });
      await visible(page.getByText(/^We store your bags at /));
      const collectionWindow = await chooseFirstWindow(group(page, `Collection time on ${shown(day)}`));
      await group(page, LEG_TEXTS.giveBackQuestion).getByLabel(LEG_TEXTS.giveBackAddress).check();
      await fillAddress(group(page, 'Where do we deliver your bags?'), { line1: '1 Portwall Lane', town: 'Bristol', postcode: 'BS1 6NB' });
      await screenshot(page, 'booking-legs-phone-2-where-when');
      expect(await accessibilityProblems(page)).toEqual([]);
      await next(page);

      await expectStepFocus(page, 'How long do you want to store?');
      const returnDay = addDays(day, 1);
      const deliveryWindow = await chooseFirstWindow(group(page, `Delivery time on ${shown(returnDay)}`));
      await next(page);

      await expectStepFocus(page, 'Your Details');
      await fillDetails(page, customer);
      await next(page);

      await expectStepFocus(page, 'Booking Summary');
      await visible(button(page, 'Checkout'));
      const [start, end] = collectionWindow.split('–');
      const [deliveryStart, deliveryEnd] = deliveryWindow.split('–');
      const summary = await page.locator('main').innerText();
      expect(summary).toContain(addressLegLine('collection', { line1: '12 Royal York Crescent', postcode: 'BS8 4JZ' }, shown(day), { start, end }));
      expect(summary).toContain(addressLegLine('return', { line1: '1 Portwall Lane', postcode: 'BS1 6NB' }, shown(returnDay), { start: deliveryStart, end: deliveryEnd }));
      const item = catalog.storage_items.find((i) => i.storage_item === 'Small Suitcase');
      if (!item) throw new Error('The demo catalog has no Small Suitcase');
      const price = bookingQuote(quote([{ pricePence: poundsToPence(item.price), amount: 1 }], 1, []), [
        { kind: 'collection', pence: zoneFee('BS8') },
        { kind: 'delivery', pence: zoneFee('BS1') },
      ]);
      await visible(page.getByText(`Collection from your address: ${formatPounds(zoneFee('BS8'))}`));
      await visible(page.getByText(`Delivery to your address: ${formatPounds(zoneFee('BS1'))}`));
      await visible(page.getByText(`Your Cost: ${formatPounds(price.totalPence)}`));
      await visible(page.getByText(LEG_TEXTS.discountsStorageOnly));
      await screenshot(page, 'booking-legs-phone-5-summary');
      expect(await accessibilityProblems(page)).toEqual([]);
      await button(page, 'Checkout').click();

      await expectStepFocus(page, 'Checkout');
      await visible(page.getByText(formatPounds(price.totalPence)));
      await pay(page, '4242 4242 4242 4242');
      await bookingReference(page);
      await visible(heading(page, `Thank You ${customer.fullName} for your booking`));
      // The thank-you page reads the booked legs, not the storage point: each address with its window.
      await visible(page.getByText(`${shown(day)}, ${collectionWindow}`));
      await visible(page.getByText('From your address: 12 Royal York Crescent, Bristol, BS8 4JZ'));
      await visible(page.getByText('Note for the driver: Hotel reception, ask for the concierge'));
      await visible(page.getByText(`${shown(returnDay)}, ${deliveryWindow}`));
      await visible(page.getByText('To your address: 1 Portwall Lane, Bristol, BS1 6NB'));
      await screenshot(page, 'booking-legs-phone-7-completed');
      expect(pageProblems(page)).toEqual([]);
    });
  });

  it('returns the bags at a point of another city from the same list, for the return fee', async () => {
    const customer = aCustomer();
    const day = collectionDay();
    await withPhone(async (page) => {
      await openWizard(page);
      await chooseItems(page, { 'Small Suitcase': 1 });
      await next(page);
      await expectStepFocus(page, 'Collection Date and Location?');
      await typeDate(page, day);
      await choosePoint(page, 'Bristol', 'Bristol Bus Station');
      const giveBack = page.getByRole('region', { name: LEG_TEXTS.giveBackQuestion });
      await giveBack.getByLabel(LEG_TEXTS.giveBackOtherPoint).check();
      await giveBack.getByLabel('City / Town').selectOption({ label: 'Bath' });
      await giveBack.getByRole('button', { name: 'Select Bath Spa Station', exact: true }).click();
      await visible(giveBack.getByRole('button', { name: 'Change return point' }));
      expect(await accessibilityProblems(page)).toEqual([]);
      await next(page);
      await expectStepFocus(page, 'How long do you want to store?');
      await next(page);
      await fillDetails(page, customer);
      await next(page);
      await expectStepFocus(page, 'Booking Summary');
      await visible(button(page, 'Checkout'));
      const summary = await page.locator('main').innerText();
      expect(summary).toContain(`${shown(addDays(day, 1))}, Bath Spa Station @ 10:30`);
      const cityId = (name: string) => catalog.collection_cities.find((c) => c.city === name)?.id;
      const fee = catalog.delivery.returnFees.find((f) => f.fromCityId === cityId('Bristol') && f.toCityId === cityId('Bath'));
      if (!fee) throw new Error('The demo catalog offers no return from Bristol to Bath');
      await visible(page.getByText(`Return at another point: ${formatPounds(fee.feePence)}`));
      expect(pageProblems(page)).toEqual([]);
    });
  });

  it('answers a postcode outside the area in place, and nothing else changes', async () => {
    await withPhone(async (page) => {
      await openWizard(page);
      await chooseItems(page, { 'Small Suitcase': 1 });
      await next(page);
      await expectStepFocus(page, 'Collection Date and Location?');
      await group(page, LEG_TEXTS.handoverQuestion).getByLabel(LEG_TEXTS.handoverAddress).check();
      const collection = group(page, 'Where do we collect your bags?');
      await fillAddress(collection, { line1: '1 High Street', town: 'Portishead', postcode: 'BS20 1AA' });
      const message = "We don't collect or deliver in BS20 yet. We cover BA1, BA2, BS1–BS9 and BS13–BS16.";
      await visible(collection.getByText(message));
      expect(await collection.getByLabel('Postcode').getAttribute('aria-invalid')).toBe('true');
      // The rest of the step is as it was: the choice stands, the typed fields keep their values, no window is offered.
      expect(await group(page, LEG_TEXTS.handoverQuestion).getByLabel(LEG_TEXTS.handoverAddress).isChecked()).toBe(true);
      expect(await collection.getByLabel('Address line 1').inputValue()).toBe('1 High Street');
      expect(await page.getByText(/^Collection time/).count()).toBe(0);
      await screenshot(page, 'booking-legs-phone-2-out-of-area');
      expect(await accessibilityProblems(page)).toEqual([]);
      expect(pageProblems(page)).toEqual([]);
    });
  });
});
