import { parseDayMonthYear } from '@luggage/contracts';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min, ValidateBy } from 'class-validator';

/**
 * A field's rules, checked in the order listed (decorators stacked on a property would apply bottom-up); only the
 * first failure is reported (stopAtFirstError).
 */
export function rules(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => decorators.forEach((decorate) => decorate(target, key));
}

/** A query parameter, trimmed; a blank one counts as not given. */
export const blankAsMissing = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    return text === '' ? undefined : text;
  });

const wholeNumber = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value));

/** ?locationId=: a collection point's id, or nothing. */
export const OptionalLocationId = () =>
  rules(
    blankAsMissing(),
    wholeNumber(),
    IsOptional(),
    IsInt({ message: 'The location must be a whole number.' }),
    Min(1, { message: 'The location is invalid.' }),
    Max(2_147_483_647, { message: 'The location is invalid.' }),
  );

/** ?date=DD-MM-YYYY, or nothing; with `orAll`, also the word 'all'. */
export const OptionalDayMonthYear = (options: { orAll?: boolean } = {}) =>
  rules(
    blankAsMissing(),
    IsOptional(),
    ValidateBy({
      name: 'dayMonthYear',
      validator: {
        validate: (value: unknown) => (options.orAll === true && value === 'all') || (typeof value === 'string' && parseDayMonthYear(value) !== null),
        defaultMessage: () => 'The date must be a real date written DD-MM-YYYY.',
      },
    }),
  );
