import 'reflect-metadata';
import { describe, expect, it } from '@jest/globals';
import { plainToInstance } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength, validateSync } from 'class-validator';
import { ValidationFailedError } from '../errors/domain-error.js';
import { OptionalWholeNumber, Pounds, rules, says } from './rules.js';
import { toFieldMessages } from './validation.pipe.js';

class Example {
  @rules(IsNotEmpty(says('validation:account.required', { field: 'email' })), IsString(says('validation:account.notText', { field: 'email' })), MaxLength(10, says('validation:account.tooLong', { field: 'email', max: 10 })), IsEmail({}, says('validation:account.emailInvalid')))
  email!: unknown;

  @Pounds('fee', 0, 50)
  fee!: unknown;

  @OptionalWholeNumber('capacity', 0, 100)
  capacity?: unknown;
}

/** The 422's fields as the pipe builds them, in `language`. */
const problems = (body: object, language: 'en-GB' | 'de' = 'en-GB') =>
  new ValidationFailedError(toFieldMessages(validateSync(plainToInstance(Example, body), { stopAtFirstError: true }))).fieldsIn(language);

describe('rules(...): a field reports only its first problem, in the order written', () => {
  it('asks for a missing value before judging its type, length or form', () => {
    expect(problems({ email: '', fee: 1 }).email).toEqual(['The email field is required.']);
    expect(problems({ email: 42, fee: 1 }).email).toEqual(['The email field must be a string.']);
    expect(problems({ email: 'not-an-email-at-all', fee: 1 }).email).toEqual(['The email field must not be greater than 10 characters.']);
    expect(problems({ email: 'a@b', fee: 1 }).email).toEqual(['The email field must be a valid email address.']);
  });

  it('judges an amount as a number first, then its bounds, then its pence', () => {
    expect(problems({ email: 'a@b.co', fee: 'lots' }).fee).toEqual(['The fee must be a number.']);
    expect(problems({ email: 'a@b.co', fee: 60.555 }).fee).toEqual(['The fee must not be more than £50.']);
    expect(problems({ email: 'a@b.co', fee: 10.555 }).fee).toEqual(['The fee must be in pounds and pence (at most 2 decimal places).']);
    expect(problems({ email: 'a@b.co', fee: 10.5, capacity: '' })).toEqual({});
  });

  it('gives each message in the language asked for, from the same keys', () => {
    expect(problems({ email: '', fee: 1, capacity: 2.5 }, 'de')).toEqual({ email: ['Das Feld „email“ ist erforderlich.'], capacity: ['„capacity“ muss eine ganze Zahl sein.'] });
  });
});
