import { describe, expect, it } from '@jest/globals';
import type { Language } from '@luggage/contracts';
import { localise } from '../i18n/message.js';
import {
  agreedToTermsRule,
  basketRule,
  collectionDateRule,
  contactNumberRule,
  emailRule,
  fullNameRule,
  nightsRule,
  poundsRule,
  quantityRule,
  type Rule,
} from './rules.js';

/** A rule with the words its Message gives (English unless told), so each test reads like the 422 a person gets. */
const wordsOf =
  (rule: Rule, language: Language = 'en-GB') =>
  (value: unknown): string | null => {
    const problem = rule(value);
    return problem && localise(problem, language);
  };

const today = () => ({ year: 2026, month: 11, day: 23 });

describe('booking field rules', () => {
  it('checks the full name: present, at most 100 characters', () => {
    expect(wordsOf(fullNameRule)('Ann Smith')).toBeNull();
    expect(wordsOf(fullNameRule)('   ')).toBe('Full Name Cannot Be Empty');
    expect(wordsOf(fullNameRule)(undefined)).toBe('Full Name Cannot Be Empty');
    expect(wordsOf(fullNameRule)(42)).toBe('Full Name Cannot Be Empty');
    expect(wordsOf(fullNameRule)('a'.repeat(100))).toBeNull();
    expect(wordsOf(fullNameRule)('a'.repeat(101))).toBe('Full Name must be 100 characters or fewer.');
  });

  it.each(['07700 900123', '+44 7700 900123', '+447700900123', '1234567', '123456789012345'])('accepts the contact number %p', (phone) => {
    expect(wordsOf(contactNumberRule)(phone)).toBeNull();
  });

  it.each(['123456', '1234567890123456', '07700-900123', '++447700900123', '07700  900123', 'call me', '+'])('refuses the contact number %p', (phone) => {
    expect(wordsOf(contactNumberRule)(phone)).toBe('Please enter a valid contact number. International dialling code is optional');
  });

  it('asks for a contact number when there is none', () => {
    expect(wordsOf(contactNumberRule)('')).toBe('Contact Number Cannot Be Empty');
  });

  it('checks the email like the wizard, with a length limit', () => {
    expect(wordsOf(emailRule)('ann@example.com')).toBeNull();
    expect(wordsOf(emailRule)('')).toBe('Email Address Cannot Be Empty');
    expect(wordsOf(emailRule)('ann@example')).toBe('This is not a valid email address');
    expect(wordsOf(emailRule)('ann example@x.com')).toBe('This is not a valid email address');
    expect(wordsOf(emailRule)(`${'a'.repeat(250)}@x.io`)).toBe('Email Address must be 254 characters or fewer.');
  });

  it('needs the terms ticked (true, not a truthy string)', () => {
    expect(wordsOf(agreedToTermsRule)(true)).toBeNull();
    for (const value of [false, 'true', 1, undefined]) expect(wordsOf(agreedToTermsRule)(value)).toBe('To continue you must agree to the Terms and Conditions');
  });

  it('takes a collection date from today (London) up to 365 days ahead, written DD-MM-YYYY', () => {
    const rule = wordsOf(collectionDateRule(today));
    expect(rule('23-11-2026')).toBeNull();
    expect(rule('23-11-2027')).toBeNull();
    expect(rule('22-11-2026')).toBe('The collection date cannot be in the past.');
    expect(rule('24-11-2027')).toBe('The collection date must be within the next 365 days.');
    for (const bad of ['31-11-2026', '2026-11-30', '30/11/2026', '1-12-2026', '', 5]) {
      expect(rule(bad)).toBe('The date must be a real date written DD-MM-YYYY.');
    }
  });

  it('keeps nights within 1 to 3 and quantities within 0 to 5, whole numbers only', () => {
    expect([1, 2, 3].map(wordsOf(nightsRule))).toEqual([null, null, null]);
    for (const bad of [0, 4, 1.5, '2', null]) expect(wordsOf(nightsRule)(bad)).toBe('The number of nights must be from 1 to 3.');
    expect([0, 5].map(wordsOf(quantityRule))).toEqual([null, null]);
    for (const bad of [-1, 6, 2.5]) expect(wordsOf(quantityRule)(bad)).toBe('The quantity must be from 0 to 5.');
  });

  it('takes pounds with at most two decimals', () => {
    const rule = wordsOf(poundsRule('total'));
    expect([0, 10, 12.5, 36.45].map(rule)).toEqual([null, null, null, null]);
    for (const bad of [-1, 12.555, Number.NaN, '10', 1e9]) expect(rule(bad)).toBe('The total must be an amount in pounds.');
  });

  it('wants a basket of 1 to 20 distinct lines holding at least one item', () => {
    const line = (code: string, amount: number) => ({ code, amount });
    expect(wordsOf(basketRule)([line('SS', 1), line('MS', 0)])).toBeNull();
    expect(wordsOf(basketRule)([])).toBe('Please choose at least one item.');
    expect(wordsOf(basketRule)([line('SS', 0)])).toBe('Please choose at least one item.');
    expect(wordsOf(basketRule)([line('SS', 1), line('SS', 2)])).toBe('Each item may appear only once in the basket.');
    expect(wordsOf(basketRule)(Array.from({ length: 21 }, (_, i) => line(`C${i}`, 1)))).toBe('The basket may hold at most 20 lines.');
    expect(wordsOf(basketRule)('SS')).toBe('Please choose at least one item.');
    expect(wordsOf(basketRule)([5])).toBe('Each basket line must be an object.');
  });
});

describe('the order of a field\'s checks (only the first problem is reported)', () => {
  it('asks for a missing email before judging its length or form', () => {
    expect(wordsOf(emailRule)('   ')).toBe('Email Address Cannot Be Empty');
    expect(wordsOf(emailRule)(`${'a b'.repeat(100)}@x`)).toBe('Email Address must be 254 characters or fewer.');
  });

  it('judges a collection date\'s form before whether it has gone by', () => {
    const rule = wordsOf(collectionDateRule(today));
    expect(rule('30-02-2020')).toBe('The date must be a real date written DD-MM-YYYY.');
    expect(rule('01-01-2020')).toBe('The collection date cannot be in the past.');
  });

  it('says an empty basket before a duplicate line, and too many lines before either', () => {
    const line = (code: string, amount: number) => ({ code, amount });
    expect(wordsOf(basketRule)([line('SS', 0), line('SS', 0)])).toBe('Each item may appear only once in the basket.');
    expect(wordsOf(basketRule)(Array.from({ length: 21 }, () => line('SS', 0)))).toBe('The basket may hold at most 20 lines.');
  });

  it('gives the same first problem in every language, in its words', () => {
    expect(wordsOf(fullNameRule, 'de')('')).toBe('Bitte geben Sie Ihren vollständigen Namen ein.');
    expect(wordsOf(contactNumberRule, 'fr')('call me')).toBe('Veuillez saisir un numéro de téléphone valide. L’indicatif international est facultatif.');
    expect(wordsOf(collectionDateRule(today), 'zh-Hans')('22-11-2026')).toBe('寄存日期不能早于今天。');
  });
});
