import { readdirSync, readFileSync } from 'node:fs';
import { type Formatter, formatterFor, type Language, type Text, wordsOf } from '@luggage/contracts';
import i18next, { type i18n } from 'i18next';

/** One language's words as its catalogues write them, with contracts' formatter for dates and money. */
export interface Words {
  /** A key (`namespace:key`, or a key of `defaultNamespace`) in this language; a marked part (<strong>…</strong>) reads as its text. */
  t: (key: string, values?: Record<string, unknown>) => string;
  /** A contracts Message (a check's refusal, a term) in this language. */
  say: (text: Text) => string;
  format: Formatter;
}

/**
 * The words a visitor in `language` must see, read from contracts/locales: a browser test names what it expects by key,
 * so it fails when the page shows another language's words (English ones, say) or a raw key.
 */
export async function wordsIn(language: Language, defaultNamespace: string): Promise<Words> {
  const folder = new URL(`../../contracts/locales/${language}/`, import.meta.url);
  const namespaces = readdirSync(folder).filter((file) => file.endsWith('.json'));
  const resources = Object.fromEntries(
    namespaces.map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(new URL(file, folder), 'utf8')) as object]),
  );
  const instance: i18n = i18next.createInstance();
  await instance.init({ lng: language, ns: Object.keys(resources), defaultNS: defaultNamespace, resources: { [language]: resources }, interpolation: { escapeValue: false } });
  const t = (key: string, values?: Record<string, unknown>) => instance.t(key, values as Record<string, string>).replace(/<\/?\w+>/g, '');
  return { t, say: (text) => wordsOf(text, language, (key, values) => t(key, values)), format: formatterFor(language) };
}
