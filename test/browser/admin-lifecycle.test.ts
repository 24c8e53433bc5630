// The operator's side of a booking's life in Chromium, against the built app: the cancellation policy setting (and
// the Terms showing it), a partial refund and a cancellation with a chosen refund, a change made on the customer's
// behalf, and the bookings list's "Refund failed" and "Changed" filters.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { type AdminBookingDetail, describeCancellationPolicy, formatPounds, type GetDataResponse, LIFECYCLE_TEXTS, poundsToPence, quote } from '@luggage/contracts';
import type { RunningApp } from '../support/app-process.js';
import { startAppWithAdmin } from '../support/app-with-admin.js';
import { DESKTOP, launchBrowser, newPage, pageProblems, PHONE, screenshot, type TrackedPage } from '../support/browser.js';
import { bookAsVisitor, VisitorSession } from '../support/visitor-booking.js';
import { accessibilityProblems, button, getData, visible } from './booking-steps.js';

const ADMIN = { email: 'olivia.admin@example.com', password: 'admin password 123', name: 'Olivia Stone' };

let app: RunningApp;
let browser: Browser;
let catalog: GetDataResponse;
let admin: VisitorSession;

beforeAll(async () => {
  ({ app, admin } = await startAppWithAdmin(ADMIN));
  browser = await launchBrowser();
  catalog = await getData(app.url);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function withAdminPage(viewport: { width: number; height: number }, run: (page: TrackedPage) => Promise<void>): Promise<void> {
  const page = await newPage(browser, { baseURL: app.url, viewport });
  try {
    await page.goto('/login');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/admin-dashboard');
    await run(page);
    expect(pageProblems(page)).toEqual([]);
  } finally {
    await page.close();
  }
}

const pounds = (amount: number) => formatPounds(poundsToPence(amount));
const detail = (reference: string) => admin.expect('GET', `/api/admin/bookings/${reference}`) as Promise<AdminBookingDetail>;
const region = (page: TrackedPage, name: string) => page.getByRole('region', { name });
const row = (page: TrackedPage, text: string) => page.getByRole('row').filter({ hasText: text });

async function openBooking(page: TrackedPage, reference: string): Promise<void> {
  await page.goto(`/admin-dashboard/bookings/${reference}`);
  await visible(page.getByRole('heading', { level: 1, name: reference }));
}

describe('the cancellation policy', () => {
  it('is edited in the settings, with messages by field, and the Terms show the policy in force', async () => {
    try {
      await withAdminPage(DESKTOP, async (page) => {
        await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Settings' }).click();
        await visible(page.getByRole('heading', { level: 1, name: 'Cancellation policy' }));
        const hours = page.getByLabel('Free cancellation until (hours before handover)');
        const percent = page.getByLabel('Late cancellation refund (%)');
        expect(await hours.inputValue()).toBe('24');

        await hours.fill('1000');
        await percent.fill('50');
        await button(page, 'Save policy').click();
        await page.waitForFunction(() => document.activeElement?.id === 'admin-freeCancellationHours');
        expect(await hours.getAttribute('aria-invalid')).toBe('true');
        expect(await percent.getAttribute('aria-invalid')).toBe('false');
        await screenshot(page, 'admin-settings-error');

        await hours.fill('48');
        await button(page, 'Save policy').click();
        await visible(page.getByRole('status').filter({ hasText: 'Saved.' }));
        const summary = describeCancellationPolicy({ freeCancellationHours: 48, lateRefundPercent: 50 });
        await visible(page.getByText(`In force now: ${summary}`));
        expect(await accessibilityProblems(page)).toEqual([]);
        await screenshot(page, 'admin-settings-saved');

        await page.goto('/terms');
        await visible(page.getByText(summary));
      });
    } finally {
      await admin.expect('PUT', '/api/admin/cancellation-policy', { freeCancellationHours: 24, lateRefundPercent: 0 });
    }
  });
});

describe('refunds and cancellations by an operator', () => {
  it('refunds part of a booking, then cancels it with a chosen refund, and the history shows both', async () => {
    const { bookingReference: reference } = await bookAsVisitor(app.url);
    const paid = (await detail(reference)).paid;
    await withAdminPage(DESKTOP, async (page) => {
      await openBooking(page, reference);
      const money = region(page, 'Payments and refunds');
      expect(await money.innerText()).toContain(`Refundable\n${pounds(paid)}`);

      await button(page, 'Refund').click();
      await page.getByLabel('Amount (£)').fill('5');
      await button(page, 'Send refund').click();
      await visible(page.locator('#admin-reason[aria-invalid="true"]'));
      await page.getByLabel('Reason').fill('Bag strap broken at collection');
      await button(page, 'Send refund').click();
      await visible(page.getByRole('status').filter({ hasText: 'Refund of £5.00 sent.' }));
      await visible(money.getByText('Bag strap broken at collection'));
      expect(await money.innerText()).toContain(`Refundable\n${pounds(paid - 5)}`);

      await button(page, LIFECYCLE_TEXTS.cancelBooking).click();
      await page.getByLabel('Reason').fill('Customer phoned: plans changed');
      await page.getByLabel('Refund an amount').check();
      await page.getByLabel('Refund amount (£)').fill('10');
      await screenshot(page, 'admin-booking-cancel-form');
      expect(await accessibilityProblems(page)).toEqual([]);
      await button(page, LIFECYCLE_TEXTS.confirmCancellation).click();
      await visible(page.getByRole('status').filter({ hasText: 'Booking cancelled with a refund of £10.00.' }));
      await visible(page.locator('.admin-page-header').getByText('Cancelled', { exact: true }));

      const booking = await detail(reference);
      expect(booking.status).toBe('cancelled');
      expect(booking.refunds.map((refund) => refund.amount).sort()).toEqual([10, 5]);
      const history = await region(page, 'History').innerText();
      expect(history).toContain(ADMIN.name);
      for (const entry of booking.audit) expect(history).toContain(entry.action);
      expect(booking.audit.length).toBeGreaterThanOrEqual(4);
      // Only the moves a cancelled booking still allows are offered.
      expect(booking.moves).toMatchObject({ cancel: false, change: false });
      expect(await button(page, LIFECYCLE_TEXTS.cancelBooking).count()).toBe(0);
      expect(await button(page, LIFECYCLE_TEXTS.changeBooking).count()).toBe(0);
      expect(await button(page, 'Refund').count()).toBe(booking.moves.refund ? 1 : 0);
      await screenshot(page, 'admin-booking-cancelled');
    });
  });

  it('marks a booking whose refund failed in the list, and "Refund failed" finds it', async () => {
    const { bookingReference: reference, request } = await bookAsVisitor(app.url, {}, '4000 0000 0000 5126');
    await admin.expect('POST', `/api/admin/bookings/${reference}/refund`, { amount: 3, reason: 'Goodwill' });
    await withAdminPage(PHONE, async (page) => {
      await page.goto(`/admin-dashboard/bookings?date=${request.collectionDate}`);
      await page.getByLabel('Needs attention').selectOption({ label: LIFECYCLE_TEXTS.refundFailed });
      await button(page, 'Show').click();
      await page.waitForURL('**attention=refund_failed**');
      const listed = row(page, reference);
      await visible(listed.getByText(LIFECYCLE_TEXTS.refundFailed));
      expect(await listed.innerText()).toContain(pounds((await detail(reference)).paid));
      // The filter lists only bookings whose refund failed (a retried test may have made more than one).
      const rows = page.getByRole('row');
      const count = await rows.count();
      expect(count).toBeGreaterThanOrEqual(2);
      for (let i = 1; i < count; i += 1) expect(await rows.nth(i).innerText()).toContain(LIFECYCLE_TEXTS.refundFailed);
      await screenshot(page, 'admin-bookings-refund-failed-phone');
      expect(await accessibilityProblems(page)).toEqual([]);
    });
  });
});

describe('a change made on the customer’s behalf', () => {
  it('needs the difference waived when dearer, lands in the history, and "Changed" finds it', async () => {
    const { bookingReference: reference, request } = await bookAsVisitor(app.url);
    const discounts = catalog.discount_items.map((d) => ({ rule: d.rule, percentage: d.discount_percentage }));
    const lines = request.storageItemsBasket.map((line) => ({ pricePence: poundsToPence(line.price), amount: line.amount }));
    const more = (quote(lines, 3, discounts).totalPence - quote(lines, 2, discounts).totalPence) / 100;
    await withAdminPage(DESKTOP, async (page) => {
      await openBooking(page, reference);
      await button(page, LIFECYCLE_TEXTS.changeBooking).click();
      await page.getByLabel('Nights').selectOption('3');
      await button(page, 'See the new price').click();
      await visible(page.getByText(`${pounds(more)} more than now`));
      await page.getByLabel('Reason').fill('Customer extended the trip by phone');
      await button(page, 'Confirm change').click();
      await visible(page.getByText(`The new booking costs ${pounds(more)} more. Waive the difference`));
      expect((await detail(reference)).nights).toBe(2);

      await page.getByLabel('Waive the difference').check();
      await button(page, 'Confirm change').click();
      await visible(page.getByRole('status').filter({ hasText: `Booking changed; the difference of ${pounds(more)} was waived.` }));
      const booking = await detail(reference);
      expect({ nights: booking.nights, changed: booking.changed }).toEqual({ nights: 3, changed: true });
      await visible(region(page, 'History').getByText(booking.audit.at(-1)!.action));

      await button(page, 'Resend confirmation email').click();
      await visible(page.getByRole('status').filter({ hasText: 'The confirmation email is on its way again.' }));

      await page.goto(`/admin-dashboard/bookings?date=${request.collectionDate}&attention=changed`);
      await visible(row(page, reference).getByText(LIFECYCLE_TEXTS.changed));
      expect(await page.getByLabel('Needs attention').inputValue()).toBe('changed');
      await screenshot(page, 'admin-bookings-changed');
    });
  });
});
