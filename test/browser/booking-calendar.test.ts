// The wizard's calendar offers only the days the chosen point can serve: not today once the point's handover time
// has passed (London's clock), and nothing after 365 days ahead; its month navigation stops there too. The points
// are made through the admin API with handover times at the ends of the day, 00:00 and 23:59, so the expectations
// hold whenever the test runs.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import {
  addDays,
  formatIso,
  formatReadableDate,
  formatSlashed,
  latestCollectionDate,
  todayInLondon,
  type CalendarDate,
  type GetDataResponse,
} from '@luggage/contracts';
import { startApp, type RunningApp } from '../support/app-process.js';
import { DESKTOP, launchBrowser, newPage, onCleanPage, PHONE, screenshot, type TrackedPage } from '../support/browser.js';
import { accessibilityProblems, button, chooseItems, choosePoint, dateInput, heading, next, openWizard, visible } from './booking-steps.js';

const ADMIN = { email: 'olivia.admin@example.com', password: 'admin password 123', name: 'Olivia Stone' };
const londonClock = () =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date());

let app: RunningApp;
let browser: Browser;

function withPage(viewport: { width: number; height: number }, run: (page: TrackedPage) => Promise<void>): Promise<void> {
  return onCleanPage(browser, { baseURL: app.url, viewport }, run);
}

/** The admin adds a collection point in Bristol through the API, from a signed-in page. */
async function addPoint(page: TrackedPage, location: string, time: string): Promise<void> {
  const cities = ((await (await fetch(`${app.url}/api/get-data`)).json()) as GetDataResponse).collection_cities;
  const bristol = cities.find((c) => c.city === 'Bristol')!;
  await page.evaluate(
    async (body) => {
      const xsrf = decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? '');
      const response = await fetch('/api/store-new-collection-location', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-XSRF-TOKEN': xsrf },
        body: JSON.stringify(body),
      });
      if (response.status !== 201) throw new Error(`adding a point answered ${response.status}: ${await response.text()}`);
    },
    { cityId: bristol.id, location, address: 'Test Street, Bristol', lat: 51.45, lng: -2.58, time },
  );
}

beforeAll(async () => {
  app = await startApp({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ADMIN_NAME: ADMIN.name } });
  browser = await launchBrowser();
  const page = await newPage(browser, { baseURL: app.url });
  try {
    await page.goto('/login');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/admin-dashboard');
    await addPoint(page, 'Dawn Point', '00:00');
    await addPoint(page, 'Midnight Point', '23:59');
  } finally {
    await page.close();
  }
  // 00:00 is still today's handover minute: wait for London's clock to pass it (at most a minute, once a day).
  while (londonClock() === '00:00') await new Promise((resolve) => setTimeout(resolve, 1_000));
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const calendar = (page: TrackedPage) => page.getByRole('dialog', { name: 'Choose collection date' });
const day = (page: TrackedPage, date: CalendarDate) => calendar(page).locator(`[data-date="${formatIso(date)}"]`);

async function toWhereWhen(page: TrackedPage, point: string): Promise<void> {
  await openWizard(page);
  await chooseItems(page, { 'Small Suitcase': 1 });
  await next(page);
  await visible(heading(page, 'Collection Date and Location?'));
  await choosePoint(page, 'Bristol', point);
}

describe('the calendar and a point’s handover time', () => {
  it('does not offer today at a point whose handover time has passed, and says why', async () => {
    const today = todayInLondon();
    const tomorrow = addDays(today, 1);
    await withPage(DESKTOP, async (page) => {
      await toWhereWhen(page, 'Dawn Point');
      await visible(page.getByText("Today's collection at Dawn Point was at 00:00."));
      await button(page, 'Choose date from calendar').click();
      await visible(calendar(page));
      // Today's day is in the first month shown unless tomorrow starts a new month.
      if (today.month === tomorrow.month) expect(await day(page, today).isDisabled()).toBe(true);
      expect(await day(page, tomorrow).isDisabled()).toBe(false);
      // The focus starts on the first day offered.
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-date'))).toBe(formatIso(tomorrow));
      await screenshot(page, 'booking-desktop-2-calendar-after-handover');
      expect(await accessibilityProblems(page)).toEqual([]);
      await page.keyboard.press('Escape');

      await dateInput(page).fill(formatSlashed(today));
      await visible(page.getByText(`Date input not valid. The earliest collection date is ${formatReadableDate(tomorrow)}.`));
      await dateInput(page).fill(formatSlashed(tomorrow));
      await visible(button(page, 'Change Date?'));
      await visible(page.getByText(formatReadableDate(tomorrow)));
    });
  });

  it('offers today at a point whose handover time is still to come', async () => {
    await withPage(PHONE, async (page) => {
      await toWhereWhen(page, 'Midnight Point');
      await button(page, 'Choose date from calendar').click();
      await visible(calendar(page));
      const today = day(page, todayInLondon());
      expect(await today.isDisabled()).toBe(false);
      expect(await today.getAttribute('aria-label')).toMatch(/, today$/);
      await today.click();
      await visible(button(page, 'Change Date?'));
      await next(page);
      await visible(heading(page, 'How long do you want to store?'));
    });
  });

  it('puts the focus back in the date field after "Change Date?", every time', async () => {
    const tomorrow = formatSlashed(addDays(todayInLondon(), 1));
    await withPage(DESKTOP, async (page) => {
      await toWhereWhen(page, 'Midnight Point');
      // Twice: a browser honours only a page's first autofocus, the field must take focus itself.
      for (const time of ['first', 'second']) {
        await dateInput(page).fill(tomorrow);
        await button(page, 'Change Date?').click();
        await visible(dateInput(page));
        expect([time, await dateInput(page).evaluate((input) => input === document.activeElement)]).toEqual([time, true]);
      }
    });
  });

  it('asks for another date when today was picked before choosing a point whose handover has passed', async () => {
    await withPage(DESKTOP, async (page) => {
      await openWizard(page);
      await chooseItems(page, { 'Small Suitcase': 1 });
      await next(page);
      await dateInput(page).fill(formatSlashed(todayInLondon()));
      await visible(button(page, 'Change Date?'));
      await choosePoint(page, 'Bristol', 'Dawn Point');
      await visible(page.getByText('Collection at Dawn Point today was at 00:00. Please choose a later date.'));
      expect(await dateInput(page).getAttribute('aria-invalid')).toBe('true');
      await next(page);
      await visible(page.getByText('Please select a collection date!'));
      await visible(heading(page, 'Collection Date and Location?'));
    });
  });
});

describe('the calendar’s last day', () => {
  it('offers day 365 ahead but not day 366, and its month navigation stops at that month', async () => {
    const [first, last] = [todayInLondon(), latestCollectionDate()];
    const months = (last.year - first.year) * 12 + last.month - first.month;
    await withPage(DESKTOP, async (page) => {
      // A 23:59 point: the calendar opens on today's month.
      await toWhereWhen(page, 'Midnight Point');
      await button(page, 'Choose date from calendar').click();
      await visible(calendar(page));
      const nextMonth = button(page, 'Next month');
      let clicks = 0;
      while (await nextMonth.isEnabled()) {
        await nextMonth.click();
        clicks += 1;
        expect(clicks).toBeLessThanOrEqual(months);
      }
      expect(clicks).toBe(months);
      await visible(day(page, last));
      expect(await day(page, last).isDisabled()).toBe(false);
      const after = addDays(last, 1);
      if (after.month === last.month) expect(await day(page, after).isDisabled()).toBe(true);
      await screenshot(page, 'booking-desktop-2-calendar-last-month');

      // By keyboard too: PageDown stays on the last day.
      await day(page, last).focus();
      await page.keyboard.press('PageDown');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-date'))).toBe(formatIso(last));
      await page.keyboard.press('Escape');

      await dateInput(page).fill(formatSlashed(after));
      await visible(page.getByText(`Date input not valid. The latest collection date is ${formatReadableDate(last)}.`));
      await dateInput(page).fill(formatSlashed(last));
      await visible(button(page, 'Change Date?'));
      await next(page);
      await visible(heading(page, 'How long do you want to store?'));
    });
  });
});
