// Issue 39: / arrives already painted in the visitor's language (prerendered at build time) and React hydrates it.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { LANGUAGES } from '@luggage/contracts';
import { startApp, type RunningApp } from '../support/app-process.js';
import { PHONE, launchBrowser, onCleanPage } from '../support/browser.js';

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

const landingWords = (language: string): { how: { title: string } } =>
  JSON.parse(readFileSync(join(process.cwd(), 'contracts', 'locales', language, 'landing.json'), 'utf8'));
const BROWSER_LOCALE: Record<string, string> = { 'en-GB': 'en-GB', fr: 'fr-FR', de: 'de-DE', es: 'es-ES', 'zh-Hans': 'zh-CN' };

/** The page as a browser with JavaScript off shows it: what the first paint has before any script runs. */
async function withoutScript(options: { locale: string; cookie?: string }): Promise<{ lang: string; sections: string[] }> {
  const context = await browser.newContext({ baseURL: app.url, locale: options.locale, javaScriptEnabled: false });
  try {
    if (options.cookie) await context.addCookies([{ name: 'language', value: options.cookie, url: app.url }]);
    const page = await context.newPage();
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    return {
      lang: await page.locator('html').getAttribute('lang').then(String),
      sections: await page.getByRole('heading', { level: 2 }).allTextContents(),
    };
  } finally {
    await context.close();
  }
}

describe('the landing page, prerendered', () => {
  it('is painted without any script in the language of the browser, in each of the five', async () => {
    for (const language of LANGUAGES) {
      const page = await withoutScript({ locale: BROWSER_LOCALE[language] });
      expect({ language, lang: page.lang, how: page.sections.includes(landingWords(language).how.title) }).toEqual({ language, lang: language, how: true });
    }
  });

  it("is painted in the language chosen in the menu (its cookie) over the browser's", async () => {
    const page = await withoutScript({ locale: 'en-GB', cookie: 'zh-Hans' });
    expect(page.lang).toBe('zh-Hans');
    expect(page.sections).toContain(landingWords('zh-Hans').how.title);
  });

  it('is hydrated, not drawn again: the elements painted first are the ones React keeps, with no error or warning', async () => {
    await onCleanPage(browser, { baseURL: app.url, viewport: PHONE, locale: 'fr-FR' }, async (page) => {
      const warnings: string[] = [];
      page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
      // Kept the moment the HTML is parsed, before the module script runs.
      await page.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState === 'interactive') Object.assign(window, { firstHeading: document.getElementById('points-title') });
        });
      });
      await page.goto('/');
      // The catalog's meeting points arrive through React: by then the page is hydrated.
      await page.getByText(/la nuit pour un bagage «\sPetite valise\s»/).waitFor();
      await page.locator('.city').first().waitFor();
      const kept = await page.evaluate(() => {
        const first = (window as unknown as { firstHeading: HTMLElement | null }).firstHeading;
        return { painted: first?.textContent, same: first !== null && first === document.getElementById('points-title') };
      });
      expect(kept).toEqual({ painted: 'Points de rendez-vous', same: true });
      // The page answers the visitor: the menu opens its drawer.
      await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).waitFor();
      expect(warnings).toEqual([]);
    });
  });

  it('is drawn afresh in the language stored in this browser when the server guessed another', async () => {
    await onCleanPage(browser, { baseURL: app.url, viewport: PHONE, locale: 'de-DE' }, async (page) => {
      await page.addInitScript(() => localStorage.setItem('language', 'es'));
      const response = await page.goto('/');
      expect(await response?.text()).toContain(landingWords('de').how.title);
      await page.getByRole('heading', { level: 2, name: landingWords('es').how.title }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('es');
      expect(await page.getByRole('heading', { level: 2, name: landingWords('de').how.title }).count()).toBe(0);
    });
  });
});
