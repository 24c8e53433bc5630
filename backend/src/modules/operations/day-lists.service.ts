import { Injectable } from '@nestjs/common';
import { type CalendarDate, type DayLists, formatDashed } from '@luggage/contracts';
import { type AuthUser, StaffAssignments } from '../auth/index.js';
import { BookingService } from '../booking/index.js';
import { dayListsByPoint, type DayListKind, LISTED_STATUSES } from './day-lists.js';
import { NotYourPointError } from './operations.errors.js';

/** The most bookings one list of one day answers; more marks the answer truncated. */
const PAGE = 200;

/**
 * The day at each point: who hands luggage over and who takes it back, with bags per type and check-in states. Admins
 * see every point; staff the points assigned to them (none assigned: an empty day).
 */
@Injectable()
export class DayListsService {
  constructor(
    private readonly bookings: BookingService,
    private readonly assignments: StaffAssignments,
  ) {}

  /**
   * A point the user does not work at is refused (403) rather than answered as an empty day: the points are public
   * (the catalog lists them), so refusing hides nothing, while an empty list would tell the staff member that nobody is
   * booked there. Booking references are different: check-in answers another point's booking 404 to hide it.
   */
  async forUser(user: AuthUser, date: CalendarDate, locationId?: number): Promise<DayLists> {
    const mine = await this.assignments.locationIdsOf(user);
    if (locationId !== undefined && mine !== 'all' && !mine.includes(locationId)) throw new NotYourPointError();
    return this.forDay(date, locationId !== undefined ? [locationId] : mine);
  }

  /** The day at these points, or at every point. */
  async forDay(date: CalendarDate, points: readonly number[] | 'all'): Promise<DayLists> {
    const day = formatDashed(date);
    if (points !== 'all' && points.length === 0) return { date: day, points: [], truncated: false };
    const find = (list: DayListKind) =>
      this.bookings.search({
        ...(list === 'collections' ? { collectionDate: day } : { returnDate: day }),
        ...(points === 'all' ? {} : list === 'collections' ? { locationIds: points } : { returnPointIds: points }),
        statuses: LISTED_STATUSES[list],
        limit: PAGE,
      });
    const [collections, returns] = await Promise.all([find('collections'), find('returns')]);
    return { date: day, points: dayListsByPoint(collections, returns), truncated: collections.length >= PAGE || returns.length >= PAGE };
  }
}
