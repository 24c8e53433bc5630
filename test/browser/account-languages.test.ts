// Issue 19: the account pages in a French browser: register with a server 422 said in French under its field, log out
// and in, the account page in French (a booking's dates, money and status, <html lang>, title), and axe on the
// translated pages.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { formatterFor } from '@luggage/contracts';
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { startApp, type RunningApp } from '../support/app-process.js';
import { bookFromPage } from '../support/book-from-page.js';
import { londonDate } from '../support/booking-builders.js';
import { DESKTOP, launchBrowser, newPage, pageProblems, type TrackedPage } from '../support/browser.js';
import { accessibilityProblems, visible } from './booking-steps.js';

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

type Catalogue = Record<string, unknown>;
const catalogue = (namespace: string): Catalogue =>
  JSON.parse(readFileSync(new URL(`../../contracts/locales/fr/${namespace}.json`, import.meta.url), 'utf8')) as Catalogue;
/** A French text as the catalogue writes it: the test reads what a French visitor must see, not what English says. */
function fr(namespace: string, key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Catalogue)[part], catalogue(namespace));
  if (typeof value !== 'string') throw new Error(`No fr ${namespace}:${key}`);
  return value;
}

const htmlLang = (page: TrackedPage) => page.evaluate(() => document.documentElement.lang);

describe('the account pages in French', () => {
  it('registers with a French 422 under the email field, logs out and in, and shows the account page in French', async () => {
    const page = await newPage(browser, { baseURL: app.url, viewport: DESKTOP, locale: 'fr-FR' });
    const person = { name: 'Camille Voyageuse', email: `camille.${Date.now()}@example.com`, password: 'mot de passe 123' };
    await page.goto('/register');
    await visible(page.getByRole('heading', { level: 1, name: fr('account', 'register.title') }));
    expect(await htmlLang(page)).toBe('fr');
    expect(await page.title()).toBe('Créer un compte | Bristol & Bath Luggage');

    await page.getByLabel(fr('account', 'fields.name')).fill(person.name);
    const email = page.getByLabel(fr('account', 'fields.email'));
    await email.fill('pas-une-adresse');
    await page.getByLabel(fr('account', 'fields.password'), { exact: true }).fill(person.password);
    await page.getByLabel(fr('account', 'fields.confirmPassword')).fill(person.password);
    await page.getByRole('button', { name: fr('account', 'register.submit') }).click();
    // The server's answer, in French, under the field it is about; the field is marked and takes the focus.
    await visible(page.locator('#auth-email-error').getByText(fr('validation', 'account.emailInvalid'), { exact: true }));
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await email.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await page.locator('#auth-email').getAttribute('aria-describedby')).toContain('auth-email-error');

    await email.fill(person.email);
    await page.getByRole('button', { name: fr('account', 'register.submit') }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('navigation', { name: fr('common', 'nav.main') }).getByRole('button', { name: fr('common', 'nav.logout') }).click();
    await visible(page.getByRole('navigation', { name: fr('common', 'nav.main') }).getByRole('link', { name: fr('common', 'nav.login'), exact: true }));

    await page.goto('/login');
    await visible(page.getByRole('heading', { level: 1, name: fr('account', 'login.title') }));
    await visible(page.getByRole('link', { name: fr('account', 'login.forgot') }));
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.getByLabel(fr('account', 'fields.email')).fill(person.email);
    await page.getByLabel(fr('account', 'fields.password')).fill(person.password);
    await page.getByRole('button', { name: fr('account', 'login.submit') }).click();

    await page.waitForURL('**/user-dashboard');
    await visible(page.getByRole('heading', { level: 1, name: 'Bonjour Camille Voyageuse' }));
    expect(await page.title()).toBe('Votre compte | Bristol & Bath Luggage');
    expect(await htmlLang(page)).toBe('fr');
    await visible(page.getByRole('heading', { level: 2, name: 'Vérifiez votre adresse e-mail' }));
    await visible(page.getByRole('heading', { level: 2, name: 'Vos réservations' }));
    await visible(page.getByText('Vous n’avez encore aucune réservation.', { exact: false }));
    await visible(page.getByRole('button', { name: 'Renvoyer l’e-mail de vérification' }));
    await visible(page.getByRole('button', { name: 'Supprimer mon compte' }));
    expect(await accessibilityProblems(page)).toEqual([]);

    // A booking on the page: the status in French, dates and money as French writes them (still pounds).
    const reference = await bookFromPage(page, person.email);
    await page.reload();
    const card = page.getByRole('article', { name: new RegExp(reference) });
    await visible(card);
    // textContent: the labels are upper-cased by CSS only.
    const text = (await card.textContent()) ?? '';
    const french = formatterFor('fr');
    for (const part of ['Confirmée', 'Dépôt', 'Restitution', 'Bristol Bus Station', french.date(londonDate(4)), french.date(londonDate(6)), french.money(3645)]) {
      expect(text).toContain(part);
    }
    await visible(card.getByRole('link', { name: 'Gérer votre réservation' }));

    // A wrong password on the delete form: the server's 422 in French under that field, and the account stays.
    await page.locator('#delete-account-password').fill('pas le bon');
    await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
    await visible(page.locator('#delete-account-password-error').getByText(fr('validation', 'account.wrongPassword'), { exact: true }));
    await visible(page.getByRole('heading', { level: 1, name: 'Bonjour Camille Voyageuse' }));
    expect(pageProblems(page)).toEqual([]);
    await page.close();
  });
});
