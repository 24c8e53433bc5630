import { type AdminBookingQuery, ATTENTION_FILTERS, type AttentionFilter, OPERATOR_STATUSES, type OperatorStatus, parseDayMonthYear } from '@luggage/contracts';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateBy } from 'class-validator';
import { rules } from './rules.js';

/** A blank query parameter counts as not given. */
const blankAsMissing = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    return text === '' ? undefined : text;
  });

const wholeNumber = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value));

const dayMonthYearOrAll = () =>
  ValidateBy({
    name: 'dayMonthYear',
    validator: {
      validate: (value: unknown) => value === 'all' || (typeof value === 'string' && parseDayMonthYear(value) !== null),
      defaultMessage: () => 'The date must be a real date written DD-MM-YYYY.',
    },
  });

/** Query of GET /api/admin/bookings and /api/admin/bookings.csv. Everything is optional; rules checked in order. */
export class BookingQueryDto implements AdminBookingQuery {
  @rules(blankAsMissing(), IsOptional(), dayMonthYearOrAll())
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

  @rules(blankAsMissing(), IsOptional(), IsIn([...OPERATOR_STATUSES], { message: `The status must be one of ${OPERATOR_STATUSES.join(', ')}.` }))
  status?: OperatorStatus;

  @rules(
    blankAsMissing(),
    IsOptional(),
    IsString({ message: 'The search must be text.' }),
    MaxLength(100, { message: 'The search must not be longer than 100 characters.' }),
  )
  q?: string;

  @rules(blankAsMissing(), IsOptional(), IsIn([...ATTENTION_FILTERS], { message: `The attention filter must be one of ${ATTENTION_FILTERS.join(', ')}.` }))
  attention?: AttentionFilter;
}
