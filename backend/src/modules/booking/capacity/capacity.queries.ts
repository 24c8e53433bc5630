import { named, type NamedStatement } from '../../../shared/database/named-statement.js';
import { prepared } from '../../../shared/database/prepared-statements.js';

/**
 * Every statement of capacity: bags on a point's nights (location_night by point and night) and trips of a window on
 * a day (delivery_window_day by window and day). A stay is `:pointId`, `:firstNight` (its collection day) and
 * `:returnDay` (its nights end the night before); trips are `:windowIds` and `:days`, one array parameter each,
 * in lock order (capacity-locks.ts).
 */

/**
 * Adds the stay's bags to each of its nights in one upsert whose row locks make racing bookings of a night wait for
 * each other; answers the first night now over `:capacity`, if any.
 */
export const HOLD_NIGHTS = named(`with taken as (
    insert into location_night (location_id, night, bags)
    select :pointId, night::date, :bags from generate_series(:firstNight::date, :returnDay::date - 1, interval '1 day') as night order by night
    on conflict (location_id, night) do update set bags = location_night.bags + excluded.bags
    returning night, bags
  )
  select to_char(night, 'DD-MM-YYYY') as night, bags from taken where bags > :capacity order by taken.night limit 1`);

export const RELEASE_NIGHTS = named(`update location_night set bags = bags - :bags where location_id = :pointId and night >= :firstNight::date and night < :returnDay::date`);

/** Takes one trip of each window-day in one upsert, as HOLD_NIGHTS takes bags; answers every window-day's trips now. */
export const HOLD_TRIPS = named(`insert into delivery_window_day (window_id, day, trips)
  select window_id, day, 1 from unnest(:windowIds::int[], :days::date[]) as t(window_id, day) order by window_id, day
  on conflict (window_id, day) do update set trips = delivery_window_day.trips + 1
  returning window_id, to_char(day, 'YYYY-MM-DD') as day, trips`);

export const RELEASE_TRIPS = named(`update delivery_window_day d set trips = d.trips - 1 from unnest(:windowIds::int[], :days::date[]) as t(window_id, day)
  where d.window_id = t.window_id and d.day = t.day and d.trips > 0`);

/** Each window's trips (`:windowIds` a list, expanded). */
export const WINDOW_TRIPS = named('select id, trips from delivery_window where id in (:windowIds)');

/**
 * Two CTEs, `capacity_nights` then `capacity_trips`, that lock in the lock order (capacity-locks.ts): the nights of
 * `stays`' rows (location_id, first_night, return_day) by point and night, then the window-days of `trips`' rows
 * (window_id, day) by window and day, making missing rows (0 taken). `after` names a CTE read in full first (the
 * checkout's booking row). The order is made by the data: each step's rows are selected only once the step before
 * has been read to its end (a one-time filter on its count), whatever order PostgreSQL would otherwise run a
 * statement's data-modifying CTEs in. The statement must read LOCKED, which reads everything before it.
 */
const lockCtes = (stays: string, trips: string, after: string | null): string => `capacity_nights as (
    insert into location_night (location_id, night, bags)
    select distinct s.location_id, n::date, 0 from (${stays}) as s
      cross join generate_series(s.first_night, s.return_day - 1, interval '1 day') as n
    ${after ? `where (select count(*) from ${after}) >= 0` : ''}
    order by 1, 2
    on conflict (location_id, night) do update set bags = location_night.bags
    returning 1
  ), capacity_trips as (
    insert into delivery_window_day (window_id, day, trips)
    select distinct t.window_id, t.day, 0 from (${trips}) as t
    where (select count(*) from capacity_nights) >= 0
    order by 1, 2
    on conflict (window_id, day) do update set trips = delivery_window_day.trips
    returning 1
  )`;

const LOCKED = '(select count(*) from capacity_trips)::int';
const STAY_ROWS = 'select * from unnest(:pointIds::int[], :firstNights::date[], :returnDays::date[]) as s(location_id, first_night, return_day)';
const TRIP_ROWS = 'select * from unnest(:windowIds::int[], :days::date[]) as t(window_id, day)';

/** Locks the nights of the stays (`:pointIds`, `:firstNights`, `:returnDays`) and the window-days of the trips. */
export const LOCK_CAPACITY = named(`with ${lockCtes(STAY_ROWS, TRIP_ROWS, null)} select ${LOCKED} as locked`);

/** The stay and the trips the checkout's booking holds now, if it holds them (a checkout again gives them back). */
const HELD_STAY = 'select location_id, collection_date, return_date from checkout_booking where holds_bags';
const HELD_TRIPS = `select l.window_id, l.date from checkout_booking b join booking_leg l on l.booking_id = b.id
  where b.holds_bags and l.kind = 'address' and l.window_id is not null`;

let lockCheckout: { columns: string; statement: NamedStatement } | null = null;

/**
 * The booking of checkout `:token` (its `bookingColumns`), its row locked, or (none yet) a fresh id from booking's
 * sequence (a CASE branch runs only when taken); then, in the lock order, the nights and window-days the checkout
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
 * Each night of the stay as a checkout counts it before taking: `counted` (paid bags and protected holds) and `held`,
 * the bags of unpaid bookings other than `:bookingId`'s that hold theirs.
 */
const NIGHT_LOADS = `select n.night, n.bags as counted,
    (select coalesce(sum(i.amount), 0)::int from booking b join booking_item i on i.booking_id = b.id
      where b.location_id = n.location_id and b.holds_bags and b.status in ('pending_payment', 'payment_failed') and b.id <> :bookingId
        and b.collection_date <= n.night and b.return_date > n.night) as held
  from location_night n where n.location_id = :pointId and n.night >= :firstNight::date and n.night < :returnDay::date`;

const TAKE_NIGHTS = 'update location_night set bags = bags + :bags where location_id = :pointId and night >= :firstNight::date and night < :returnDay::date';

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

const NIGHTS_AS_JSON = `(select coalesce(json_agg(json_build_object('night', to_char(night, 'DD-MM-YYYY'), 'counted', counted, 'held', held) order by night), '[]')
    from night_loads) as nights`;

/**
 * A checkout's take, its nights and window-days locked by LOCK_CHECKOUT's statement: takes the stay's bags (and one
 * trip of each window-day) and answers their loads as they were before, in one statement whose snapshot, taken after
 * those locks, sees every hold committed before them.
 */
export const TAKE_STAY = named(
  prepared(`with night_loads as (${NIGHT_LOADS}), nights_taken as (${TAKE_NIGHTS})
  select ${NIGHTS_AS_JSON}, '[]'::json as trips`),
);

export const TAKE_STAY_AND_TRIPS = named(
  prepared(`with night_loads as (${NIGHT_LOADS}), nights_taken as (${TAKE_NIGHTS}),
    held_unpaid as materialized (${HELD_UNPAID}), trip_loads as (${TRIP_LOADS}), trips_taken as (${TAKE_TRIPS})
  select ${NIGHTS_AS_JSON}, (select coalesce(json_agg(trip_loads), '[]') from trip_loads) as trips`),
);
