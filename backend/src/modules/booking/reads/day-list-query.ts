import type { BookingStatus } from '@luggage/contracts';
import type { SqlPart } from './booking-list.js';

/** A place in a day list: its sort key, the point's id then the reference. */
export interface DayListKey {
  pointId: number;
  reference: string;
}

/** One side of a day at some points: handed over (collection day) or given back (return day). */
export interface DayListQuery {
  list: 'collections' | 'returns';
  /** 'YYYY-MM-DD' */
  day: string;
  statuses: readonly BookingStatus[];
  /** At these points (an empty list finds nothing), or every point. */
  points: readonly number[] | 'all';
  /** The rows after this key, or (with `backwards`) before it. */
  after?: DayListKey;
  backwards?: boolean;
}

/**
 * Where a booking is on each list, its point's name and time there. A return is at the return leg's point when it goes
 * back elsewhere, else at the booking's own point. The day is matched by booking_collection_date_location_index or
 * booking_return_date_location_index, so each statement reads that day's rows only, whatever the history.
 */
const SIDES = {
  collections: { from: 'booking b', point: 'b.location_id', name: 'b.location_name', time: 'b.location_time', day: 'b.collection_date' },
  returns: {
    from: `booking b left join booking_leg l on l.booking_id = b.id and l.direction = 'return' and l.kind = 'point'`,
    point: 'coalesce(l.point_id, b.location_id)',
    name: 'coalesce(l.point_name, b.location_name)',
    time: 'coalesce(l.point_time, b.return_time, b.location_time)',
    day: 'b.return_date',
  },
} as const;

function dayConditions(query: DayListQuery): SqlPart {
  const side = SIDES[query.list];
  const parts = [`${side.day} = ?::date`, 'b.status in (?)'];
  const params: unknown[] = [query.day, [...query.statuses]];
  if (query.points !== 'all') {
    parts.push(query.points.length > 0 ? `${side.point} in (?)` : 'false');
    if (query.points.length > 0) params.push([...query.points]);
  }
  return { sql: parts.join(' and '), params };
}

/** One page's ids in list order: a keyset walk of (point, reference) within the day, `limit` rows. */
export function dayPageStatement(query: DayListQuery, limit: number): SqlPart {
  const side = SIDES[query.list];
  const where = dayConditions(query);
  const direction = query.backwards ? 'desc' : 'asc';
  const key = query.after ? ` and (${side.point}, b.reference) ${query.backwards ? '<' : '>'} (?::int, ?)` : '';
  const keyParams = query.after ? [query.after.pointId, query.after.reference] : [];
  return {
    sql: `select b.id from ${side.from} where ${where.sql}${key} order by ${side.point} ${direction}, b.reference ${direction} limit ${Math.trunc(limit)}`,
    params: [...where.params, ...keyParams],
  };
}

/** The whole day's bookings per point and status, with the point's name and time as booked. */
export function dayCountStatement(query: DayListQuery): SqlPart {
  const side = SIDES[query.list];
  const where = dayConditions(query);
  return {
    sql: `select ${side.point} as point_id, min(${side.name}) as name, min(${side.time}) as time, b.status, count(*)::int as count
      from ${side.from} where ${where.sql} group by ${side.point}, b.status`,
    params: where.params,
  };
}

/** The whole day's bags per point and type, in the order the types were first booked. */
export function dayBagStatement(query: DayListQuery): SqlPart {
  const side = SIDES[query.list];
  const where = dayConditions(query);
  return {
    sql: `select ${side.point} as point_id, i.code, min(i.title) as title, sum(i.amount)::int as amount
      from ${side.from} join booking_item i on i.booking_id = b.id where ${where.sql} group by ${side.point}, i.code order by ${side.point}, min(i.id)`,
    params: where.params,
  };
}
