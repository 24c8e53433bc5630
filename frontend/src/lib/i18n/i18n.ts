import i18next, { type BackendModule, type LanguageDetectorModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, isLanguage, matchLanguage } from '@luggage/contracts';
import common from '../../../../contracts/locales/en-GB/common.json';
import landing from '../../../../contracts/locales/en-GB/landing.json';

/** Where the menu's choice is kept; it wins over the browser's language on later visits. */
const LANGUAGE_STORAGE_KEY = 'language';

/**
 * Every other catalogue is its own small chunk, fetched when the active language needs it. English's landing
 * namespaces are bundled above: the landing page paints in English without waiting for a chunk. The emails' and the
 * calendar file's words are the server's only: listing them would cost the landing page ten map entries.
 */
const CATALOGUES = import.meta.glob<Record<string, unknown>>(
  ['./*/*.json', '!./en-GB/{common,landing}.json', '!./*/{emails,calendar}.json'],
  { import: 'default', base: '../../../../contracts/locales' },
);

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, done: ReadCallback) {
    const load = CATALOGUES[`./${language}/${namespace}.json`];
    if (!load) return done(new Error(`No catalogue ${language}/${namespace}`), false);
    load().then(
      (catalogue) => done(null, catalogue),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * The stored choice, else the first of the browser's languages we write. Ours rather than
 * i18next-browser-languagedetector: these few lines do what we need of it for 2 KB less on the landing page.
 */
const storedOrBrowserLanguage: LanguageDetectorModule = {
  type: 'languageDetector',
  detect() {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    } catch {
      // Storage blocked: follow the browser.
    }
    const candidates = [stored, ...navigator.languages, navigator.language];
    for (const tag of candidates) {
      const language = matchLanguage(tag);
      if (language) return language;
    }
    return DEFAULT_LANGUAGE;
  },
};

/** Starts i18next in the language the visitor chose before, else the browser's if we write it, else English. */
export function startI18n(): Promise<unknown> {
  i18next.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  return i18next
    .use(lazyCatalogues)
    .use(storedOrBrowserLanguage)
    .use(initReactI18next)
    .init({
      supportedLngs: LANGUAGES,
      load: 'currentOnly',
      // Only the active language is loaded: a supported language falls back to nothing (the completeness test keeps
      // every key in every language), anything else to English.
      fallbackLng: (code) => (isLanguage(code) ? [] : [DEFAULT_LANGUAGE]),
      ns: ['common', 'landing'],
      defaultNS: 'common',
      resources: { [DEFAULT_LANGUAGE]: { common, landing } },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
    })
    .then(async () => {
      i18next.services.formatter?.add('lowercase', (value: unknown, language?: string) => String(value).toLocaleLowerCase(language));
      // A language whose catalogues did not arrive (a dropped connection) would show keys: English is bundled.
      if (!hasCatalogues(i18next.language)) await i18next.changeLanguage(DEFAULT_LANGUAGE);
    });
}

/** Whether every namespace in use is loaded for a language. */
function hasCatalogues(language: string): boolean {
  const namespaces = [i18next.options.ns ?? []].flat();
  return namespaces.every((namespace) => i18next.hasResourceBundle(language, namespace));
}

/**
 * The menu's choice: shown at once (after its catalogues arrive) and remembered for later visits. Only the menu
 * stores a language, so until the visitor chooses, each visit follows the browser.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  // Load first and switch only when everything arrived: a failed chunk leaves the page as it was, never showing keys.
  await i18next.loadLanguages(language);
  if (!hasCatalogues(language)) throw new Error(`The ${language} catalogues could not be loaded`);
  await i18next.changeLanguage(language);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage blocked (private mode): the choice holds for this visit.
  }
  // The server reads it to send the landing page prerendered in this language (backend/src/shared/http/spa.ts).
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${language}; path=/; max-age=31536000; SameSite=Lax`;
}
