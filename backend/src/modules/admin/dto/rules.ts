import { TIME_OF_DAY_PATTERN } from '@luggage/contracts';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsNotEmpty, IsNumber, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateBy } from 'class-validator';

/**
 * Field rules of the admin forms, each with a readable message naming the field as the form labels it.
 * A field's rules are checked in the order listed and only the first failure is reported (stopAtFirstError).
 */
export function rules(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => decorators.forEach((decorate) => decorate(target, key));
}

const trimmed = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** JSON numbers as they are; a numeric string (a form field) becomes its number; '' counts as missing. */
const numeric = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    if (text === '') return undefined;
    return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : value;
  });

const required = (label: string) => IsNotEmpty({ message: `The ${label} field is required.` });
const aString = (label: string) => IsString({ message: `The ${label} must be text.` });
const aNumber = (label: string) => IsNumber({ allowNaN: false, allowInfinity: false }, { message: `The ${label} must be a number.` });
const atMostChars = (label: string, max: number) =>
  MaxLength(max, { message: `The ${label} must not be longer than ${max} characters.` });
const between = (label: string, min: number, max: number) => [
  Min(min, { message: `The ${label} must be between ${min} and ${max}.` }),
  Max(max, { message: `The ${label} must be between ${min} and ${max}.` }),
];

export const RequiredText = (label: string, max: number) => rules(trimmed(), required(label), aString(label), atMostChars(label, max));

export const OptionalText = (label: string, max: number) => rules(trimmed(), IsOptional(), aString(label), atMostChars(label, max));

export const Id = (label: string) =>
  rules(numeric(), required(label), IsInt({ message: `The ${label} must be a whole number.` }), Min(1, { message: `The ${label} is invalid.` }));

export const Coordinate = (label: string, limit: number) => rules(numeric(), required(label), aNumber(label), ...between(label, -limit, limit));

/** Pounds and pence from £min to £max. */
export const Pounds = (label: string, min: number, max: number) =>
  rules(
    numeric(),
    required(label),
    aNumber(label),
    Min(min, { message: `The ${label} must be at least £${min}.` }),
    Max(max, { message: `The ${label} must not be more than £${max}.` }),
    ValidateBy({
      name: 'pence',
      validator: {
        validate: (value: unknown) => typeof value === 'number' && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
        defaultMessage: () => `The ${label} must be in pounds and pence (at most 2 decimal places).`,
      },
    }),
  );

export const WholePercent = (label: string, min: number, max: number) =>
  rules(numeric(), required(label), aNumber(label), IsInt({ message: `The ${label} must be a whole number.` }), ...between(label, min, max));

export const TimeOfDay = (label: string) =>
  rules(
    trimmed(),
    required(label),
    aString(label),
    Matches(TIME_OF_DAY_PATTERN, { message: `The ${label} must be a time of day between 00:00 and 23:59.` }),
  );

/** One of `values`, or nothing ('' and null count as nothing). */
export const OptionalChoice = (label: string, values: readonly string[]) =>
  rules(
    Transform(({ value }: { value: unknown }) => (value === '' ? null : value)),
    IsOptional(),
    IsIn([...values], { message: `The selected ${label} is invalid.` }),
  );
