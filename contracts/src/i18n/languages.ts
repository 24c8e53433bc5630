/** The languages customers can use (issue 19). Admin and staff screens stay in English. */
export const LANGUAGES = ['en-GB', 'fr', 'de', 'es', 'zh-Hans'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en-GB';

/** Each language named in itself, for the language menu. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  'en-GB': 'English',
  fr: 'Français',
  de: 'Deutsch',
  es: 'Español',
  'zh-Hans': '中文',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language we serve for a BCP 47 tag, or null: any English is en-GB, any Chinese zh-Hans (the only Chinese we
 * write), 'fr-CA' is fr. Case and '_' separators are forgiven.
 */
export function matchLanguage(tag: string | null | undefined): Language | null {
  if (!tag) return null;
  const primary = tag.trim().replace(/_/g, '-').split('-')[0].toLowerCase();
  switch (primary) {
    case 'en':
      return 'en-GB';
    case 'zh':
      return 'zh-Hans';
    case 'fr':
    case 'de':
    case 'es':
      return primary;
    default:
      return null;
  }
}

/** The best of our languages for an Accept-Language header ('de-DE,de;q=0.9,en;q=0.8'); English when none matches. */
export function languageFromAcceptLanguage(header: string | null | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const entry of ranked) {
    const language = matchLanguage(entry.tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/** Sentences written one after the other as the language does: a space between them, none in Chinese ('…修改。此后…'). */
export function joinSentences(sentences: readonly string[], language: Language): string {
  return sentences.join(language === 'zh-Hans' ? '' : ' ');
}
