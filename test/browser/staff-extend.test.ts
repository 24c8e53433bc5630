// "Extend" on the staff screen (issue 40, item 6 at the point): staff find a same-day stay whose bags they collected
// today, see its drop-off and pick-up, open "Extend", choose one night, ask the price, and can extend it only once they
// tick that they took the difference at the point; the panel then shows the night and its return date, and the
// payment is recorded as taken at the point. A refusal from the server (the stay moved on since the quote) is shown
// beside the form. The stay is booked for tomorrow and moved to today in the database with its counted bags
// (support/capacity-counters.ts), then checked in by staff over the API.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { addDays, type ChangeQuote, formatIso, formatPounds, type GetDataResponse, quote, todayInLondon } from '@luggage/contracts';
import type { Browser } from 'playwright-core';
import { ADMIN, adminSession } from '../support/admin.js';
import { demoCatalog, sql } from '../support/booking-builders.js';
import { DESKTOP, launchBrowser, newPage, pageProblems, PHONE, screenshot, type TrackedPage } from '../support/browser.js';
import { restay } from '../support/capacity-counters.js';
import { dayStayRequest } from '../support/day-stays.js';
import { bookAndPay } from '../support/lifecycle.js';
import { startListeningApp, type ListeningApp } from '../support/listening-app.js';
import { startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.js';
import { STAFF_PASSWORD, staffMember, type StaffMember } from '../support/staff.js';
import { accessibilityProblems, button, disabledButton, logIn, shown, visible } from './booking-steps.js';

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

/** Two small suitcases at Bristol Bus Station for the day, dropped off at 11:00 and picked up at 17:00, moved to today and collected by staff. */
async function collectedToday(fullName: string): Promise<{ reference: string; pin: string }> {
  const booked = await bookAndPay(app, bristol, dayStayRequest(catalog, bristol, 2, 1, { dropOffTime: '11:00', pickUpTime: '17:00' }, { fullName }));
  const today = formatIso(todayInLondon());
  const [{ id }] = await sql<{ id: number }>(app, 'select id from booking where reference = ?', [booked.reference]);
  await restay(app, id, () => sql(app, 'update booking set collection_date = ?::date, return_date = ?::date where id = ?', [today, today, id]));
  expect((await staff.session.post(`/api/check-in/${booked.reference}/tags`, { tags: [`SE-${booked.reference}-1`, `SE-${booked.reference}-2`] })).status).toBe(200);
  const pass = await app.request().get(`/api/manage/${booked.manageToken}/pass`).expect(200);
  return { reference: booked.reference, pin: (pass.body as { pin: string }).pin };
}

/** Pounds for two small suitcases for `nights` (0: the day), as contracts' quote() prices them with the demo's discounts. */
function priceOfTwo(nights: number): number {
  const discounts = catalog.discount_items.map((d) => ({ rule: d.rule, percentage: d.discount_percentage }));
  return quote([{ pricePence: 1000, dayPricePence: 600, amount: 2 }], nights, discounts).totalPence;
}

const stored = async (reference: string) =>
  (await sql<{ nights: number; points: number }>(app, `select b.nights, (select count(*)::int from booking_payment p where p.booking_id = b.id and p.provider = 'point') as points from booking b where b.reference = ?`, [reference]))[0];

/** Signs in as staff, finds the booking by reference and PIN, opens "Extend" and asks the price of one night. */
async function quoteOneNight(page: TrackedPage, booking: { reference: string; pin: string }, name: string): Promise<void> {
  await logIn(page, staff.email, STAFF_PASSWORD);
  await page.waitForURL('**/staff');
  await page.getByLabel('Booking reference', { exact: true }).fill(booking.reference);
  await page.getByLabel('PIN', { exact: true }).fill(booking.pin);
  await button(page, 'Find booking').click();
  await visible(page.getByRole('heading', { level: 2, name }));
  await visible(page.getByText('Status: Collected'));
  await button(page, 'Extend').click();
  await visible(page.getByRole('heading', { level: 3, name: 'Extend the stay' }));
  // Later pick-ups are offered until the point closes today; after that only nights are, without the choice between them.
  const nightsChoice = page.getByRole('radio', { name: 'Nights', exact: true });
  if ((await nightsChoice.count()) > 0) await nightsChoice.check();
  const tomorrow = shown(addDays(todayInLondon(), 1));
  await page.getByRole('group', { name: 'Nights from the drop-off day' }).getByRole('radio', { name: `1 night (return ${tomorrow})`, exact: true }).check();
  await button(page, 'Quote').click();
  await visible(page.getByText(`${formatPounds(priceOfTwo(1) - priceOfTwo(0))} more`, { exact: true }));
}

describe('Extend on the staff screen', () => {
  it('on a phone, turns a collected day into a night only once the payment taken at the point is ticked', async () => {
    const booking = await collectedToday('Pat Point');
    const page = await newPage(browser, { baseURL: app.url, viewport: PHONE });
    try {
      await quoteOneNight(page, booking, 'Pat Point');
      // The same-day stay's drop-off and pick-up were on the panel before the extension.
      const today = shown(todayInLondon());
      await visible(page.getByText(`${today}, 11:00`, { exact: true }));
      await visible(page.getByText(`${today}, 17:00 (same day)`, { exact: true }));
      await visible(page.getByText(`Take ${formatPounds(priceOfTwo(1) - priceOfTwo(0))} (cash or the point's card machine), then tick this.`));

      // Without the tick, "Extend" cannot be pressed and nothing changes.
      await visible(disabledButton(page, 'Extend'));
      await button(page, 'Extend').click({ force: true });
      expect(await stored(booking.reference)).toEqual({ nights: 0, points: 0 });
      expect(await accessibilityProblems(page)).toEqual([]);
      await screenshot(page, 'staff-extend-quote-phone');

      await page.getByLabel('Payment taken at the point', { exact: true }).check();
      await button(page, 'Extend').click();
      const tomorrow = shown(addDays(todayInLondon(), 1));
      await visible(page.getByText(`${tomorrow} (1 night)`, { exact: true }));
      await visible(page.getByRole('status').filter({ hasText: `Stay extended: 1 night, return ${tomorrow}. ${formatPounds(priceOfTwo(1) - priceOfTwo(0))} taken at the point.` }));
      expect(await page.getByText('(same day)').count()).toBe(0);
      expect(await stored(booking.reference)).toEqual({ nights: 1, points: 1 });
      // Still collected, with more nights to offer.
      await visible(page.getByText('Status: Collected'));
      await visible(button(page, 'Extend'));
      expect(await accessibilityProblems(page)).toEqual([]);
      await screenshot(page, 'staff-extend-done-phone');
      expect(pageProblems(page)).toEqual([]);
    } finally {
      await page.close();
    }
  }, 180_000);

  it('on a desktop, shows the server’s refusal beside the form when the stay changed since the quote', async () => {
    const booking = await collectedToday('Rae Refused');
    const page = await newPage(browser, { baseURL: app.url, viewport: DESKTOP });
    try {
      await quoteOneNight(page, booking, 'Rae Refused');
      await page.getByLabel('Payment taken at the point', { exact: true }).check();
      // Meanwhile a colleague extends the same stay to one night.
      const quoted = (await staff.session.post(`/api/check-in/${booking.reference}/extend-quote`, { nights: 1 })).body as ChangeQuote;
      expect((await staff.session.post(`/api/check-in/${booking.reference}/extend`, { nights: 1, expectedDifference: quoted.difference, paidAtPoint: true })).status).toBe(200);

      await button(page, 'Extend').click();
      // Under the nights it refused, tied to them for a screen reader.
      const nights = page.getByRole('group', { name: 'Nights from the drop-off day' });
      await visible(nights.getByText(/^Choose .* nights from the drop-off date\.$/));
      expect(await nights.getAttribute('aria-describedby')).toBe('staff-extend-nights-error');
      expect(await stored(booking.reference)).toEqual({ nights: 1, points: 1 });
      expect(await accessibilityProblems(page)).toEqual([]);
      await screenshot(page, 'staff-extend-refused-desktop');
      expect(pageProblems(page)).toEqual([]);
    } finally {
      await page.close();
    }
  }, 180_000);
});
