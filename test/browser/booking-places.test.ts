// Places Autocomplete on the address form with a Google Maps key (issue 18, section 1), in Chromium on a phone: Google's
// script is stood in for (test/support/fake-google-maps.ts); choosing the suggested place fills line 1, town and
// postcode, and the booked leg keeps the place's coordinates. Without a key the form works alone (booking-legs.test.ts).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { type AdminBookingDetail, LEG_TEXTS } from '@luggage/contracts';
import type { Browser, Locator } from 'playwright-core';
import { ADMIN, adminSession } from '../support/admin.js';
import { launchBrowser, newPage, pageProblems, PHONE, screenshot } from '../support/browser.js';
import { MAPS_SCRIPT, ROYAL_YORK_CRESCENT, WORKING_MAPS_SCRIPT } from '../support/fake-google-maps.js';
import { startListeningApp, type ListeningApp } from '../support/listening-app.js';
import { accessibilityProblems, aCustomer, bookingReference, button, chooseItems, collectionDay, expectStepFocus, fillDetails, next, openWizard, pay, shown, typeDate, visible } from './booking-steps.js';

let app: ListeningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startListeningApp({ GOOGLE_MAPS_KEY: 'test-key', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ADMIN_NAME: ADMIN.name });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const group = (page: { getByRole: Locator['getByRole'] }, name: string): Locator => page.getByRole('group', { name, exact: true });

describe('Places Autocomplete with a Google Maps key', () => {
  it('fills the collection address from the chosen place and books the leg with its coordinates', async () => {
    const page = await newPage(browser, { baseURL: app.url, viewport: PHONE });
    try {
      const scripts: string[] = [];
      await page.route(MAPS_SCRIPT, (route) => {
        scripts.push(route.request().url());
        return route.fulfill({ status: 200, contentType: 'text/javascript', body: WORKING_MAPS_SCRIPT });
      });
      const day = collectionDay();
      await openWizard(page);
      await chooseItems(page, { 'Small Suitcase': 1 });
      await next(page);
      await expectStepFocus(page, 'Collection Date and Location?');
      await typeDate(page, day);
      await group(page, LEG_TEXTS.handoverQuestion).getByLabel(LEG_TEXTS.handoverAddress).check();
      const collection = group(page, 'Where do we collect your bags?');
      const line1 = collection.getByLabel('Address line 1');
      await visible(collection.locator('input[autocomplete="off"]'));
      await line1.fill('12 Royal');
      await collection.getByRole('button', { name: ROYAL_YORK_CRESCENT.description }).click();
      expect(await line1.inputValue()).toBe('12 Royal York Crescent');
      expect(await collection.getByLabel('Town').inputValue()).toBe('Bristol');
      expect(await collection.getByLabel('Postcode').inputValue()).toBe('BS8 4JZ');
      // One script for the map and the places, with the places library.
      expect(scripts.map((url) => new URL(url).searchParams.get('libraries'))).toEqual(['places']);
      await visible(page.getByText('We store your bags at Bristol Bus Station.'));
      await group(page, `Collection time on ${shown(day)}`).getByRole('radio', { name: /^08:00–10:00/ }).check();
      await screenshot(page, 'booking-places-phone-2-filled');
      expect(await accessibilityProblems(page)).toEqual([]);
      await next(page);

      await expectStepFocus(page, 'How long do you want to store?');
      await next(page);
      await expectStepFocus(page, 'Your Details');
      await fillDetails(page, aCustomer());
      await next(page);
      await expectStepFocus(page, 'Booking Summary');
      await button(page, 'Checkout').click();
      await expectStepFocus(page, 'Checkout');
      await pay(page, '4242 4242 4242 4242');
      const reference = await bookingReference(page);

      const admin = await adminSession(app);
      const booking = (await admin.get(`/api/admin/bookings/${reference}`)).body as AdminBookingDetail;
      expect(booking.legs[0]).toMatchObject({
        direction: 'collection',
        kind: 'address',
        address: { line1: '12 Royal York Crescent', town: 'Bristol', postcode: 'BS8 4JZ', lat: ROYAL_YORK_CRESCENT.lat, lng: ROYAL_YORK_CRESCENT.lng },
        window: { start: '08:00', end: '10:00' },
      });
      expect(pageProblems(page)).toEqual([]);
    } finally {
      await page.close();
    }
  }, 180_000);
});
