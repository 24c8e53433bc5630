import { AUTH_TEXTS, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@luggage/contracts';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength, ValidateBy, type ValidationArguments } from 'class-validator';

/**
 * Laravel's wording for each rule, so a 422 reads the same as the spec's Laravel backend. Each field's rules
 * run in the order they are applied (stacked decorators apply bottom-up) and stop at the first failure.
 */
const trimmed = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

export const required = (field: string) => IsNotEmpty({ message: `The ${field} field is required.` });
export const text = (field: string) => IsString({ message: `The ${field} field must be a string.` });
export const atMost = (field: string, max: number) =>
  MaxLength(max, { message: `The ${field} field must not be greater than ${max} characters.` });

/** The `confirmed` rule: `password` must equal `password_confirmation`; the message sits under `password`. */
const confirmed = () =>
  ValidateBy({
    name: 'confirmed',
    validator: {
      validate: (value: unknown, args?: ValidationArguments) =>
        value === (args?.object as { password_confirmation?: unknown }).password_confirmation,
      defaultMessage: () => AUTH_TEXTS.passwordConfirmation,
    },
  });

export function EmailField(): PropertyDecorator {
  return (target, key) => {
    for (const decorate of [
      trimmed(),
      required('email'),
      text('email'),
      atMost('email', EMAIL_MAX_LENGTH),
      IsEmail({}, { message: 'The email field must be a valid email address.' }),
    ]) {
      decorate(target, key);
    }
  };
}

export function NameField(): PropertyDecorator {
  return (target, key) => {
    for (const decorate of [trimmed(), required('name'), text('name'), atMost('name', NAME_MAX_LENGTH)]) decorate(target, key);
  };
}

/** A new password: 8 to 128 characters, no composition rules (ASVS 6.2), and its confirmation must match. */
export function NewPasswordField(): PropertyDecorator {
  return (target, key) => {
    for (const decorate of [
      required('password'),
      text('password'),
      MinLength(PASSWORD_MIN_LENGTH, { message: `The password field must be at least ${PASSWORD_MIN_LENGTH} characters.` }),
      atMost('password', PASSWORD_MAX_LENGTH),
      confirmed(),
    ]) {
      decorate(target, key);
    }
  };
}
