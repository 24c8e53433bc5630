import { Injectable } from '@nestjs/common';
import { formatIso, type OverdueBookings, type OverdueEntry, overdueOf, parseDayMonthYear, type PointHours, todayInLondon } from '@luggage/contracts';
import { type AuthUser, StaffAssignments } from '../auth/index.js';
import { BookingService, type BookingView, returnPointOf } from '../booking/index.js';
import { CatalogService } from '../catalog/index.js';

/**
 * The overdue bookings at the caller's points (every point for an admin): bags still at the point after it closed on
 * their return date. The booking module reads the collected bookings due by today (few: the bags at the points now);
 * the contracts' rule judges each against its return point's hours as they are now.
 */
@Injectable()
export class OverdueService {
  constructor(
    private readonly bookings: BookingService,
    private readonly assignments: StaffAssignments,
    private readonly catalog: CatalogService,
  ) {}

  async forUser(user: AuthUser, now: Date = new Date()): Promise<OverdueBookings> {
    const points = await this.assignments.locationIdsOf(user);
    const due = await this.bookings.collectedDueBy(formatIso(todayInLondon(now)), points);
    const hours = await this.hoursOf(due.map((view) => returnPointOf(view).id));
    return { bookings: due.flatMap((view) => overdueEntry(view, hours.get(returnPointOf(view).id) ?? null, now)) };
  }

  /** Each point's hours as they are now (null: the point is gone), one read a point. */
  private async hoursOf(pointIds: readonly number[]): Promise<Map<number, PointHours | null>> {
    const ids = [...new Set(pointIds)];
    const found = await Promise.all(ids.map(async (id) => [id, (await this.catalog.pointNow(id)).hours] as const));
    return new Map(found);
  }
}

/** The booking as the staff screen lists it when it is overdue; none when it is not (yet). */
function overdueEntry(view: BookingView, hours: PointHours | null, now: Date): OverdueEntry[] {
  const returnLeg = view.legs.find((leg) => leg.direction === 'return');
  const returnDate = parseDayMonthYear(view.returnDate);
  const overdue = returnDate && overdueOf({ status: view.status, returnsAtPoint: returnLeg?.kind !== 'address', returnDate: formatIso(returnDate) }, hours, now);
  if (!overdue) return [];
  const point = returnPointOf(view);
  return [{
    reference: view.reference,
    fullName: view.fullName,
    contactNumber: view.contactNumber,
    location: { id: point.id, name: point.name },
    returnDate: view.returnDate,
    nights: view.nights,
    items: view.items.map(({ code, title, amount }) => ({ code, title, amount })),
    bags: view.items.reduce((sum, item) => sum + item.amount, 0),
    closedAt: overdue.closedAt,
    since: overdue.since,
  }];
}
