// A point's own days in Chromium (issue 14, section 2): an admin gives a point a Saturday time and a closure date
// with a note through the location form; the visitor then sees the closure where the point is chosen, finds the
// day greyed in the calendar, and cannot choose a number of nights that ends the stay on it.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { addDays, formatDashed, formatIso, formatReadableDate, isoWeekday, openingHoursOn, pointScheduleOf, todayInLondon, type CalendarDate } from '@luggage/contracts';
import { startApp, type RunningApp } from '../support/app-process.js';
import { payWith4242, ProcessSession } from '../support/process-session.js';
import { DESKTOP, launchBrowser, onCleanPage, PHONE, screenshot, type TrackedPage } from '../support/browser.js';
import { accessibilityProblems, button, chooseItems, choosePoint, getData, heading, logIn, next, openWizard, typeDate, visible } from './booking-steps.js';

const ADMIN = { email: 'olivia.admin@example.com', password: 'admin password 123', name: 'Olivia Stone' };
const POINT = 'Harbourside Kiosk';
/** A week or more ahead, on a Wednesday: clear of today's handover time whenever the test runs. */
const CLOSED: CalendarDate = (() => {
  for (let days = 7; ; days += 1) {
    const day = addDays(todayInLondon(), days);
    if (isoWeekday(day) === 3) return day;
  }
})();

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ADMIN_NAME: ADMIN.name } });
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

function withPage(viewport: { width: number; height: number }, run: (page: TrackedPage) => Promise<void>): Promise<void> {
  return onCleanPage(browser, { baseURL: app.url, viewport }, run);
}

async function logInAsAdmin(page: TrackedPage): Promise<void> {
  await logIn(page, ADMIN.email, ADMIN.password);
  await page.waitForURL('**/admin-dashboard');
}

describe("a point's weekday times and closure dates", () => {
  it('are set on the location form, with a clear message for a closure without a note', async () => {
    await withPage(DESKTOP, async (page) => {
      await logInAsAdmin(page);
      await page.goto('/admin-dashboard/add-new-collection-location');
      await visible(heading(page, 'Add a collection location'));
      await page.getByLabel('City', { exact: true }).selectOption({ label: 'Bristol' });
      await page.getByLabel('Location', { exact: true }).fill(POINT);
      await page.getByLabel('Latitude', { exact: true }).fill('51.45');
      await page.getByLabel('Longitude', { exact: true }).fill('-2.6');
      await page.getByLabel('Collect and return time', { exact: true }).fill('09:00');
      await page.getByRole('group', { name: 'Handover time by weekday' }).getByLabel('Saturday').fill('10:30');
      await button(page, 'Add a closure date').click();
      await page.getByLabel('Date 1', { exact: true }).fill(formatIso(CLOSED));
      await page.getByRole('button', { name: 'Add location' }).click();
      await visible(page.getByText('Closure 1: say why the point is closed (customers read it).'));

      await page.getByLabel('Note 1', { exact: true }).fill('Harbour festival');
      expect(await accessibilityProblems(page)).toEqual([]);
      await screenshot(page, 'admin-location-days-desktop');
      await page.getByRole('button', { name: 'Add location' }).click();
      await page.waitForURL('**/admin-dashboard');
    });
  });

  it('reach the visitor: the closure is shown and greyed in the calendar, and a stay may not end on it', async () => {
    await withPage(PHONE, async (page) => {
      await openWizard(page);
      await chooseItems(page, { 'Small Suitcase': 1 });
      await next(page);
      await visible(heading(page, 'Collection Date and Location?'));
      await choosePoint(page, 'Bristol', POINT);
      await visible(page.getByText('Collection and return at 09:00 (Saturdays 10:30)'));
      await visible(page.getByText(`Closed ${formatReadableDate(CLOSED)}: Harbour festival`));

      await button(page, 'Choose date from calendar').click();
      const calendar = page.getByRole('dialog', { name: 'Choose collection date' });
      await visible(calendar);
      while ((await calendar.locator(`[data-date="${formatIso(CLOSED)}"]`).count()) === 0) await button(page, 'Next month').click();
      expect(await calendar.locator(`[data-date="${formatIso(CLOSED)}"]`).isDisabled()).toBe(true);
      expect(await calendar.locator(`[data-date="${formatIso(addDays(CLOSED, 1))}"]`).isDisabled()).toBe(false);
      await page.keyboard.press('Escape');

      // Monday for two nights ends on the closed Wednesday: the nights step says so and does not move on.
      await typeDate(page, addDays(CLOSED, -2));
      await next(page);
      await visible(heading(page, 'How long do you want to store?'));
      await button(page, 'More nights').click();
      const problem = `${POINT} is closed on ${formatReadableDate(CLOSED)} (Harbour festival). Please choose a different number of nights.`;
      await visible(page.getByText(problem));
      await screenshot(page, 'booking-phone-3-nights-closed-return');
      await next(page);
      await visible(heading(page, 'How long do you want to store?'));
      await button(page, 'More nights').click();
      expect(await page.getByText(problem).count()).toBe(0);
      await next(page);
      await visible(heading(page, 'Your Details'));
    });
  });

  it('leave a booking made before a new closure standing, and the occupancy page lists it under "Needs attention"', async () => {
    const data = await getData(app.url);
    const point = data.collection_cities.flatMap((city) => city.get_locations).find((l) => l.Location === POINT)!;
    const visitor = new ProcessSession(app.url);
    await visitor.get('/sanctum/csrf-cookie');
    // Thursday for two nights: given back on Saturday, which the admin then closes.
    const checkout = await payWith4242(visitor, point.id, { collectionDate: formatDashed(addDays(CLOSED, 1)), fullName: 'Stella Standing', email: 'stella@example.com' });
    const booked = await visitor.post('/api/booking', checkout.booking);
    expect(booked.status).toBe(200);
    const reference = (booked.body as { bookingReference: string }).bookingReference;
    const saturday = addDays(CLOSED, 3);

    await withPage(DESKTOP, async (page) => {
      await logInAsAdmin(page);
      await page.goto(`/admin-dashboard/edit-collection-location/${point.id}`);
      await visible(heading(page, 'Edit collection location'));
      await button(page, 'Add a closure date').click();
      await page.getByLabel('Date 2', { exact: true }).fill(formatIso(saturday));
      await page.getByLabel('Note 2', { exact: true }).fill('Boat show');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.waitForURL('**/admin-dashboard');

      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Occupancy' }).click();
      const attention = page.getByRole('region', { name: 'Needs attention' });
      await visible(attention.getByRole('link', { name: reference }));
      await visible(attention.getByText(`return on ${formatReadableDate(saturday)}. ${POINT} is closed on ${formatReadableDate(saturday)} (Boat show).`));
      expect(await accessibilityProblems(page)).toEqual([]);
      await screenshot(page, 'admin-occupancy-attention');
      await attention.getByRole('link', { name: reference }).click();
      await visible(heading(page, reference));
    });
  });

  it("opening hours: an admin edits a point's hours (a handover left outside is refused), and the visitor sees the chosen date's", async () => {
    const data = await getData(app.url);
    const point = data.collection_cities.flatMap((city) => city.get_locations).find((l) => l.Location === POINT)!;
    const saturday = addDays(CLOSED, 10);
    await withPage(DESKTOP, async (page) => {
      await logInAsAdmin(page);
      await page.goto(`/admin-dashboard/edit-collection-location/${point.id}`);
      await visible(heading(page, 'Edit collection location'));
      const hours = page.getByRole('group', { name: 'Opening hours' });
      expect(await hours.getByLabel('Saturday opens', { exact: true }).inputValue()).toBe('08:00');
      await hours.getByLabel('Saturday opens', { exact: true }).fill('11:00');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await visible(page.getByText('Saturday: the handover time 10:30 must lie within the opening hours (11:00–20:00).'));

      await hours.getByLabel('Saturday opens', { exact: true }).fill('10:00');
      await hours.getByLabel('Saturday closes', { exact: true }).fill('16:00');
      await page.getByLabel('Lead time (minutes)', { exact: true }).fill('45');
      expect(await accessibilityProblems(page)).toEqual([]);
      await screenshot(page, 'admin-location-opening-hours');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.waitForURL('**/admin-dashboard');
    });
    const edited = (await getData(app.url)).collection_cities.flatMap((city) => city.get_locations).find((l) => l.id === point.id)!;
    expect(edited.opening_hours?.['6']).toEqual({ opens: '10:00', closes: '16:00' });
    expect(edited.lead_minutes).toBe(45);

    await withPage(PHONE, async (page) => {
      await openWizard(page);
      await chooseItems(page, { 'Small Suitcase': 1 });
      await next(page);
      await choosePoint(page, 'Bristol', POINT);
      const today = openingHoursOn(pointScheduleOf(edited), todayInLondon());
      if (today) await visible(page.getByText(`Open today ${today.opens}–${today.closes}`, { exact: true }));
      await typeDate(page, saturday);
      await visible(page.getByText(`Open 10:00–16:00 on ${formatReadableDate(saturday)}`, { exact: true }));
      await visible(page.getByText('Collection and return at 09:00 (Saturdays 10:30)'));
      await screenshot(page, 'booking-phone-2-opening-hours');
    });
  });
});
