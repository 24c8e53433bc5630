// The camera scan on /driver (issue 18, section 3): Chromium's fake camera plays a video of the booking's pass (its QR
// code as the manage page serves it), the driver taps "Scan the pass", the page reads the code from the camera and the
// collection goes through with the scanned pass standing for the PIN. A browser of its own, launched with the fake
// camera flags, for this one test.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { scratchDir } from '../support/scratch-dir.mjs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { type AdminDashboardData, type BookingPassView, DRIVER_TEXTS } from '@luggage/contracts';
import { ADMIN, adminSession } from '../support/admin.js';
import { demoCatalog, sql } from '../support/booking-builders.js';
import { launchBrowser, newPage, pageProblems, PHONE } from '../support/browser.js';
import { addressLegToday, setRunClock } from '../support/driver-runs.js';
import { fakeCameraArgs, writeY4m } from '../support/fake-camera.js';
import { startListeningApp, type ListeningApp } from '../support/listening-app.js';
import { startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.js';
import { driverMember, STAFF_PASSWORD, type StaffMember } from '../support/staff.js';
import { button, visible } from './booking-steps.js';

let smtp: SmtpCatcher;
let app: ListeningApp;
let browser: Browser;
let driver: StaffMember;
let point: number;
let videos: string;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  app = await startListeningApp({ SMTP_URL: smtp.url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ADMIN_NAME: ADMIN.name });
  browser = await launchBrowser();
  point = (await demoCatalog(app)).bristolBusStation;
  const admin = await adminSession(app);
  const cities = ((await admin.get('/api/get-admin-dashboard-data').expect(200)).body as AdminDashboardData).collection_cities;
  driver = await driverMember(app, smtp, admin, [cities.find((city) => city.city === 'Bristol')!.id], 'Dee Driver');
  videos = mkdtempSync(join(scratchDir(), 'luggage-camera-'));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await smtp?.close();
  if (videos) rmSync(videos, { recursive: true, force: true });
});

describe("the driver's camera", () => {
  it('reads the pass held up to the camera and collects the bags with it, no PIN typed', async () => {
    // A retry (after a Chromium crash) starts from a day without the stop of the try before.
    await sql(app, 'delete from booking_leg');
    const collect = await addressLegToday(app, point, { direction: 'collection', postcode: 'BS8 4JZ', line1: '12 Royal York Crescent' });
    setRunClock(app, '08:00');
    const pass = (await app.request().get(`/api/manage/${collect.manageToken}/pass`).expect(200)).body as BookingPassView;
    const video = join(videos, 'pass.y4m');
    writeY4m(pass.qrCode, video);

    const page = await newPage(browser, { baseURL: app.url, viewport: PHONE, args: fakeCameraArgs(video) });
    await page.goto('/login');
    await page.getByLabel('Email').fill(driver.email);
    await page.getByLabel('Password').fill(STAFF_PASSWORD);
    await button(page, 'Log in').click();
    await page.waitForURL((url) => url.pathname === '/driver');
    const stop = page.getByRole('article', { name: 'Collect: 12 Royal York Crescent, BS8 4JZ' });
    await stop.getByRole('button', { name: 'Start run' }).click();
    await visible(stop.getByText('Driver on the way'));

    await stop.getByRole('button', { name: DRIVER_TEXTS.scanPass }).click();
    await visible(stop.getByRole('status').getByText(DRIVER_TEXTS.passScanned));
    // The scanned pass stands for the PIN: its field is gone, the camera is off.
    expect(await stop.getByLabel('PIN on the pass').count()).toBe(0);
    expect(await stop.locator('video').count()).toBe(0);
    await stop.getByLabel(/Bags counted/).fill('2');
    await stop.getByRole('button', { name: 'Collected' }).click();
    await visible(stop.getByRole('status').getByText('Collected'));

    const [leg] = await sql<{ state: string }>(app, 'select state from booking_leg where id = ?', [collect.legId]);
    expect(leg.state).toBe('collected');
    expect(await sql(app, `select note from booking_status_change where booking_id = ? and action = 'driver_collected'`, [collect.bookingId])).toEqual([{ note: '2 bags' }]);
    expect(pageProblems(page)).toEqual([]);
    await page.close();
  }, 180_000);
});
