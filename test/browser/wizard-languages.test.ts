// Issue 19: the booking wizard's first steps (items, date and place, nights) in the visitor's language, and a language
// switch in the middle of the wizard that keeps every choice.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { addDays, formatSlashed, formatterFor, latestCollectionDate } from '@luggage/contracts';
import { startApp, type RunningApp } from '../support/app-process.js';
import { DESKTOP, PHONE, launchBrowser, newPage, pageProblems, type TrackedPage } from '../support/browser.js';
import {
  accessibilityProblems,
  alertWithText,
  button,
  chooseItems,
  choosePoint,
  collectionDay,
  heading,
  logIn,
  next,
  openWizard,
  setNights,
  typeDate,
  visible,
} from './booking-steps.js';

const ADMIN = { email: 'olivia.admin@example.com', password: 'admin password 123', name: 'Olivia Stone' };
const GERMAN_MONTHS = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'];

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp({ env: { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ADMIN_NAME: ADMIN.name } });
  browser = await launchBrowser();
  await addItemWithGermanName();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** An admin adds a storage item with its German title and description (the admin screens stay English). */
async function addItemWithGermanName(): Promise<void> {
  const page = await newPage(browser, { baseURL: app.url, viewport: DESKTOP });
  try {
    await logIn(page, ADMIN.email, ADMIN.password);
    await page.waitForURL('**/admin-dashboard');
    await page.getByRole('link', { name: 'Add storage item' }).click();
    await visible(page.getByRole('heading', { name: 'Add a storage item' }));
    await page.getByLabel('Title', { exact: true }).fill('Ski Bag');
    await page.getByLabel('Description', { exact: true }).fill('Skis and poles in a soft bag');
    await page.getByLabel('Full cost per night (£)', { exact: true }).fill('8.5');
    await page.getByText('Translations (optional)').click();
    await page.getByRole('group', { name: 'Title in other languages' }).getByLabel('German', { exact: true }).fill('Skitasche');
    await page.getByRole('group', { name: 'Description in other languages' }).getByLabel('German', { exact: true }).fill('Ski und Stöcke in einer weichen Tasche');
    await page.getByRole('button', { name: 'Add storage item' }).click();
    await page.waitForURL('**/admin-dashboard');
  } finally {
    await page.close();
  }
}

const expectNoAccessibilityProblems = async (page: TrackedPage) => expect(await accessibilityProblems(page)).toEqual([]);

describe('the wizard in the visitor’s language', () => {
  it('walks a German visitor on a phone through items, date and place, and nights in German', async () => {
    const page = await newPage(browser, { baseURL: app.url, viewport: PHONE, locale: 'de-DE' });
    const german = formatterFor('de');
    await page.goto('/selection');

    // Items: German headings and buttons, the admin's German item name and description, prices as German writes them.
    await visible(heading(page, 'Was möchten Sie aufbewahren?'));
    await visible(page.getByRole('heading', { level: 1, name: 'Gepäckaufbewahrung buchen' }));
    await visible(heading(page, 'Skitasche'));
    await visible(page.getByText('Ski und Stöcke in einer weichen Tasche', { exact: true }));
    await visible(page.getByText('Fügen Sie mindestens ein Gepäckstück hinzu, um fortzufahren.'));
    await expectNoAccessibilityProblems(page);
    await button(page, 'Skitasche hinzufügen').click();
    await button(page, 'Skitasche hinzufügen').click();
    await visible(page.getByText('2 Gepäckstücke', { exact: true }));
    await visible(page.getByText(`${german.money(850)} pro Stück und Nacht`).first());
    await button(page, 'Weiter').click();

    // Date and place: Next without a date or a point says so in German.
    await visible(heading(page, 'Abgabedatum und Ort?'));
    await visible(page.getByText('Schritt 2 von 6'));
    await button(page, 'Weiter').click();
    await visible(alertWithText(page, 'Bitte wählen Sie ein Abgabedatum!'));
    await visible(page.getByText('Bitte wählen Sie einen Standort.', { exact: true }));

    // The calendar names its month and weekdays in German.
    await button(page, 'Datum im Kalender wählen').click();
    const calendar = page.getByRole('dialog', { name: 'Abgabedatum wählen' });
    await visible(calendar);
    const month = await calendar.getByRole('heading').innerText();
    expect(month).toMatch(new RegExp(`^(${GERMAN_MONTHS.join('|')}) \\d{4}$`));
    expect(await calendar.locator('th').first().innerText()).toBe('Mo');
    await page.keyboard.press('Escape');

    // A date after the last bookable day is refused in German, with the last day as German writes it.
    const dateField = page.getByRole('textbox', { name: 'Abgabedatum', exact: true });
    const latest = latestCollectionDate();
    await dateField.fill(formatSlashed(addDays(latest, 1)));
    await visible(alertWithText(page, `Dieses Datum ist ungültig. Spätestes Abgabedatum: ${german.date(latest)}.`));

    const day = collectionDay();
    await dateField.fill(formatSlashed(day));
    await visible(button(page, 'Datum ändern?'));
    await visible(page.getByText(german.date(day), { exact: true }));
    await page.getByLabel('Stadt / Ort').selectOption({ label: 'Bristol' });
    await visible(page.getByText('Abgabe und Rückgabe um 09:00', { exact: true }));
    await button(page, 'Bristol Bus Station auswählen').click();
    await visible(button(page, 'Ort ändern?'));
    await visible(page.getByText('Wie geben Sie uns Ihr Gepäck?', { exact: true }));
    await expectNoAccessibilityProblems(page);
    await button(page, 'Weiter').click();

    // Nights: the counter, the dates and the cost in German.
    await visible(heading(page, 'Wie lange möchten Sie Ihr Gepäck aufbewahren?'));
    await visible(page.locator('.counter__value', { hasText: '1 Nacht' }));
    await button(page, 'Mehr Nächte').click();
    await visible(page.locator('.counter__value', { hasText: '2 Nächte' }));
    await visible(page.getByText(german.date(addDays(day, 2)), { exact: true }));
    await expectNoAccessibilityProblems(page);
    expect(pageProblems(page)).toEqual([]);
    await page.close();
  });

  it('switches to Chinese on the nights step at once and keeps the basket, the date, the point and the nights', async () => {
    const page = await newPage(browser, { baseURL: app.url, viewport: DESKTOP, locale: 'en-GB' });
    const chinese = formatterFor('zh-Hans');
    const day = collectionDay();
    await openWizard(page);
    await chooseItems(page, { 'Small Suitcase': 2, 'Large Suitcase': 1 });
    await next(page);
    await typeDate(page, day);
    await choosePoint(page, 'Bristol', 'Bristol Bus Station');
    await next(page);
    await visible(heading(page, 'How long do you want to store?'));
    await setNights(page, 3);

    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: '中文' });
    await visible(heading(page, '您想寄存多久？'));
    await visible(page.getByText('第 3 步，共 6 步'));
    await visible(page.locator('.counter__value', { hasText: '3 晚' }));
    await visible(page.getByText(chinese.date(day), { exact: true }));
    await visible(page.getByText(chinese.date(addDays(day, 3)), { exact: true }));

    await button(page, '返回').click();
    await visible(heading(page, '寄存日期和地点？'));
    await visible(page.getByText(chinese.date(day), { exact: true }));
    await visible(page.getByText('Bristol Bus Station', { exact: true }));
    await visible(button(page, '更改日期？'));
    await visible(button(page, '更改地点？'));

    await button(page, '返回').click();
    await visible(heading(page, '您想寄存什么？'));
    await visible(page.getByText('3 件行李', { exact: true }));
    // The demo's items are named in Chinese too.
    expect(await page.locator('.item-row', { hasText: '小号行李箱' }).locator('.counter__value').innerText()).toContain('2');
    expect(await page.locator('.item-row', { hasText: '大号行李箱' }).locator('.counter__value').innerText()).toContain('1');

    await button(page, '下一步').click();
    await button(page, '下一步').click();
    await visible(heading(page, '您想寄存多久？'));
    await visible(page.locator('.counter__value', { hasText: '3 晚' }));
    expect(pageProblems(page)).toEqual([]);
    await page.close();
  });
});
