import { beforeAll, describe, expect, it } from '@jest/globals';
import i18next from 'i18next';
import { LANGUAGES } from '@luggage/contracts';
import { answerLanguage } from './active-language';

describe('answerLanguage', () => {
  beforeAll(async () => {
    await i18next.init({ lng: 'de', supportedLngs: LANGUAGES, ns: ['common'], defaultNS: 'common', resources: { de: { common: { languageMenu: 'Sprache' } } } });
  });

  it("asks for the visitor's language on customer pages", () => {
    for (const path of ['/', '/terms', '/selection', '/manage/abc', '/user-dashboard']) expect({ path, language: answerLanguage(path) }).toEqual({ path, language: 'de' });
  });

  it("asks for English on the staff, driver and admin pages, whatever the visitor's language", () => {
    for (const path of ['/staff', '/driver', '/admin-dashboard', '/admin-dashboard/bookings/BBL-1']) expect({ path, language: answerLanguage(path) }).toEqual({ path, language: 'en-GB' });
  });
});
