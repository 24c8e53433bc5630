// Issue 19: the pages after a booking in the visitor's language. A German phone: the confirmation page of a fresh
// booking, then its manage page (pass, receipt, history, the policy's words), a change quoted in German money and a
// cancellation; a Chinese desktop: a delivery leg's line and state, a switch of language that asks for the booking
// again, Find my booking and a bad link. Every expected
// sentence is read from the catalogues, so the test says what a German or Chinese visitor must see.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  cancellationPolicyTerms,
  type GetDataResponse,
  type Language,
  legLineTerm,
  legStateKey,
  type ManageBookingView,
  passUseTerm,
  poundsToPence,
  quote,
} from '@luggage/contracts';
import type { Browser } from 'playwright-core';
import { startApp, type RunningApp } from '../support/app-process.js';
import { DESKTOP, launchBrowser, onCleanPage, PHONE, screenshot, type TrackedPage } from '../support/browser.js';
import { wordsIn as wordsInCatalogues } from '../support/catalogue-words.js';
import { bookAsVisitor } from '../support/visitor-booking.js';
import { accessibilityProblems, button, getData, heading, visible } from './booking-steps.js';

let app: RunningApp;
let browser: Browser;
let catalog: GetDataResponse;

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  catalog = await getData(app.url);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const wordsIn = (language: Language) => wordsInCatalogues(language, 'manage');

async function manageView(token: string): Promise<ManageBookingView> {
  const res = await fetch(`${app.url}/api/manage/${token}`);
  if (res.status !== 200) throw new Error(`GET /api/manage answered ${res.status}`);
  return (await res.json()) as ManageBookingView;
}

function withPage(locale: string, viewport: { width: number; height: number }, run: (page: TrackedPage) => Promise<void>): Promise<void> {
  return onCleanPage(browser, { baseURL: app.url, viewport, locale }, run);
}

/** What this browser keeps after paying in the wizard: the manage link of its booking (lib/manage-links.ts). */
async function keepManageLink(page: TrackedPage, reference: string, token: string): Promise<void> {
  await page.goto('/');
  await page.evaluate(([ref, secret]) => localStorage.setItem('manage-links:v1', JSON.stringify([{ reference: ref, token: secret }])), [reference, token]);
}

/** Pence of Small and Medium suitcases for some nights, from the same quote() the server prices with. */
function pricePence(nights: number): number {
  const priceOf = (title: string) => poundsToPence(catalog.storage_items.find((item) => item.storage_item === title)!.price);
  const discounts = catalog.discount_items.map((d) => ({ rule: d.rule, percentage: d.discount_percentage }));
  return quote([{ pricePence: priceOf('Small Suitcase'), amount: 1 }, { pricePence: priceOf('Medium Suitcase'), amount: 1 }], nights, discounts).totalPence;
}

const main = (page: TrackedPage) => page.getByRole('main');
const htmlLang = (page: TrackedPage) => page.evaluate(() => document.documentElement.lang);
/** English words a translated manage page must not show (its names and addresses aside). */
const ENGLISH = ['Your booking', 'Booking confirmed', 'Your pass', 'When and where', 'Cancellation policy', 'History', 'Payments and refunds', 'Print receipt', 'Questions?', ' nights', 'Payment confirmed'];

describe('the manage pages in German on a phone', () => {
  it('shows the confirmation page, then the manage page with its pass, receipt, history and policy, quotes a change and cancels, all in German', async () => {
    const de = await wordsIn('de');
    const booked = await bookAsVisitor(app.url, {}, undefined, 'de');
    const view = await manageView(booked.manageToken);
    await withPage('de-DE', PHONE, async (page) => {
      await keepManageLink(page, booked.bookingReference, booked.manageToken);
      await page.goto(`/booking-confirmed/${booked.bookingReference}`);
      await visible(heading(page, de.t('confirmed.thankYou', { name: 'Ann Example' })));
      expect(await htmlLang(page)).toBe('de');
      expect(await page.title()).toBe(`${de.t('confirmed.title')} | Bristol & Bath Luggage`);
      const confirmed = await main(page).innerText();
      for (const part of [
        de.t('confirmed.reference', { reference: booked.bookingReference }),
        de.t('confirmed.emailSoon', { email: 'ann@example.com' }),
        de.say(legLineTerm(view.legs[0], de.format.date(view.legs[0].date))),
        de.say(passUseTerm(view.legs[0], view.legs[0].point!.name)),
        de.t('pass.title'),
      ]) {
        expect(confirmed).toContain(part);
      }
      for (const english of ENGLISH) expect(confirmed).not.toContain(english);
      await screenshot(page, 'manage-languages-de-confirmed');
      expect(await accessibilityProblems(page)).toEqual([]);

      await page.getByRole('link', { name: de.t('manageLink') }).click();
      await visible(page.getByRole('heading', { level: 1, name: de.t('page.title', { reference: booked.bookingReference }) }));
      expect(await page.title()).toBe(`${de.t('page.title', { reference: booked.bookingReference })} | Bristol & Bath Luggage`);
      const pass = page.getByRole('region', { name: de.t('pass.title') });
      await visible(pass.getByRole('img', { name: de.t('pass.qrAlt', { reference: booked.bookingReference }) }));
      await visible(pass.getByRole('link', { name: de.t('pass.calendar') }));
      const managed = await main(page).innerText();
      for (const part of [
        de.t('status.confirmed'),
        de.t('terms:booked.atTime', { date: de.format.date(view.collectionDate), time: view.location.time }),
        `${de.t('terms:booked.atTime', { date: de.format.date(view.returnDate), time: view.location.returnTime })} (${de.t('terms:nights', { count: 2 })})`,
        de.format.money(poundsToPence(view.total)),
        cancellationPolicyTerms(view.policy).map(de.say).join(' '),
        de.t('actions.refundNote', { amount: de.format.money(poundsToPence(view.actions.cancel.refundAmount)) }),
      ]) {
        expect(managed).toContain(part);
      }
      for (const english of ENGLISH) expect(managed).not.toContain(english);
      const history = await page.getByRole('region', { name: de.t('history.title') }).innerText();
      for (const entry of view.history) expect(history).toContain(`${de.t(`history.events.${entry.event}`)}\n${de.t(`history.by.${entry.by}`)}`);
      await screenshot(page, 'manage-languages-de-manage');
      expect(await accessibilityProblems(page)).toEqual([]);

      // The printed receipt, in German money.
      await button(page, de.t('page.printReceipt')).click();
      await page.emulateMedia({ media: 'print' });
      const receipt = page.getByRole('region', { name: de.t('receipt.title') });
      await visible(receipt);
      const printed = await receipt.innerText();
      for (const part of [de.t('receipt.reference', { reference: booked.bookingReference }), de.t('receipt.paidByCard'), de.t('terms:price.total'), de.format.money(poundsToPence(view.paid))]) {
        expect(printed).toContain(part);
      }
      await page.emulateMedia({ media: 'screen' });

      // A change to three nights is quoted in German, with the difference as German writes pounds; nothing is kept.
      await button(page, de.t('actions.change')).click();
      await visible(heading(page, de.t('change.title')));
      await page.getByLabel(de.t('changeForm.nights'), { exact: true }).selectOption({ label: de.t('terms:nights', { count: 3 }) });
      await button(page, de.t('changeForm.seePrice')).click();
      const quoted = page.getByRole('region', { name: de.t('quote.title') });
      await visible(quoted.getByText(de.t('quote.payMore', { amount: de.format.money(pricePence(3) - pricePence(2)) }), { exact: true }));
      await screenshot(page, 'manage-languages-de-quote');
      const changeForm = await page.getByRole('region', { name: de.t('change.title') }).innerText();
      for (const english of ['Collection date', 'Nights', 'Meet us at a point', 'Where do you want them back?', 'per night', 'See the new price', 'Keep the booking as it is']) {
        expect(changeForm).not.toContain(english);
      }
      const newPrice = await quoted.getByRole('definition').filter({ hasText: de.format.money(pricePence(3)) }).first().innerText();
      expect(newPrice.startsWith(de.format.money(pricePence(3)))).toBe(true);
      await button(page, de.t('changeForm.keep')).click();

      // Cancelling: the refund stated in German before it is confirmed, then the page says it is done.
      const refund = de.format.money(poundsToPence(view.actions.cancel.refundAmount));
      await button(page, de.t('actions.cancel')).click();
      await visible(heading(page, de.t('cancel.title')));
      await visible(page.getByText(de.t('cancel.refund', { amount: refund }), { exact: true }));
      await button(page, de.t('cancel.confirm')).click();
      await visible(page.getByRole('status').filter({ hasText: de.t('notice.cancelledRefund', { amount: refund }) }));
      await visible(page.getByText(de.t('actions.cancelled'), { exact: true }));
      await visible(page.getByText(de.t('status.cancelled'), { exact: true }).first());
      await visible(page.getByRole('region', { name: de.t('history.title') }).getByText(de.t('history.events.cancelled'), { exact: true }));
      await visible(page.getByText(de.t('payments.refundOf', { amount: refund }), { exact: true }));
      await screenshot(page, 'manage-languages-de-cancelled');
    });
  }, 180_000);
});

describe('the manage pages in Chinese on a desktop', () => {
  it('says a delivery leg’s line and state in Chinese, asks again in German after a switch, and says Find my booking and a bad link in Chinese', async () => {
    const zh = await wordsIn('zh-Hans');
    const zone = catalog.delivery.zones.find((z) => z.districts.includes('BS8'))!;
    const window = catalog.delivery.windows.find((w) => w.cityId === zone.cityId && w.start === '08:00')!;
    const address = { line1: '12 Royal York Crescent', town: 'Bristol', postcode: 'BS8 4JZ' };
    const booked = await bookAsVisitor(
      app.url,
      { giveBack: { kind: 'address', address, windowId: window.id }, totalCost: (pricePence(2) + zone.feePence) / 100 },
      undefined,
      'zh-Hans',
    );
    const view = await manageView(booked.manageToken);
    const delivery = view.legs.find((leg) => leg.direction === 'return')!;
    expect(delivery.kind).toBe('address');
    await withPage('zh-CN', DESKTOP, async (page) => {
      await page.goto(`/manage/${booked.manageToken}`);
      await visible(page.getByRole('heading', { level: 1, name: zh.t('page.title', { reference: booked.bookingReference }) }));
      expect(await htmlLang(page)).toBe('zh-Hans');
      const legs = page.getByRole('region', { name: zh.t('addressLegs.title') });
      const line = zh.say(legLineTerm(delivery, zh.format.date(delivery.date)));
      expect(zh.format.date(delivery.date)).toMatch(/^\d{4}年\d{1,2}月\d{1,2}日周[一二三四五六日]$/);
      await visible(legs.getByText(line, { exact: true }));
      await visible(legs.getByText(zh.t(legStateKey('return', 'booked')), { exact: true }));
      const managed = await main(page).innerText();
      for (const english of ENGLISH) expect(managed).not.toContain(english);
      await screenshot(page, 'manage-languages-zh-legs');
      expect(await accessibilityProblems(page)).toEqual([]);

      // A switch to German asks for the booking again in German (the server's reasons follow) and says the leg in German.
      const de = await wordsIn('de');
      const askedInGerman = page.waitForRequest((request) => request.url().endsWith(`/api/manage/${booked.manageToken}`) && request.headers()['accept-language'] === 'de');
      await page.getByRole('combobox', { name: zh.t('common:languageMenu') }).selectOption({ label: 'Deutsch' });
      await askedInGerman;
      const legsInGerman = page.getByRole('region', { name: de.t('addressLegs.title') });
      await visible(legsInGerman.getByText(de.say(legLineTerm(delivery, de.format.date(delivery.date))), { exact: true }));
      await visible(legsInGerman.getByText(de.t(legStateKey('return', 'booked')), { exact: true }));
      await page.getByRole('combobox', { name: de.t('common:languageMenu') }).selectOption({ label: '中文' });
      await visible(page.getByRole('heading', { level: 1, name: zh.t('page.title', { reference: booked.bookingReference }) }));

      await page.goto('/find-booking');
      await visible(page.getByRole('heading', { level: 1, name: zh.t('findMyBooking') }));
      expect(await page.title()).toBe(`${zh.t('findMyBooking')} | Bristol & Bath Luggage`);
      await button(page, zh.t('findMyBooking')).click();
      await visible(page.getByText(zh.t('find.referenceMissing'), { exact: true }));
      await page.getByLabel(zh.t('find.reference')).fill(booked.bookingReference);
      await page.getByLabel(zh.t('find.email')).fill('ann@example.com');
      await button(page, zh.t('findMyBooking')).click();
      await visible(page.getByRole('status').filter({ hasText: zh.t('find.answer') }));
      expect(await accessibilityProblems(page)).toEqual([]);

      await page.goto('/manage/this-link-was-never-given-out');
      await visible(page.getByRole('heading', { level: 1, name: zh.t('notFound.title') }));
      await visible(page.getByText(zh.t('notFound.invalid'), { exact: true }));
      expect(await page.title()).toBe(`${zh.t('notFound.title')} | Bristol & Bath Luggage`);
      await screenshot(page, 'manage-languages-zh-bad-link');
    });
  }, 180_000);
});
