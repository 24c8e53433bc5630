// Bag tags on a phone (issue 42): staff find a booking of two bags, type one tag per bag and mark it collected; the
// customer's manage page says when and where the bags were tagged, with both tags; at the hand-back a tag that is not
// the booking's is refused where it was typed, and both tags return the booking. The camera: Chromium's fake camera
// plays a video of a tag's QR code (the headless browser has no real camera), and "Scan a tag" reads it onto the list.
// The driver collecting at an address tags the bags on their stop's card; the driver delivering to an address reads the
// tags at the door (one missing is reported at once), and the manage page and the admin's booking page show each bag's
// chain of custody (the customer's without names). The hand-over's photos show on the pass as thumbnails that load.
// A printed barcode (Code 128) is read only where the browser's BarcodeDetector reads it, which headless Chromium on
// Linux does not: that path is not tested here.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Locator } from 'playwright-core';
import sharp from 'sharp';
import { type AdminDashboardData, type BookingPassView, formatIso, todayInLondon } from '@luggage/contracts';
import { qrPng } from '../../backend/src/modules/operations/qr-png.js';
import { ADMIN, adminSession } from '../support/admin.js';
import { demoCatalog, sql } from '../support/booking-builders.js';
import { launchBrowser, newPage, pageProblems, PHONE, screenshot, type TrackedPage } from '../support/browser.js';
import { addressLegToday, startRun } from '../support/driver-runs.js';
import { fakeCameraArgs, writeY4m } from '../support/fake-camera.js';
import { bookAndPay } from '../support/lifecycle.js';
import { startListeningApp, type ListeningApp } from '../support/listening-app.js';
import { scratchDir } from '../support/scratch-dir.mjs';
import { startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.js';
import { driverMember, STAFF_PASSWORD, staffMember, type StaffMember } from '../support/staff.js';
import { accessibilityProblems, button, visible } from './booking-steps.js';

let smtp: SmtpCatcher;
let app: ListeningApp;
let browser: Browser;
let staff: StaffMember;
let point: number;
let videos: string;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  app = await startListeningApp({ SMTP_URL: smtp.url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ADMIN_NAME: ADMIN.name });
  browser = await launchBrowser();
  point = (await demoCatalog(app)).bristolBusStation;
  staff = await staffMember(app, smtp, await adminSession(app), [point], 'Sam Porter');
  videos = mkdtempSync(join(scratchDir(), 'luggage-tag-camera-'));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await smtp?.close();
  if (videos) rmSync(videos, { recursive: true, force: true });
});

/** A paid booking of a Small and a Medium suitcase at Bristol Bus Station, moved to today, with its PIN and manage link. */
async function bookingToday(fullName: string): Promise<{ reference: string; pin: string; manageToken: string }> {
  const booked = await bookAndPay(app, point, { fullName });
  const today = formatIso(todayInLondon());
  await sql(app, 'update booking set collection_date = ?, return_date = ?::date + nights where reference = ?', [today, today, booked.reference]);
  const pass = (await app.request().get(`/api/manage/${booked.manageToken}/pass`).expect(200)).body as BookingPassView;
  return { reference: booked.reference, pin: pass.pin, manageToken: booked.manageToken };
}

/** Waits for an image to load (lazily: scrolled to first) and answers its natural width. */
async function loadedWidth(image: Locator): Promise<number> {
  await image.scrollIntoViewIfNeeded();
  await image.evaluate((img: HTMLImageElement) => (img.complete && img.naturalWidth > 0) || new Promise((resolve) => img.addEventListener('load', resolve, { once: true })));
  return image.evaluate((img: HTMLImageElement) => img.naturalWidth);
}

const statusOf = async (reference: string) => (await sql<{ status: string }>(app, 'select status from booking where reference = ?', [reference]))[0].status;

async function signInAndFind(page: TrackedPage, booking: { reference: string; pin: string }): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await button(page, 'Log in').click();
  await page.waitForURL('**/staff');
  await find(page, booking);
}

async function find(page: TrackedPage, booking: { reference: string; pin: string }): Promise<void> {
  await page.getByLabel('Booking reference', { exact: true }).fill(booking.reference);
  await page.getByLabel('PIN', { exact: true }).fill(booking.pin);
  await button(page, 'Find booking').click();
}

async function typeTag(page: TrackedPage, tag: string): Promise<void> {
  await page.getByLabel('Tag number', { exact: true }).fill(tag);
  await button(page, 'Add tag').click();
}

describe('bag tags on the staff phone', () => {
  it('tags two bags by typing, shows them on the manage page, refuses a foreign tag at the hand-back and returns with both', async () => {
    const booking = await bookingToday('Tia Tagged');
    const page = await newPage(browser, { baseURL: app.url, viewport: PHONE });
    try {
      await signInAndFind(page, booking);
      await visible(page.getByRole('heading', { level: 2, name: 'Tia Tagged' }));
      await typeTag(page, 't-0412');
      await visible(page.getByText('1 of 2 bags tagged'));
      // One tag for two bags: the step asks why before it goes.
      await visible(page.getByLabel('Why the number of bags differs'));
      await typeTag(page, 'T-0413');
      await visible(page.getByText('2 of 2 bags tagged'));
      expect(await page.getByLabel('Why the number of bags differs').count()).toBe(0);
      await visible(button(page, 'Remove T-0412'));
      expect(await accessibilityProblems(page)).toEqual([]);
      await screenshot(page, 'staff-tags-hand-over');
      await button(page, 'Mark collected').click();
      await visible(page.getByText('Status: Collected'));
      await visible(page.getByText('T-0412, T-0413'));
      expect(await statusOf(booking.reference)).toBe('collected');
      const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#336699' } }).jpeg().toBuffer();
      const taken = await staff.session.upload(`/api/check-in/${booking.reference}/photos`, {}, [{ field: 'photo', bytes: photo, name: 'bags.jpg', type: 'image/jpeg' }]);
      expect(taken.status).toBe(201);

      const manage = await newPage(browser, { baseURL: app.url, viewport: PHONE });
      try {
        await manage.goto(`/manage/${booking.manageToken}`);
        await visible(manage.getByText(/2 bags tagged .* at Bristol Bus Station: T-0412, T-0413/));
        const thumbnail = manage.locator('.pass-panel').getByRole('img', { name: 'Photo 1 of your bags, taken at the handover' });
        expect(await loadedWidth(thumbnail)).toBeGreaterThan(0);
        const custody = manage.getByRole('region', { name: 'Where your bags have been' });
        await visible(custody.getByRole('heading', { name: 'Bag T-0413' }));
        await visible(custody.getByText(/^Tagged .* at Bristol Bus Station$/).first());
        expect(await custody.getByText(/Sam/).count()).toBe(0);
        expect(await accessibilityProblems(manage)).toEqual([]);
        await screenshot(manage, 'manage-tags');
        expect(pageProblems(manage)).toEqual([]);
      } finally {
        await manage.close();
      }

      await button(page, 'Next customer').click();
      await find(page, booking);
      await visible(page.getByText('Status: Collected'));
      await typeTag(page, 'T-9999');
      await visible(page.getByText('T-9999 is not a tag of this booking.'));
      await expect(page.getByLabel('Tag number', { exact: true }).getAttribute('aria-invalid')).resolves.toBe('true');
      await typeTag(page, 'T-0413');
      await visible(page.getByText('Not seen yet: T-0412.'));
      await visible(button(page, 'Report missing bags'));
      await typeTag(page, 'T-0412');
      await visible(page.getByText('All 2 tags seen.'));
      expect(await accessibilityProblems(page)).toEqual([]);
      await screenshot(page, 'staff-tags-hand-back');
      await button(page, 'Mark returned').click();
      await visible(page.getByText('Status: Returned'));
      expect(await statusOf(booking.reference)).toBe('returned');
      expect(pageProblems(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('shows a missing tag to admins at once: on the dashboard and on the booking’s page', async () => {
    const booking = await bookingToday('Mia Missing');
    await staff.session.post(`/api/check-in/${booking.reference}/tags`, { tags: ['T-0601', 'T-0602'] }).then((r) => expect(r.status).toBe(200));
    await staff.session.post(`/api/check-in/${booking.reference}/return`, { tags: ['T-0601'] }).then((r) => expect(r.body.missingTags).toEqual(['T-0602']));
    const page = await newPage(browser, { baseURL: app.url });
    try {
      await page.goto('/login');
      await page.getByLabel('Email').fill(ADMIN.email);
      await page.getByLabel('Password').fill(ADMIN.password);
      await button(page, 'Log in').click();
      await page.waitForURL('**/admin-dashboard');
      const incidents = page.getByRole('region', { name: 'Open incidents' });
      await visible(incidents.getByText('Tags not seen at the hand-back: T-0602'));
      expect(await accessibilityProblems(page)).toEqual([]);
      await incidents.getByRole('link', { name: booking.reference }).click();
      const custody = page.getByRole('region', { name: 'Bag tags and incidents' });
      await visible(custody.getByText('Tags not seen at the hand-back: T-0602'));
      await visible(custody.getByText(/2 tagged .* at Bristol Bus Station: T-0601, T-0602/));
      await visible(page.getByText('Bags missing at the hand-back: Not seen: T-0602. Seen: T-0601'));
      expect(await accessibilityProblems(page)).toEqual([]);
      await screenshot(page, 'admin-booking-incident');
      expect(pageProblems(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('lets the driver collecting at an address tag the bags on their stop', async () => {
    const admin = await adminSession(app);
    const cities = ((await admin.get('/api/get-admin-dashboard-data').expect(200)).body as AdminDashboardData).collection_cities;
    const driver = await driverMember(app, smtp, admin, [cities.find((city) => city.city === 'Bristol')!.id], 'Dee Driver');
    const collect = await addressLegToday(app, point, { direction: 'collection', postcode: 'BS8 4JZ', line1: '12 Royal York Crescent' });
    expect((await startRun(app, driver.session, collect.legId)).status).toBe(200);
    const page = await newPage(browser, { baseURL: app.url, viewport: PHONE });
    try {
      await page.goto('/login');
      await page.getByLabel('Email').fill(driver.email);
      await page.getByLabel('Password').fill(STAFF_PASSWORD);
      await button(page, 'Log in').click();
      await page.waitForURL((url) => url.pathname === '/driver');
      const stop = page.getByRole('article', { name: 'Collect: 12 Royal York Crescent, BS8 4JZ' });
      for (const tag of ['T-0701', 'T-0702']) {
        await stop.getByLabel('Tag number', { exact: true }).fill(tag);
        await stop.getByRole('button', { name: 'Add tag' }).click();
      }
      await visible(stop.getByText('2 of 2 bags tagged'));
      expect(await accessibilityProblems(page)).toEqual([]);
      await stop.getByRole('button', { name: 'Record the tags' }).click();
      await visible(stop.getByText('Bags tagged: T-0701, T-0702'));
      expect(await sql(app, 'select tag from bag_tag where booking_id = ? and released_at is null order by id', [collect.bookingId])).toEqual([{ tag: 'T-0701' }, { tag: 'T-0702' }]);
      expect(pageProblems(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('lets the driver hand tagged bags back at the door: a missing tag reported at once, then delivered; the chain of custody shown', async () => {
    const admin = await adminSession(app);
    const cities = ((await admin.get('/api/get-admin-dashboard-data').expect(200)).body as AdminDashboardData).collection_cities;
    const driver = await driverMember(app, smtp, admin, [cities.find((city) => city.city === 'Bristol')!.id], 'Rae Rider');
    const delivery = await addressLegToday(app, point, { direction: 'return', postcode: 'BS8 4JZ', line1: '3 Clifton Hill', windowStart: '16:00' });
    await staff.session.post(`/api/check-in/${delivery.reference}/tags`, { tags: ['T-0801', 'T-0802'] }).then((r) => expect(r.status).toBe(200));
    expect((await startRun(app, driver.session, delivery.legId)).status).toBe(200);
    const pin = ((await app.request().get(`/api/manage/${delivery.manageToken}/pass`).expect(200)).body as BookingPassView).pin;
    const page = await newPage(browser, { baseURL: app.url, viewport: PHONE });
    try {
      await page.goto('/login');
      await page.getByLabel('Email').fill(driver.email);
      await page.getByLabel('Password').fill(STAFF_PASSWORD);
      await button(page, 'Log in').click();
      await page.waitForURL((url) => url.pathname === '/driver');
      const stop = page.getByRole('article', { name: 'Deliver: 3 Clifton Hill, BS8 4JZ' });
      await visible(stop.getByText('Scan or type the 2 tags on the bags you hand over, then press Delivered.'));
      await stop.getByLabel('PIN on the pass').fill(pin);
      await stop.getByLabel('Tag number', { exact: true }).fill('T-0802');
      await stop.getByRole('button', { name: 'Add tag' }).click();
      await visible(stop.getByText('Not seen yet: T-0801.'));
      expect(await accessibilityProblems(page)).toEqual([]);
      await stop.getByRole('button', { name: 'Report missing bags' }).click();
      await visible(stop.getByText(/^Not seen: T-0801\. Reported missing/));
      expect(await statusOf(delivery.reference)).toBe('collected');
      await stop.getByLabel('Tag number', { exact: true }).fill('t-0801');
      await stop.getByRole('button', { name: 'Add tag' }).click();
      await visible(stop.getByText('All 2 tags seen.'));
      await screenshot(page, 'driver-hand-back-tags');
      await stop.getByRole('button', { name: 'Delivered', exact: true }).click();
      await visible(stop.getByRole('button', { name: 'Undo' }));
      expect(await statusOf(delivery.reference)).toBe('returned');
      expect(pageProblems(page)).toEqual([]);
    } finally {
      await page.close();
    }

    const manage = await newPage(browser, { baseURL: app.url, viewport: PHONE });
    try {
      await manage.goto(`/manage/${delivery.manageToken}`);
      const custody = manage.getByRole('region', { name: 'Where your bags have been' });
      const missing = custody.getByRole('listitem').filter({ hasText: 'Not seen at the hand-back' });
      await visible(missing);
      expect(await custody.getByText(/^On the van /).count()).toBe(2);
      expect(await custody.getByText(/^Delivered /).count()).toBe(2);
      expect(await custody.getByText(/Rae|Sam/).count()).toBe(0);
      expect(await accessibilityProblems(manage)).toEqual([]);
      await screenshot(manage, 'manage-custody');
      expect(pageProblems(manage)).toEqual([]);
    } finally {
      await manage.close();
    }

    const desk = await newPage(browser, { baseURL: app.url });
    try {
      await desk.goto('/login');
      await desk.getByLabel('Email').fill(ADMIN.email);
      await desk.getByLabel('Password').fill(ADMIN.password);
      await button(desk, 'Log in').click();
      await desk.waitForURL('**/admin-dashboard');
      await desk.goto(`/admin-dashboard/bookings/${delivery.reference}`);
      const trail = desk.getByRole('list', { name: 'Chain of custody' });
      await visible(trail.getByText(/Tagged at Bristol Bus Station by Sam Porter/).first());
      await visible(trail.getByText(/On the van by Rae Rider, run 16:00–/).first());
      await visible(trail.getByText(/Missing: not seen at the hand-back by /));
      expect(await trail.getByText(/Delivered by Rae Rider/).count()).toBe(2);
      expect(await accessibilityProblems(desk)).toEqual([]);
      expect(pageProblems(desk)).toEqual([]);
    } finally {
      await desk.close();
    }
  }, 180_000);

  it("reads a tag's QR code held up to the camera onto the list", async () => {
    const booking = await bookingToday('Cam Scanned');
    const video = join(videos, 'tag.y4m');
    writeY4m(qrPng('t-0501'), video);
    const page = await newPage(browser, { baseURL: app.url, viewport: PHONE, args: fakeCameraArgs(video) });
    try {
      await signInAndFind(page, booking);
      await button(page, 'Scan a tag').click();
      await visible(page.getByRole('list', { name: 'Tags read' }).getByText('T-0501'));
      expect(await page.locator('video').count()).toBe(0);
      await visible(page.getByText('1 of 2 bags tagged'));
      expect(pageProblems(page)).toEqual([]);
    } finally {
      await page.close();
    }
  }, 180_000);
});
