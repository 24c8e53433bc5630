// Each wizard step is a browser history entry (/selection?step=…): the browser's Back and Forward move between steps,
// a reload keeps the step and the basket, a link to a later step lands on the first one not done yet, and once the
// booking is made, Back neither shows its checkout again nor sends anything.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { startApp, type RunningApp } from '../support/app-process.js';
import { DESKTOP, launchBrowser, onCleanPage, PHONE, type TrackedPage } from '../support/browser.js';
import {
  aCustomer,
  bookingReference,
  button,
  chooseItems,
  choosePoint,
  collectionDay,
  expectStepFocus,
  heading,
  hidden,
  next,
  openWizard,
  pay,
  reachCheckout,
  setNights,
  shown,
  typeDate,
  visible,
} from './booking-steps.js';

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  app = await startApp();
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

function withPage(viewport: { width: number; height: number }, run: (page: TrackedPage) => Promise<void>): Promise<void> {
  return onCleanPage(browser, { baseURL: app.url, viewport }, run);
}

const stepInAddress = (page: TrackedPage) => new URL(page.url()).searchParams.get('step');

async function expectStep(page: TrackedPage, title: string, step: string): Promise<void> {
  await visible(heading(page, title));
  await page.waitForURL((url) => url.searchParams.get('step') === step);
}

/** The quantity the items step shows for Small Suitcase (its counter reads 'Small Suitcase quantity: 2'). */
const smallSuitcases = (page: TrackedPage, amount: number) => page.getByText(`Small Suitcase quantity: ${amount}`, { exact: true });

describe('wizard steps in the browser’s history', () => {
  it('goes back and forward between steps with the browser, keeping every choice, and through a reload', async () => {
    const day = collectionDay();
    await withPage(PHONE, async (page) => {
      await openWizard(page);
      expect(stepInAddress(page)).toBe('items');
      await chooseItems(page, { 'Small Suitcase': 2 });
      await next(page);
      await expectStep(page, 'Collection Date and Location?', 'where-when');
      await typeDate(page, day);
      await choosePoint(page, 'Bristol', 'Bristol Bus Station');
      await next(page);
      await expectStep(page, 'How long do you want to store?', 'nights');
      await setNights(page, 2);
      await next(page);
      await expectStep(page, 'Your Details', 'details');

      await page.goBack();
      await expectStep(page, 'How long do you want to store?', 'nights');
      await expectStepFocus(page, 'How long do you want to store?');
      await visible(page.getByText('2 nights'));
      await page.goBack();
      await expectStep(page, 'Collection Date and Location?', 'where-when');
      await visible(page.getByText(shown(day)));
      await visible(page.getByText('Marlborough Street, Bristol BS1 3NU'));
      await page.goBack();
      await expectStep(page, 'What would you like to store?', 'items');
      await visible(smallSuitcases(page, 2));

      await page.reload();
      await expectStep(page, 'What would you like to store?', 'items');
      await visible(smallSuitcases(page, 2));
      await page.goForward();
      await expectStep(page, 'Collection Date and Location?', 'where-when');
      await page.goForward();
      await expectStep(page, 'How long do you want to store?', 'nights');
      await visible(page.getByText('2 nights'));

      await page.reload();
      await expectStep(page, 'How long do you want to store?', 'nights');
      await visible(page.getByText('2 nights'));
      await page.goBack();
      await expectStep(page, 'Collection Date and Location?', 'where-when');
    });
  });

  it('takes the wizard’s own Back through history too, so the browser’s Forward returns', async () => {
    await withPage(DESKTOP, async (page) => {
      await page.goto('/');
      await openWizard(page);
      await chooseItems(page, { 'Small Suitcase': 1 });
      await next(page);
      await expectStep(page, 'Collection Date and Location?', 'where-when');
      await button(page, 'Back').click();
      await expectStep(page, 'What would you like to store?', 'items');
      await page.goForward();
      await expectStep(page, 'Collection Date and Location?', 'where-when');
      await button(page, 'Back').click();
      await expectStep(page, 'What would you like to store?', 'items');
      // The wizard's Back went back through history rather than adding entries: one more browser Back is the home page.
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/');
    });
  });

  it('lands a link to a later step on the first step not done yet', async () => {
    await withPage(DESKTOP, async (page) => {
      await page.goto('/selection?step=summary');
      await expectStep(page, 'What would you like to store?', 'items');
      await chooseItems(page, { 'Small Suitcase': 1 });
      await page.goto('/selection?step=details');
      await expectStep(page, 'Collection Date and Location?', 'where-when');
      expect(await page.getByText('Please select a collection date!').count()).toBe(0);
      await page.goto('/selection?step=no-such-step');
      await expectStep(page, 'Collection Date and Location?', 'where-when');
    });
  });

  it('does not go back into a paid booking: Back from the completed step starts a new one and sends nothing', async () => {
    const customer = aCustomer();
    await withPage(DESKTOP, async (page) => {
      await reachCheckout(page, customer);
      expect(stepInAddress(page)).toBe('checkout');
      await pay(page, '4242 4242 4242 4242');
      await bookingReference(page);

      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.method() !== 'GET') sent.push(`${request.method()} ${new URL(request.url()).pathname}`);
      });
      await page.goBack();
      await expectStep(page, 'What would you like to store?', 'items');
      await hidden(button(page, 'Next'));
      expect(await page.getByText('Your booking reference is:').count()).toBe(0);
      expect(await heading(page, 'Checkout').count()).toBe(0);
      await page.reload();
      await expectStep(page, 'What would you like to store?', 'items');
      expect(sent).toEqual([]);

      // The new booking starts clean: nothing of the last one is kept.
      await visible(smallSuitcases(page, 0));
      await chooseItems(page, { 'Small Suitcase': 1 });
      await next(page);
      await expectStep(page, 'Collection Date and Location?', 'where-when');
      await hidden(button(page, 'Change Date?'));
      await hidden(button(page, 'Change Location?'));
    });
  });
});
