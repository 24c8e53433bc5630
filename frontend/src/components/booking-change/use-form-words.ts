import { DEFAULT_LANGUAGE, formatterFor, localised, poundsToPence, type Text, type Translations, wordsOf } from '@luggage/contracts';
import { useTranslation } from 'react-i18next';
import { activeLanguage } from '../../lib/i18n/active-language';

/** Who fills the change form: a customer on the manage page, or an operator on the admin's booking page. */
export type Reader = 'customer' | 'operator';

/**
 * The change form's words: the visitor's language for customers, English for operators (admin screens stay English,
 * whatever the browser's language). `t` reads the manage and terms namespaces.
 */
export function useFormWords(reader: Reader) {
  const { t } = useTranslation(['manage', 'terms'], reader === 'operator' ? { lng: DEFAULT_LANGUAGE } : undefined);
  const language = reader === 'operator' ? DEFAULT_LANGUAGE : activeLanguage();
  const format = formatterFor(language);
  return {
    t,
    format,
    say: (text: Text) => wordsOf(text, language, (key, values) => t(key, values)),
    money: (pounds: number) => format.money(poundsToPence(pounds)),
    nights: (count: number) => t('terms:nights', { count }),
    /** An admin-written name (point, item) in the form's language, else the English. */
    named: (english: string, translations: Translations | undefined) => localised(english, translations, language),
  };
}
