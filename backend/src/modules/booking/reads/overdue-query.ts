import type { SqlPart } from './booking-list.js';

/** Bookings read for the overdue list at most: far more than a day's overstays at every point together. */
export const OVERDUE_READ_LIMIT = 500;

/**
 * The ids of collected bookings handed back at a point on or before `day` ('YYYY-MM-DD'), at these points (by the
 * return point), longest due first. Whether each is overdue yet (its point's closing time) is the caller's rule. The
 * status leads booking_status_list_index, and collected bookings are the bags at the points now (and any overstay),
 * so the statement reads those rows and never the history.
 */
export function collectedDueStatement(day: string, points: readonly number[] | 'all'): SqlPart {
  const where = [`b.status = 'collected'`, 'b.return_date <= ?::date', `(l.kind is null or l.kind = 'point')`];
  const params: unknown[] = [day];
  if (points !== 'all') {
    where.push(points.length > 0 ? 'coalesce(l.point_id, b.location_id) in (?)' : 'false');
    if (points.length > 0) params.push([...points]);
  }
  return {
    sql: `select b.id from booking b left join booking_leg l on l.booking_id = b.id and l.direction = 'return'
      where ${where.join(' and ')} order by b.return_date, b.reference limit ${OVERDUE_READ_LIMIT}`,
    params,
  };
}
