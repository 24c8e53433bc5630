import { useTranslation } from 'react-i18next';
import { formatterFor, type Formatter } from '@luggage/contracts';
import { activeLanguage } from './active-language';

/** Dates and money for the active language; components re-render with it when the language changes. */
export function useFormatter(): Formatter {
  useTranslation();
  return formatterFor(activeLanguage());
}
