import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import i18next from 'i18next';
import { LANGUAGES } from '@luggage/contracts';
import { localised } from './localised';

describe('localised (texts admins write, in the active language)', () => {
  beforeAll(async () => {
    await i18next.init({ lng: 'fr', supportedLngs: LANGUAGES, ns: ['common'], defaultNS: 'common', resources: Object.fromEntries(LANGUAGES.map((language) => [language, { common: { languageMenu: language } }])) });
  });
  afterAll(async () => {
    await i18next.changeLanguage('en-GB');
  });

  it("shows the admin's translation for the active language", async () => {
    await i18next.changeLanguage('fr');
    expect(localised('Small suitcase', { fr: 'Petite valise', de: 'Kleiner Koffer' })).toBe('Petite valise');
    await i18next.changeLanguage('zh-Hans');
    expect(localised('Small suitcase', { 'zh-Hans': '小号行李箱' })).toBe('小号行李箱');
  });

  it('falls back to the English when that language has none, is blank, or nothing was translated', async () => {
    await i18next.changeLanguage('es');
    expect(localised('Small suitcase', { fr: 'Petite valise' })).toBe('Small suitcase');
    expect(localised('Small suitcase', { es: '   ' })).toBe('Small suitcase');
    expect(localised('Small suitcase', undefined)).toBe('Small suitcase');
  });

  it('shows the English in English, whatever translations there are', async () => {
    await i18next.changeLanguage('en-GB');
    expect(localised('Small suitcase', { fr: 'Petite valise', de: 'Kleiner Koffer', es: 'Maleta pequeña', 'zh-Hans': '小号行李箱' })).toBe('Small suitcase');
  });
});
