import 'reflect-metadata';
import { describe, expect, it } from '@jest/globals';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { toFieldMessages } from '../../../shared/validation/validation.pipe.js';
import { PaymentIntentRequestDto } from './payment-intent-request.dto.js';
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
} from './field-rules.js';

const today = () => ({ year: 2026, month: 11, day: 23 });

describe('booking field rules', () => {
  it('checks the full name: present, at most 100 characters', () => {
    expect(fullNameRule('Ann Smith')).toBeNull();
    expect(fullNameRule('   ')).toBe('Full Name Cannot Be Empty');
    expect(fullNameRule(undefined)).toBe('Full Name Cannot Be Empty');
    expect(fullNameRule(42)).toBe('Full Name Cannot Be Empty');
    expect(fullNameRule('a'.repeat(100))).toBeNull();
    expect(fullNameRule('a'.repeat(101))).toBe('Full Name must be 100 characters or fewer.');
  });

  it.each(['07700 900123', '+44 7700 900123', '+447700900123', '1234567', '123456789012345'])('accepts the contact number %p', (phone) => {
    expect(contactNumberRule(phone)).toBeNull();
  });

  it.each(['123456', '1234567890123456', '07700-900123', '++447700900123', '07700  900123', 'call me', '+'])('refuses the contact number %p', (phone) => {
    expect(contactNumberRule(phone)).toBe('Please enter a valid contact number. International dialling code is optional');
  });

  it('asks for a contact number when there is none', () => {
    expect(contactNumberRule('')).toBe('Contact Number Cannot Be Empty');
  });

  it('checks the email like the wizard, with a length limit', () => {
    expect(emailRule('ann@example.com')).toBeNull();
    expect(emailRule('')).toBe('Email Address Cannot Be Empty');
    expect(emailRule('ann@example')).toBe('This is not a valid email address');
    expect(emailRule('ann example@x.com')).toBe('This is not a valid email address');
    expect(emailRule(`${'a'.repeat(250)}@x.io`)).toBe('Email Address must be 254 characters or fewer.');
  });

  it('needs the terms ticked (true, not a truthy string)', () => {
    expect(agreedToTermsRule(true)).toBeNull();
    for (const value of [false, 'true', 1, undefined]) expect(agreedToTermsRule(value)).toBe('To continue you must agree to the Terms and Conditions');
  });

  it('takes a collection date from today (London) up to 365 days ahead, written DD-MM-YYYY', () => {
    const rule = collectionDateRule(today);
    expect(rule('23-11-2026')).toBeNull();
    expect(rule('23-11-2027')).toBeNull();
    expect(rule('22-11-2026')).toBe('The collection date cannot be in the past.');
    expect(rule('24-11-2027')).toBe('The collection date must be within the next 365 days.');
    for (const bad of ['31-11-2026', '2026-11-30', '30/11/2026', '1-12-2026', '', 5]) {
      expect(rule(bad)).toBe('The date must be a real date written DD-MM-YYYY.');
    }
  });

  it('keeps nights within 1 to 3 and quantities within 0 to 5, whole numbers only', () => {
    expect([1, 2, 3].map(nightsRule)).toEqual([null, null, null]);
    for (const bad of [0, 4, 1.5, '2', null]) expect(nightsRule(bad)).toBe('The number of nights must be from 1 to 3.');
    expect([0, 5].map(quantityRule)).toEqual([null, null]);
    for (const bad of [-1, 6, 2.5]) expect(quantityRule(bad)).toBe('The quantity must be from 0 to 5.');
  });

  it('takes pounds with at most two decimals', () => {
    const rule = poundsRule('The total');
    expect([0, 10, 12.5, 36.45].map(rule)).toEqual([null, null, null, null]);
    for (const bad of [-1, 12.555, Number.NaN, '10', 1e9]) expect(rule(bad)).toBe('The total must be an amount in pounds.');
  });

  it('wants a basket of 1 to 20 distinct lines holding at least one item', () => {
    const line = (code: string, amount: number) => ({ code, amount });
    expect(basketRule([line('SS', 1), line('MS', 0)])).toBeNull();
    expect(basketRule([])).toBe('Please choose at least one item.');
    expect(basketRule([line('SS', 0)])).toBe('Please choose at least one item.');
    expect(basketRule([line('SS', 1), line('SS', 2)])).toBe('Each item may appear only once in the basket.');
    expect(basketRule(Array.from({ length: 21 }, (_, i) => line(`C${i}`, 1)))).toBe('The basket may hold at most 20 lines.');
    expect(basketRule('SS')).toBe('Please choose at least one item.');
    expect(basketRule([5])).toBe('Each basket line must be an object.');
  });
});

describe(PaymentIntentRequestDto.name, () => {
  const validate = (body: object) =>
    toFieldMessages(validateSync(plainToInstance(PaymentIntentRequestDto, body), { whitelist: true, forbidUnknownValues: true, stopAtFirstError: true }));

  it('reports one message per field, with each basket line checked in place', () => {
    const errors = validate({
      fullName: '',
      contactNumber: 'x',
      email: 'nope',
      agreedToTerms: false,
      currency: 'usd',
      totalCost: -1,
      storageItemsBasket: [{ code: 'SS', price: 10, amount: 9, fullItemsPrice: 90, typeName: 'Small Suitcase' }],
      nights: 4,
      collectionDate: '01-01-2020',
      locationId: 'one',
      bookingToken: 'short',
    });
    expect(errors).toEqual({
      fullName: ['Full Name Cannot Be Empty'],
      contactNumber: ['Please enter a valid contact number. International dialling code is optional'],
      email: ['This is not a valid email address'],
      agreedToTerms: ['To continue you must agree to the Terms and Conditions'],
      currency: ['The currency must be gbp.'],
      totalCost: ['The total must be an amount in pounds.'],
      'storageItemsBasket.0.amount': ['The quantity must be from 0 to 5.'],
      nights: ['The number of nights must be from 1 to 3.'],
      collectionDate: ['The collection date cannot be in the past.'],
      locationId: ['Please select a location'],
      bookingToken: ['The booking token must be 8 to 64 letters, digits, _ or -.'],
    });
  });

  it('trims the customer details and drops fields it does not know', () => {
    const dto = plainToInstance(PaymentIntentRequestDto, { fullName: '  Ann  ', email: ' ann@example.com ', contactNumber: ' 07700 900123 ' });
    expect([dto.fullName, dto.email, dto.contactNumber]).toEqual(['Ann', 'ann@example.com', '07700 900123']);
  });
});
