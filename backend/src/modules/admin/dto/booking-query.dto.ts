import { type AdminBookingQuery, ATTENTION_FILTERS, type AttentionFilter, OPERATOR_STATUSES, type OperatorStatus, STAY_KINDS, type StayKind } from '@luggage/contracts';
import {
  OptionalDayMonthYear,
  OptionalDayMonthYearFrom,
  OptionalListedChoice,
  OptionalLocationId,
  OptionalPageCursor,
  OptionalQueryText,
} from '../../../shared/validation/rules.js';
import { decodeCursor } from '../bookings-cursor.js';

/** Query of GET /api/admin/bookings, /api/admin/bookings.csv and /api/admin/bookings/export. Everything is optional; rules checked in order. */
export class BookingQueryDto implements AdminBookingQuery {
  @OptionalDayMonthYear({ orAll: true })
  date?: string;

  @OptionalDayMonthYear()
  from?: string;

  @OptionalDayMonthYearFrom('from', 'end date', 'start date')
  to?: string;

  @OptionalPageCursor(decodeCursor)
  cursor?: string;

  @OptionalLocationId()
  locationId?: number;

  @OptionalListedChoice('status', OPERATOR_STATUSES)
  status?: OperatorStatus;

  @OptionalQueryText('search', 100)
  q?: string;

  @OptionalListedChoice('attention filter', ATTENTION_FILTERS)
  attention?: AttentionFilter;

  @OptionalListedChoice('stay', STAY_KINDS)
  stay?: StayKind;
}
