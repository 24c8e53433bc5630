import { type Text, wordsOf } from '@luggage/contracts';
import { useTranslation } from 'react-i18next';
import { answerLanguage } from './active-language';

/** The namespaces contracts' keyed checks and terms use (as useSay's). */
const MESSAGE_NAMESPACES = ['validation', 'terms'];

/**
 * useTranslation for a component both customers' and operators' pages use (the date field, the leg fields, the error
 * slots): the visitor's language on customer pages, English on the admin, staff and driver screens.
 */
export function usePageTranslation(namespaces: string | string[]) {
  return useTranslation(namespaces, { lng: answerLanguage(window.location.pathname) });
}

/** useSay for those shared components: a keyed Message in the page's language, a plain string as it is. */
export function usePageSay(): (text: Text) => string {
  const { t } = usePageTranslation(MESSAGE_NAMESPACES);
  const language = answerLanguage(window.location.pathname);
  return (text) => wordsOf(text, language, (key, values) => t(key, values));
}
