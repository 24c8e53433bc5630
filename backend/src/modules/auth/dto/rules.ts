import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@luggage/contracts';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength, ValidateBy, type ValidationArguments } from 'class-validator';
import { message } from '../../../shared/i18n/message.js';
import { keyed } from '../../../shared/validation/keyed-message.js';
import { rules, says } from '../../../shared/validation/rules.js';

/**
 * Laravel's wording for each rule in English (validation.json's `account`), so a 422 reads the same as the spec's
 * Laravel backend. Each field's rules run in the order listed and stop at the first failure.
 */
type AccountField = 'email' | 'name' | 'password' | 'token';

const named = (field: AccountField) => ({ field: message(`validation:account.fields.${field}`) });
const trimmed = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

const required = (field: AccountField) => IsNotEmpty(says('validation:account.required', named(field)));
const text = (field: AccountField) => IsString(says('validation:account.notText', named(field)));
const atMost = (field: AccountField, max: number) => MaxLength(max, says('validation:account.tooLong', { ...named(field), max }));

/** The `confirmed` rule: `password` must equal `password_confirmation`; the message sits under `password`. */
const confirmed = () =>
  ValidateBy({
    name: 'confirmed',
    validator: {
      validate: (value: unknown, args?: ValidationArguments) =>
        value === (args?.object as { password_confirmation?: unknown }).password_confirmation,
      defaultMessage: () => keyed(message('validation:account.passwordConfirmation')),
    },
  });

export const EmailField = (): PropertyDecorator =>
  rules(trimmed(), required('email'), text('email'), atMost('email', EMAIL_MAX_LENGTH), IsEmail({}, says('validation:account.emailInvalid')));

export const NameField = (): PropertyDecorator => rules(trimmed(), required('name'), text('name'), atMost('name', NAME_MAX_LENGTH));

/** A password typed to prove who one is (login, changes of the account): no length rule but an upper bound. */
export const CurrentPasswordField = (): PropertyDecorator => rules(required('password'), text('password'), atMost('password', 1024));

/** A link's token. */
export const TokenField = (): PropertyDecorator => rules(required('token'), text('token'), atMost('token', 200));

/** A new password: 8 to 128 characters, no composition rules (ASVS 6.2), and its confirmation must match. */
export const NewPasswordField = (): PropertyDecorator =>
  rules(
    required('password'),
    text('password'),
    MinLength(PASSWORD_MIN_LENGTH, says('validation:account.tooShort', { ...named('password'), min: PASSWORD_MIN_LENGTH })),
    atMost('password', PASSWORD_MAX_LENGTH),
    confirmed(),
  );
