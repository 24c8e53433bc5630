import { DEFAULT_LANGUAGE, LANGUAGES, type Language, languageFromAcceptLanguage } from '@luggage/contracts';
import { createInstance, type Resource, type ResourceLanguage, type TOptions } from 'i18next';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server's messages, emails and calendar files in a customer's language, from contracts/locales (the same
 * catalogues as the SPA's). Read once at start; a key missing in a language falls back to English.
 */
const catalogues = createInstance();
void catalogues.init({
  resources: readCatalogues(),
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  defaultNS: 'common',
  initAsync: false,
  // Emails are escaped by their templates, JSON answers need no escaping.
  interpolation: { escapeValue: false },
});

/** `translate('fr', 'emails:confirmation.subject', { reference })`. */
export function translate(language: Language, key: string, options?: TOptions): string {
  return catalogues.t(key, { ...options, lng: language }) as string;
}

export type RequestHeaders = Record<string, string | string[] | undefined>;

/** The language a request asks for (its Accept-Language, which the SPA sets to the visitor's language). */
export function requestLanguage(headers: RequestHeaders): Language {
  const header = headers['accept-language'];
  return languageFromAcceptLanguage(Array.isArray(header) ? header[0] : header);
}

/** contracts/locales, found upwards from here: the repository and an assembled release have the same layout. */
function localesDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, 'contracts', 'locales');
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('contracts/locales not found above ' + fileURLToPath(import.meta.url));
    dir = parent;
  }
}

function readCatalogues(): Resource {
  const root = localesDir();
  const resources: Record<string, ResourceLanguage> = {};
  for (const language of LANGUAGES) {
    resources[language] = {};
    for (const file of readdirSync(join(root, language)).filter((f) => f.endsWith('.json'))) {
      resources[language][file.replace(/\.json$/, '')] = JSON.parse(readFileSync(join(root, language, file), 'utf8'));
    }
  }
  return resources;
}
