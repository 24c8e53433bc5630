import { named } from '../../../shared/database/named-statement.js';

/**
 * The statements of the reports' rollup (ledger-rollup.ts; tables and triggers in migration-20270113-ledger-rollup.ts).
 * Days are London days 'YYYY-MM-DD'; :days and :rates are Postgres array literals of the same length.
 */

/** Fills take it exclusively; the triggers that mark a day stale take it shared (the number is the migration's). */
export const ROLLUP_LOCK = 727_002;

const RANGE = (column: string) =>
  `${column} >= (:first::date::timestamp at time zone 'Europe/London') and ${column} < ((:last::date + 1)::timestamp at time zone 'Europe/London')`;
/** ledger-report.queries.ts's VAT inside an amount, at each day's own rate (a column here). */
const VAT = (amount: string, rate: string) => `(${amount}::bigint - (${amount}::bigint * 200 + (100 + ${rate})) / (2 * (100 + ${rate})))`;
const SOLD_ZEROS = '0, 0, 0, 0, 0, 0';

/** The days of [:from, :to] not rolled up or marked stale since, with the rate a stale day keeps (null: none yet). */
export const UNROLLED_DAYS = named(`
  select to_char(d, 'YYYY-MM-DD') as day, l.vat_rate_percent as rate
    from generate_series(:from::date, :to::date, interval '1 day') d
    left join ledger_day l on l.day = d::date
   where l.day is null or l.stale
   order by 1`);

/** The first London day the ledger has anything on (a payment, a refund made, a booking paid), or null. */
export const FIRST_LEDGER_DAY = named(`
  select to_char(london_day(least(
           (select min(created_at) from booking_payment),
           (select min(updated_at) from refund where state = 'succeeded'),
           (select min(confirmed_at) from booking where confirmed_at is not null))), 'YYYY-MM-DD') as day`);

/** Marks :days rolled up at :rates (a stale day keeps the rate it had), replacing their points' rows. */
export const MARK_ROLLED_UP = named(`
  insert into ledger_day (day, vat_rate_percent) select * from unnest(:days::date[], :rates::int[])
  on conflict (day) do update set stale = false, rolled_up_at = now()`);
export const CLEAR_POINTS = named(`delete from ledger_day_point where day = any(:days::date[])`);

/**
 * Each of :days' money by point, as the ledger sums it (ledger-report.queries.ts: payments on the London day taken,
 * bookings on a partner's account on the day the partner paid, refunds on the day they succeeded (a partner's on the day paid back), a partner's further payment as a change's on the day paid, bookings on the day paid, VAT per payment and refund at the day's rate, each
 * first payment split by what its booking holds now). :first and :last bound the days, so each table is read by its
 * index on the moment money moved over that range only.
 */
export const FILL_POINTS = named(`
  with wanted as (
    select w.day, w.rate from unnest(:days::date[], :rates::int[]) as w(day, rate)
  ), paid as (
    select w.day, w.rate, b.location_id, p.purpose, p.amount_pence as amount, b.id as booking_id, b.nights, b.fees_pence
      from booking_payment p
      join wanted w on w.day = london_day(p.created_at)
      join booking b on b.id = p.booking_id
     where ${RANGE('p.created_at')}
    union all
    select w.day, w.rate, b.location_id, 'booking', i.gross_pence, b.id, b.nights, b.fees_pence
      from partner_invoice_booking i
      join wanted w on w.day = i.paid_on
      join booking b on b.id = i.booking_id
     where i.paid_on >= :first::date and i.paid_on <= :last::date
    union all
    select w.day, w.rate, b.location_id, 'change', g.amount_pence, b.id, b.nights, b.fees_pence
      from partner_invoice_further_payment g
      join wanted w on w.day = g.paid_on
      join booking b on b.id = g.booking_id
     where g.paid_on >= :first::date and g.paid_on <= :last::date
  ), fees as (
    select paid.*, coalesce(f.collection, 0) as collection, coalesce(f.delivery, 0) as delivery, coalesce(f.elsewhere, 0) as elsewhere
      from paid left join lateral (
        select sum(l.fee_pence) filter (where l.kind = 'address' and l.direction = 'collection') as collection,
               sum(l.fee_pence) filter (where l.kind = 'address' and l.direction = 'return') as delivery,
               sum(l.fee_pence) filter (where l.kind = 'point') as elsewhere
          from booking_leg l
         where l.booking_id = paid.booking_id and paid.purpose = 'booking' and paid.fees_pence > 0
      ) f on true
  ), capped as (
    select day, rate, location_id, purpose, nights, amount,
           least(collection, amount) as collection, least(delivery, amount - least(collection, amount)) as delivery, elsewhere
      from fees
  ), split as (
    select day, rate, location_id, purpose, nights, amount, collection, delivery, least(elsewhere, amount - collection - delivery) as elsewhere from capped
  ), money as (
    select day, location_id, amount as gross, 0 as refunds, ${VAT('amount', 'rate')} as vat, 0 as bookings,
           case when purpose = 'booking' and nights > 0 then amount - collection - delivery - elsewhere else 0 end as storage_nights,
           case when purpose = 'booking' and nights = 0 then amount - collection - delivery - elsewhere else 0 end as storage_days,
           case when purpose = 'booking' then collection else 0 end as collection,
           case when purpose = 'booking' then delivery else 0 end as delivery,
           case when purpose = 'booking' then elsewhere else 0 end as return_elsewhere,
           case when purpose = 'change' then amount else 0 end as change_difference
      from split
    union all
    select w.day, b.location_id, 0, r.amount_pence, -${VAT('r.amount_pence', 'w.rate')}, 0, ${SOLD_ZEROS}
      from refund r
      join wanted w on w.day = london_day(r.updated_at)
      join booking b on b.id = r.booking_id
     where r.state = 'succeeded' and ${RANGE('r.updated_at')}
    union all
    select w.day, b.location_id, 0, f.amount_pence, -${VAT('f.amount_pence', 'w.rate')}, 0, ${SOLD_ZEROS}
      from partner_invoice_refund f
      join wanted w on w.day = f.paid_on
      join booking b on b.id = f.booking_id
     where f.paid_on >= :first::date and f.paid_on <= :last::date    union all
    select w.day, b.location_id, 0, 0, 0, 1, ${SOLD_ZEROS}
      from booking b
      join wanted w on w.day = london_day(b.confirmed_at)
     where b.confirmed_at is not null and ${RANGE('b.confirmed_at')}
  )
  insert into ledger_day_point (day, location_id, gross, refunds, vat, bookings, storage_nights, storage_days, collection, delivery, return_elsewhere, change_difference)
  select day, location_id, sum(gross), sum(refunds), sum(vat), sum(bookings), sum(storage_nights), sum(storage_days),
         sum(collection), sum(delivery), sum(return_elsewhere), sum(change_difference)
    from money group by day, location_id`);

function rolledUp(somePoints: boolean) {
  return named(`
  select to_char(day, 'YYYY-MM-DD') as day, sum(gross)::int as gross, sum(refunds)::int as refunds, sum(vat)::int as vat, sum(bookings)::int as bookings,
         sum(storage_nights)::int as storage_nights, sum(storage_days)::int as storage_days, sum(collection)::int as collection,
         sum(delivery)::int as delivery, sum(return_elsewhere)::int as return_elsewhere, sum(change_difference)::int as change_difference
    from ledger_day_point
   where day >= :from::date and day <= :to::date ${somePoints ? 'and location_id = any(:points::int[])' : ''}
   group by day order by day`);
}

/** The rolled-up days of [:from, :to] with money or bookings, summed over every point or :points. */
export const ROLLED_UP_DAYS = { everywhere: rolledUp(false), atPoints: rolledUp(true) };
