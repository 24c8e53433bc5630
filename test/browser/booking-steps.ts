// What a person does in the booking wizard at /selection, one helper per step, for the booking browser tests.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Locator } from 'playwright-core';
import { addDays, formatReadableDate, formatSlashed, todayInLondon, type CalendarDate, type GetDataResponse } from '@luggage/contracts';
import type { TrackedPage } from '../support/browser.js';

export const VISIBLE_MS = 15_000;

export const visible = (locator: Locator, timeout = VISIBLE_MS): Promise<void> =>
  locator.first().waitFor({ state: 'visible', timeout });

export const hidden = (locator: Locator, timeout = VISIBLE_MS): Promise<void> =>
  locator.first().waitFor({ state: 'hidden', timeout });

export const heading = (page: TrackedPage, name: string): Locator => page.getByRole('heading', { name, exact: true });
export const button = (page: TrackedPage, name: string): Locator => page.getByRole('button', { name, exact: true });
/** The button once it is disabled: wait for it with `visible`, since what disables it may still be loading. */
export const disabledButton = (page: TrackedPage, name: string): Locator => page.getByRole('button', { name, exact: true, disabled: true });

export interface Customer {
  fullName: string;
  contactNumber: string;
  email: string;
}

let customers = 0;
export function aCustomer(overrides: Partial<Customer> = {}): Customer {
  customers += 1;
  return {
    fullName: 'Ada Lovelace',
    contactNumber: '+44 7700 900123',
    email: `ada.${Date.now()}.${customers}@example.com`,
    ...overrides,
  };
}

/** Fills the /login form and submits it (where the browser lands is the caller's to check). */
export async function logIn(page: TrackedPage, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

export async function getData(baseUrl: string): Promise<GetDataResponse> {
  const res = await fetch(`${baseUrl}/api/get-data`);
  if (res.status !== 200) throw new Error(`GET /api/get-data answered ${res.status}`);
  return (await res.json()) as GetDataResponse;
}

/** A collection date a few days ahead, so a run near midnight still books a future day. */
export const collectionDay = (daysAhead = 3): CalendarDate => addDays(todayInLondon(), daysAhead);

/** A date as the wizard shows it: 'Wed 25 Nov 2026'. */
export const shown = (d: CalendarDate): string => formatReadableDate(d);

export const shownDaysAfter = (d: CalendarDate, days: number): string => shown(addDays(d, days));

/** The heading of the step the wizard shows now has focus, as after every step change. */
export async function expectStepFocus(page: TrackedPage, name: string): Promise<void> {
  await visible(heading(page, name));
  await page.waitForFunction(
    (text) => document.activeElement?.tagName === 'H2' && document.activeElement.textContent === text,
    name,
    { timeout: VISIBLE_MS },
  );
}

export async function openWizard(page: TrackedPage): Promise<void> {
  await page.goto('/selection');
  await visible(heading(page, 'What would you like to store?'));
}

export async function chooseItems(page: TrackedPage, amounts: Record<string, number>): Promise<void> {
  for (const [title, amount] of Object.entries(amounts)) {
    for (let i = 0; i < amount; i++) await button(page, `Add ${title}`).click();
  }
}

export async function next(page: TrackedPage): Promise<void> {
  await button(page, 'Next').click();
}

export const dateInput = (page: TrackedPage): Locator => page.getByRole('textbox', { name: 'Collection date', exact: true });

export async function typeDate(page: TrackedPage, date: CalendarDate): Promise<void> {
  await dateInput(page).fill(formatSlashed(date));
  await visible(button(page, 'Change Date?'));
}

export async function choosePoint(page: TrackedPage, city: string, point: string): Promise<void> {
  await page.getByLabel('City / Town').selectOption({ label: city });
  await button(page, `Select ${point}`).click();
  await visible(button(page, 'Change Location?'));
}

export async function setNights(page: TrackedPage, nights: number): Promise<void> {
  for (let n = 1; n < nights; n++) await button(page, 'More nights').click();
}

export async function fillDetails(page: TrackedPage, customer: Customer): Promise<void> {
  await page.getByLabel('Full Name').fill(customer.fullName);
  await page.getByLabel('Contact Number').fill(customer.contactNumber);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('I agree to the terms and conditions').check();
}

/** Items, date, Bristol Bus Station, nights and details: ends on the summary with the payment intent ready. */
export async function reachSummary(
  page: TrackedPage,
  customer: Customer,
  options: { items?: Record<string, number>; nights?: number; date?: CalendarDate } = {},
): Promise<void> {
  await openWizard(page);
  await chooseItems(page, options.items ?? { 'Small Suitcase': 1 });
  await next(page);
  await visible(heading(page, 'Collection Date and Location?'));
  await typeDate(page, options.date ?? collectionDay());
  await choosePoint(page, 'Bristol', 'Bristol Bus Station');
  await next(page);
  await visible(heading(page, 'How long do you want to store?'));
  await setNights(page, options.nights ?? 1);
  await next(page);
  await visible(heading(page, 'Your Details'));
  await fillDetails(page, customer);
  await next(page);
  await visible(heading(page, 'Booking Summary'));
  await visible(button(page, 'Checkout'));
}

export async function reachCheckout(page: TrackedPage, customer: Customer, options?: Parameters<typeof reachSummary>[2]) {
  await reachSummary(page, customer, options);
  await button(page, 'Checkout').click();
  await visible(page.getByLabel('Card number'));
}

export async function pay(page: TrackedPage, cardNumber: string): Promise<void> {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiration date').fill('12 / 34');
  await page.getByLabel('Security code').fill('123');
  await button(page, 'Pay Now').click();
}

/** The completed step's booking reference. */
export async function bookingReference(page: TrackedPage): Promise<string> {
  const line = page.getByText('Your booking reference is:');
  await visible(line, 30_000);
  const text = await line.innerText();
  const match = /Your booking reference is:\s*(\S+)/.exec(text);
  if (!match) throw new Error(`No reference in "${text}"`);
  return match[1];
}

export const alertWithText = (page: TrackedPage, text: string): Locator =>
  page.getByRole('alert').filter({ hasText: text });

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.1 A/AA rule failures axe-core finds on the page as it is now, one line each. */
export async function accessibilityProblems(page: TrackedPage): Promise<string[]> {
  // evaluate() runs through DevTools, so the app's Content-Security-Policy does not block the injected axe.
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<AxeResult> } }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  });
}

interface AxeResult {
  violations: { id: string; help: string; nodes: { target: string[] }[] }[];
}
