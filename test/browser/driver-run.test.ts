// A driver's run on a phone (issue 18, section 3): a Bristol driver signs in to /driver and sees today's stops in order,
// each with its address, maps link, tap-to-call link, bags and note; starts the 08:00 run, collects at the first stop
// with the PIN and the bags counted, delivers at the second with the PIN, could not deliver at the third (nobody
// there) and undoes that, then takes it again. Before the run's lead (an hour before its window), "Start run" is
// disabled and says from when; the app's run clock is set to the hour (setRunClock). The API runs in this process (support/listening-app.ts) so the test can
// give bookings today's address legs in its database (bookings are made ahead) and read what was stored.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Locator } from 'playwright-core';
import type { AdminDashboardData, BookingPassView } from '@luggage/contracts';
import { ADMIN, adminSession } from '../support/admin.js';
import { demoCatalog, sql } from '../support/booking-builders.js';
import { DESKTOP, launchBrowser, newPage, pageProblems, PHONE, type TrackedPage } from '../support/browser.js';
import { addressLegToday, type LegBooking, setRunClock } from '../support/driver-runs.js';
import { startListeningApp, type ListeningApp } from '../support/listening-app.js';
import { startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.js';
import { driverMember, STAFF_PASSWORD, type StaffMember } from '../support/staff.js';
import { accessibilityProblems, button, visible } from './booking-steps.js';

let smtp: SmtpCatcher;
let app: ListeningApp;
let browser: Browser;
let driver: StaffMember;
let point: number;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  app = await startListeningApp({ SMTP_URL: smtp.url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ADMIN_NAME: ADMIN.name });
  browser = await launchBrowser();
  point = (await demoCatalog(app)).bristolBusStation;
  const admin = await adminSession(app);
  const cities = ((await admin.get('/api/get-admin-dashboard-data').expect(200)).body as AdminDashboardData).collection_cities;
  driver = await driverMember(app, smtp, admin, [cities.find((city) => city.city === 'Bristol')!.id], 'Dee Driver');
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await smtp?.close();
});

const pinOf = async (booked: LegBooking) => ((await app.request().get(`/api/manage/${booked.manageToken}/pass`).expect(200)).body as BookingPassView).pin;
const stateOf = async (legId: number) => (await sql<{ state: string }>(app, 'select state from booking_leg where id = ?', [legId]))[0].state;
const stop = (page: TrackedPage, title: string): Locator => page.getByRole('article', { name: title });

describe("a driver's run on a phone", () => {
  it('starts the run, collects, delivers, could not deliver and undoes it', async () => {
    // A retry (after a Chromium crash) starts from a day without the stops of the try before.
    await sql(app, 'delete from booking_leg');
    const [store] = await sql<{ lat: number; lng: number }>(app, `select l.lat, l.lng from delivery_zone z join collection_location l on l.id = z.storage_location_id where 'BS8' = any(z.districts)`);
    const collect = await addressLegToday(app, point, { direction: 'collection', postcode: 'BS8 4JZ', line1: '12 Royal York Crescent', lat: store.lat + 0.001, lng: store.lng, note: 'Hotel reception, ask for the concierge' });
    const deliver = await addressLegToday(app, point, { direction: 'return', postcode: 'BS8 3PH', line1: '1 Clifton Down', lat: store.lat + 0.01, lng: store.lng });
    const missed = await addressLegToday(app, point, { direction: 'return', postcode: 'BS8 1TH', line1: '5 Queens Road', lat: store.lat + 0.02, lng: store.lng, contactName: 'Ravi Patel' });

    setRunClock(app, '06:30');
    const page = await newPage(browser, { baseURL: app.url, viewport: PHONE });
    await page.goto('/login');
    await page.getByLabel('Email').fill(driver.email);
    await page.getByLabel('Password').fill(STAFF_PASSWORD);
    await button(page, 'Log in').click();
    await page.waitForURL((url) => url.pathname === '/driver');

    const first = stop(page, 'Collect: 12 Royal York Crescent, BS8 4JZ');
    const second = stop(page, 'Deliver: 1 Clifton Down, BS8 3PH');
    const third = stop(page, 'Deliver: 5 Queens Road, BS8 1TH');
    await visible(first);
    const titles = await page.getByRole('article').getByRole('heading', { level: 2 }).allTextContents();
    expect(titles).toEqual(['Collect: 12 Royal York Crescent, BS8 4JZ', 'Deliver: 1 Clifton Down, BS8 3PH', 'Deliver: 5 Queens Road, BS8 1TH']);
    await visible(first.getByText('Note: Hotel reception, ask for the concierge'));
    await visible(first.getByText('1 × Small Suitcase'));
    expect(await first.getByRole('link', { name: 'Call +44 7700 900123' }).getAttribute('href')).toBe('tel:+447700900123');
    expect(await first.getByRole('link', { name: 'Open in maps' }).getAttribute('href')).toContain('https://www.google.com/maps/search/');
    await visible(third.getByText('Ravi Patel'));
    expect(await accessibilityProblems(page)).toEqual([]);

    const early = first.getByRole('button', { name: 'Start run' });
    await visible(first.getByText('This run can start from 07:00.'));
    expect([await early.isDisabled(), await early.getAttribute('aria-describedby')]).toEqual([true, await first.getByText('This run can start from 07:00.').getAttribute('id')]);
    setRunClock(app, '08:00');
    await page.reload();
    await visible(first.getByText('Note: Hotel reception, ask for the concierge'));
    expect(await first.getByText('This run can start from 07:00.').count()).toBe(0);
    await first.getByRole('button', { name: 'Start run' }).click();
    await visible(first.getByText('Driver on the way'));
    await visible(third.getByText('Driver on the way'));

    // Collected: the bags miscounted first, then the right count.
    await first.getByLabel('PIN on the pass').fill(await pinOf(collect));
    await first.getByLabel(/Bags counted/).fill('3');
    await first.getByRole('button', { name: 'Collected' }).click();
    await visible(first.getByText('Count the bags again: the booking has a different number.'));
    await first.getByLabel(/Bags counted/).fill('2');
    await first.getByRole('button', { name: 'Collected' }).click();
    await visible(first.getByRole('status').getByText('Collected'));
    expect(await stateOf(collect.legId)).toBe('collected');

    await second.getByLabel('PIN on the pass').fill(await pinOf(deliver));
    await second.getByRole('button', { name: 'Delivered' }).click();
    await visible(second.getByRole('status').getByText('Delivered'));
    expect(await stateOf(deliver.legId)).toBe('delivered');

    await third.getByRole('button', { name: 'Could not deliver' }).click();
    await third.getByRole('radio', { name: 'Nobody there' }).check();
    await third.getByRole('button', { name: 'Could not deliver' }).click();
    await visible(third.getByText('We could not deliver: Nobody there'));
    expect(await stateOf(missed.legId)).toBe('failed');
    // The customer's manage page says where the delivery stands.
    const customer = await newPage(browser, { baseURL: app.url, viewport: PHONE });
    await customer.goto(`/manage/${missed.manageToken}`);
    const legs = customer.getByRole('region', { name: 'Collection and delivery' });
    await visible(legs.getByText('We could not deliver: Nobody there'));
    await visible(legs.getByText(/^Delivery to 5 Queens Road, BS8 1TH, .*, 08:00–10:00$/));
    expect(pageProblems(customer)).toEqual([]);
    await customer.close();

    await third.getByRole('button', { name: 'Undo' }).click();
    await visible(third.getByRole('status').getByText('Driver on the way'));
    expect(await stateOf(missed.legId)).toBe('on_the_way');
    await third.getByLabel(/Or the name of who received them/).fill('Ravi Patel');
    await third.getByRole('button', { name: 'Delivered' }).click();
    await visible(third.getByRole('status').getByText('Delivered'));

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(pageProblems(page)).toEqual([]);
    await page.close();

    // The admin's run sheet of the day: the stops in the same order, each with its state and driver.
    const admin = await newPage(browser, { baseURL: app.url, viewport: DESKTOP });
    await admin.goto('/login');
    await admin.getByLabel('Email').fill(ADMIN.email);
    await admin.getByLabel('Password').fill(ADMIN.password);
    await button(admin, 'Log in').click();
    await admin.waitForURL('**/admin-dashboard');
    const later = await addressLegToday(app, point, { direction: 'collection', postcode: 'BS8 4JZ', line1: '3 Later Lane', windowStart: '10:00' });
    await admin.goto('/admin-dashboard/delivery');
    const sheet = admin.getByRole('region', { name: 'Run sheet' });
    await sheet.getByRole('combobox', { name: 'City' }).selectOption({ label: 'Bristol' });
    await visible(sheet.getByText('Deliver: 5 Queens Road, BS8 1TH'));
    const rows = await sheet.getByRole('listitem').locator('strong').allTextContents();
    expect(rows).toEqual([
      '08:00–10:00 · Collect: 12 Royal York Crescent, BS8 4JZ',
      '08:00–10:00 · Deliver: 1 Clifton Down, BS8 3PH',
      '08:00–10:00 · Deliver: 5 Queens Road, BS8 1TH',
      '10:00–12:00 · Collect: 3 Later Lane, BS8 4JZ',
    ]);
    await visible(sheet.getByText('Collected · Driver: Dee Driver'));
    await visible(sheet.getByRole('listitem').filter({ hasText: later.reference }).getByText('Booked · Driver: not yet · Run can start 09:00–12:00'));
    expect(pageProblems(admin)).toEqual([]);
    await admin.close();
  }, 180_000);
});
