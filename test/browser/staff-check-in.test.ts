// Staff check-in on a phone (issue 14, section 4): a staff member invited by the admin signs in, lands on /staff
// without the admin navigation, types the reference and PIN, sees the booking, marks it collected, sees the status
// change and undoes it; below the check-in tool they see the day's lists of their own point only, and a reference
// tapped there fills the find form. The API runs in this process (support/listening-app.ts) so the test can move the booking to
// today in its database (bookings are made ahead) and read what was stored.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { type BookingPassView, formatIso, todayInLondon } from '@luggage/contracts';
import { ADMIN, adminSession } from '../support/admin.js';
import { demoCatalog, sql } from '../support/booking-builders.js';
import { cloneBookings } from '../support/booking-clones.js';
import { launchBrowser, newPage, pageProblems, PHONE, screenshot, type TrackedPage } from '../support/browser.js';
import { bookAndPay } from '../support/lifecycle.js';
import { startListeningApp, type ListeningApp } from '../support/listening-app.js';
import { startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.js';
import { STAFF_PASSWORD, staffMember, type StaffMember } from '../support/staff.js';
import { accessibilityProblems, button, shown, visible } from './booking-steps.js';

let smtp: SmtpCatcher;
let app: ListeningApp;
let browser: Browser;
let staff: StaffMember;
let bristol: number;
let bathSpa: number;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  app = await startListeningApp({ SMTP_URL: smtp.url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ADMIN_NAME: ADMIN.name });
  browser = await launchBrowser();
  const catalog = await demoCatalog(app);
  bristol = catalog.bristolBusStation;
  bathSpa = catalog.data.collection_cities.flatMap((c) => c.get_locations).find((l) => l.Location === 'Bath Spa Station')!.id;
  staff = await staffMember(app, smtp, await adminSession(app), [bristol], 'Sam Porter');
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await smtp?.close();
});

/** A paid booking (at Bristol Bus Station unless told), moved to today in the database, with its PIN from the manage page's pass. */
async function bookingToday(locationId = bristol, fullName = 'Ann Example'): Promise<{ reference: string; pin: string }> {
  const booked = await bookAndPay(app, locationId, { fullName });
  const today = formatIso(todayInLondon());
  await sql(app, 'update booking set collection_date = ?, return_date = ?::date + nights where reference = ?', [today, today, booked.reference]);
  const pass = (await app.request().get(`/api/manage/${booked.manageToken}/pass`).expect(200)).body as BookingPassView;
  return { reference: booked.reference, pin: pass.pin };
}

const statusOf = async (reference: string) => (await sql<{ status: string }>(app, 'select status from booking where reference = ?', [reference]))[0].status;

async function logInAsStaff(page: TrackedPage): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await button(page, 'Log in').click();
  await page.waitForURL('**/staff');
}

describe('staff check-in on a phone', () => {
  it('signs in to /staff, finds the booking by reference and PIN, marks it collected and undoes it', async () => {
    const booking = await bookingToday();
    const page = await newPage(browser, { baseURL: app.url, viewport: PHONE });
    try {
      await logInAsStaff(page);
      await visible(page.getByRole('heading', { level: 1, name: 'Check-in' }));
      // Staff get their screen and their account, not the admin's navigation nor the booking wizard.
      expect(await page.getByRole('navigation', { name: 'Admin' }).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Book Now' }).count()).toBe(0);
      await visible(button(page, 'Scan the pass'));

      await page.getByLabel('Booking reference', { exact: true }).fill(booking.reference.toLowerCase());
      await page.getByLabel('PIN', { exact: true }).fill(booking.pin);
      await button(page, 'Find booking').click();
      await visible(page.getByRole('heading', { level: 2, name: 'Ann Example' }));
      await visible(page.getByText('Status: Booked'));
      await visible(page.getByText('1 × Small Suitcase'));
      await visible(page.getByText('1 × Medium Suitcase'));
      await visible(page.getByText(`${shown(todayInLondon())}, 09:00`));
      expect(await accessibilityProblems(page)).toEqual([]);
      await screenshot(page, 'staff-check-in-found');

      // The hand-over records one tag per bag (staff-tags.test.ts has the rest of the tags' story).
      for (const tag of ['T-1001', 'T-1002']) {
        await page.getByLabel('Tag number', { exact: true }).fill(tag);
        await button(page, 'Add tag').click();
      }
      await button(page, 'Mark collected').click();
      await visible(page.getByText('Status: Collected'));
      await visible(button(page, 'Mark returned'));
      expect(await statusOf(booking.reference)).toBe('collected');
      await screenshot(page, 'staff-check-in-collected');

      await button(page, 'Undo “Mark collected”').click();
      await visible(page.getByText('Status: Booked'));
      await visible(button(page, 'Mark collected'));
      expect(await statusOf(booking.reference)).toBe('confirmed');

      await page.goto('/admin-dashboard');
      await page.waitForURL('**/staff');
      expect(pageProblems(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("lists today's collections at their own point below the check-in tool, and a tapped reference fills the find form", async () => {
    const here = await bookingToday(bristol, 'Hal Here');
    const elsewhere = await bookingToday(bathSpa, 'Ela Elsewhere');
    const page = await newPage(browser, { baseURL: app.url, viewport: PHONE });
    try {
      await logInAsStaff(page);
      const today = page.getByRole('region', { name: 'Today at your points' });
      const collections = today.getByRole('region', { name: /Bristol Bus Station/ }).getByRole('region', { name: 'Collections today' });
      const hal = collections.getByRole('row').filter({ hasText: 'Hal Here' });
      await visible(hal.getByRole('button', { name: `Check in ${here.reference}` }));
      await visible(hal.getByText('Waiting', { exact: true }));
      // Bath Spa Station is not their point: neither it nor its booking is on their screen.
      expect(await today.getByRole('region', { name: /Bath Spa Station/ }).count()).toBe(0);
      expect(await page.getByText('Ela Elsewhere').count()).toBe(0);
      expect(await page.getByText(elsewhere.reference).count()).toBe(0);
      expect(await accessibilityProblems(page)).toEqual([]);
      await screenshot(page, 'staff-day-lists');

      // Tapping the reference fills it in; the PIN still proves the customer is there.
      await hal.getByRole('button', { name: `Check in ${here.reference}` }).click();
      // The form fills itself in an effect after the tap: wait for that state, not for a time.
      const referenceField = await page.getByLabel('Booking reference', { exact: true }).elementHandle();
      await page.waitForFunction(([field, reference]) => (field as HTMLInputElement).value === reference, [referenceField, here.reference] as const, { timeout: 15_000 });
      await page.getByLabel('PIN', { exact: true }).fill(here.pin);
      await button(page, 'Find booking').click();
      for (const tag of ['T-2001', 'T-2002']) {
        await page.getByLabel('Tag number', { exact: true }).fill(tag);
        await button(page, 'Add tag').click();
      }
      await button(page, 'Mark collected').click();
      await visible(page.getByText('Status: Collected'));
      await visible(hal.getByText('Collected', { exact: true }));
      expect(await statusOf(here.reference)).toBe('collected');
      expect(pageProblems(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('tells staff a PIN-locked booking can be unlocked by an admin, and the admin unlocks it from the booking page', async () => {
    const booking = await bookingToday(bristol, 'Bea Locked');
    const wrongPin = String((Number(booking.pin) + 1) % 10_000).padStart(4, '0');
    const answers: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt++) answers.push((await staff.session.post('/api/check-in/find', { reference: booking.reference, pin: wrongPin })).status);
    expect(answers).toEqual([422, 422, 422, 422, 429]);

    const staffPage = await newPage(browser, { baseURL: app.url, viewport: PHONE });
    try {
      await logInAsStaff(staffPage);
      await staffPage.getByLabel('Booking reference', { exact: true }).fill(booking.reference);
      await staffPage.getByLabel('PIN', { exact: true }).fill(booking.pin);
      await button(staffPage, 'Find booking').click();
      await visible(staffPage.getByText("An admin can unlock it from the booking's page."));
      await screenshot(staffPage, 'staff-check-in-pin-locked');
      expect(pageProblems(staffPage)).toEqual([]);
    } finally {
      await staffPage.close();
    }

    const adminPage = await newPage(browser, { baseURL: app.url });
    try {
      await adminPage.goto('/login');
      await adminPage.getByLabel('Email').fill(ADMIN.email);
      await adminPage.getByLabel('Password').fill(ADMIN.password);
      await button(adminPage, 'Log in').click();
      await adminPage.waitForURL('**/admin-dashboard');
      await adminPage.goto(`/admin-dashboard/bookings/${booking.reference}`);
      await visible(adminPage.getByText(/^Check-in by PIN is locked until .+ after too many wrong PINs\.$/));
      await button(adminPage, 'Unlock check-in PIN').click();
      const history = adminPage.getByRole('region', { name: 'History' });
      await visible(history.getByText('Check-in PIN unlocked'));
      await visible(history.getByText(ADMIN.name, { exact: false }).first());
      expect(await button(adminPage, 'Unlock check-in PIN').count()).toBe(0);
      expect(await accessibilityProblems(adminPage)).toEqual([]);
      await screenshot(adminPage, 'admin-booking-pin-unlocked');
      expect(pageProblems(adminPage)).toEqual([]);
    } finally {
      await adminPage.close();
    }
    expect((await staff.session.post('/api/check-in/find', { reference: booking.reference, pin: booking.pin })).status).toBe(200);
  });
  it('pages a busy day with Next and Previous, 50 a page, with the day’s total', async () => {
    const { reference: source } = await bookingToday(bristol, 'Nia Source');
    // 60 more today at their point, copied in the app's database: the day's collections fill two pages.
    await cloneBookings((query, params) => sql(app, query, params), source, { prefix: 'NX', count: 60, firstDay: formatIso(todayInLondon()), name: 'Nia Next' });
    const [{ count }] = await sql<{ count: number }>(
      app,
      `select count(*)::int as count from booking where collection_date = ?::date and location_id = ? and status in ('confirmed', 'collected', 'returned', 'no_show')`,
      [formatIso(todayInLondon()), bristol],
    );
    const page = await newPage(browser, { baseURL: app.url, viewport: PHONE });
    try {
      await logInAsStaff(page);
      const today = page.getByRole('region', { name: 'Today at your points' });
      const rows = today.getByRole('region', { name: /Bristol Bus Station/ }).getByRole('region', { name: 'Collections today' }).getByRole('rowgroup').nth(1).getByRole('row');
      const pages = today.getByRole('navigation', { name: 'Pages of collections' });
      await visible(pages.getByText(`Collections: ${count} bookings on this day`));
      await visible(today.getByText(new RegExp(`^${count} bookings, .*, 50 on this page$`)));
      expect(await rows.count()).toBe(50);
      const firstPage = await rows.allInnerTexts();
      expect(await pages.getByRole('button', { name: 'Previous' }).isDisabled()).toBe(true);

      await pages.getByRole('button', { name: 'Next' }).click();
      await visible(today.getByText(new RegExp(`^${count} bookings, .*, ${count - 50} on this page$`)));
      const secondPage = await rows.allInnerTexts();
      expect(secondPage).toHaveLength(count - 50);
      // No booking on both pages, and every one of the day on one of them.
      const referenceOf = (row: string) => row.match(/[0-9A-Z]{8}/)![0];
      const seen = [...firstPage, ...secondPage].map(referenceOf);
      expect(new Set(seen).size).toBe(count);
      expect(await pages.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
      expect(await accessibilityProblems(page)).toEqual([]);
      await screenshot(page, 'staff-day-lists-pages');

      await pages.getByRole('button', { name: 'Previous' }).click();
      await visible(today.getByText(new RegExp(`^${count} bookings, .*, 50 on this page$`)));
      expect(await rows.allInnerTexts()).toEqual(firstPage);
      expect(pageProblems(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
