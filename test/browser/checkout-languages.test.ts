// Issue 19: the wizard's later steps and the payment in the visitor's language. Each visitor starts in English, then
// switches with the header's language menu on the details step: what was typed stays, and everything from there on
// (labels, the card form's checks, the server's card messages, money, the cancellation policy) is in the new language.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Locator } from 'playwright-core';
import { formatDashed, formatterFor, poundsToPence, quote, type CollectionLocationView, type GetDataResponse } from '@luggage/contracts';
import type { RunningApp } from '../support/app-process.js';
import { startAppWithAdmin } from '../support/app-with-admin.js';
import { DESKTOP, launchBrowser, onCleanPage, PHONE, type TrackedPage } from '../support/browser.js';
import { aLine, aPaymentIntentRequest } from '../support/booking-builders.js';
import { VisitorSession } from '../support/visitor-booking.js';
import {
  accessibilityProblems,
  aCustomer,
  button,
  chooseItems,
  choosePoint,
  collectionDay,
  getData,
  heading,
  next,
  openWizard,
  setNights,
  typeDate,
  visible,
  type Customer,
} from './booking-steps.js';

const ADMIN = { email: 'lena.admin@example.com', password: 'admin password 123', name: 'Lena Admin' };

let app: RunningApp;
let browser: Browser;
let admin: VisitorSession;
let catalog: GetDataResponse;

beforeAll(async () => {
  ({ app, admin } = await startAppWithAdmin(ADMIN));
  browser = await launchBrowser();
  catalog = await getData(app.url);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

function withPage(viewport: { width: number; height: number }, run: (page: TrackedPage) => Promise<void>): Promise<void> {
  return onCleanPage(browser, { baseURL: app.url, viewport, locale: 'en-GB' }, run);
}

/** What the summary must cost for this many small suitcases and nights, from the same quote() the server uses. */
function expectedCosts(suitcases: number, nights: number) {
  const item = catalog.storage_items.find((i) => i.storage_item === 'Small Suitcase');
  if (!item) throw new Error('The demo catalog has no Small Suitcase');
  const discounts = catalog.discount_items.map((d) => ({ rule: d.rule, percentage: d.discount_percentage }));
  return quote([{ pricePence: poundsToPence(item.price), amount: suitcases }], nights, discounts);
}

/** Steps 1 to 3 in English (items, date and a Bristol point, nights), ending on the details step. */
async function reachDetailsInEnglish(
  page: TrackedPage,
  options: { suitcases: number; nights: number; daysAhead: number; point?: string },
): Promise<void> {
  await openWizard(page);
  await chooseItems(page, { 'Small Suitcase': options.suitcases });
  await next(page);
  await visible(heading(page, 'Collection Date and Location?'));
  await typeDate(page, collectionDay(options.daysAhead));
  await choosePoint(page, 'Bristol', options.point ?? 'Bristol Bus Station');
  await next(page);
  await visible(heading(page, 'How long do you want to store?'));
  await setNights(page, options.nights);
  await next(page);
  await visible(heading(page, 'Your Details'));
}

/** The details in the new language's labels, sent with Enter as a keyboard user would (the form's submit). */
async function fillDetails(page: TrackedPage, customer: Customer, labels: { phone: string; email: string; terms: string }): Promise<void> {
  await page.getByLabel(labels.phone).fill(customer.contactNumber);
  await page.getByLabel(labels.email).fill(customer.email);
  await page.getByRole('checkbox', { name: labels.terms }).check();
  await page.getByLabel(labels.email).press('Enter');
}

/** The offline provider's answer to the card just sent. */
const serverAnswer = (page: TrackedPage) => page.waitForResponse((response) => /\/api\/test-payments\/[^/]+\/confirm$/.test(new URL(response.url()).pathname));

/** Whether `first` is laid out above `second` on the page. */
async function above(first: Locator, second: Locator): Promise<boolean> {
  const [a, b] = await Promise.all([first.boundingBox(), second.boundingBox()]);
  return a !== null && b !== null && a.y + a.height <= b.y;
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

describe('the checkout in French', () => {
  it('switches on the details step, keeps what was typed, and shows the summary, card checks and a declined card in French before paying', async () => {
    const customer = aCustomer({ fullName: 'Amélie Poulain' });
    const costs = expectedCosts(2, 2);
    expect(costs.hasDiscount).toBe(true);
    const euro = formatterFor('fr');

    await withPage(DESKTOP, async (page) => {
      await reachDetailsInEnglish(page, { suitcases: 2, nights: 2, daysAhead: 5 });
      await page.getByLabel('Full Name').fill(customer.fullName);

      await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Français' });
      await visible(heading(page, 'Vos coordonnées'));
      expect(await page.getByLabel('Nom complet').inputValue()).toBe(customer.fullName);
      await visible(page.getByText('Tous les champs sont obligatoires.'));
      await visible(page.getByRole('link', { name: 'politique de confidentialité (s’ouvre dans un nouvel onglet)' }));
      // The wizard's own check of a field, in French, on the field it concerns.
      await fillDetails(page, { ...customer, email: 'amelie.example.com' }, { phone: 'Numéro de téléphone', email: 'E-mail', terms: 'J’accepte les conditions générales' });
      await visible(page.getByText('Cette adresse e-mail n’est pas valide.', { exact: true }));
      expect(await page.getByLabel('E-mail').getAttribute('aria-invalid')).toBe('true');
      await fillDetails(page, customer, { phone: 'Numéro de téléphone', email: 'E-mail', terms: 'J’accepte les conditions générales' });

      await visible(heading(page, 'Récapitulatif de la réservation'));
      await visible(page.getByRole('heading', { name: 'Vos coordonnées' }));
      await visible(page.getByText(`Prix plein : ${euro.money(costs.noDiscountPence)}`));
      await visible(page.getByText(`Remise de ${euro.money(costs.discountPence)}`));
      await visible(page.getByText(`Votre prix : ${euro.money(costs.totalPence)}`));
      expect(euro.money(costs.totalPence)).toMatch(/^\d+,\d\d\s£$/);
      await visible(page.getByText(`${euro.date(collectionDay(5))}, Bristol Bus Station à `));
      await visible(page.getByText(/^Annulation et modifications gratuites jusqu’à 24 heures avant l’heure de dépôt\./));
      await visible(page.getByText(/^Pour cette réservation, l’annulation et les modifications sont gratuites jusqu’au .+ \(heure de Londres\)\.$/));

      await button(page, 'Payer').click();
      await visible(heading(page, 'Paiement'));
      await visible(page.getByText(`Total à payer ${euro.money(costs.totalPence)}`));
      await visible(page.getByText('Mode test : aucun paiement réel n’est effectué'));
      const alert = page.locator('.payment-message');

      // The form's own check, then the server's answer for a number it takes as incomplete, then a declined card.
      await page.getByLabel('Numéro de carte').fill('4242');
      await page.getByLabel('Date d’expiration').fill('12 / 34');
      await page.getByLabel('Code de sécurité').fill('123');
      await button(page, 'Payer maintenant').click();
      await visible(alert.getByText('Le numéro de carte est incomplet. Veuillez réessayer.', { exact: true }));

      await page.getByLabel('Numéro de carte').fill('4242 4242 4242');
      await Promise.all([serverAnswer(page), button(page, 'Payer maintenant').click()]);
      await visible(alert.getByText('Le numéro de carte est incomplet. Veuillez réessayer.', { exact: true }));

      await page.getByLabel('Numéro de carte').fill('4000 0000 0000 0002');
      await Promise.all([serverAnswer(page), button(page, 'Payer maintenant').click()]);
      await visible(alert.getByText('Votre carte a été refusée. Veuillez réessayer.', { exact: true }));

      await page.getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
      await button(page, 'Payer maintenant').click();
      await page.waitForURL(/\/booking-confirmed\/[^/]+$/, { timeout: 30_000 });
    });
  });
});

describe('a point filling up during the checkout, in French', () => {
  it("says the server's refusal in French and offers the alternatives, not a payment", async () => {
    const bristol = catalog.collection_cities.find((city) => city.city === 'Bristol');
    if (!bristol) throw new Error('The demo catalog has no Bristol');
    const point = (await admin.expect(
      'POST',
      '/api/store-new-collection-location',
      { cityId: bristol.id, location: 'Petit Point', address: 'Test Street, Bristol', lat: 51.45, lng: -2.58, time: '23:59', capacity: 1 },
      201,
    )) as CollectionLocationView;
    const day = collectionDay(4);

    await withPage(DESKTOP, async (page) => {
      await reachDetailsInEnglish(page, { suitcases: 1, nights: 1, daysAhead: 4, point: 'Petit Point' });
      await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Français' });
      await visible(heading(page, 'Vos coordonnées'));
      await page.getByLabel('Nom complet').fill('Jean Valjean');

      // Another customer's checkout takes the point's only bag on that day meanwhile.
      const other = aPaymentIntentRequest(point.id, { storageItemsBasket: [aLine('SS', 10, 1, { typeName: 'Small Suitcase' })], nights: 1, totalCost: 10, collectionDate: formatDashed(day) });
      await new VisitorSession(app.url).expect('POST', '/api/stripe-payment-intent', other);

      await fillDetails(page, aCustomer(), { phone: 'Numéro de téléphone', email: 'E-mail', terms: 'J’accepte les conditions générales' });
      await visible(heading(page, 'Récapitulatif de la réservation'));
      await visible(page.getByText(/^Petit Point est complet le .+\. Veuillez choisir une autre date ou un autre point de dépôt\.$/));
      expect(await button(page, 'Payer').count()).toBe(0);
      expect(await page.getByText('Nous n’avons pas pu préparer le paiement sécurisé pour le moment.').count()).toBe(0);
    });
  });
});

describe('the checkout in Spanish on a phone', () => {
  it("warns a booking already inside the policy's window in Spanish before the card form, with nothing for axe to report", async () => {
    const customer = aCustomer({ fullName: 'Lucía Fernández' });
    // 14 days' notice: a collection in 3 days is already inside the window.
    await withPolicy(336, 0, async () => {
      await withPage(PHONE, async (page) => {
        await reachDetailsInEnglish(page, { suitcases: 1, nights: 1, daysAhead: 3 });
        await page.getByLabel('Full Name').fill(customer.fullName);
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('dialog').getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Español' });
        await page.getByRole('button', { name: 'Cerrar el menú' }).click();

        await visible(heading(page, 'Sus datos'));
        expect(await page.getByLabel('Nombre completo').inputValue()).toBe(customer.fullName);
        expect(await accessibilityProblems(page)).toEqual([]);
        await fillDetails(page, customer, { phone: 'Número de teléfono', email: 'Correo electrónico', terms: 'Acepto los términos y condiciones' });

        await visible(heading(page, 'Resumen de la reserva'));
        const warning = page.getByText('Una vez pagada, esta reserva no se puede cambiar ni reembolsar.', { exact: true });
        await visible(warning);
        await visible(page.getByText(/Faltan menos de 336 horas para la entrega\.$/));
        expect(await accessibilityProblems(page)).toEqual([]);

        await button(page, 'Ir al pago').click();
        await visible(heading(page, 'Pago'));
        await visible(warning);
        expect(await above(warning, page.getByLabel('Número de tarjeta'))).toBe(true);
        expect(await page.getByText(/^En esta reserva, la cancelación y los cambios son gratuitos/).count()).toBe(0);
        expect(await accessibilityProblems(page)).toEqual([]);
      });
    });
  });
});
