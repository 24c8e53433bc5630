import { type Text, wordsOf } from '@luggage/contracts';
import { useTranslation } from 'react-i18next';
import { activeLanguage } from './active-language';

/** The namespaces contracts' keyed checks and terms use: what a component saying them needs loaded. */
const MESSAGE_NAMESPACES = ['validation', 'terms'];

/**
 * Says contracts' keyed sentences (a wizard check's Message, the policy's terms, a leg's state) in the active language,
 * dates and money included; a plain string passes through. The component re-renders when the language changes.
 */
export function useSay(): (text: Text) => string {
  const { t } = useTranslation(MESSAGE_NAMESPACES);
  const language = activeLanguage();
  return (text) => wordsOf(text, language, (key, values) => t(key, values));
}
