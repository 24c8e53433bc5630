import i18next from 'i18next';
import { DEFAULT_LANGUAGE, type Language, isLanguage } from '@luggage/contracts';
import { isOperatorPage } from '../workplace';

/** The language pages are shown in now. */
export function activeLanguage(): Language {
  return isLanguage(i18next.resolvedLanguage) ? i18next.resolvedLanguage : DEFAULT_LANGUAGE;
}

/** The language the API should answer in on a page: the visitor's on customer pages, English on the operators' pages. */
export function answerLanguage(pathname: string): Language {
  return isOperatorPage(pathname) ? DEFAULT_LANGUAGE : activeLanguage();
}
