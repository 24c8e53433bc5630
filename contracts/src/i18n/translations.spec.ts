import { describe, expect, it } from '@jest/globals';
import { DEFAULT_LANGUAGE, LANGUAGES } from './languages.js';
import { localised, TRANSLATED_LANGUAGES, type TranslationsInput, translationsOf } from './translations.js';

describe('texts admins write, per language', () => {
  it('offers every language but English for translation', () => {
    expect([...TRANSLATED_LANGUAGES]).toEqual(LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE));
  });

  it("shows a language's translation, or the English when it has none or a blank one", () => {
    const names = { fr: 'Petite valise', de: '  ' };
    expect(localised('Small suitcase', names, 'fr')).toBe('Petite valise');
    expect(localised('Small suitcase', names, 'de')).toBe('Small suitcase');
    expect(localised('Small suitcase', names, 'es')).toBe('Small suitcase');
    expect(localised('Small suitcase', names, 'en-GB')).toBe('Small suitcase');
  });

  it("takes one field's translations out of a form's, trimmed, leaving the empty ones out", () => {
    const form: TranslationsInput<'title' | 'itemDescription'> = { fr: { title: ' Poussette ', itemDescription: '' }, de: { title: '' }, 'zh-Hans': { itemDescription: '折叠婴儿车' } };
    expect(translationsOf(form, 'title')).toEqual({ fr: 'Poussette' });
    expect(translationsOf(form, 'itemDescription')).toEqual({ 'zh-Hans': '折叠婴儿车' });
    expect(translationsOf(undefined, 'title')).toEqual({});
  });
});
