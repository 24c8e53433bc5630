import { named, type NamedStatement } from '../../../shared/database/named-statement.js';
import { prepared } from '../../../shared/database/prepared-statements.js';

/**
 * Every statement of capacity: bags on a point's days (location_day by point and day, a count per half-hour slot,
 * moments.ts) and trips of a window on a day (delivery_window_day by window and day). A stay is `:pointId`, `:from`
 * and `:until` (slots since 2000-01-01, its bags held over [from, until)); trips are `:windowIds` and `:days`, one
 * array parameter each, in lock order (capacity-locks.ts).
 */

/** Day number (since 2000-01-01) of a location_day row. */
const DAY_NUMBER = "(day - date '2000-01-01')";
const FIRST_DAY = "date '2000-01-01' + :from::int / 48";
const LAST_DAY = "date '2000-01-01' + (:until::int - 1) / 48";

/** The 48 slots of day number `day`: `bags` on those within [:from, :until), 0 elsewhere. */
const stayDay = (day: string, bags: string): string =>
  `array(select case when ${day} * 48 + s >= :from::int and ${day} * 48 + s < :until::int then ${bags} else 0 end from generate_series(0, 47) as s)::smallint[]`;

/** Two days' slots added slot by slot. */
const addSlots = (a: string, b: string): string => `array(select x + y from unnest(${a}, ${b}) as u(x, y))::smallint[]`;

/** The days of the stay whose slots in [:from, :until) are now over :capacity, with their slots. */
const overCapacity = (rows: string): string => `select to_char(day, 'YYYY-MM-DD') as day, array_to_json(bags) as bags from ${rows}
  where exists (select 1 from unnest(bags) with ordinality as u(n, i)
                 where n > :capacity::int and ${DAY_NUMBER} * 48 + i - 1 >= :from::int and ${DAY_NUMBER} * 48 + i - 1 < :until::int)
  order by day`;

/**
 * Adds the stay's bags to each slot of its span in one upsert (a row per day) whose row locks make racing bookings of
 * a day wait for each other; answers the days with a slot of the stay now over `:capacity`, if any.
 */
export const HOLD_BAGS = named(`with taken as (
    insert into location_day (location_id, day, bags)
    select :pointId::int, date '2000-01-01' + d, ${stayDay('d', ':bags::int')}
      from generate_series(:from::int / 48, (:until::int - 1) / 48) as d order by d
    on conflict (location_id, day) do update set bags = ${addSlots('location_day.bags', 'excluded.bags')}
    returning day, bags
  )
  ${overCapacity('taken')}`);

const TAKE_BAGS = `update location_day set bags = ${addSlots('bags', stayDay(DAY_NUMBER, ':bags::int'))}
  where location_id = :pointId::int and day between ${FIRST_DAY} and ${LAST_DAY}`;

export const RELEASE_BAGS = named(`update location_day set bags = ${addSlots('bags', stayDay(DAY_NUMBER, '-:bags::int'))}
  where location_id = :pointId::int and day between ${FIRST_DAY} and ${LAST_DAY}`);

/** Takes one trip of each window-day in one upsert, as HOLD_BAGS takes bags; answers every window-day's trips now. */
export const HOLD_TRIPS = named(`insert into delivery_window_day (window_id, day, trips)
  select window_id, day, 1 from unnest(:windowIds::int[], :days::date[]) as t(window_id, day) order by window_id, day
  on conflict (window_id, day) do update set trips = delivery_window_day.trips + 1
  returning window_id, to_char(day, 'YYYY-MM-DD') as day, trips`);

export const RELEASE_TRIPS = named(`update delivery_window_day d set trips = d.trips - 1 from unnest(:windowIds::int[], :days::date[]) as t(window_id, day)
  where d.window_id = t.window_id and d.day = t.day and d.trips > 0`);

/** Each window's trips (`:windowIds` a list, expanded). */
export const WINDOW_TRIPS = named('select id, trips from delivery_window where id in (:windowIds)');

/**
 * Two CTEs, `capacity_days` then `capacity_trips`, that lock in the lock order (capacity-locks.ts): the days of
 * `stays`' rows (location_id, holds_from, holds_until) by point and day, then the window-days of `trips`' rows
 * (window_id, day) by window and day, making missing rows (0 taken). `after` names a CTE read in full first (the
 * checkout's booking row). The order is made by the data: each step's rows are selected only once the step before
 * has been read to its end (a one-time filter on its count), whatever order PostgreSQL would otherwise run a
 * statement's data-modifying CTEs in. The statement must read LOCKED, which reads everything before it.
 */
const lockCtes = (stays: string, trips: string, after: string | null): string => `capacity_days as (
    insert into location_day (location_id, day, bags)
    select location_id, day, array_fill(0::smallint, array[48]) from (
      select distinct s.location_id, date '2000-01-01' + d as day from (${stays}) as s
        cross join generate_series(s.holds_from / 48, (s.holds_until - 1) / 48) as d
       where s.holds_until > s.holds_from ${after ? `and (select count(*) from ${after}) >= 0` : ''}
    ) as days
    order by 1, 2
    on conflict (location_id, day) do update set bags = location_day.bags
    returning 1
  ), capacity_trips as (
    insert into delivery_window_day (window_id, day, trips)
    select distinct t.window_id, t.day, 0 from (${trips}) as t
    where (select count(*) from capacity_days) >= 0
    order by 1, 2
    on conflict (window_id, day) do update set trips = delivery_window_day.trips
    returning 1
  )`;

const LOCKED = '(select count(*) from capacity_trips)::int';
const STAY_ROWS = 'select * from unnest(:pointIds::int[], :froms::int[], :untils::int[]) as s(location_id, holds_from, holds_until)';
const TRIP_ROWS = 'select * from unnest(:windowIds::int[], :days::date[]) as t(window_id, day)';

/** Locks the days of the stays (`:pointIds`, `:froms`, `:untils`) and the window-days of the trips. */
export const LOCK_CAPACITY = named(`with ${lockCtes(STAY_ROWS, TRIP_ROWS, null)} select ${LOCKED} as locked`);

/** The stay and the trips the checkout's booking holds now, if it holds them (a checkout again gives them back). */
const HELD_STAY = 'select location_id, holds_from, holds_until from checkout_booking where holds_bags';
const HELD_TRIPS = `select l.window_id, l.date from checkout_booking b join booking_leg l on l.booking_id = b.id
  where b.holds_bags and l.kind = 'address' and l.window_id is not null`;

let lockCheckout: { columns: string; statement: NamedStatement } | null = null;

/**
 * The booking of checkout `:token` (its `bookingColumns`), its row locked, or (none yet) a fresh id from booking's
 * sequence (a CASE branch runs only when taken); then, in the lock order, the days and window-days the checkout
 * will take (`:pointIds`... as LOCK_CAPACITY) and those its booking holds now.
 */
export function lockCheckoutStatement(bookingColumns: string): NamedStatement {
  if (lockCheckout?.columns !== bookingColumns) {
    const locks = lockCtes(`${STAY_ROWS} union all ${HELD_STAY}`, `${TRIP_ROWS} union all ${HELD_TRIPS}`, 'checkout_booking');
    const statement = named(
      prepared(`with checkout_booking as materialized (select ${bookingColumns} from booking b where b.booking_token = :token for update of b),
  ${locks}
  select case when b.id is null then nextval('booking_id_seq')::int end as fresh_id, b.*, ${LOCKED} as locked
    from (select 1) as one left join checkout_booking as b on true`),
    );
    lockCheckout = { columns: bookingColumns, statement };
  }
  return lockCheckout.statement;
}

/**
 * Each day of the stay as a checkout counts it before taking (its slots' bags: paid bags and protected holds), and the
 * protected holds at the point that overlap the stay: the unpaid bookings other than `:bookingId`'s that hold theirs,
 * few at any time and found by their own index (booking_held_unpaid_index).
 */
const DAY_LOADS = `select to_char(day, 'YYYY-MM-DD') as day, bags from location_day
  where location_id = :pointId::int and day between ${FIRST_DAY} and ${LAST_DAY}`;

const HELD_SPANS = `select b.holds_from as "from", b.holds_until as "until",
    (select coalesce(sum(i.amount), 0)::int from booking_item i where i.booking_id = b.id) as bags
  from booking b where b.holds_bags and b.status in ('pending_payment', 'payment_failed') and b.id <> :bookingId::int
    and b.location_id = :pointId::int and b.holds_from < :until::int and b.holds_until > :from::int`;

/**
 * The unpaid bookings other than `:bookingId`'s that hold theirs: few at any time, and found by their own index
 * (booking_held_unpaid_index), so counting their trips costs what they number rather than every leg ever booked on
 * a window-day. Materialized, so the planner starts from them.
 */
const HELD_UNPAID = `select id from booking where holds_bags and status in ('pending_payment', 'payment_failed') and id <> :bookingId`;

/** Each window-day of the trips as a checkout counts it before taking, with its window's trips (`capacity`). */
const TRIP_LOADS = `select d.window_id, to_char(d.day, 'YYYY-MM-DD') as day, d.trips as counted, w.trips as capacity,
    (select count(*)::int from held_unpaid h join booking_leg l on l.booking_id = h.id
      where l.window_id = d.window_id and l.date = d.day and l.kind = 'address') as held
  from unnest(:windowIds::int[], :days::date[]) as t(window_id, day)
  join delivery_window_day d on d.window_id = t.window_id and d.day = t.day
  left join delivery_window w on w.id = d.window_id`;

const TAKE_TRIPS = `update delivery_window_day d set trips = d.trips + 1 from unnest(:windowIds::int[], :days::date[]) as t(window_id, day)
  where d.window_id = t.window_id and d.day = t.day`;

const BAGS_AS_JSON = `(select coalesce(json_agg(day_loads), '[]') from day_loads) as days, (select coalesce(json_agg(held_spans), '[]') from held_spans) as held`;

/**
 * A checkout's take, its days and window-days locked by LOCK_CHECKOUT's statement: takes the stay's bags (and one
 * trip of each window-day) and answers their loads as they were before, in one statement whose snapshot, taken after
 * those locks, sees every hold committed before them.
 */
export const TAKE_STAY = named(
  prepared(`with day_loads as (${DAY_LOADS}), held_spans as (${HELD_SPANS}), bags_taken as (${TAKE_BAGS})
  select ${BAGS_AS_JSON}, '[]'::json as trips`),
);

export const TAKE_STAY_AND_TRIPS = named(
  prepared(`with day_loads as (${DAY_LOADS}), held_spans as (${HELD_SPANS}), bags_taken as (${TAKE_BAGS}),
    held_unpaid as materialized (${HELD_UNPAID}), trip_loads as (${TRIP_LOADS}), trips_taken as (${TAKE_TRIPS})
  select ${BAGS_AS_JSON}, (select coalesce(json_agg(trip_loads), '[]') from trip_loads) as trips`),
);

/** A point's days from `:first` to `:last` ('YYYY-MM-DD', both included) that have a row, each with its 48 slots. */
export const POINT_DAYS = named(`select to_char(day, 'YYYY-MM-DD') as day, array_to_json(bags) as bags from location_day
  where location_id = :pointId::int and day between :first::date and :last::date order by day`);
