// Promo codes in the wizard (issue 41, part 4): "Have a code?" on the summary applies a code, whose line and the new
// total the summary shows from contracts' bookingQuote, and the paid booking shows it; an expired code is refused
// with its reason and the total stays. With a partner link too, the summary shows what the checkout charges. The
// manage page's change adds a code the same way, its refusal in the public check's words.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Locator } from 'playwright-core';
import { addDays, formatDashed, LIFECYCLE_TEXTS, type PartnerView, todayInLondon, type AdminBookingDetail } from '@luggage/contracts';
import type { RunningApp } from '../support/app-process.js';
import { startAppWithAdmin } from '../support/app-with-admin.js';
import { DESKTOP, launchBrowser, onCleanPage, type TrackedPage } from '../support/browser.js';
import { bookAsVisitor, type VisitorSession } from '../support/visitor-booking.js';
import { aCustomer, alertWithText, bookingReference, button, pay, reachSummary, visible } from './booking-steps.js';

const ADMIN = { email: 'olivia.admin@example.com', password: 'admin password 123', name: 'Olivia Stone' };
const dayFromToday = (days: number) => formatDashed(addDays(todayInLondon(), days));

let app: RunningApp;
let admin: VisitorSession;
let browser: Browser;

beforeAll(async () => {
  ({ app, admin } = await startAppWithAdmin(ADMIN));
  browser = await launchBrowser();
  await admin.expect('POST', '/api/admin/promo-codes', { code: 'SUMMER10', percentOff: 10, validFrom: dayFromToday(-1), validTo: dayFromToday(30), maxUses: 5 }, 201);
  await admin.expect('POST', '/api/admin/promo-codes', { code: 'OCTOBER5', amountOff: 5, validFrom: dayFromToday(-30), validTo: dayFromToday(-1), maxUses: 5 }, 201);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

function withPage(run: (page: TrackedPage) => Promise<void>): Promise<void> {
  return onCleanPage(browser, { baseURL: app.url, viewport: DESKTOP }, run);
}

/** A region's words on one line, however the page lays them out. */
const wordsOf = async (locator: Locator): Promise<string> => (await locator.innerText()).replace(/\s+/g, ' ').trim();

async function tryCode(page: TrackedPage, code: string): Promise<void> {
  // The field shows once "Have a code?" is opened (a refusal keeps it open).
  if (!(await page.getByLabel('Promo code').isVisible())) await page.getByText('Have a code?', { exact: true }).click();
  await page.getByLabel('Promo code').fill(code);
  await button(page, 'Apply').click();
}

describe('a promo code in the wizard', () => {
  it('changes the summary’s total, goes with the checkout, and the paid booking shows it', async () => {
    await withPage(async (page) => {
      // Two Small Suitcases for two nights: £40.00, £32.40 after 10 % for two items and 10 % for two nights.
      await reachSummary(page, aCustomer(), { items: { 'Small Suitcase': 2 }, nights: 2 });
      const costs = page.locator('.costs');
      expect(await wordsOf(costs)).toContain('Your Cost: £32.40');
      await tryCode(page, 'summer10');
      // 10 % of £32.40 is £3.24: £29.16 to pay.
      await visible(page.getByText('Code SUMMER10: - £3.24', { exact: true }));
      expect(await wordsOf(costs)).toContain('Your Cost: £29.16');
      await visible(page.getByRole('status').filter({ hasText: 'Code SUMMER10 applied: - £3.24.' }));
      await visible(button(page, 'Checkout'));
      await button(page, 'Checkout').click();
      await visible(page.getByText('£29.16').first());
      await pay(page, '4242 4242 4242 4242');
      const reference = await bookingReference(page);
      const price = page.locator('.booked-price');
      await visible(price);
      expect(await wordsOf(price)).toContain('Code SUMMER10 - £3.24');
      expect(await wordsOf(price)).toContain('Total £29.16');
      const booked = (await admin.expect('GET', `/api/admin/bookings/${reference}`)) as AdminBookingDetail;
      expect(booked).toMatchObject({ totalCost: 29.16, promo: { code: 'SUMMER10', discount: 3.24 } });
    });
  });

  it('refuses an expired code with the day it expired, and the total stays', async () => {
    await withPage(async (page) => {
      await reachSummary(page, aCustomer());
      const costs = page.locator('.costs');
      const before = await wordsOf(costs);
      await tryCode(page, 'october5');
      await visible(alertWithText(page, `This code expired on ${dayFromToday(-1)}.`));
      expect(await wordsOf(costs)).toBe(before);
      await visible(button(page, 'Checkout'));
    });
  });
});

describe('a partner link and a code together', () => {
  it('shows the total the checkout charges: the link’s discount, then the code on what is left', async () => {
    const partner = (await admin.expect('POST', '/api/admin/partners', { name: 'Quay Rooms', email: 'quay.rooms@example.com', sharePercent: 10, discountPercent: 10, onAccount: false }, 201)) as PartnerView;
    await withPage(async (page) => {
      await page.goto(`/?partner=${partner.code}`);
      await visible(page.getByRole('heading', { level: 1 }));
      // Two Small Suitcases for two nights: £32.40 after the item and night discounts, £29.16 after the link's 10 %.
      await reachSummary(page, aCustomer(), { items: { 'Small Suitcase': 2 }, nights: 2 });
      const costs = page.locator('.costs');
      expect(await wordsOf(costs)).toContain('Your Cost: £29.16');
      await tryCode(page, 'SUMMER10');
      // 10 % of £29.16 is £2.92 (what is left rounded half up): £26.24 to pay.
      await visible(page.getByText('Code SUMMER10: - £2.92', { exact: true }));
      expect(await wordsOf(costs)).toContain('Your Cost: £26.24');
      await button(page, 'Checkout').click();
      await pay(page, '4242 4242 4242 4242');
      const reference = await bookingReference(page);
      const booked = (await admin.expect('GET', `/api/admin/bookings/${reference}`)) as AdminBookingDetail;
      expect(booked).toMatchObject({ totalCost: 26.24, promo: { code: 'SUMMER10', discount: 2.92 } });
    });
  });
});

describe('a code on the manage page’s change', () => {
  it('adds a code to a booking, says why one does not apply, and the changed booking keeps it', async () => {
    const booked = await bookAsVisitor(app.url);
    await withPage(async (page) => {
      await page.goto(`/manage/${booked.manageToken}`);
      await visible(page.getByRole('heading', { level: 1, name: `Booking ${booked.bookingReference}` }));
      await button(page, LIFECYCLE_TEXTS.changeBooking).click();
      await visible(page.getByText('No code.', { exact: true }));
      await tryCode(page, 'october5');
      await visible(page.getByText(`This code expired on ${dayFromToday(-1)}.`, { exact: true }));
      await tryCode(page, 'summer10');
      // £36.45 booked; 10 % off is £3.64, refunded.
      await visible(page.getByText('We refund £3.64', { exact: true }));
      const quote = page.locator('.change-quote');
      expect(await wordsOf(quote)).toContain('Code SUMMER10 - £3.64');
      expect(await wordsOf(quote)).toContain('New price £32.81');
      await button(page, 'Confirm change').click();
      await visible(page.getByRole('status').filter({ hasText: 'Your booking is changed. We are refunding £3.64 to your card.' }));
      const view = (await admin.expect('GET', `/api/admin/bookings/${booked.bookingReference}`)) as AdminBookingDetail;
      expect(view).toMatchObject({ totalCost: 32.81, promo: { code: 'SUMMER10', discount: 3.64 } });
    });
  });
});
