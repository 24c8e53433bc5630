// Overdue bookings on a phone (issue 40, item 7): bags still at the point after it closed on their return date are
// listed first on /staff ("Overdue": reference, name, bags and "closed 20:00 on …"), a tapped reference fills the find
// form, and the customer's manage page says "Overdue" and what to do, in English and in French. The stay is booked
// for tomorrow and moved to yesterday in the database with its counted bags (support/capacity-counters.ts), then
// checked in by staff. The admin's day manifest lists them first on today's page too.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { addDays, formatIso, type GetDataResponse, openingHoursOn, overdueSinceText, pointScheduleOf, todayInLondon } from '@luggage/contracts';
import type { Browser } from 'playwright-core';
import { ADMIN, adminSession } from '../support/admin.js';
import { demoCatalog, sql } from '../support/booking-builders.js';
import { launchBrowser, newPage, pageProblems, PHONE, screenshot } from '../support/browser.js';
import { restay } from '../support/capacity-counters.js';
import { wordsIn } from '../support/catalogue-words.js';
import { dayStayRequest } from '../support/day-stays.js';
import { bookAndPay } from '../support/lifecycle.js';
import { startListeningApp, type ListeningApp } from '../support/listening-app.js';
import { startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.js';
import { STAFF_PASSWORD, staffMember, type StaffMember } from '../support/staff.js';
import { accessibilityProblems, logIn, visible } from './booking-steps.js';

let smtp: SmtpCatcher;
let app: ListeningApp;
let browser: Browser;
let staff: StaffMember;
let catalog: GetDataResponse;
let bristol: number;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  app = await startListeningApp({ SMTP_URL: smtp.url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ADMIN_NAME: ADMIN.name });
  browser = await launchBrowser();
  ({ data: catalog, bristolBusStation: bristol } = await demoCatalog(app));
  staff = await staffMember(app, smtp, await adminSession(app), [bristol], 'Sam Porter');
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await smtp?.close();
});

/** A same-day stay of two bags at Bristol Bus Station that ended yesterday, checked in by staff and never picked up. */
async function overstayedYesterday(fullName: string) {
  const booked = await bookAndPay(app, bristol, dayStayRequest(catalog, bristol, 2, 1, { dropOffTime: '11:00', pickUpTime: '17:00' }, { fullName }));
  const yesterday = formatIso(addDays(todayInLondon(), -1));
  const [{ id }] = await sql<{ id: number }>(app, 'select id from booking where reference = ?', [booked.reference]);
  await restay(app, id, () => sql(app, 'update booking set collection_date = ?::date, return_date = ?::date where id = ?', [yesterday, yesterday, id]));
  const collected = await staff.session.post(`/api/check-in/${booked.reference}/tags`, { tags: [`SO-${booked.reference}-1`, `SO-${booked.reference}-2`] });
  expect(collected.status).toBe(200);
  return booked;
}

describe('overdue bookings on a phone', () => {
  it('lists them first on the staff screen, and the manage page says so', async () => {
    const stay = await overstayedYesterday('Olive Overstay');
    const yesterday = addDays(todayInLondon(), -1);
    const point = catalog.collection_cities.flatMap((city) => city.get_locations).find((location) => location.id === bristol)!;
    const closes = openingHoursOn(pointScheduleOf(point), yesterday)!.closes;

    const page = await newPage(browser, { baseURL: app.url, viewport: PHONE });
    try {
      await logIn(page, staff.email, STAFF_PASSWORD);
      await page.waitForURL('**/staff');
      const overdue = page.getByRole('region', { name: 'Overdue' });
      const line = overdue.getByRole('listitem').filter({ hasText: 'Olive Overstay' });
      await visible(line);
      const since = overdueSinceText({ date: formatIso(yesterday), closedAt: closes });
      expect(await line.innerText()).toMatch(new RegExp(`^${stay.reference}\\s+Olive Overstay, 2 bags\\s+${since}$`));
      // First on the screen: above the check-in tool and the day.
      expect((await page.getByRole('heading', { level: 2 }).allInnerTexts())[0]).toBe('Overdue');
      expect(await accessibilityProblems(page)).toEqual([]);
      await screenshot(page, 'staff-overdue-phone');

      await line.getByRole('button', { name: `Check in ${stay.reference}` }).click();
      const referenceField = await page.getByLabel('Booking reference', { exact: true }).elementHandle();
      await page.waitForFunction(([field, reference]) => (field as HTMLInputElement).value === reference, [referenceField, stay.reference] as const, { timeout: 15_000 });
      expect(pageProblems(page)).toEqual([]);
    } finally {
      await page.close();
    }

    const customer = await newPage(browser, { baseURL: app.url, viewport: PHONE });
    try {
      await customer.goto(`/manage/${stay.manageToken}`);
      await visible(customer.getByText('Overdue', { exact: true }));
      await visible(customer.getByText(`The point closed at ${closes} with your bags still there. Come back when it opens, or call us.`, { exact: true }));
      expect(await accessibilityProblems(customer)).toEqual([]);
      await screenshot(customer, 'manage-overdue-phone');
      expect(pageProblems(customer)).toEqual([]);
    } finally {
      await customer.close();
    }

    const office = await newPage(browser, { baseURL: app.url, viewport: PHONE });
    try {
      await logIn(office, ADMIN.email, ADMIN.password);
      await office.waitForURL('**/admin-dashboard**');
      await office.goto('/admin-dashboard/manifest');
      const listed = office.getByRole('region', { name: 'Overdue' }).getByRole('listitem').filter({ hasText: 'Olive Overstay' });
      await visible(listed);
      expect(await listed.innerText()).toContain(`${stay.reference} Olive Overstay, 2 bags at Bristol Bus Station`);
      expect(await accessibilityProblems(office)).toEqual([]);
      expect(pageProblems(office)).toEqual([]);
    } finally {
      await office.close();
    }

    const fr = await wordsIn('fr', 'manage');
    const french = await newPage(browser, { baseURL: app.url, viewport: PHONE, locale: 'fr' });
    try {
      await french.goto(`/manage/${stay.manageToken}`);
      await visible(french.getByText(fr.t('status.overdue'), { exact: true }));
      await visible(french.getByText(fr.t('overdue.closedAt', { time: closes }), { exact: true }));
      expect(pageProblems(french)).toEqual([]);
    } finally {
      await french.close();
    }
  }, 180_000);
});
