import { describe, expect, it } from '@jest/globals';
import { requestLanguage, translate } from './translate.js';

describe('translate', () => {
  it("reads a key in the customer's language from contracts/locales", () => {
    expect(translate('de', 'common:languageMenu')).toBe('Sprache');
    expect(translate('en-GB', 'languageMenu')).toBe('Language');
  });

  it('takes the language of the request from Accept-Language', () => {
    expect(requestLanguage({ 'accept-language': 'zh-CN,zh;q=0.9' })).toBe('zh-Hans');
    expect(requestLanguage({})).toBe('en-GB');
  });
});
