import i18next, { type BackendModule, type LanguageDetectorModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, isLanguage, matchLanguage } from '@luggage/contracts';
import common from '../../../../contracts/locales/en-GB/common.json';
import landing from '../../../../contracts/locales/en-GB/landing.json';

/** Where the menu's choice is kept; it wins over the browser's language on later visits. */
export const LANGUAGE_STORAGE_KEY = 'language';

/**
 * Every other catalogue is its own small chunk, fetched when the active language needs it. English's landing
 * namespaces are bundled above: the landing page paints in English without waiting for a chunk.
 */
const CATALOGUES = import.meta.glob<Record<string, unknown>>(
  ['../../../../contracts/locales/*/*.json', '!../../../../contracts/locales/en-GB/{common,landing}.json'],
  { import: 'default' },
);

const lazyCatalogues: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, namespace: string, done: ReadCallback) {
    const load = CATALOGUES[`../../../../contracts/locales/${language}/${namespace}.json`];
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
    .then(() => {
      i18next.services.formatter?.add('lowercase', (value: unknown, language?: string) => String(value).toLocaleLowerCase(language));
    });
}

/**
 * The menu's choice: shown at once (after its catalogues arrive) and remembered for later visits. Only the menu
 * stores a language, so until the visitor chooses, each visit follows the browser.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  await i18next.changeLanguage(language);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage blocked (private mode): the choice holds for this visit.
  }
}
