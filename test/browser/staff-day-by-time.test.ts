// The staff screen by time on a phone (issue 40, item 8): below the check-in tool, today's drop-offs and pick-ups at
// the staff member's points, those in the next hour first under "Next hour", then the rest of the day in time order; a
// same-day stay is listed twice (its drop-off and its pick-up), and a tapped reference fills the find form. Bookings
// are made ahead and moved to today, at times around now, in the database (support/listening-app.ts).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { formatIso, type GetDataResponse, londonClockTime, todayInLondon } from '@luggage/contracts';
import type { Browser } from 'playwright-core';
import { ADMIN, adminSession } from '../support/admin.js';
import { demoCatalog, sql } from '../support/booking-builders.js';
import { launchBrowser, newPage, pageProblems, PHONE, screenshot } from '../support/browser.js';
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

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
const clock = (total: number) => `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;

/**
 * Times around now (London): `soon` a few minutes ahead (in the next hour), and an hour of the day far from now for the
 * rest: early in the morning once it is 02:00, late in the evening before.
 */
function timesAroundNow() {
  const now = minutes(londonClockTime(new Date()));
  const soon = clock(Math.min(now + 5, 23 * 60 + 59));
  return now >= 120 ? { soon, sameDay: ['00:30', soon], overnight: '00:00' } : { soon, sameDay: [soon, '23:30'], overnight: '23:00' };
}

/** A paid booking moved to today at these handover times. */
async function bookedToday(fullName: string, times: { dropOff: string; pickUp?: string }): Promise<string> {
  const request = times.pickUp ? dayStayRequest(catalog, bristol, 1, 5, { dropOffTime: '11:00', pickUpTime: '17:00' }, { fullName }) : { fullName };
  const { reference } = await bookAndPay(app, bristol, request);
  const today = formatIso(todayInLondon());
  await sql(app, 'update booking set collection_date = ?, return_date = ?::date + nights, location_time = ?, return_time = ? where reference = ?', [
    today,
    today,
    times.dropOff,
    times.pickUp ?? times.dropOff,
    reference,
  ]);
  return reference;
}

describe('the staff screen by time on a phone', () => {
  it('lists the next hour first, then the rest of the day by time, a same-day stay as its drop-off and its pick-up', async () => {
    const times = timesAroundNow();
    const stay = await bookedToday('Sue Sameday', { dropOff: times.sameDay[0], pickUp: times.sameDay[1] });
    await bookedToday('Owen Overnight', { dropOff: times.overnight });
    const page = await newPage(browser, { baseURL: app.url, viewport: PHONE });
    try {
      await logIn(page, staff.email, STAFF_PASSWORD);
      await page.waitForURL('**/staff');
      const today = page.getByRole('region', { name: 'Today at your points' });
      const nextHour = today.getByRole('region', { name: 'Next hour' });
      const rest = today.getByRole('region', { name: 'Rest of the day' });
      const soonKind = times.sameDay[1] === times.soon ? 'Pick-up' : 'Drop-off';
      const otherKind = soonKind === 'Pick-up' ? 'Drop-off' : 'Pick-up';
      await visible(nextHour.getByRole('listitem').filter({ hasText: 'Sue Sameday' }));
      expect(await nextHour.getByRole('listitem').allInnerTexts()).toEqual([expect.stringMatching(new RegExp(`^${times.soon}\\s+${soonKind}\\s+${stay}\\s+Sue Sameday, 1 bag, same day\\s+Waiting$`))]);
      // The rest of the day by time: the stay's other handover and the overnight drop-off, in time order.
      const restLines = await rest.getByRole('listitem').allInnerTexts();
      expect(restLines).toHaveLength(2);
      expect(restLines.map((line) => line.slice(0, 5))).toEqual([...restLines.map((line) => line.slice(0, 5))].sort());
      expect(restLines.find((line) => line.includes('Sue Sameday'))).toContain(otherKind);
      expect(restLines.find((line) => line.includes('Owen Overnight'))).toMatch(new RegExp(`^${times.overnight}\\s+Drop-off`));
      // "Next hour" comes first, then the rest of the day, then the lists per point as before.
      const headings = await today.getByRole('heading', { level: 3 }).allInnerTexts();
      expect(headings.slice(0, 2)).toEqual(['Next hour', 'Rest of the day']);
      expect(headings[2]).toMatch(/^Bristol Bus Station/);
      expect(await accessibilityProblems(page)).toEqual([]);
      await screenshot(page, 'staff-day-by-time');

      // A reference tapped in the next hour fills the find form.
      await nextHour.getByRole('button', { name: `Check in ${stay}` }).click();
      const referenceField = await page.getByLabel('Booking reference', { exact: true }).elementHandle();
      await page.waitForFunction(([field, reference]) => (field as HTMLInputElement).value === reference, [referenceField, stay] as const, { timeout: 15_000 });
      expect(pageProblems(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
