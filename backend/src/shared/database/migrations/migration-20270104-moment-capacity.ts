import { Migration } from '@mikro-orm/migrations';

/** The slot (0-47, half hours) of an 'HH:mm' column. */
const slot = (time: string): string => `((split_part(${time}, ':', 1)::int * 60 + split_part(${time}, ':', 2)::int) / 30)`;

/** Half-hour slots since 2000-01-01 of a date column at a slot (booking/capacity/moments.ts). */
const moment = (date: string, time: string): string => `((${date} - date '2000-01-01') * 48 + ${slot(time)})`;

/** A booking `b`'s span (booking-capacity.ts, stayOf): from its handover on the collection day to its handover on the return day. */
const HOLDS_FROM = moment(
  'b.collection_date',
  `coalesce((select c.window_end from booking_leg c where c.booking_id = b.id and c.direction = 'collection' and c.kind = 'address'), b.location_time)`,
);
const HOLDS_UNTIL = moment(
  'b.return_date',
  `coalesce((select r.window_start from booking_leg r where r.booking_id = b.id and r.direction = 'return' and r.kind = 'address'), b.return_time, b.location_time)`,
);

/**
 * Capacity at any moment (issue 40): a point holds `capacity` bags at once, counted per half-hour slot of London
 * wall-clock time. `location_day` keeps each point-day's 48 slots in one row (one upsert and one row lock per day of
 * a stay, as location_night had per night); `booking.holds_from` and `holds_until` keep the span a booking's bags are
 * counted over, so what is given back is what was taken. Existing bookings hold from their handover on the
 * collection day (the end of the window for bags collected from an address) to their handover on the return day
 * (the start of the delivery window), and the counts are recomputed from the bookings that hold their bags: a +bags
 * step at each span's start and a -bags step at its end, summed in slot order per point. The span is written only on
 * the bookings that may still move bags (unpaid, waiting, collected, no show: a no show can be undone): rewriting
 * every row of history costs every index of booking (about 100 s at 300,000 bookings, against 20 s); a finished
 * booking's span is what its dates, times and legs give (heldStayOf).
 */
export class MigrationMomentCapacity extends Migration {
  override up(): void {
    this.addSql(`alter table booking add column holds_from integer, add column holds_until integer;`);
    this.addSql(`
      update booking b set holds_from = ${HOLDS_FROM}, holds_until = ${HOLDS_UNTIL}
       where b.status in ('pending_payment', 'payment_failed', 'confirmed', 'collected', 'no_show');`);
    this.addSql(`
      create table location_day (
        location_id integer not null references collection_location (id) on delete cascade,
        day date not null,
        bags smallint[] not null check (array_length(bags, 1) = 48 and 0 <= all (bags)),
        primary key (location_id, day)
      );`);
    // The occupancy page's nights and the attention list read every point's days from a date on.
    this.addSql(`create index location_day_day_index on location_day (day);`);
    this.addSql(`
      insert into location_day (location_id, day, bags)
      with held as (
        select b.location_id, ${HOLDS_FROM} as holds_from, ${HOLDS_UNTIL} as holds_until,
               (select coalesce(sum(i.amount), 0) from booking_item i where i.booking_id = b.id)::int as bags
          from booking b where b.holds_bags
      ), steps as (
        select location_id, at, sum(delta)::int as delta
          from (select location_id, holds_from as at, bags as delta from held where holds_until > holds_from
                union all select location_id, holds_until, -bags from held where holds_until > holds_from) as s
         group by location_id, at
      ), spans as (
        select location_id, min(at) / 48 as first_day, max(at) / 48 as last_day from steps group by location_id
      ), loads as (
        select p.location_id, g as at, sum(coalesce(s.delta, 0)) over (partition by p.location_id order by g) as bags
          from spans p cross join generate_series(p.first_day * 48, p.last_day * 48 + 47) as g
          left join steps s on s.location_id = p.location_id and s.at = g
      )
      select location_id, date '2000-01-01' + at / 48, array_agg(bags::smallint order by at)
        from loads group by location_id, at / 48
      having max(bags) > 0;`);
    this.addSql(`drop table location_night;`);
  }
}
