import { localised as inLanguage, type Translations } from '@luggage/contracts';
import { useTranslation } from 'react-i18next';
import { activeLanguage } from './active-language';

/**
 * A text an admin wrote (an item's or point's name, meeting instructions, a zone's name) in the active language: the
 * admin's translation when there is one, else the English. /api/get-data carries every language's, so nothing is fetched.
 */
export function localised(english: string, translations: Translations | undefined): string {
  return inLanguage(english, translations, activeLanguage());
}

/** `localised` for a component, which re-renders with it when the visitor changes language. */
export function useLocalised(): typeof localised {
  useTranslation();
  return localised;
}
