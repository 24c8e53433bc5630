// A delivery the driver could not make, booked again by the customer from the manage page ("Choose another window"),
// the second attempt's fee paid with the same card form as a dearer change, or booked at once when the admin made it free.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { addDays, formatIso, formatReadableDate, todayInLondon } from '@luggage/contracts';
import type { Browser } from 'playwright-core';
import { ADMIN, adminSession } from '../support/admin.js';
import { demoCatalog, sql } from '../support/booking-builders.js';
import { DESKTOP, launchBrowser, newPage, pageProblems, PHONE } from '../support/browser.js';
import { addressLegToday, startRun } from '../support/driver-runs.js';
import { startListeningApp, type ListeningApp } from '../support/listening-app.js';
import { startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.js';
import { driverMember } from '../support/staff.js';
import { button, logIn, pay, visible } from './booking-steps.js';

let smtp: SmtpCatcher;
let app: ListeningApp;
let browser: Browser;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  app = await startListeningApp({ SMTP_URL: smtp.url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ADMIN_NAME: ADMIN.name });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await smtp?.close();
});

describe('a failed delivery booked again', () => {
  it('chooses another window on the manage page and pays the second attempt with the card form', async () => {
    const point = (await demoCatalog(app)).bristolBusStation;
    const admin = await adminSession(app);
    const [{ id: bristol }] = await sql<{ id: number }>(app, "select id from collection_city where name = 'Bristol'");
    const driver = await driverMember(app, smtp, admin, [bristol], 'Dee Driver');
    const missed = await addressLegToday(app, point, { direction: 'return', postcode: 'BS8 1TH', line1: '5 Queens Road', windowStart: '16:00' });
    expect((await startRun(app, driver.session, missed.legId)).status).toBe(200);
    expect((await driver.session.post(`/api/driver/stops/${missed.legId}/failed`, { reason: 'nobody_there' })).status).toBe(200);

    const page = await newPage(browser, { baseURL: app.url, viewport: PHONE });
    await page.goto(`/manage/${missed.manageToken}`);
    const legs = page.getByRole('region', { name: 'Collection and delivery' });
    await visible(legs.getByText('We could not deliver: Nobody there'));
    await button(page, 'Choose another window').click();
    await visible(page.getByText('A second delivery costs £15.00.'));
    const tomorrow = addDays(todayInLondon(), 1);
    await page.getByLabel('Delivery date').fill(formatIso(tomorrow));
    await page.getByRole('radio', { name: /^18:00–20:00/ }).check();
    await button(page, 'Continue to pay £15.00').click();
    await visible(page.getByLabel('Card number'));
    await pay(page, '4242 4242 4242 4242');
    await visible(page.getByText('Your delivery is booked again.'), 30_000);
    await visible(legs.getByText(`Delivery to 5 Queens Road, BS8 1TH, ${formatReadableDate(formatIso(tomorrow))}, 18:00–20:00`));
    await visible(legs.getByText('Booked'));
    const [leg] = await sql<{ state: string; date: string }>(app, "select state, to_char(date, 'YYYY-MM-DD') as date from booking_leg where id = ?", [missed.legId]);
    expect(leg).toEqual({ state: 'booked', date: formatIso(tomorrow) });
    await smtp.waitFor((mail) => mail.subject === `Booking changed: ${missed.reference}`);
    expect(pageProblems(page)).toEqual([]);
    await page.close();
  }, 180_000);

  it("books a free second delivery at once when the admin sets the city's fee to 0, with no card form", async () => {
    const point = (await demoCatalog(app)).bristolBusStation;
    const admin = await adminSession(app);
    const [{ id: bristol }] = await sql<{ id: number }>(app, "select id from collection_city where name = 'Bristol'");
    const driver = await driverMember(app, smtp, admin, [bristol], 'Kit Wheeler');
    const missed = await addressLegToday(app, point, { direction: 'return', postcode: 'BS8 3PH', line1: '1 Clifton Down', windowStart: '16:00' });
    expect((await startRun(app, driver.session, missed.legId)).status).toBe(200);
    expect((await driver.session.post(`/api/driver/stops/${missed.legId}/failed`, { reason: 'wrong_address' })).status).toBe(200);

    const settings = await newPage(browser, { baseURL: app.url, viewport: DESKTOP });
    await logIn(settings, ADMIN.email, ADMIN.password);
    await settings.waitForURL('**/admin-dashboard');
    await settings.goto('/admin-dashboard/delivery');
    const form = settings.getByRole('form', { name: 'Second delivery fee in Bristol' });
    const fee = form.getByLabel('Fee of a second delivery after a failed one (£)');
    await fee.fill('-2');
    await form.getByRole('button', { name: 'Save fee' }).click();
    await visible(form.getByText('The second delivery fee must be at least £0.'));
    await fee.fill('0');
    await form.getByRole('button', { name: 'Save fee' }).click();
    await visible(form.getByText('Saved.'));
    expect(pageProblems(settings)).toEqual([]);
    await settings.close();

    const page = await newPage(browser, { baseURL: app.url, viewport: PHONE });
    await page.goto(`/manage/${missed.manageToken}`);
    await button(page, 'Choose another window').click();
    await visible(page.getByText('A second delivery is free.'));
    const later = addDays(todayInLondon(), 2);
    await page.getByLabel('Delivery date').fill(formatIso(later));
    await page.getByRole('radio', { name: /^10:00–12:00/ }).check();
    await button(page, 'Book this window').click();
    await visible(page.getByText('Your delivery is booked again.'));
    const legs = page.getByRole('region', { name: 'Collection and delivery' });
    await visible(legs.getByText(`Delivery to 1 Clifton Down, BS8 3PH, ${formatReadableDate(formatIso(later))}, 10:00–12:00`));
    expect(await page.getByLabel('Card number').count()).toBe(0);
    expect(await sql(app, 'select count(*)::int as n from booking_change where booking_id = ?', [missed.bookingId])).toEqual([{ n: 0 }]);
    expect(pageProblems(page)).toEqual([]);
    await page.close();
  }, 180_000);
});
