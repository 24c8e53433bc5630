// One presentation of a booking (issue 38, items 1-3 and 13) in Chromium: a booking collected from an address and
// returned at another point reads the same on the manage page, its printed receipt and the admin's booking page
// (the collection's address and window, the return's point and time, every fee line); in the wizard each leg choice
// shows its fee, the running total and the nights step say the summary's total, "At the same point" names the point,
// the thank-you page repeats the legs and the price, and the free-change deadline promised before paying is the one
// the server keeps.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Locator } from 'playwright-core';
import {
  addDays,
  formatPounds,
  type CalendarDate,
  formatterFor,
  type GetDataResponse,
  handoverTimeOn,
  LEG_TEXTS,
  londonInstant,
  type ManageBookingView,
  parseDayMonthYear,
  pointScheduleOf,
  poundsToPence,
  quote,
} from '@luggage/contracts';
import type { RunningApp } from '../support/app-process.js';
import { startAppWithAdmin } from '../support/app-with-admin.js';
import { DESKTOP, launchBrowser, onCleanPage, PHONE, screenshot, type TrackedPage } from '../support/browser.js';
import { bookAsVisitor, pointId } from '../support/visitor-booking.js';
import {
  accessibilityProblems,
  aCustomer,
  bookingReference,
  button,
  chooseItems,
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

const ADMIN = { email: 'olivia.admin@example.com', password: 'admin password 123', name: 'Olivia Stone' };
const CLIFTON = { line1: '12 Royal York Crescent', town: 'Bristol', postcode: 'BS8 4JZ', note: 'Hotel reception, ask for the concierge' };

let app: RunningApp;
let browser: Browser;
let catalog: GetDataResponse;

beforeAll(async () => {
  ({ app } = await startAppWithAdmin(ADMIN));
  browser = await launchBrowser();
  catalog = await getData(app.url);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

function withPage(viewport: { width: number; height: number }, run: (page: TrackedPage) => Promise<void>): Promise<void> {
  return onCleanPage(browser, { baseURL: app.url, viewport }, run);
}

/** A region's words on one line, however the page lays them out. */
const wordsOf = async (locator: Locator): Promise<string> => (await locator.innerText()).replace(/\s+/g, ' ').trim();
const money = (pence: number) => formatPounds(pence);
const cityId = (name: string) => catalog.collection_cities.find((city) => city.city === name)!.id;
const bristolWindow = (start: string) => catalog.delivery.windows.find((w) => w.cityId === cityId('Bristol') && w.start === start)!;
const returnFee = (from: string, to: string) => catalog.delivery.returnFees.find((fee) => fee.fromCityId === cityId(from) && fee.toCityId === cityId(to))!.feePence;
const zoneFee = (district: string) => catalog.delivery.zones.find((zone) => zone.districts.includes(district))!.feePence;
const bathSpa = () => catalog.collection_cities.flatMap((city) => city.get_locations).find((point) => point.Location === 'Bath Spa Station')!;
/** Bath Spa Station's handover time on a day (10:30 in the demo). */
const bathTime = (date: CalendarDate) => handoverTimeOn(pointScheduleOf(bathSpa()), date);

async function manageView(token: string): Promise<ManageBookingView> {
  return (await (await fetch(`${app.url}/api/manage/${token}`)).json()) as ManageBookingView;
}

describe('a booking collected from an address and returned at another point', () => {
  it('reads the same on the manage page, the receipt and the admin’s booking page: the legs and every fee line', async () => {
    const window = bristolWindow('10:00');
    const fees = { collection: zoneFee('BS8'), elsewhere: returnFee('Bristol', 'Bath') };
    // The default basket: a Small and a Medium suitcase for 2 nights, £45.00 less £8.55.
    const totalPence = 3645 + fees.collection + fees.elsewhere;
    const booked = await bookAsVisitor(app.url, {
      handover: { kind: 'address', address: CLIFTON, windowId: window.id },
      giveBack: { kind: 'other_point', locationId: await pointId(app.url, 'Bath Spa Station') },
      totalCost: totalPence / 100,
    });
    const day = parseDayMonthYear(booked.request.collectionDate)!;
    const collection = `Collection ${shown(day)}, ${window.start}–${window.end} From your address: 12 Royal York Crescent, Bristol, BS8 4JZ Note for the driver: ${CLIFTON.note}`;
    const giveBack = `Return ${shown(addDays(day, 2))} at ${bathTime(addDays(day, 2))} (2 nights) Bath Spa Station ${bathSpa().address}`;
    const price = `Storage, full price £45.00 Discount - £8.55 Collection from your address ${money(fees.collection)} Return at another point ${money(fees.elsewhere)} Total ${money(totalPence)}`;

    await withPage(PHONE, async (page) => {
      await page.goto(`/manage/${booked.manageToken}`);
      const when = page.getByRole('region', { name: 'When and where' });
      await visible(when);
      const whenWords = await wordsOf(when);
      expect(whenWords).toContain(collection);
      expect(whenWords).toContain(giveBack);
      // Neither the storage point nor its 09:00: the customer meets neither.
      expect(whenWords).not.toContain('Bristol Bus Station');
      expect(whenWords).not.toContain('09:00');
      expect(await when.getByRole('link', { name: 'Open Bath Spa Station in maps' }).getAttribute('href')).toContain('https://www.google.com/maps/search/');
      expect(await wordsOf(page.getByRole('region', { name: 'Items and price' }))).toContain(price);
      await screenshot(page, 'booking-presentation-manage-phone');
      expect(await accessibilityProblems(page)).toEqual([]);

      await button(page, 'Print receipt').click();
      await page.emulateMedia({ media: 'print' });
      const receipt = page.getByRole('region', { name: 'Receipt' });
      await visible(receipt);
      const printed = await wordsOf(receipt);
      expect(printed).toContain(collection);
      expect(printed).toContain(`Return ${shown(addDays(day, 2))} at ${bathTime(addDays(day, 2))} (2 nights) Bath Spa Station`);
      expect(printed).toContain(price);
      await screenshot(page, 'booking-presentation-receipt');
      await page.emulateMedia({ media: 'screen' });
    });

    await withPage(DESKTOP, async (page) => {
      await page.goto('/login');
      await page.getByLabel('Email').fill(ADMIN.email);
      await page.getByLabel('Password').fill(ADMIN.password);
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL('**/admin-dashboard');
      await page.goto(`/admin-dashboard/bookings/${booked.bookingReference}`);
      await visible(page.getByRole('heading', { level: 1, name: booked.bookingReference }));
      const dates = await wordsOf(page.getByRole('region', { name: 'Customer and dates' }));
      expect(dates).toContain(collection);
      expect(dates).toContain(giveBack);
      expect(await wordsOf(page.getByRole('region', { name: '2 bags' }))).toContain(price);
      await screenshot(page, 'booking-presentation-admin');
    });
  }, 180_000);
});

describe('the wizard’s legs and their fees', () => {
  it('shows each leg’s fee where it is chosen, the same total on the nights step as in the summary, and the server’s deadline', async () => {
    const customer = aCustomer();
    const day = collectionDay();
    const window = bristolWindow('10:00');
    const item = catalog.storage_items.find((i) => i.storage_item === 'Small Suitcase')!;
    const storagePence = quote([{ pricePence: poundsToPence(item.price), amount: 1 }], 1, []).totalPence;
    const fees = { collection: zoneFee('BS8'), elsewhere: returnFee('Bristol', 'Bath') };
    const totalPence = storagePence + fees.collection + fees.elsewhere;
    const leastZoneFee = Math.min(...catalog.delivery.zones.map((zone) => zone.feePence));
    const leastFromBristol = Math.min(...catalog.delivery.returnFees.filter((fee) => fee.fromCityId === cityId('Bristol')).map((fee) => fee.feePence));
    await withPage(PHONE, async (page) => {
      await openWizard(page);
      await chooseItems(page, { 'Small Suitcase': 1 });
      await next(page);

      await expectStepFocus(page, 'Collection Date and Location?');
      await typeDate(page, day);
      const handover = page.getByRole('group', { name: LEG_TEXTS.handoverQuestion, exact: true });
      // Before the postcode, the least a collection costs; once it is typed, its zone's fee.
      await visible(handover.getByText(`${LEG_TEXTS.handoverAddress} · from ${money(leastZoneFee)}`, { exact: true }));
      await handover.getByLabel(LEG_TEXTS.handoverAddress).check();
      const address = page.getByRole('group', { name: 'Where do we collect your bags?', exact: true });
      await address.getByLabel('Address line 1').fill(CLIFTON.line1);
      await address.getByLabel('Town').fill(CLIFTON.town);
      await address.getByLabel('Postcode').fill(CLIFTON.postcode);
      await visible(handover.getByText(`${LEG_TEXTS.handoverAddress} · ${money(fees.collection)}`, { exact: true }));
      await page.getByRole('group', { name: `Collection time on ${shown(day)}`, exact: true }).getByRole('radio', { name: new RegExp(`^${window.start}–${window.end}`) }).check();

      // "At the same point" names the zone's storage point, where the bags would come back.
      const giveBack = page.getByRole('group', { name: LEG_TEXTS.giveBackQuestion, exact: true });
      await visible(giveBack.getByText('At the same point: Bristol Bus Station', { exact: true }));
      expect(await giveBack.getByLabel('At the same point: Bristol Bus Station').isChecked()).toBe(true);
      await visible(giveBack.getByText(`${LEG_TEXTS.giveBackOtherPoint} · from ${money(leastFromBristol)}`, { exact: true }));
      await visible(giveBack.getByText(`${LEG_TEXTS.giveBackAddress} · from ${money(leastZoneFee)}`, { exact: true }));
      await giveBack.getByLabel(LEG_TEXTS.giveBackOtherPoint).check();
      const region = page.getByRole('region', { name: LEG_TEXTS.giveBackQuestion });
      await region.getByLabel('City / Town').selectOption({ label: 'Bath' });
      await region.getByRole('button', { name: 'Select Bath Spa Station', exact: true }).click();
      await visible(giveBack.getByText(`${LEG_TEXTS.giveBackOtherPoint} · ${money(fees.elsewhere)}`, { exact: true }));
      await visible(page.getByText(`Total so far: ${money(totalPence)}`));
      await screenshot(page, 'booking-presentation-wizard-legs');
      expect(await accessibilityProblems(page)).toEqual([]);
      await next(page);

      await expectStepFocus(page, 'How long do you want to store?');
      const nightsCost = page.locator('.facts__cost');
      await visible(nightsCost.getByText(`Your Cost: ${money(totalPence)}`));
      await visible(nightsCost.getByText(`Collection from your address: ${money(fees.collection)}`));
      await visible(nightsCost.getByText(`Return at another point: ${money(fees.elsewhere)}`));
      await next(page);

      await fillDetails(page, customer);
      await next(page);
      await expectStepFocus(page, 'Booking Summary');
      await visible(button(page, 'Checkout'));
      await visible(page.getByText(`Your Cost: ${money(totalPence)}`));
      const promise = await page.getByText(/^For this booking, free cancellation and changes end on /).innerText();
      await button(page, 'Checkout').click();

      await expectStepFocus(page, 'Checkout');
      await pay(page, '4242 4242 4242 4242');
      await bookingReference(page);
      await visible(heading(page, `Thank You ${customer.fullName} for your booking`));
      const thanks = await wordsOf(page.getByRole('main'));
      expect(thanks).toContain(`Collection ${shown(day)}, ${window.start}–${window.end} From your address: 12 Royal York Crescent, Bristol, BS8 4JZ`);
      expect(thanks).toContain(`Return ${shown(addDays(day, 1))} at ${bathTime(addDays(day, 1))} (1 night) Bath Spa Station`);
      expect(thanks).toContain(
        `Storage, full price ${money(storagePence)} Collection from your address ${money(fees.collection)} Return at another point ${money(fees.elsewhere)} Total ${money(totalPence)}`,
      );
      await screenshot(page, 'booking-presentation-thank-you');

      // The deadline promised before paying is the server's: counted from the window's 10:00, not the point's 09:00.
      await page.getByRole('link', { name: 'Manage your booking' }).click();
      await page.waitForURL('**/manage/**');
      const view = await manageView(new URL(page.url()).pathname.split('/').pop()!);
      const policy = (await (await fetch(`${app.url}/api/cancellation-policy`)).json()) as { freeCancellationHours: number };
      const until = new Date(londonInstant(day, window.start).getTime() - policy.freeCancellationHours * 3_600_000);
      expect(view.freeCancellationUntil).toBe(until.toISOString());
      const deadline = formatterFor('en-GB').dateTime(until);
      expect(promise).toBe(`For this booking, free cancellation and changes end on ${deadline}.`);
      await visible(page.getByText(`For this booking, free cancellation and changes end on ${deadline}.`));
    });
  }, 180_000);
});
