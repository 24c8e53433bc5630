// Issue 19: the visitor's language on the landing page, the header's and the drawer's language menu, the Terms page.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Request } from 'playwright-core';
import { startApp, type RunningApp } from '../support/app-process.js';
import { DESKTOP, PHONE, launchBrowser, newPage, pageProblems, type TrackedPage } from '../support/browser.js';
import { accessibilityProblems } from './booking-steps.js';

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const htmlLang = (page: TrackedPage) => page.evaluate(() => document.documentElement.lang);

/** The Accept-Language our API client sent with a request the page made to `path`. */
function acceptLanguageOf(page: TrackedPage, path: string): Promise<string | undefined> {
  return page
    .waitForRequest((request: Request) => new URL(request.url()).pathname === path)
    .then((request) => request.headers()['accept-language']);
}

describe('languages', () => {
  it("shows a French visitor the demo catalog's items in French: the landing's starting price names the Petite valise", async () => {
    const page = await newPage(browser, { baseURL: app.url, viewport: PHONE, locale: 'fr-FR' });
    await page.goto('/');
    await page.getByText(/la nuit pour un bagage «\sPetite valise\s»/).waitFor();
    // The day price follows in French, written as French writes pounds.
    await page.getByText(/», ou 6,00\s£ par bagage pour la journée$/).waitFor();
    expect(await page.locator('body').innerText()).not.toContain('Small Suitcase');
    expect(pageProblems(page)).toEqual([]);
    await page.close();
  });

  it('greets a German browser in German, switches to Chinese from the header menu at once, and keeps it after a reload', async () => {
    const page = await newPage(browser, { baseURL: app.url, viewport: DESKTOP, locale: 'de-DE' });
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Bristol & Bath Luggage' }).waitFor();
    expect(await htmlLang(page)).toBe('de');
    await page.getByRole('heading', { name: 'Treffpunkte', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Jetzt buchen' }).first().waitFor();
    expect(await page.title()).toBe('Bristol & Bath Luggage | Gepäckabholung, Aufbewahrung und Lieferung');
    // The API is asked in the visitor's language too (the Terms page fetches the cancellation policy).
    const policyLanguage = acceptLanguageOf(page, '/api/cancellation-policy');
    await page.getByRole('link', { name: 'AGB' }).click();
    await page.getByRole('heading', { level: 1, name: 'Allgemeine Geschäftsbedingungen' }).waitFor();
    expect(await policyLanguage).toBe('de');
    // The policy in force, in the shared terms' German words.
    await page
      .getByText('Kostenlose Stornierung und Änderung bis 24 Stunden vor Ihrer Abgabezeit. Danach wird eine Stornierung nicht erstattet und die Buchung kann nicht mehr geändert werden.')
      .first()
      .waitFor();

    const menu = page.getByRole('combobox', { name: 'Sprache' });
    expect(await menu.locator('option').allTextContents()).toEqual(['English', 'Français', 'Deutsch', 'Español', '中文']);
    await menu.selectOption({ label: '中文' });
    await page.getByRole('heading', { level: 1, name: '条款与条件' }).waitFor();
    await page.getByText('最晚可在寄存时间前 24 小时免费取消和修改。此后取消不予退款，预订也不能再修改。').first().waitFor();
    expect(await htmlLang(page)).toBe('zh-Hans');
    expect(await page.title()).toBe('条款与条件 | Bristol & Bath Luggage');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: '条款与条件' }).waitFor();
    await page.getByRole('link', { name: '首页' }).click();
    await page.getByRole('heading', { name: '会面地点', exact: true }).waitFor();
    expect(await page.title()).toBe('Bristol & Bath Luggage | 行李取送与寄存');
    expect(await htmlLang(page)).toBe('zh-Hans');
    expect(await page.getByRole('combobox', { name: '语言' }).inputValue()).toBe('zh-Hans');
    expect(pageProblems(page)).toEqual([]);
    await page.close();
  });

  it('changes the language from the drawer on a phone without losing what the visitor typed', async () => {
    const page = await newPage(browser, { baseURL: app.url, viewport: PHONE, locale: 'en-GB' });
    await page.goto('/find-booking');
    const reference = page.locator('#find-reference');
    await reference.fill('BBL-TYPED');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Español' });
    await drawer.getByRole('link', { name: 'Inicio' }).waitFor();
    expect(await htmlLang(page)).toBe('es');
    await page.getByRole('button', { name: 'Cerrar el menú' }).click();
    expect(await reference.inputValue()).toBe('BBL-TYPED');
    await page.getByRole('link', { name: 'Buscar mi reserva' }).waitFor();
    expect(pageProblems(page)).toEqual([]);
    await page.close();
  });

  it.each([
    ['de-DE', PHONE],
    ['zh-CN', DESKTOP],
  ])('finds no WCAG 2.1 A/AA failure on the translated landing and Terms pages (%s)', async (locale, viewport) => {
    const page = await newPage(browser, { baseURL: app.url, viewport, locale });
    const found: Record<string, string[]> = {};
    for (const path of ['/', '/terms']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      found[path] = await accessibilityProblems(page);
    }
    expect(found).toEqual({ '/': [], '/terms': [] });
    const terms = locale === 'de-DE' ? 'Allgemeine Geschäftsbedingungen' : '条款与条件';
    await page.getByRole('heading', { level: 1, name: terms }).waitFor();
    expect(pageProblems(page)).toEqual([]);
    await page.close();
  });
});
