import { type AdminBookingQuery, ATTENTION_FILTERS, type AttentionFilter, OPERATOR_STATUSES, type OperatorStatus } from '@luggage/contracts';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { blankAsMissing, OptionalDayMonthYear, OptionalLocationId, rules } from '../../../shared/validation/rules.js';

/** Query of GET /api/admin/bookings and /api/admin/bookings.csv. Everything is optional; rules checked in order. */
export class BookingQueryDto implements AdminBookingQuery {
  @OptionalDayMonthYear({ orAll: true })
  date?: string;

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
