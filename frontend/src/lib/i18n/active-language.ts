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

/** A shared message (common namespace) in the language of the page it is shown on: English on operators' pages. */
export function pageText(key: string, values?: Record<string, unknown>): string {
  // No location while the landing page is prerendered at build time (src/prerender.tsx): that page is a customer's.
  return i18next.t(key, { ...values, ns: 'common', lng: answerLanguage(globalThis.location?.pathname ?? '/') });
}
