import { sql } from './booking-builders.js';
import type { TestApp } from './test-app.js';

/**
 * The capacity counters as the tests read and move them: location_day keeps each point-day's bags per half hour
 * (booking/capacity/moments.ts); a night's bags are those of its day's last half hour.
 */

/** The bags counted at a point over the night of `isoDay` ('YYYY-MM-DD'): 0 without a row. */
export async function nightBags(t: TestApp, pointId: number, isoDay: string): Promise<number> {
  const [row] = await sql<{ bags: number }>(t, `select coalesce((select bags[48] from location_day where location_id = ? and day = ?::date), 0)::int as bags`, [pointId, isoDay]);
  return row.bags;
}

/** Half hours since 2000-01-01 00:00 of a London wall-clock moment, as capacity numbers them. */
const momentOf = ({ date, time }: { date: string; time: string }) => {
  const [hours, minutes] = time.split(':').map(Number);
  return Math.round((Date.parse(`${date}T00:00:00Z`) - Date.UTC(2000, 0, 1)) / 86_400_000) * 48 + Math.floor((hours * 60 + minutes) / 30);
};

/** The most bags counted at a point in any half hour from `from` up to `until` (each a 'YYYY-MM-DD' and an 'HH:mm'). */
export async function peakBags(t: TestApp, pointId: number, from: { date: string; time: string }, until: { date: string; time: string }): Promise<number> {
  const [row] = await sql<{ bags: number }>(
    t,
    `select coalesce(max(b), 0)::int as bags from location_day, unnest(bags) with ordinality as u(b, i)
      where location_id = ? and (day - date '2000-01-01') * 48 + (i - 1) >= ? and (day - date '2000-01-01') * 48 + (i - 1) < ?`,
    [pointId, momentOf(from), momentOf(until)],
  );
  return row.bags;
}

/** The nights from `fromIso` up to (not including) `toIso` with bags counted over them, as rows by night ('YYYY-MM-DD'). */
export function nightsCounted(t: TestApp, pointId: number, fromIso: string, toIso: string): Promise<{ night: string; bags: number }[]> {
  return sql<{ night: string; bags: number }>(
    t,
    `select to_char(day, 'YYYY-MM-DD') as night, bags[48]::int as bags from location_day where location_id = ? and day >= ?::date and day < ?::date and bags[48] > 0 order by day`,
    [pointId, fromIso, toIso],
  );
}

/** The slot (0-47) of an 'HH:mm' column, and the moment (slots since 2000-01-01) of a date column at it. */
const slot = (time: string) => `((split_part(${time}, ':', 1)::int * 60 + split_part(${time}, ':', 2)::int) / 30)`;
const moment = (date: string, time: string) => `((${date} - date '2000-01-01') * 48 + ${slot(time)})`;

/** Sets the span a booking's bags are counted over from its dates, times and legs, as the app would (after a test moved its dates). */
export async function respan(t: TestApp, bookingId: number): Promise<void> {
  await sql(
    t,
    `update booking b
        set holds_from = ${moment('b.collection_date', `coalesce((select c.window_end from booking_leg c where c.booking_id = b.id and c.direction = 'collection' and c.kind = 'address'), b.location_time)`)},
            holds_until = ${moment('b.return_date', `coalesce((select r.window_start from booking_leg r where r.booking_id = b.id and r.direction = 'return' and r.kind = 'address'), b.return_time, b.location_time)`)}
      where b.id = ?`,
    [bookingId],
  );
}

/** The 48 slots of day number `d` with `bags` over the booking b's span [holds_from, holds_until). */
const spanDay = (d: string, bags: string) =>
  `array(select case when ${d} * 48 + s >= b.holds_from and ${d} * 48 + s < b.holds_until then ${bags} else 0 end from generate_series(0, 47) as s)::smallint[]`;
const BOOKING_BAGS = '(select coalesce(sum(amount), 0)::int from booking_item where booking_id = b.id)';

/** Takes the booking's bags off (-1) or puts them on (1) the point's counted half hours over its span. */
export async function countStay(t: TestApp, bookingId: number, sign: -1 | 1): Promise<void> {
  if (sign < 0) {
    await sql(
      t,
      `update location_day n set bags = array(select x - y from unnest(n.bags, ${spanDay(`(n.day - date '2000-01-01')`, BOOKING_BAGS)}) as u(x, y))::smallint[]
         from booking b where b.id = ? and n.location_id = b.location_id and n.day between date '2000-01-01' + b.holds_from / 48 and date '2000-01-01' + (b.holds_until - 1) / 48`,
      [bookingId],
    );
    return;
  }
  await sql(
    t,
    `insert into location_day (location_id, day, bags)
     select b.location_id, date '2000-01-01' + d, ${spanDay('d', BOOKING_BAGS)}
       from booking b cross join lateral generate_series(b.holds_from / 48, (b.holds_until - 1) / 48) as d
      where b.id = ?
     on conflict (location_id, day) do update set bags = array(select x + y from unnest(location_day.bags, excluded.bags) as u(x, y))::smallint[]`,
    [bookingId],
  );
}

/** Moves a booking's stay as `move` writes it (SQL on its row), its bags on the counters with it. */
export async function restay(t: TestApp, bookingId: number, move: () => Promise<unknown>): Promise<void> {
  await countStay(t, bookingId, -1);
  await move();
  await respan(t, bookingId);
  await countStay(t, bookingId, 1);
}

/**
 * The point-days whose counted bags differ, in some half hour, from the bags of the bookings that hold theirs over it
 * (from the bookings themselves): none when the counters are right.
 */
export function countersAgainstBookings(t: TestApp, pointId: number): Promise<{ day: string; slot: number; counted: number; held: number }[]> {
  return sql(
    t,
    `with held as (
       select b.holds_from, b.holds_until, (select coalesce(sum(i.amount), 0) from booking_item i where i.booking_id = b.id)::int as bags
         from booking b where b.location_id = ? and b.holds_bags
     )
     select to_char(d.day, 'YYYY-MM-DD') as day, s - 1 as slot, d.bags[s]::int as counted,
            (select coalesce(sum(h.bags), 0) from held h where h.holds_from <= (d.day - date '2000-01-01') * 48 + s - 1 and h.holds_until > (d.day - date '2000-01-01') * 48 + s - 1)::int as held
       from location_day d cross join generate_series(1, 48) as s
      where d.location_id = ?
        and d.bags[s] <> (select coalesce(sum(h.bags), 0) from held h where h.holds_from <= (d.day - date '2000-01-01') * 48 + s - 1 and h.holds_until > (d.day - date '2000-01-01') * 48 + s - 1)
      order by d.day, s`,
    [pointId, pointId],
  );
}
