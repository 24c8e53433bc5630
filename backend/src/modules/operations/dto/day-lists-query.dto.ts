import { type DayListsQuery, parseDayMonthYear } from '@luggage/contracts';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min, ValidateBy } from 'class-validator';

/** Rules checked in the order listed (decorators would apply bottom-up). */
const rules =
  (...decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, key) =>
    decorators.forEach((decorate) => decorate(target, key));

const blankAsMissing = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() === '' ? undefined : value));
const wholeNumber = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value));

/** Query of GET /api/operations/day-lists. */
export class DayListsQueryDto implements DayListsQuery {
  @rules(
    blankAsMissing(),
    IsOptional(),
    ValidateBy({
      name: 'dayMonthYear',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && parseDayMonthYear(value) !== null,
        defaultMessage: () => 'The date must be a real date written DD-MM-YYYY.',
      },
    }),
  )
  date?: string;

  @rules(
    blankAsMissing(),
    wholeNumber(),
    IsOptional(),
    IsInt({ message: 'The location must be a whole number.' }),
    Min(1, { message: 'The location is invalid.' }),
    Max(2_147_483_647, { message: 'The location is invalid.' }),
  )
  locationId?: number;
}
