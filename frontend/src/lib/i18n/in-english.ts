import i18next from 'i18next';
import { wordsOf, type Text } from '@luggage/contracts';
import booking from '../../../../contracts/locales/en-GB/booking.json';
import terms from '../../../../contracts/locales/en-GB/terms.json';
import validation from '../../../../contracts/locales/en-GB/validation.json';

/**
 * For unit tests: a keyed check's English words, looked up in the English catalogues by i18next itself (plurals,
 * placeholders), so a test can still assert the spec's exact English where the code now gives a Message.
 */
const english = i18next.createInstance();
void english.init({
  lng: 'en-GB',
  resources: { 'en-GB': { booking, terms, validation } },
  initAsync: false,
  interpolation: { escapeValue: false },
});

export const inEnglish = (text: Text): string => wordsOf(text, 'en-GB', (key, values) => english.t(key, values));
