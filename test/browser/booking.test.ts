// The booking journey at /selection in Chromium, against the built app with the offline test card provider,
// ending with the confirmation email caught by a real SMTP server on loopback.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { addDays, formatPounds, parseIso, poundsToPence, quote, type GetDataResponse } from '@luggage/contracts';
import { startApp, type RunningApp } from '../support/app-process.js';
import { DESKTOP, PHONE, launchBrowser, newPage, pageProblems, screenshot, type TrackedPage } from '../support/browser.js';
import { startSmtpCatcher, type SmtpCatcher } from '../support/smtp-catcher.js';
import {
  accessibilityProblems,
  aCustomer,
  alertWithText,
  bookingReference,
  button,
  chooseItems,
  choosePoint,
  collectionDay,
  dateInput,
  disabledButton,
  expectStepFocus,
  fillDetails,
  getData,
  heading,
  hidden,
  next,
  openWizard,
  pay,
  reachCheckout,
  reachSummary,
  setNights,
  shown,
  shownDaysAfter,
  typeDate,
  visible,
} from './booking-steps.js';

let smtp: SmtpCatcher;
let app: RunningApp;
let browser: Browser;
let catalog: GetDataResponse;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  app = await startApp({ env: { SMTP_URL: smtp.url } });
  browser = await launchBrowser();
  catalog = await getData(app.url);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
  await smtp?.close();
});

async function withPage(viewport: { width: number; height: number }, run: (page: TrackedPage) => Promise<void>) {
  const page = await newPage(browser, { baseURL: app.url, viewport });
  try {
    await run(page);
  } finally {
    await page.close();
  }
}

/** What the summary must show for this many small suitcases and nights, from the same quote() the server uses. */
function expectedCosts(suitcases: number, nights: number) {
  const item = catalog.storage_items.find((i) => i.storage_item === 'Small Suitcase');
  if (!item) throw new Error('The demo catalog has no Small Suitcase');
  const discounts = catalog.discount_items.map((d) => ({ rule: d.rule, percentage: d.discount_percentage }));
  return quote([{ pricePence: poundsToPence(item.price), amount: suitcases }], nights, discounts);
}

const mailFor = (email: string, reference: string) => (mail: { to: string[]; text: string }) =>
  mail.to.includes(email) && mail.text.includes(reference);

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const)('a full booking on a %s', (label, viewport) => {
  it('books 2 small suitcases for 2 nights at Bristol Bus Station, pays with 4242 and gets the email', async () => {
    const customer = aCustomer();
    const day = collectionDay();
    const costs = expectedCosts(2, 2);
    expect(costs.hasDiscount).toBe(true);

    await withPage(viewport, async (page) => {
      // Without a maps key and with the offline provider, neither the maps nor the Stripe chunk is ever fetched.
      const lazyExtras: string[] = [];
      page.on('request', (req) => {
        if (/collection-map.*\.js|stripe-checkout.*\.js|js\.stripe\.com|maps\.googleapis/.test(req.url())) lazyExtras.push(req.url());
      });
      await openWizard(page);
      expect(await button(page, 'Next').count()).toBe(0);
      await screenshot(page, `booking-${label}-1-items-empty`);
      expect(await accessibilityProblems(page)).toEqual([]);
      await chooseItems(page, { 'Small Suitcase': 2 });
      await screenshot(page, `booking-${label}-1-items`);
      expect(await accessibilityProblems(page)).toEqual([]);
      await next(page);

      await expectStepFocus(page, 'Collection Date and Location?');
      await typeDate(page, day);
      await page.getByLabel('City / Town').selectOption({ label: 'Bristol' });
      await screenshot(page, `booking-${label}-2-where-when`);
      expect(await accessibilityProblems(page)).toEqual([]);
      await button(page, 'Select Bristol Bus Station').click();
      await visible(page.getByText(shown(day)));
      await screenshot(page, `booking-${label}-2-chosen`);
      expect(await accessibilityProblems(page)).toEqual([]);
      await next(page);

      await expectStepFocus(page, 'How long do you want to store?');
      await setNights(page, 2);
      await visible(page.getByText(shownDaysAfter(day, 2)));
      await visible(page.locator('s, del').filter({ hasText: formatPounds(costs.noDiscountPence) }));
      await screenshot(page, `booking-${label}-3-nights`);
      expect(await accessibilityProblems(page)).toEqual([]);
      await next(page);

      await expectStepFocus(page, 'Your Details');
      await fillDetails(page, customer);
      await screenshot(page, `booking-${label}-4-details`);
      expect(await accessibilityProblems(page)).toEqual([]);
      await next(page);

      await expectStepFocus(page, 'Booking Summary');
      await visible(button(page, 'Checkout'));
      const summary = await page.locator('main').innerText();
      for (const text of [customer.fullName, customer.contactNumber, customer.email, 'Small Suitcase', 'x 2']) {
        expect(summary).toContain(text);
      }
      expect(summary).toContain(`${shown(day)}, Bristol Bus Station @ 09:00`);
      expect(summary).toContain(`${shownDaysAfter(day, 2)}, Bristol Bus Station @ 09:00`);
      await visible(page.getByText(`Full Price: ${formatPounds(costs.noDiscountPence)}`));
      await visible(page.getByText(`- ${formatPounds(costs.discountPence)} Discount`));
      await visible(page.getByText(`Your Cost: ${formatPounds(costs.totalPence)}`));
      expect(await page.getByText('Total Cost:').count()).toBe(0);
      await screenshot(page, `booking-${label}-5-summary`);
      expect(await accessibilityProblems(page)).toEqual([]);
      await button(page, 'Checkout').click();

      await expectStepFocus(page, 'Checkout');
      await visible(page.getByText('Test mode: no real payment is taken'));
      await visible(page.getByText(formatPounds(costs.totalPence)));
      await screenshot(page, `booking-${label}-6-checkout`);
      expect(await accessibilityProblems(page)).toEqual([]);
      await pay(page, '4242 4242 4242 4242');

      const reference = await bookingReference(page);
      await visible(heading(page, `Thank You ${customer.fullName} for your booking`));
      await visible(page.getByText('You will shortly receive a confirmation email'));
      await screenshot(page, `booking-${label}-7-completed`);
      expect(await accessibilityProblems(page)).toEqual([]);
      expect(await page.evaluate(() => sessionStorage.getItem('booking-wizard:v1'))).toBeNull();

      const mail = await smtp.waitFor(mailFor(customer.email, reference), 30_000);
      expect(mail.text).toContain(customer.fullName);
      expect(lazyExtras).toEqual([]);
      expect(pageProblems(page)).toEqual([]);
    });
  });
});

describe('paying', () => {
  it('shows a declined card, keeps the form usable, and then pays with 4242', async () => {
    const customer = aCustomer();
    await withPage(DESKTOP, async (page) => {
      await reachCheckout(page, customer);
      await pay(page, '4000 0000 0000 0002');
      await visible(alertWithText(page, 'Your card was declined. Please try again'));
      await screenshot(page, 'booking-desktop-6-declined');

      // Back re-checks the details and shows the summary; Checkout again reuses the same pending booking.
      await button(page, 'Back').click();
      await visible(heading(page, 'Booking Summary'));
      await button(page, 'Checkout').click();
      await visible(page.getByLabel('Card number'));

      await pay(page, '4242 4242 4242 4242');
      const reference = await bookingReference(page);
      await smtp.waitFor(mailFor(customer.email, reference), 30_000);
      expect(smtp.count((mail) => mail.to.includes(customer.email))).toBe(1);
      expect(pageProblems(page)).toEqual([]);
    });
  });

  it('completes a booking after the test authentication is approved', async () => {
    const customer = aCustomer();
    await withPage(PHONE, async (page) => {
      await reachCheckout(page, customer);
      await pay(page, '4000 0025 0000 3155');
      const dialog = page.getByRole('dialog');
      await visible(dialog);
      await screenshot(page, 'booking-phone-6-authentication');
      await button(page, 'Complete authentication').click();
      const reference = await bookingReference(page);
      await smtp.waitFor(mailFor(customer.email, reference), 30_000);
      expect(pageProblems(page)).toEqual([]);
    });
  });

  it('shows an error when the authentication fails, and the form can be used again', async () => {
    const customer = aCustomer();
    await withPage(DESKTOP, async (page) => {
      await reachCheckout(page, customer);
      await pay(page, '4000 0025 0000 3155');
      await visible(page.getByRole('dialog'));
      await button(page, 'Fail authentication').click();
      await hidden(page.getByRole('dialog'));
      // The provider's own message already asks to try again: said once, not followed by ' Please try again'.
      const failed = 'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
      const alert = alertWithText(page, failed);
      await visible(alert);
      expect((await alert.innerText()).trim()).toBe(failed);
      expect(await page.getByText('Your booking reference is:').count()).toBe(0);

      expect(await button(page, 'Pay Now').isEnabled()).toBe(true);
      await pay(page, '4242 4242 4242 4242');
      const reference = await bookingReference(page);
      await smtp.waitFor(mailFor(customer.email, reference), 30_000);
      expect(pageProblems(page)).toEqual([]);
    });
  });
});

describe('collection point without a maps key', () => {
  it('explains there is no map and lets a keyboard user choose from the list', async () => {
    expect(catalog.gmkey).toBeNull();
    await withPage(PHONE, async (page) => {
      const mapRequests: string[] = [];
      page.on('request', (req) => {
        if (/maps\.googleapis\.com|collection-map/.test(req.url())) mapRequests.push(req.url());
      });
      await openWizard(page);
      await chooseItems(page, { 'Medium Suitcase': 1 });
      await next(page);
      await page.getByLabel('City / Town').selectOption({ label: 'Bath' });
      await visible(page.getByText('This site has no map of the collection points.'));

      const select = button(page, 'Select Bath Spa Station');
      await select.focus();
      await page.keyboard.press('Enter');
      await visible(button(page, 'Change Location?'));
      const text = await page.locator('main').innerText();
      expect(text).toContain('Bath Spa Station');
      expect(text).toContain('Dorchester Street, Bath BA1 1SU');

      await button(page, 'Change Location?').click();
      await visible(page.getByLabel('City / Town'));
      expect(mapRequests).toEqual([]);
      expect(pageProblems(page)).toEqual([]);
    });
  });
});

describe('validation', () => {
  it('keeps items between 0 and 5 and shows Next only with an item chosen', async () => {
    await withPage(PHONE, async (page) => {
      await openWizard(page);
      const remove = button(page, 'Remove Large Suitcase');
      const add = button(page, 'Add Large Suitcase');
      expect(await remove.isDisabled()).toBe(true);
      for (let i = 0; i < 5; i++) await add.click();
      expect(await add.isDisabled()).toBe(true);
      await visible(button(page, 'Next'));
      for (let i = 0; i < 5; i++) await remove.click();
      expect(await remove.isDisabled()).toBe(true);
      await hidden(button(page, 'Next'));
      expect(pageProblems(page)).toEqual([]);
    });
  });

  it('says what is missing on the date and location step, in place', async () => {
    await withPage(DESKTOP, async (page) => {
      await openWizard(page);
      await chooseItems(page, { 'Small Suitcase': 1 });
      await next(page);
      await next(page);
      await visible(page.getByText('Please select a collection date!'));
      await visible(page.getByText('Please select a location'));
      expect(await dateInput(page).getAttribute('aria-invalid')).toBe('true');
      await screenshot(page, 'booking-desktop-2-errors');

      await dateInput(page).fill('31/02/2030');
      await visible(page.getByText('Date input not valid.'));
      await dateInput(page).fill('01/01/2020');
      await visible(page.getByText('Date input not valid.'));

      // The calendar by keyboard: opens on the first day offered (today, or tomorrow once every point's handover today
      // has passed), arrows move, Enter picks, and nothing before that day.
      await button(page, 'Choose date from calendar').click();
      const calendar = page.getByRole('dialog', { name: 'Choose collection date' });
      await visible(calendar);
      const opened = parseIso((await page.evaluate(() => document.activeElement?.getAttribute('data-date'))) ?? '')!;
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await visible(button(page, 'Change Date?'));
      await visible(page.getByText(shown(addDays(opened, 8))));

      await next(page);
      await visible(page.getByText('Please select a location'));
      expect(await page.getByText('Please select a collection date!').count()).toBe(0);
      await choosePoint(page, 'Bristol', 'Bristol Temple Meads Station');
      await hidden(page.getByText('Please select a location'));
      await next(page);
      await expectStepFocus(page, 'How long do you want to store?');
      expect(await button(page, 'Fewer nights').isDisabled()).toBe(true);
      await setNights(page, 3);
      await visible(disabledButton(page, 'More nights'));
      expect(pageProblems(page)).toEqual([]);
    });
  });

  it('checks the details in the spec order, one message at a time, cleared on any edit', async () => {
    await withPage(PHONE, async (page) => {
      await openWizard(page);
      await chooseItems(page, { 'Small Suitcase': 1 });
      await next(page);
      await typeDate(page, collectionDay());
      await choosePoint(page, 'Bristol', 'Bristol Bus Station');
      await next(page);
      await next(page);
      await visible(heading(page, 'Your Details'));

      for (const label of ['Full Name', 'Contact Number', 'Email']) {
        expect(await page.getByLabel(label).getAttribute('aria-required')).toBe('true');
      }
      const terms = page.getByRole('link', { name: /terms and conditions/ });
      expect(await terms.getAttribute('href')).toBe('/terms');
      expect(await terms.getAttribute('target')).toBe('_blank');

      const steps: [string | null, string, string][] = [
        [null, '', 'Full Name Cannot Be Empty'],
        ['Full Name', 'Ada Lovelace', 'Contact Number Cannot Be Empty'],
        ['Contact Number', 'call me', 'Please enter a valid contact number. International dialling code is optional'],
        ['Contact Number', '+44 117 496 0000', 'Email Address Cannot Be Empty'],
        ['Email', 'ada@example', 'This is not a valid email address'],
        ['Email', 'ada@example.com', 'To continue you must agree to the Terms and Conditions'],
      ];
      const messages = steps.map(([, , message]) => message);
      for (const [field, value, message] of steps) {
        if (field) await page.getByLabel(field).fill(value);
        await next(page);
        await visible(page.getByText(message));
        for (const other of messages.filter((m) => m !== message)) expect(await page.getByText(other).count()).toBe(0);
      }
      await screenshot(page, 'booking-phone-4-details-error');
      const checkbox = page.getByLabel('I agree to the terms and conditions');
      expect(await checkbox.getAttribute('aria-invalid')).toBe('true');

      await page.getByLabel('Full Name').fill('Ada King');
      await hidden(page.getByText('To continue you must agree to the Terms and Conditions'));
      await checkbox.check();
      await next(page);
      await visible(heading(page, 'Booking Summary'));
      expect(pageProblems(page)).toEqual([]);
    });
  });
});

describe('reload', () => {
  it('keeps the step and the choices after a reload mid-wizard', async () => {
    const customer = aCustomer();
    await withPage(PHONE, async (page) => {
      await openWizard(page);
      await chooseItems(page, { 'Small Suitcase': 3 });
      await next(page);
      await typeDate(page, collectionDay());
      await choosePoint(page, 'Bristol', 'Bristol Bus Station');
      await next(page);
      await setNights(page, 3);

      await page.reload();
      await visible(heading(page, 'How long do you want to store?'));
      await visible(page.getByText('3 nights'));
      // The longest stay the point allows comes with its availability, which the reloaded page asks for again.
      await visible(disabledButton(page, 'More nights'));

      await next(page);
      await page.getByLabel('Full Name').fill(customer.fullName);
      await page.reload();
      await visible(heading(page, 'Your Details'));
      expect(await page.getByLabel('Full Name').inputValue()).toBe(customer.fullName);

      await fillDetails(page, customer);
      await next(page);
      await visible(button(page, 'Checkout'));
      await page.reload();
      await visible(heading(page, 'Booking Summary'));
      await visible(button(page, 'Checkout'));
      await visible(page.getByText(`Your Cost: ${formatPounds(expectedCosts(3, 3).totalPence)}`));
      expect(pageProblems(page)).toEqual([]);
    });
  });

  it('sends a wizard left open past its collection date back to choose another date', async () => {
    const customer = aCustomer();
    await withPage(DESKTOP, async (page) => {
      await reachSummary(page, customer);
      // As if the tab was left open for days: the remembered date is now in the past.
      await page.evaluate(() => {
        const stored = JSON.parse(sessionStorage.getItem('booking-wizard:v1') ?? '{}');
        sessionStorage.setItem('booking-wizard:v1', JSON.stringify({ ...stored, date: '2020-01-01' }));
      });
      await page.reload();
      await visible(heading(page, 'Collection Date and Location?'));
      await visible(page.getByText('Please select a collection date!'));
      expect(await page.locator('main').innerText()).toContain('Bristol Bus Station');

      await typeDate(page, collectionDay());
      await next(page);
      await next(page);
      await next(page);
      await visible(heading(page, 'Booking Summary'));
      await visible(button(page, 'Checkout'));
      expect(pageProblems(page)).toEqual([]);
    });
  });

  it('starts again at the items step in a new tab', async () => {
    const customer = aCustomer();
    await withPage(DESKTOP, async (page) => {
      await reachSummary(page, customer);
    });
    await withPage(DESKTOP, async (page) => {
      await openWizard(page);
      await hidden(button(page, 'Next'));
    });
  });
});
