// Build-time only (frontend/prerender-landing.mjs): the landing page's HTML in each language, so that / paints before
// any script runs; main.tsx hydrates it. What the page shows before the catalog arrives (its skeletons) is what the
// browser's first render shows too, so the two match.
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '@luggage/contracts';
import { AppWithoutRouter } from './app/app';
import { SITE } from './config/site';

/** Every language's landing catalogues, bundled: the browser loads only its own, lazily. */
const LANDING_CATALOGUES = import.meta.glob<Record<string, unknown>>('./*/{common,landing}.json', {
  import: 'default',
  eager: true,
  base: '../../contracts/locales',
});

export { LANGUAGES };

async function startI18n(): Promise<void> {
  if (i18next.isInitialized) return;
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [path, catalogue] of Object.entries(LANDING_CATALOGUES)) {
    const [, language, namespace] = /^\.\/([^/]+)\/(\w+)\.json$/.exec(path)!;
    (resources[language] ??= {})[namespace] = catalogue;
  }
  await i18next.use(initReactI18next).init({
    resources,
    supportedLngs: LANGUAGES,
    fallbackLng: false,
    ns: ['common', 'landing'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  i18next.services.formatter?.add('lowercase', (value: unknown, language?: string) => String(value).toLocaleLowerCase(language));
}

async function renderToText(language: Language): Promise<string> {
  await i18next.changeLanguage(language);
  // prerender waits for every lazy part (the footer) where renderToString would leave it to the browser.
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location="/">
        <AppWithoutRouter />
      </StaticRouter>
    </StrictMode>,
  );
  return new Response(prelude).text();
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The built index.html with / rendered into #root, in `language`: its lang and its title too. */
export async function landingPage(shell: string, language: Language): Promise<string> {
  await startI18n();
  const body = await renderToText(language);
  const title = i18next.t('title.default', { brand: SITE.name });
  const page = shell
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
  if (!page.includes(body)) throw new Error('index.html has no empty <div id="root"></div> to prerender into');
  return page;
}
