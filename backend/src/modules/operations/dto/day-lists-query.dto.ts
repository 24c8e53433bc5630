import type { DayListsQuery } from '@luggage/contracts';
import { OptionalDayMonthYear, OptionalLocationId } from '../../../shared/validation/rules.js';

/** Query of GET /api/operations/day-lists. */
export class DayListsQueryDto implements DayListsQuery {
  @OptionalDayMonthYear()
  date?: string;

  @OptionalLocationId()
  locationId?: number;
}
