import { DEFAULT_LANGUAGE, type Language } from './languages.js';

/** The languages an admin may translate a text they write into (the text itself is English). */
export type TranslatedLanguage = Exclude<Language, 'en-GB'>;
/** Written out, not LANGUAGES.filter(...): a top-level call can't be tree-shaken and split the landing page's entry chunk (+1 KB); translations.spec.ts keeps the two in step. */
export const TRANSLATED_LANGUAGES: readonly TranslatedLanguage[] = ['fr', 'de', 'es', 'zh-Hans'];

export const isTranslatedLanguage = (language: Language): language is TranslatedLanguage => language !== DEFAULT_LANGUAGE;

/** One admin-written text (an item's name, a point's instructions...) in other languages; a language left out is English. */
export type Translations = Partial<Record<TranslatedLanguage, string>>;

/**
 * A form's translations as they are sent: per language, the form's own field names (`{ fr: { title: '…' } }`), each
 * limited like its English field; an empty one means "use the English".
 */
export type TranslationsInput<Field extends string> = Partial<Record<TranslatedLanguage, Partial<Record<Field, string>>>>;

/** The text to show in `language`: its translation when an admin gave one, else the English. */
export function localised(english: string, translations: Translations | undefined, language: Language): string {
  if (!isTranslatedLanguage(language)) return english;
  const translated = translations?.[language]?.trim();
  return translated ? translated : english;
}

/** One field's translations out of a form's, without the empty ones. */
export function translationsOf<Field extends string>(input: TranslationsInput<Field> | undefined, field: Field): Translations {
  const found: Translations = {};
  for (const language of TRANSLATED_LANGUAGES) {
    const text = input?.[language]?.[field]?.trim();
    if (text) found[language] = text;
  }
  return found;
}
