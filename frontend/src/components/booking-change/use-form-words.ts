import { formatterFor, localised, poundsToPence, type Text, type Translations, wordsOf } from '@luggage/contracts';
import { answerLanguage } from '../../lib/i18n/active-language';
import { usePageTranslation } from '../../lib/i18n/page-language';

/**
 * The change form's words in the page's language (lib/i18n/page-language.ts): the visitor's on the manage page,
 * English on the admin's booking page. `t` reads the manage, terms and validation namespaces.
 */
export function useFormWords() {
  const { t } = usePageTranslation(['manage', 'booking', 'terms', 'validation']);
  const language = answerLanguage(window.location.pathname);
  const format = formatterFor(language);
  return {
    t,
    format,
    say: (text: Text) => wordsOf(text, language, (key, values) => t(key, values)),
    money: (pounds: number) => format.money(poundsToPence(pounds)),
    nights: (count: number) => t('terms:nights', { count }),
    /** An admin-written name (point, item) in the page's language, else the English. */
    named: (english: string, translations: Translations | undefined) => localised(english, translations, language),
  };
}
