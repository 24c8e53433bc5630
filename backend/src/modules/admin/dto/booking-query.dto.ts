import { type AdminBookingQuery, ATTENTION_FILTERS, type AttentionFilter, OPERATOR_STATUSES, type OperatorStatus, parseDayMonthYear } from '@luggage/contracts';
import { IsIn, IsOptional, IsString, MaxLength, ValidateBy, type ValidationArguments } from 'class-validator';
import { blankAsMissing, OptionalDayMonthYear, OptionalLocationId, rules } from '../../../shared/validation/rules.js';
import { decodeCursor } from '../bookings-cursor.js';
import { OptionalPageCursor } from '../../../shared/paging/page-cursor.rule.js';

const dayNumber = (text: unknown) => {
  const day = typeof text === 'string' ? parseDayMonthYear(text) : null;
  return day ? day.year * 10_000 + day.month * 100 + day.day : null;
};

/** Query of GET /api/admin/bookings, /api/admin/bookings.csv and /api/admin/bookings/export. Everything is optional; rules checked in order. */
export class BookingQueryDto implements AdminBookingQuery {
  @OptionalDayMonthYear({ orAll: true })
  date?: string;

  @OptionalDayMonthYear()
  from?: string;

  @rules(
    OptionalDayMonthYear(),
    ValidateBy({
      name: 'notBeforeFrom',
      validator: {
        validate: (value: unknown, args?: ValidationArguments) => {
          const [from, to] = [dayNumber((args?.object as BookingQueryDto | undefined)?.from), dayNumber(value)];
          return from === null || to === null || to >= from;
        },
        defaultMessage: () => 'The end date must not be before the start date.',
      },
    }),
  )
  to?: string;

  @OptionalPageCursor(decodeCursor)
  cursor?: string;

  @OptionalLocationId()
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
