import 'reflect-metadata';
import { describe, expect, it } from '@jest/globals';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { ValidationFailedError } from '../../../../shared/errors/domain-error.js';
import { toFieldMessages } from '../../../../shared/validation/validation.pipe.js';
import { PaymentIntentRequestDto } from './payment-intent-request.dto.js';

describe(PaymentIntentRequestDto.name, () => {
  const validate = (body: object) =>
    new ValidationFailedError(
      toFieldMessages(validateSync(plainToInstance(PaymentIntentRequestDto, body), { whitelist: true, forbidUnknownValues: true, stopAtFirstError: true })),
    ).fieldsIn('en-GB');

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
      nights: ['The number of nights must be from 1 to 3, or 0 for a same-day stay.'],
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
