// A booking after payment, as its customer sees it in Chromium against the built app: the confirmation page that
// survives a reload, the manage link (receipt, change to a cheaper or a dearer booking, cancellation), a wrong link,
// and "Find my booking" with the emailed link caught by a real SMTP server on loopback.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import jsQRModule from 'jsqr';
import type { Browser } from 'playwright-core';
import { PNG } from 'pngjs';
import {
  type BookingPassView,
  type CancellationPolicyView,
  formatPounds,
  formatReadableDate,
  type GetDataResponse,
  LIFECYCLE_TEXTS,
  type ManageBookingView,
  parseDayMonthYear,
  poundsToPence,
  quote,
} from '@luggage/contracts';
import { startApp, type RunningApp } from '../support/app-process.js';
import { DESKTOP, launchBrowser, onCleanPage, PHONE, screenshot, type TrackedPage } from '../support/browser.js';
import { startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.js';
import { bookAsVisitor, VisitorSession } from '../support/visitor-booking.js';
import { accessibilityProblems, aCustomer, bookingReference, button, collectionDay, getData, heading, pay, reachCheckout, visible } from './booking-steps.js';

// jsqr is CommonJS with `exports.default`: under ESM its default import is the module object.
const jsQR = jsQRModule.default;

const ADMIN = { email: 'olivia.admin@example.com', password: 'admin password 123', name: 'Olivia Stone' };

let smtp: SmtpCatcher;
let app: RunningApp;
let browser: Browser;
let catalog: GetDataResponse;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  app = await startApp({ env: { SMTP_URL: smtp.url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ADMIN_NAME: ADMIN.name } });
  browser = await launchBrowser();
  catalog = await getData(app.url);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await smtp?.close();
});

function withPage(viewport: { width: number; height: number }, run: (page: TrackedPage) => Promise<void>): Promise<void> {
  return onCleanPage(browser, { baseURL: app.url, viewport }, run);
}

const pounds = (amount: number) => formatPounds(poundsToPence(amount));

/** The price of Small and Medium suitcases for some nights, from the same quote() the server uses. */
function price(amounts: { small: number; medium: number }, nights: number): number {
  const priceOf = (title: string) => poundsToPence(catalog.storage_items.find((item) => item.storage_item === title)!.price);
  const lines = [
    { pricePence: priceOf('Small Suitcase'), amount: amounts.small },
    { pricePence: priceOf('Medium Suitcase'), amount: amounts.medium },
  ].filter((line) => line.amount > 0);
  const discounts = catalog.discount_items.map((d) => ({ rule: d.rule, percentage: d.discount_percentage }));
  return quote(lines, nights, discounts).totalPence / 100;
}

async function manageView(token: string): Promise<ManageBookingView> {
  const res = await fetch(`${app.url}/api/manage/${token}`);
  if (res.status !== 200) throw new Error(`GET /api/manage answered ${res.status}`);
  return (await res.json()) as ManageBookingView;
}

async function openManagePage(page: TrackedPage, token: string, reference: string): Promise<void> {
  await page.goto(`/manage/${token}`);
  await visible(page.getByRole('heading', { level: 1, name: `Booking ${reference}` }));
}

const main = (page: TrackedPage) => page.getByRole('main');
const notice = (page: TrackedPage, text: string) => page.getByRole('status').filter({ hasText: text });

describe('a booking paid in the wizard', () => {
  it('keeps its reference on the confirmation page after a reload, opens the manage link and prints a receipt', async () => {
    const customer = aCustomer();
    const day = collectionDay();
    let reference = '';
    await withPage(DESKTOP, async (page) => {
      await reachCheckout(page, customer, { items: { 'Small Suitcase': 2 }, nights: 2 });
      await pay(page, '4242 4242 4242 4242');
      reference = await bookingReference(page);
      await page.waitForURL(`**/booking-confirmed/${reference}`);
      await visible(heading(page, `Thank You ${customer.fullName} for your booking`));

      await page.reload();
      await visible(heading(page, `Thank You ${customer.fullName} for your booking`));
      expect(await bookingReference(page)).toBe(reference);
      await visible(page.getByText('You will shortly receive a confirmation email'));
      await visible(main(page).getByText(`${formatReadableDate(day)} at 09:00`));
      await screenshot(page, 'manage-confirmed-after-reload');
      expect(await accessibilityProblems(page)).toEqual([]);

      await page.getByRole('link', { name: LIFECYCLE_TEXTS.manageLink }).click();
      await page.waitForURL('**/manage/**');
      await visible(page.getByRole('heading', { level: 1, name: `Booking ${reference}` }));
      const token = new URL(page.url()).pathname.split('/').pop()!;
      const view = await manageView(token);
      const policy = (await (await fetch(`${app.url}/api/cancellation-policy`)).json()) as CancellationPolicyView;

      const text = await main(page).innerText();
      for (const part of ['Confirmed', `${formatReadableDate(day)} at 09:00`, 'Bristol Bus Station', view.location.address, '2 x Small Suitcase', policy.summary]) {
        expect(text).toContain(part);
      }
      expect(text).toContain(pounds(price({ small: 2, medium: 0 }, 2)));
      // Collected and returned at the point: each leg links to it.
      const map = page.getByRole('link', { name: /Open Bristol Bus Station in maps/ }).first();
      expect(await map.getAttribute('href')).toBe(view.location.mapUrl);
      expect(await button(page, LIFECYCLE_TEXTS.changeBooking).isEnabled()).toBe(true);
      expect(await button(page, LIFECYCLE_TEXTS.cancelBooking).isEnabled()).toBe(true);
      const history = await page.getByRole('region', { name: 'History' }).innerText();
      for (const entry of view.history) expect(history).toContain(entry.action);
      expect(view.history.length).toBeGreaterThan(0);
      await screenshot(page, 'manage-desktop');
      expect(await accessibilityProblems(page)).toEqual([]);

      // What the printer gets: the receipt alone, with the company, the booking's lines, totals and the payment.
      await button(page, 'Print receipt').click();
      await page.emulateMedia({ media: 'print' });
      const receipt = page.getByRole('region', { name: 'Receipt' });
      await visible(receipt);
      const printed = await receipt.innerText();
      for (const part of [view.company.name, view.company.address, view.company.email, reference, 'Small Suitcase', 'Total', 'Paid by card', pounds(view.paid)]) {
        expect(printed).toContain(part);
      }
      expect(await page.getByRole('banner').isVisible()).toBe(false);
      expect(await button(page, LIFECYCLE_TEXTS.cancelBooking).isVisible()).toBe(false);
      await screenshot(page, 'manage-receipt-print');
      await page.emulateMedia({ media: 'screen' });
      expect(await page.getByRole('region', { name: 'Receipt' }).isVisible()).toBe(false);
    });

    // Another browser has no link for that reference: it is pointed to "Find my booking".
    await withPage(PHONE, async (page) => {
      await page.goto(`/booking-confirmed/${reference}`);
      await visible(page.getByText(`This browser cannot show booking ${reference}.`));
      await page.getByRole('main').getByRole('link', { name: LIFECYCLE_TEXTS.findMyBooking }).click();
      await page.waitForURL('**/find-booking');
      expect(await accessibilityProblems(page)).toEqual([]);
    });
  });
});

describe('changing a booking from its manage link', () => {
  it('changes to a cheaper booking and sees the refund', async () => {
    const booked = await bookAsVisitor(app.url);
    const before = price({ small: 1, medium: 1 }, 2);
    const after = price({ small: 1, medium: 0 }, 2);
    await withPage(PHONE, async (page) => {
      await openManagePage(page, booked.manageToken, booked.bookingReference);
      await button(page, LIFECYCLE_TEXTS.changeBooking).click();
      await visible(heading(page, 'Change your booking'));
      // The wizard's date field, opened on the booking's date (no native date input).
      expect(await page.getByLabel('Collection date').inputValue()).toBe(booked.request.collectionDate.replaceAll('-', '/'));
      await visible(button(page, 'Choose date from calendar'));
      await page.getByLabel('Medium Suitcase').fill('0');
      await button(page, 'See the new price').click();
      await visible(page.getByText(`We refund ${pounds(before - after)}`));
      await visible(main(page).getByText(pounds(after)));
      // Nothing is committed until the customer confirms.
      expect((await manageView(booked.manageToken)).total).toBe(before);
      await screenshot(page, 'manage-phone-change-quote');
      expect(await accessibilityProblems(page)).toEqual([]);

      await button(page, 'Confirm change').click();
      await visible(notice(page, `Your booking is changed. We are refunding ${pounds(before - after)} to your card.`));
      expect(await page.getByRole('region', { name: 'Items and price' }).innerText()).not.toContain('Medium Suitcase');
      await visible(page.getByRole('region', { name: 'Payments and refunds' }).getByText(`Refund of ${pounds(before - after)}`));
      await visible(page.getByRole('region', { name: 'History' }).getByText(/^Booking changed/));
      const view = await manageView(booked.manageToken);
      expect(view.total).toBe(after);
      expect(view.refunded + view.refundPending).toBe(Number((before - after).toFixed(2)));
      await screenshot(page, 'manage-phone-changed-cheaper');
    });
  });

  it('changes to a dearer booking and pays the difference with the card form', async () => {
    const booked = await bookAsVisitor(app.url);
    const before = price({ small: 1, medium: 1 }, 2);
    const after = price({ small: 1, medium: 1 }, 3);
    const more = pounds(after - before);
    await withPage(DESKTOP, async (page) => {
      await openManagePage(page, booked.manageToken, booked.bookingReference);
      await button(page, LIFECYCLE_TEXTS.changeBooking).click();
      await page.getByLabel('Nights').selectOption('3');
      await button(page, 'See the new price').click();
      await visible(page.getByText(`You pay ${more} more`));
      await button(page, 'Confirm change').click();

      await visible(heading(page, `Pay ${more} to change your booking`));
      await visible(page.getByText('Test mode: no real payment is taken'));
      expect((await manageView(booked.manageToken)).nights).toBe(2);
      await screenshot(page, 'manage-desktop-change-payment');
      expect(await accessibilityProblems(page)).toEqual([]);
      await pay(page, '4242 4242 4242 4242');

      await visible(notice(page, `Your booking is changed. You paid ${more} more.`));
      const view = await manageView(booked.manageToken);
      expect({ nights: view.nights, total: view.total, paid: view.paid }).toEqual({ nights: 3, total: after, paid: after });
      await visible(main(page).getByText('3 nights'));
      await screenshot(page, 'manage-desktop-changed-dearer');
    });
  });

  it('keeps a dearer change waiting for its payment after a reload, and finishes it from the manage page', async () => {
    const booked = await bookAsVisitor(app.url);
    const more = pounds(price({ small: 2, medium: 1 }, 2) - price({ small: 1, medium: 1 }, 2));
    await withPage(PHONE, async (page) => {
      await openManagePage(page, booked.manageToken, booked.bookingReference);
      await button(page, LIFECYCLE_TEXTS.changeBooking).click();
      await page.getByLabel('Small Suitcase').fill('2');
      await button(page, 'See the new price').click();
      await visible(page.getByText(`You pay ${more} more`));
      await button(page, 'Confirm change').click();
      await visible(heading(page, `Pay ${more} to change your booking`));

      await page.reload();
      await visible(page.getByText(`A change to this booking is waiting for its payment of ${more}.`));
      expect((await manageView(booked.manageToken)).items.find((item) => item.code === 'SS')?.amount).toBe(1);
      await button(page, `Pay ${more}`).click();
      await pay(page, '4242 4242 4242 4242');
      await visible(notice(page, 'Your booking is changed.'));
      await visible(page.getByRole('region', { name: 'Items and price' }).getByText('2 x Small Suitcase'));
      expect((await manageView(booked.manageToken)).pendingChange).toBeNull();
    });
  });

  it('says what is wrong under the field before asking for a price', async () => {
    const booked = await bookAsVisitor(app.url);
    await withPage(DESKTOP, async (page) => {
      await openManagePage(page, booked.manageToken, booked.bookingReference);
      await button(page, LIFECYCLE_TEXTS.changeBooking).click();
      await page.getByLabel('Small Suitcase').fill('0');
      await page.getByLabel('Medium Suitcase').fill('0');
      await button(page, 'See the new price').click();
      await visible(page.getByText('Please choose at least one item.'));
      await page.getByLabel('Small Suitcase').fill('1');
      const farAway = parseDayMonthYear(booked.request.collectionDate)!;
      await page.getByLabel('Collection date').fill(`15/01/${farAway.year + 2}`);
      await button(page, 'See the new price').click();
      const date = page.getByLabel('Collection date');
      await visible(page.getByText(/^Date input not valid\. The latest collection date is /));
      expect(await date.getAttribute('aria-invalid')).toBe('true');
    });
  });
});

describe('cancelling a booking from its manage link', () => {
  it('states the refund, cancels with Confirm cancellation and shows the refund', async () => {
    const booked = await bookAsVisitor(app.url);
    const paid = price({ small: 1, medium: 1 }, 2);
    await withPage(PHONE, async (page) => {
      await openManagePage(page, booked.manageToken, booked.bookingReference);
      await button(page, LIFECYCLE_TEXTS.cancelBooking).click();
      await visible(heading(page, 'Cancel this booking?'));
      await visible(page.getByText(`We will refund ${pounds(paid)} to the card you paid with.`));
      expect(await accessibilityProblems(page)).toEqual([]);
      await screenshot(page, 'manage-phone-cancel-confirm');
      await button(page, LIFECYCLE_TEXTS.confirmCancellation).click();

      await visible(notice(page, `Your booking is cancelled. We are refunding ${pounds(paid)} to your card.`));
      await visible(main(page).getByText('Cancelled', { exact: true }));
      await visible(main(page).getByText(`Refund of ${pounds(paid)}`));
      // Nothing more can be done: the page says so instead of showing greyed Change and Cancel buttons.
      await visible(main(page).getByText('This booking is cancelled: there is nothing left to change or cancel.'));
      expect(await button(page, LIFECYCLE_TEXTS.changeBooking).count()).toBe(0);
      expect(await button(page, LIFECYCLE_TEXTS.cancelBooking).count()).toBe(0);
      expect((await manageView(booked.manageToken)).status).toBe('cancelled');
      await screenshot(page, 'manage-phone-cancelled');
      expect(await accessibilityProblems(page)).toEqual([]);
    });
  });

  it('says so when the refund changed since it was shown, with the new amount', async () => {
    const booked = await bookAsVisitor(app.url);
    const admin = new VisitorSession(app.url);
    await admin.expect('POST', '/login', { email: ADMIN.email, password: ADMIN.password });
    try {
      await withPage(DESKTOP, async (page) => {
        await openManagePage(page, booked.manageToken, booked.bookingReference);
        await button(page, LIFECYCLE_TEXTS.cancelBooking).click();
        await visible(page.getByText(`We will refund ${pounds(price({ small: 1, medium: 1 }, 2))} to the card you paid with.`));

        // Meanwhile the business makes cancellations this close to collection half refunded.
        await admin.expect('PUT', '/api/admin/cancellation-policy', { freeCancellationHours: 24 * 14, lateRefundPercent: 50 });
        const now = (await manageView(booked.manageToken)).actions.cancel.refundAmount;
        await button(page, LIFECYCLE_TEXTS.confirmCancellation).click();
        await visible(page.getByRole('alert').filter({ hasText: `The refund is now ${pounds(now)}.` }));
        await visible(page.getByText(`We will refund ${pounds(now)} to the card you paid with.`));
        expect((await manageView(booked.manageToken)).status).toBe('confirmed');

        await button(page, LIFECYCLE_TEXTS.confirmCancellation).click();
        await visible(notice(page, `Your booking is cancelled. We are refunding ${pounds(now)} to your card.`));
      });
    } finally {
      await admin.expect('PUT', '/api/admin/cancellation-policy', { freeCancellationHours: 24, lateRefundPercent: 0 });
    }
  });
});

describe('links', () => {
  it('shows a wrong or expired link as not found, with nothing of any booking', async () => {
    await withPage(PHONE, async (page) => {
      await page.goto('/manage/this-is-not-the-link-of-any-booking');
      await visible(page.getByRole('heading', { level: 1, name: 'Booking link not valid' }));
      await visible(page.getByText(LIFECYCLE_TEXTS.linkInvalid));
      const text = await main(page).innerText();
      for (const absent of ['Booking reference', 'Paid', 'Print receipt', LIFECYCLE_TEXTS.cancelBooking]) expect(text).not.toContain(absent);
      expect(await accessibilityProblems(page)).toEqual([]);
      await main(page).getByRole('link', { name: LIFECYCLE_TEXTS.findMyBooking }).click();
      await visible(page.getByRole('heading', { level: 1, name: LIFECYCLE_TEXTS.findMyBooking }));
    });
  });

  it('says in words, and how long to wait, when "Find my booking" is asked too often for one reference', async () => {
    // A reference no booking has: the limit counts the tries per reference (3 an hour), matched or not.
    const reference = 'LMT23456';
    await withPage(DESKTOP, async (page) => {
      await page.goto('/find-booking');
      await page.getByLabel('Booking reference').fill(reference);
      const ask = async (email: string) => {
        await page.getByLabel('Email').fill(email);
        const [answer] = await Promise.all([
          page.waitForResponse((response) => response.url().endsWith('/api/find-booking')),
          button(page, LIFECYCLE_TEXTS.findMyBooking).click(),
        ]);
        return answer.status();
      };
      for (let i = 1; i <= 3; i++) {
        expect(await ask(`guess${i}@example.com`)).toBe(200);
        await visible(notice(page, LIFECYCLE_TEXTS.findBookingAnswer));
      }
      expect(await ask('guess4@example.com')).toBe(429);
      await visible(page.getByRole('alert').getByText(/^Too many attempts\. Try again in \d+ seconds\.$/));
      expect(await notice(page, LIFECYCLE_TEXTS.findBookingAnswer).count()).toBe(0);
      await screenshot(page, 'find-booking-too-many-attempts');
    });
  });

  it('answers "Find my booking" the same either way, and emails the link when the reference and email match', async () => {
    const email = aCustomer().email;
    const booked = await bookAsVisitor(app.url, { email });
    await withPage(DESKTOP, async (page) => {
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: LIFECYCLE_TEXTS.findMyBooking }).click();
      await visible(page.getByRole('heading', { level: 1, name: LIFECYCLE_TEXTS.findMyBooking }));

      await button(page, LIFECYCLE_TEXTS.findMyBooking).click();
      await visible(page.getByText('Please enter your booking reference.'));

      await page.getByLabel('Booking reference').fill(booked.bookingReference);
      await page.getByLabel('Email').fill(`someone.else.${email}`);
      await button(page, LIFECYCLE_TEXTS.findMyBooking).click();
      await visible(notice(page, LIFECYCLE_TEXTS.findBookingAnswer));
      await screenshot(page, 'find-booking-answer');

      await page.getByLabel('Email').fill(email);
      await button(page, LIFECYCLE_TEXTS.findMyBooking).click();
      await visible(notice(page, LIFECYCLE_TEXTS.findBookingAnswer));
      const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject.includes('Manage your booking'), 30_000);
      const link = /https?:\/\/\S+\/manage\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
      expect(link).toBeDefined();
      expect(smtp.count((m) => m.to.includes(`someone.else.${email}`))).toBe(0);

      await page.goto(new URL(link!).pathname);
      await visible(page.getByRole('heading', { level: 1, name: `Booking ${booked.bookingReference}` }));
    });
  });
});

describe('the pass on the manage page', () => {
  it('shows the QR code, the reference and the PIN, links the calendar file and prints the pass alone', async () => {
    const booked = await bookAsVisitor(app.url);
    const pass = (await (await fetch(`${app.url}/api/manage/${booked.manageToken}/pass`)).json()) as BookingPassView;
    await withPage(PHONE, async (page) => {
      await openManagePage(page, booked.manageToken, booked.bookingReference);
      const panel = page.getByRole('region', { name: 'Your pass' });
      await visible(panel.getByText(pass.pin, { exact: true }));
      expect(await panel.innerText()).toContain(booked.bookingReference);
      const qr = panel.getByRole('img', { name: `QR code of your pass for booking ${booked.bookingReference}` });
      await visible(qr);
      const image = PNG.sync.read(Buffer.from((await qr.getAttribute('src'))!.split(',')[1], 'base64'));
      expect(jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data).toMatch(/^P1\./);

      const href = await panel.getByRole('link', { name: 'Add to calendar' }).getAttribute('href');
      const calendar = await fetch(`${app.url}${href}`);
      expect(calendar.headers.get('content-type')).toMatch(/^text\/calendar/);
      expect((await calendar.text()).match(/BEGIN:VEVENT/g)).toHaveLength(2);
      await screenshot(page, 'manage-phone-pass');
      expect(await accessibilityProblems(page)).toEqual([]);

      await button(page, 'Print pass').click();
      await page.emulateMedia({ media: 'print' });
      const printed = page.getByRole('region', { name: 'Printed pass' });
      await visible(printed);
      expect(await printed.innerText()).toContain(`PIN ${pass.pin}`);
      expect(await page.getByRole('region', { name: 'Receipt' }).isVisible()).toBe(false);
      await screenshot(page, 'manage-pass-print');
      await page.emulateMedia({ media: 'screen' });
      expect(await printed.isVisible()).toBe(false);
    });
  });
});
