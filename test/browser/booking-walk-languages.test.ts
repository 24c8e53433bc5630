// Issue 19, "Done when": a whole booking in the visitor's language, from the landing page to the manage page. A German
// visitor on a phone and a Chinese one on a desktop each choose a bag, a date and a point, give their details, meet the
// server's 422 (the point closed on their day while they typed), choose another day, pay by card, and reach the
// confirmation page and the manage page, every step in their language. Expected words are read from the catalogues.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { addDays, type CalendarDate, formatDashed, formatSlashed, type Language, type Message } from '@luggage/contracts';
import type { Browser } from 'playwright-core';
import type { RunningApp } from '../support/app-process.js';
import { startAppWithAdmin } from '../support/app-with-admin.js';
import { DESKTOP, launchBrowser, newPage, pageProblems, PHONE, type TrackedPage } from '../support/browser.js';
import { type Words, wordsIn } from '../support/catalogue-words.js';
import type { VisitorSession } from '../support/visitor-booking.js';
import { accessibilityProblems, aCustomer, alertWithText, button, collectionDay, getData, heading, visible } from './booking-steps.js';

const ADMIN = { email: 'walk.admin@example.com', password: 'admin password 123', name: 'Walk Admin' };
const CLOSURE_NOTE = 'Engineering works';

let app: RunningApp;
let browser: Browser;
let admin: VisitorSession;
let bristolId: number;

beforeAll(async () => {
  ({ app, admin } = await startAppWithAdmin(ADMIN));
  browser = await launchBrowser();
  bristolId = (await getData(app.url)).collection_cities.find((city) => city.city === 'Bristol')!.id;
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

/** A point of this test's own (open every day at 09:00), so closing it for a day disturbs no other test. */
async function aPoint(name: string): Promise<{ id: number; name: string; closeOn: (day: CalendarDate) => Promise<void> }> {
  const fields = { cityId: bristolId, location: name, lat: 51.449, lng: -2.598, time: '09:00' };
  const made = (await admin.expect('POST', '/api/store-new-collection-location', fields, 201)) as { id: number };
  const closeOn = async (day: CalendarDate) => {
    await admin.expect('PUT', '/api/edit-collection-location', { ...fields, locationId: made.id, closures: [{ date: formatDashed(day), note: CLOSURE_NOTE }] });
  };
  return { id: made.id, name, closeOn };
}

/** What the server answers for a collection day the point has since closed (validation.json, in the visitor's words). */
const closedRefusal = (point: string, day: CalendarDate): Message => ({
  key: 'validation:collectionDate.closed',
  params: { closed: { key: 'validation:point.closedOn', params: { point, date: formatDashed(day), note: CLOSURE_NOTE }, days: ['date'] } },
});

const htmlLang = (page: TrackedPage) => page.evaluate(() => document.documentElement.lang);
const expectNoAccessibilityProblems = async (page: TrackedPage) => expect(await accessibilityProblems(page)).toEqual([]);
/** English words of the wizard and the pages after it that a translated page must not show. */
const ENGLISH = ['What would you like to store?', 'Collection Date and Location?', 'Your Details', 'Booking Summary', 'Pay Now', 'Next', 'Back'];

async function expectNoEnglish(page: TrackedPage): Promise<void> {
  const text = await page.getByRole('main').innerText();
  for (const english of ENGLISH) expect(text).not.toMatch(new RegExp(`\\b${english.replace(/[?]/g, '\\?')}`));
}

const SMALL_SUITCASE: Record<Language, string> = { 'en-GB': 'Small Suitcase', fr: 'Petite valise', de: 'Kleiner Koffer', es: 'Maleta pequeña', 'zh-Hans': '小号行李箱' };

/** The whole booking in `language`, as a visitor whose browser speaks it (`locale`) would make it. */
async function walkABooking(language: Language, locale: string, viewport: { width: number; height: number }): Promise<void> {
  const w: Words = await wordsIn(language, 'booking');
  const point = await aPoint(`Harbourside Kiosk ${language}`);
  const customer = aCustomer();
  const firstDay = collectionDay(4);
  const secondDay = addDays(firstDay, 1);
  const page = await newPage(browser, { baseURL: app.url, viewport, locale });

  // The landing page greets the visitor in their browser's language.
  await page.goto('/');
  const bookNow = page.getByRole('link', { name: w.t('landing:hero.bookNow') }).first();
  await visible(bookNow);
  expect(await htmlLang(page)).toBe(language);
  await bookNow.click();

  // Items, then a day and the point, then the nights.
  await visible(heading(page, w.t('items.heading')));
  // The demo catalog's items come translated (demo-catalog.ts).
  await button(page, w.t('items.add', { item: SMALL_SUITCASE[language] })).click();
  await expectNoEnglish(page);
  await button(page, w.t('actions.next')).click();
  await visible(heading(page, w.t('whereWhen.heading')));
  await page.getByRole('textbox', { name: w.t('datePicker.label'), exact: true }).fill(formatSlashed(firstDay));
  await visible(button(page, w.t('whereWhen.changeDate')));
  await page.getByLabel(w.t('points.city')).selectOption({ label: 'Bristol' });
  await button(page, w.t('points.selectPoint', { point: point.name })).click();
  await visible(button(page, w.t('whereWhen.changeLocation')));
  await button(page, w.t('actions.next')).click();
  await visible(heading(page, w.t('nights.heading')));
  await button(page, w.t('actions.next')).click();

  // The details; meanwhile the point closes on the chosen day.
  await visible(heading(page, w.t('checkout:details.heading')));
  await expectNoEnglish(page);
  await page.getByLabel(w.t('checkout:details.fullName')).fill(customer.fullName);
  await page.getByLabel(w.t('checkout:details.contactNumber')).fill(customer.contactNumber);
  await page.getByLabel(w.t('checkout:details.email')).fill(customer.email);
  await page.getByRole('checkbox', { name: w.t('checkout:details.agree') }).check();
  await point.closeOn(firstDay);
  await button(page, w.t('actions.next')).click();

  // The summary asks the server for the payment: its 422 says why, in the visitor's language.
  await visible(heading(page, w.t('checkout:summary.heading')));
  const refusal = alertWithText(page, w.t('checkout:summary.refusedTitle'));
  await visible(refusal);
  expect(await refusal.innerText()).toContain(w.say(closedRefusal(point.name, firstDay)));
  await expectNoAccessibilityProblems(page);

  // Back to the day, the next one instead; the point, the nights and the details stay as they were.
  for (let step = 0; step < 3; step++) await button(page, w.t('actions.back')).click();
  await visible(heading(page, w.t('whereWhen.heading')));
  await button(page, w.t('whereWhen.changeDate')).click();
  await page.getByRole('textbox', { name: w.t('datePicker.label'), exact: true }).fill(formatSlashed(secondDay));
  await visible(button(page, w.t('whereWhen.changeLocation')));
  await visible(page.getByText(w.format.date(secondDay), { exact: true }));
  for (let step = 0; step < 3; step++) await button(page, w.t('actions.next')).click();
  await visible(heading(page, w.t('checkout:summary.heading')));
  await visible(page.getByText(w.format.date(secondDay), { exact: false }).first());
  await button(page, w.t('checkout:summary.checkout')).click();

  // The card form, then the confirmation page.
  await visible(heading(page, w.t('checkout:checkout.heading')));
  await expectNoEnglish(page);
  await page.getByLabel(w.t('checkout:card.number')).fill('4242 4242 4242 4242');
  await page.getByLabel(w.t('checkout:card.expiry')).fill('12 / 34');
  await page.getByLabel(w.t('checkout:card.cvc')).fill('123');
  await button(page, w.t('checkout:payment.payNow')).click();
  await page.waitForURL(/\/booking-confirmed\/[A-Z0-9-]+$/, { timeout: 30_000 });
  const reference = new URL(page.url()).pathname.split('/').pop()!;
  await visible(heading(page, w.t('manage:confirmed.thankYou', { name: customer.fullName })));
  await visible(page.getByText(w.t('manage:confirmed.reference', { reference })));
  await expectNoEnglish(page);

  // The manage page of the new booking, still in the visitor's language.
  await page.getByRole('link', { name: w.t('manage:manageLink') }).click();
  await visible(page.getByRole('heading', { level: 1, name: w.t('manage:page.title', { reference }) }));
  await visible(page.getByText(w.t('manage:status.confirmed'), { exact: true }));
  await visible(page.getByText(w.format.date(secondDay), { exact: false }).first());
  await expectNoEnglish(page);
  await expectNoAccessibilityProblems(page);
  expect(pageProblems(page)).toEqual([]);
  await page.close();
}

describe('a whole booking in the visitor’s language', () => {
  it('in German on a phone: wizard, the server’s 422, payment, confirmation and manage page', async () => {
    await walkABooking('de', 'de-DE', PHONE);
  });

  it('in Chinese on a desktop: wizard, the server’s 422, payment, confirmation and manage page', async () => {
    await walkABooking('zh-Hans', 'zh-CN', DESKTOP);
  });
});
