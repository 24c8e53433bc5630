// The legs in the manage page's "Change booking" form (issue 18, section 5) in Chromium on a phone: a point collection
// changed to a collection from an address, the fee and difference quoted and paid with the test card; a postcode
// outside the area answered in place, and the server's refusal of a postcode shown next to that field.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { addressLegLine, formatPounds, formatReadableDate, type GetDataResponse, LEG_TEXTS, LIFECYCLE_TEXTS, type ManageBookingView, parseDayMonthYear } from '@luggage/contracts';
import type { Browser, Locator } from 'playwright-core';
import { ADMIN, adminSession } from '../support/admin.js';
import { launchBrowser, newPage, pageProblems, PHONE, screenshot, type TrackedPage } from '../support/browser.js';
import { startListeningApp, type ListeningApp } from '../support/listening-app.js';
import { bookAsVisitor } from '../support/visitor-booking.js';
import { accessibilityProblems, button, getData, heading, pay, visible } from './booking-steps.js';

let app: ListeningApp;
let browser: Browser;
let catalog: GetDataResponse;

beforeAll(async () => {
  app = await startListeningApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ADMIN_NAME: ADMIN.name });
  browser = await launchBrowser();
  catalog = await getData(app.url);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

async function withPhone(run: (page: TrackedPage) => Promise<void>): Promise<void> {
  const page = await newPage(browser, { baseURL: app.url, viewport: PHONE });
  try {
    await run(page);
    expect(pageProblems(page)).toEqual([]);
  } finally {
    await page.close();
  }
}

async function manageView(token: string): Promise<ManageBookingView> {
  const res = await fetch(`${app.url}/api/manage/${token}`);
  return (await res.json()) as ManageBookingView;
}

async function openChangeForm(page: TrackedPage, token: string): Promise<void> {
  await page.goto(`/manage/${token}`);
  await button(page, LIFECYCLE_TEXTS.changeBooking).click();
  await visible(heading(page, 'Change your booking'));
}

const group = (page: TrackedPage, name: string): Locator => page.getByRole('group', { name, exact: true });

async function fillAddress(form: Locator, address: { line1: string; town: string; postcode: string }): Promise<void> {
  await form.getByLabel('Address line 1').fill(address.line1);
  await form.getByLabel('Town').fill(address.town);
  await form.getByLabel('Postcode').fill(address.postcode);
}

const zoneOf = (district: string) => {
  const zone = catalog.delivery.zones.find((z) => z.districts.includes(district));
  if (!zone) throw new Error(`The demo catalog serves no ${district}`);
  return zone;
};

describe('changing the legs from the manage page on a phone', () => {
  it('changes "Meet us at a point" to a collection from an address, pays the fee and sees the new leg', async () => {
    const booked = await bookAsVisitor(app.url);
    const day = formatReadableDate(parseDayMonthYear(booked.request.collectionDate)!);
    const fee = formatPounds(zoneOf('BS8').feePence);
    await withPhone(async (page) => {
      await openChangeForm(page, booked.manageToken);
      // Opened on what is booked: a point both ways.
      expect(await group(page, LEG_TEXTS.handoverQuestion).getByLabel(LEG_TEXTS.handoverPoint).isChecked()).toBe(true);
      expect(await group(page, LEG_TEXTS.giveBackQuestion).getByLabel(LEG_TEXTS.giveBackSamePoint).isChecked()).toBe(true);
      await group(page, LEG_TEXTS.handoverQuestion).getByLabel(LEG_TEXTS.handoverAddress).check();
      await fillAddress(group(page, 'Where do we collect your bags?'), { line1: '12 Royal York Crescent', town: 'Bristol', postcode: 'bs8 4jz' });
      await visible(page.getByText('We store your bags at Bristol Bus Station.'));
      const windows = group(page, `Collection time on ${day}`);
      await visible(windows.getByText('6 left').first());
      await windows.getByRole('radio', { name: /^08:00–10:00/ }).check();
      expect(await page.getByLabel('Collection point').count()).toBe(0);

      await button(page, 'See the new price').click();
      const quote = page.getByRole('region', { name: 'The booking after this change' });
      const collectionLine = addressLegLine('collection', { line1: '12 Royal York Crescent', postcode: 'BS8 4JZ' }, day, { start: '08:00', end: '10:00' });
      await visible(quote.getByText(collectionLine));
      await visible(quote.getByText(`You pay ${fee} more`));
      await visible(quote.getByRole('term').filter({ hasText: 'Collection from your address' }));
      await visible(quote.getByRole('definition').filter({ hasText: fee }).first());
      await screenshot(page, 'manage-legs-phone-quote');
      expect(await accessibilityProblems(page)).toEqual([]);
      // Nothing is committed until the difference is paid.
      expect((await manageView(booked.manageToken)).legs[0].kind).toBe('point');

      await button(page, 'Confirm change').click();
      await visible(heading(page, `Pay ${fee} to change your booking`));
      await pay(page, '4242 4242 4242 4242');
      await visible(page.getByRole('status').filter({ hasText: `Your booking is changed. You paid ${fee} more.` }));
      const legs = page.getByRole('region', { name: 'Collection and delivery' });
      await visible(legs.getByText(collectionLine));
      await visible(legs.getByText('Booked'));
      const view = await manageView(booked.manageToken);
      expect(view.legs.map((leg) => leg.kind)).toEqual(['address', 'point']);
      expect(view.fees).toEqual([{ kind: 'collection', pence: zoneOf('BS8').feePence }]);
      await screenshot(page, 'manage-legs-phone-changed');
    });
  }, 180_000);

  it('answers a postcode outside the area in place, and shows the server’s refusal next to the postcode', async () => {
    const booked = await bookAsVisitor(app.url);
    const admin = await adminSession(app);
    const zone = zoneOf('BS8');
    await withPhone(async (page) => {
      await openChangeForm(page, booked.manageToken);
      await group(page, LEG_TEXTS.giveBackQuestion).getByLabel(LEG_TEXTS.giveBackAddress).check();
      const delivery = group(page, 'Where do we deliver your bags?');
      await fillAddress(delivery, { line1: '1 High Street', town: 'Portishead', postcode: 'BS20 1AA' });
      await visible(delivery.getByText("We don't collect or deliver in BS20 yet. We cover BA1, BA2, BS1–BS9 and BS13–BS16."));
      expect(await delivery.getByLabel('Postcode').getAttribute('aria-invalid')).toBe('true');
      expect(await page.getByText(/^Delivery time/).count()).toBe(0);

      // The operator stops serving BS8 while the form is open: the page's catalog still offers it, the server refuses it.
      await delivery.getByLabel('Postcode').fill('BS8 4JZ');
      const served = zone.districts.filter((district) => district !== 'BS8').join(', ');
      expect((await admin.put(`/api/admin/delivery-zones/${zone.id}`, { districts: served })).status).toBe(200);
      try {
        await page.getByRole('radio', { name: /^18:00–20:00/ }).check();
        await button(page, 'See the new price').click();
        await visible(delivery.getByText(/^We don't collect or deliver in BS8 yet\./));
        expect(await delivery.getByLabel('Postcode').getAttribute('aria-invalid')).toBe('true');
        await visible(button(page, 'See the new price'));
        expect(await button(page, 'Confirm change').count()).toBe(0);
        expect(await accessibilityProblems(page)).toEqual([]);
      } finally {
        await admin.put(`/api/admin/delivery-zones/${zone.id}`, { districts: zone.districts.join(', ') });
      }
      expect((await manageView(booked.manageToken)).legs.map((leg) => leg.kind)).toEqual(['point', 'point']);
    });
  }, 180_000);
});
