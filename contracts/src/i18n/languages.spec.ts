import { describe, expect, it } from '@jest/globals';
import { languageFromAcceptLanguage, matchLanguage } from './languages.js';

describe('languages', () => {
  it('matches any variant of a language we write to that language', () => {
    expect(matchLanguage('en-US')).toBe('en-GB');
    expect(matchLanguage('fr_CA')).toBe('fr');
    expect(matchLanguage('zh-CN')).toBe('zh-Hans');
    expect(matchLanguage('zh-Hans-SG')).toBe('zh-Hans');
    expect(matchLanguage('it')).toBeNull();
    expect(matchLanguage('')).toBeNull();
  });

  it('picks the best-weighted language of Accept-Language we serve, else English', () => {
    expect(languageFromAcceptLanguage('it-IT,it;q=0.9,de;q=0.8,en;q=0.5')).toBe('de');
    expect(languageFromAcceptLanguage('en;q=0.4, es;q=0.7')).toBe('es');
    expect(languageFromAcceptLanguage('fr;q=0, it')).toBe('en-GB');
    expect(languageFromAcceptLanguage(undefined)).toBe('en-GB');
    expect(languageFromAcceptLanguage('garbage;;;q=x')).toBe('en-GB');
  });
});
