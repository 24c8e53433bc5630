import { Injectable } from '@nestjs/common';
import { type CalendarDate, DAY_LIST_PAGE, type DayListPaging, type DayLists, formatDashed, formatIso } from '@luggage/contracts';
import { type AuthUser, StaffAssignments } from '../auth/index.js';
import { BookingService, type BookingView, ClosureRescueService, type DayListQuery, returnPointOf } from '../booking/index.js';
import { type DayListCursor, encodeDayListCursor } from './day-list-cursor.js';
import { dayListsByPoint, type DayListKind, LISTED_STATUSES } from './day-lists.js';
import { NotYourPointError } from './operations.errors.js';

/** Where each side's page starts (none: its first page). */
export type DayListCursors = Partial<Record<DayListKind, DayListCursor>>;

/**
 * The day at each point: who hands luggage over and who takes it back, with bags per type and check-in states. Admins
 * see every point; staff the points assigned to them (none assigned: an empty day). Each side pages by keyset on
 * (point, reference); the totals count the whole day by index.
 */
@Injectable()
export class DayListsService {
  constructor(
    private readonly bookings: BookingService,
    private readonly assignments: StaffAssignments,
    private readonly rescue: ClosureRescueService,
  ) {}

  /**
   * A point the user does not work at is refused (403) rather than answered as an empty day: the points are public
   * (the catalog lists them), so refusing hides nothing, while an empty list would tell the staff member that nobody is
   * booked there. Booking references are different: check-in answers another point's booking 404 to hide it.
   */
  async forUser(user: AuthUser, date: CalendarDate, locationId?: number, cursors: DayListCursors = {}): Promise<DayLists> {
    const mine = await this.assignments.locationIdsOf(user);
    if (locationId !== undefined && mine !== 'all' && !mine.includes(locationId)) throw new NotYourPointError();
    return this.forDay(date, locationId !== undefined ? [locationId] : mine, cursors);
  }

  /** One page of each side of the day at these points, or at every point. */
  async forDay(date: CalendarDate, points: readonly number[] | 'all', cursors: DayListCursors = {}): Promise<DayLists> {
    const day = formatDashed(date);
    const nothing: DayListPaging = { total: 0, next: null, previous: null };
    if (points !== 'all' && points.length === 0) return { date: day, points: [], collections: nothing, returns: nothing, mayArrive: [] };
    const side = async (list: DayListKind) => {
      const query: DayListQuery = { list, day: formatIso(date), statuses: LISTED_STATUSES[list], points };
      const cursor = cursors[list];
      const [found, totals] = await Promise.all([
        this.bookings.dayListPage({ ...query, after: cursor?.key, backwards: cursor?.backwards }, DAY_LIST_PAGE + 1),
        this.bookings.dayListTotals(query),
      ]);
      return { ...pageOf(found, cursor, list), totals };
    };
    const [collections, returns, mayArrive] = await Promise.all([side('collections'), side('returns'), this.rescue.mayArrive(points, formatIso(date))]);
    const total = (totals: typeof collections.totals) => totals.counts.reduce((sum, row) => sum + row.count, 0);
    return {
      date: day,
      points: dayListsByPoint({ collections: collections.totals, returns: returns.totals }, { collections: collections.page, returns: returns.page }),
      collections: { total: total(collections.totals), next: collections.next, previous: collections.previous },
      returns: { total: total(returns.totals), next: returns.next, previous: returns.previous },
      mayArrive,
    };
  }
}

/** The page out of one row more than a page, and the cursors of its neighbours (as the admin list does). */
function pageOf(found: BookingView[], cursor: DayListCursor | undefined, list: DayListKind) {
  const backwards = cursor?.backwards === true;
  const more = found.length > DAY_LIST_PAGE;
  // Read backwards, the extra row is the first one (before the page); forwards, the last.
  const page = more ? (backwards ? found.slice(1) : found.slice(0, DAY_LIST_PAGE)) : found;
  const hasNext = backwards ? cursor !== undefined : more;
  const hasPrevious = backwards ? more : cursor !== undefined;
  const edge = (view: BookingView | undefined, back: boolean) => {
    if (!view) return null;
    const pointId = list === 'collections' ? view.location.id : returnPointOf(view).id;
    return encodeDayListCursor({ key: { pointId, reference: view.reference }, backwards: back });
  };
  return { page, next: hasNext ? edge(page.at(-1), false) : null, previous: hasPrevious ? edge(page[0], true) : null };
}
