import type { DayListsQuery } from '@luggage/contracts';
import { OptionalDayMonthYear, OptionalLocationId, OptionalPageCursor } from '../../../shared/validation/rules.js';
import { decodeDayListCursor } from '../day-list-cursor.js';

/** Query of GET /api/operations/day-lists. */
export class DayListsQueryDto implements DayListsQuery {
  @OptionalDayMonthYear()
  date?: string;

  @OptionalLocationId()
  locationId?: number;

  /** `collections.next` or `collections.previous` of an earlier answer. */
  @OptionalPageCursor(decodeDayListCursor)
  collectionsCursor?: string;

  /** `returns.next` or `returns.previous` of an earlier answer. */
  @OptionalPageCursor(decodeDayListCursor)
  returnsCursor?: string;
}
