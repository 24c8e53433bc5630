// What a customer must know before paying and has at hand after (issue 22, section 3), in Chromium against the built
// app: the cancellation policy for this booking before the card form, the cover per bag once an admin states it,
// the pass and the phone on the thank-you page, and the small things a new customer tripped on.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Locator } from 'playwright-core';
import { addDays, formatDashed, formatSlashed, LIFECYCLE_TEXTS, type CalendarDate } from '@luggage/contracts';
import type { RunningApp } from '../support/app-process.js';
import { startAppWithAdmin } from '../support/app-with-admin.js';
import { DESKTOP, launchBrowser, onCleanPage, PHONE, screenshot, type TrackedPage } from '../support/browser.js';
import { bookAsVisitor, VisitorSession } from '../support/visitor-booking.js';
import {
  accessibilityProblems,
  aCustomer,
  bookingReference,
  button,
  collectionDay,
  dateInput,
  getData,
  heading,
  hidden,
  logIn,
  next,
  openWizard,
  chooseItems,
  pay,
  reachCheckout,
  reachSummary,
  visible,
} from './booking-steps.js';

const ADMIN = { email: 'tess.admin@example.com', password: 'admin password 123', name: 'Tess Admin' };

let app: RunningApp;
let browser: Browser;
let admin: VisitorSession;

beforeAll(async () => {
  ({ app, admin } = await startAppWithAdmin(ADMIN));
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

function withPage(viewport: { width: number; height: number }, run: (page: TrackedPage) => Promise<void>): Promise<void> {
  return onCleanPage(browser, { baseURL: app.url, viewport }, run);
}

/** Runs `work` under this cancellation policy, then puts the demo's (24 hours, no late refund) back. */
async function withPolicy(freeCancellationHours: number, lateRefundPercent: number, work: () => Promise<void>): Promise<void> {
  await admin.expect('PUT', '/api/admin/cancellation-policy', { freeCancellationHours, lateRefundPercent });
  try {
    await work();
  } finally {
    await admin.expect('PUT', '/api/admin/cancellation-policy', { freeCancellationHours: 24, lateRefundPercent: 0 });
  }
}

/** Whether `first` is laid out above `second` on the page. */
async function above(first: Locator, second: Locator): Promise<boolean> {
  const [a, b] = await Promise.all([first.boundingBox(), second.boundingBox()]);
  return a !== null && b !== null && a.y + a.height <= b.y;
}

/** The warning itself (the sentence after it says why). */
const LATE = "This booking can't be changed or refunded once paid.";
const lateWarning = (page: TrackedPage, text = LATE) => page.getByText(text, { exact: true });

describe('the cancellation policy before the card form', () => {
  it('tells an early booking until when it can be changed for free, on the summary and above the card form', async () => {
    await withPage(PHONE, async (page) => {
      await reachSummary(page, aCustomer(), { date: collectionDay(5) });
      await visible(page.getByText(/^Free cancellation and changes until 24 hours before your collection time\./));
      await visible(page.getByText(/^For this booking, free cancellation and changes end on /));
      expect(await lateWarning(page).count()).toBe(0);
      await button(page, 'Checkout').click();
      const note = page.getByText(/^For this booking, free cancellation and changes end on /);
      await visible(note);
      expect(await above(note, page.getByLabel('Card number'))).toBe(true);
    });
  });

  it("tells a booking already inside the policy's window that it can't be changed or refunded, before the card form", async () => {
    // 14 days' notice: a collection in 3 days is already inside the window.
    await withPolicy(336, 0, async () => {
      await withPage(PHONE, async (page) => {
        await reachSummary(page, aCustomer(), { date: collectionDay(3) });
        await visible(lateWarning(page));
        await visible(page.getByText(/Its collection is less than 336 hours away\.$/));
        expect(await accessibilityProblems(page)).toEqual([]);
        await screenshot(page, 'trust-summary-late-phone');
        await button(page, 'Checkout').click();
        const warning = lateWarning(page);
        await visible(warning);
        expect(await above(warning, page.getByLabel('Card number'))).toBe(true);
        expect(await page.getByText(/^For this booking, free cancellation and changes end on /).count()).toBe(0);
      });
    });
  });

  it('gives the late refund percentage when the policy has one, and the Terms say the same', async () => {
    await withPolicy(336, 50, async () => {
      await withPage(DESKTOP, async (page) => {
        await reachCheckout(page, aCustomer(), { date: collectionDay(3) });
        await visible(lateWarning(page, "This booking can't be changed once paid; cancelling before the collection time is refunded 50% of the price."));
        await page.goto('/terms');
        await visible(
          page.getByText("A booking made less than 336 hours before its collection time can't be changed once paid; cancelling before the collection time is refunded 50% of the price."),
        );
      });
    });
  });
});

describe('the thank-you page', () => {
  it('shows the pass (QR code and PIN), the manage link and a tap-to-call phone right away', async () => {
    await withPage(PHONE, async (page) => {
      await reachCheckout(page, aCustomer());
      await pay(page, '4242 4242 4242 4242');
      const reference = await bookingReference(page);
      await page.waitForURL(`**/booking-confirmed/${reference}`);
      const pass = page.getByRole('region', { name: 'Your pass' });
      await visible(pass.getByRole('img', { name: `QR code of your pass for booking ${reference}` }));
      expect(await pass.getByText(/^\d{4}$/).count()).toBe(1);
      await visible(page.getByRole('main').getByRole('link', { name: LIFECYCLE_TEXTS.manageLink }));
      const call = page.getByRole('main').getByRole('link', { name: 'Call us on 0117 496 0123' });
      expect(await call.getAttribute('href')).toBe('tel:01174960123');
      expect(await accessibilityProblems(page)).toEqual([]);
      await screenshot(page, 'trust-thank-you-pass-phone');

      await page.getByRole('main').getByRole('link', { name: LIFECYCLE_TEXTS.manageLink }).click();
      await visible(page.getByRole('heading', { level: 1, name: `Booking ${reference}` }));
      await visible(page.getByRole('main').getByRole('link', { name: 'Call us on 0117 496 0123' }));
    });
  });
});

describe('bag protection', () => {
  it('is not mentioned until an admin sets it on the settings page, then shows on the summary and in the Terms', async () => {
    await withPage(DESKTOP, async (page) => {
      const protectionRead = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/bag-protection');
      await reachSummary(page, aCustomer());
      await visible(page.getByText(/^For this booking, free cancellation/));
      // The summary has its answer on bag protection (none set) and the customer footer, so their absence below means something.
      expect((await protectionRead).status()).toBe(200);
      expect(await page.getByText(/Bag protection/).count()).toBe(0);
      await visible(page.getByRole('contentinfo'));

      await logIn(page, ADMIN.email, ADMIN.password);
      await page.waitForURL('**/admin-dashboard');
      await page.goto('/admin-dashboard/settings');
      const form = page.getByRole('form', { name: 'Bag protection' });
      await form.getByLabel('Cover per bag (£)').fill('0.5');
      await form.getByRole('button', { name: 'Save bag protection' }).click();
      await visible(form.getByText('The cover per bag must be at least £1.'));
      await form.getByLabel('Cover per bag (£)').fill('750');
      await form.getByRole('button', { name: 'Save bag protection' }).click();
      await visible(form.getByText('Saved. The summary, the confirmation email and the Terms state this cover.'));
      expect(await accessibilityProblems(page)).toEqual([]);
      // Staff and admin pages do without the customer footer.
      expect(await page.getByRole('contentinfo').count()).toBe(0);
      await page.goto('/staff');
      await visible(page.getByRole('region', { name: 'Today at every point' }));
      expect(await page.getByRole('contentinfo').count()).toBe(0);
    });
    try {
      const words = 'Bag protection: each bag is covered up to £750 against loss or damage while we look after it.';
      await withPage(PHONE, async (page) => {
        await reachSummary(page, aCustomer());
        await visible(page.getByText(words));
        await page.goto('/terms');
        await visible(page.getByText(words));
      });
    } finally {
      await admin.expect('PUT', '/api/admin/bag-protection', { coverPerBag: null });
    }
  });
});

describe('small things a new customer tripped on', () => {
  it('marks a point closed on the chosen date as closed, with its note, not as full', async () => {
    const data = await getData(app.url);
    const bath = data.collection_cities.find((city) => city.city === 'Bath')!;
    const day: CalendarDate = addDays(collectionDay(), 7);
    await admin.expect('POST', '/api/store-new-collection-location', {
      cityId: bath.id,
      location: 'Abbey Green',
      lat: 51.381,
      lng: -2.359,
      time: '09:00',
      closures: [{ date: formatDashed(day), note: 'Abbey festival' }],
    }, 201);
    await withPage(PHONE, async (page) => {
      await openWizard(page);
      await chooseItems(page, { 'Small Suitcase': 1 });
      await next(page);
      await visible(heading(page, 'Collection Date and Location?'));
      await dateInput(page).fill(formatSlashed(day));
      await page.getByLabel('City / Town').selectOption({ label: 'Bath' });
      const abbey = page.getByRole('listitem').filter({ hasText: 'Abbey Green' });
      await visible(abbey.getByText('Closed on this date: Abbey festival', { exact: true }));
      expect(await abbey.getByText('Full on this date').count()).toBe(0);
      expect(await abbey.getByRole('button', { name: 'Select Abbey Green' }).isDisabled()).toBe(true);
      expect(await page.getByRole('listitem').filter({ hasText: 'Bath Spa Station' }).getByText(/on this date/).count()).toBe(0);
    });
  });

  it('hides Change and Cancel on a cancelled booking', async () => {
    const booked = await bookAsVisitor(app.url);
    const visitor = new VisitorSession(app.url);
    await visitor.expect('POST', `/api/manage/${booked.manageToken}/cancel`, { expectedRefund: 36.45 });
    await withPage(PHONE, async (page) => {
      await page.goto(`/manage/${booked.manageToken}`);
      await visible(page.getByText('This booking is cancelled: there is nothing left to change or cancel.'));
      await hidden(button(page, LIFECYCLE_TEXTS.changeBooking));
      await hidden(button(page, LIFECYCLE_TEXTS.cancelBooking));
    });
  });
});
