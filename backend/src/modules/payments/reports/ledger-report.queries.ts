import { named } from '../../../shared/database/named-statement.js';

/**
 * The ledger's money by London day, for GET /api/admin/reports. Parameters: :from and :to ('YYYY-MM-DD', London
 * days, both counted), :points (a Postgres int[] literal of the booking's points, or null for every point) and :rate
 * (the VAT rate in percent). Payments count on the day they were taken (booking_payment.created_at), refunds on the
 * day they succeeded (refund.updated_at of a 'succeeded' row: its last write is the one that settled it); pending
 * and failed refunds count nothing. VAT is reckoned on each payment and each refund (amount - round(amount * 100 /
 * (100 + rate)), half away from zero) and summed, so a day's, a period's and the range's VAT add up.
 */
const RANGE = (column: string) =>
  `${column} >= (:from::date::timestamp at time zone 'Europe/London') and ${column} < ((:to::date + 1)::timestamp at time zone 'Europe/London')`;
const AT_POINTS = `(:points::int[] is null or b.location_id = any(:points::int[]))`;
const LONDON_DAY = (column: string) => `to_char((${column} at time zone 'Europe/London')::date, 'YYYY-MM-DD')`;
const VAT = (amount: string) => `(${amount} - round(${amount} * 100.0 / (100 + :rate::int)))`;

/** One row per London day with money or bookings: gross, refunds, their VAT, and the bookings paid that day. */
export const MONEY_BY_DAY = named(`
  with money as (
    select ${LONDON_DAY('p.created_at')} as day, p.amount_pence as gross, 0 as refunds, ${VAT('p.amount_pence')} as vat
      from booking_payment p join booking b on b.id = p.booking_id
     where ${RANGE('p.created_at')} and ${AT_POINTS}
    union all
    select ${LONDON_DAY('r.updated_at')}, 0, r.amount_pence, -${VAT('r.amount_pence')}
      from refund r join booking b on b.id = r.booking_id
     where r.state = 'succeeded' and ${RANGE('r.updated_at')} and ${AT_POINTS}
  ), made as (
    select ${LONDON_DAY('b.confirmed_at')} as day, count(*)::int as bookings
      from booking b
     where ${RANGE('b.confirmed_at')} and ${AT_POINTS}
     group by 1
  )
  select day, sum(gross)::int as gross, sum(refunds)::int as refunds, sum(vat)::int as vat, 0 as bookings from money group by day
  union all
  select day, 0, 0, 0, bookings from made`);

/**
 * The payments of the range by what they sold. A change's payment is its difference. A booking's first payment is
 * split by what the booking holds now: its address legs' fees as sold (booking_leg.fee_pence: a collection, a
 * delivery, a return at another point), each at most what is left of the payment, and the rest its storage, by nights
 * or as a same-day stay (nights = 0). The ledger keeps an amount per payment, not its lines, so a booking changed
 * since has its first payment split by its lines after the change.
 */
export const GROSS_BY_SOLD = named(`
  with paid as (
    select p.purpose, p.amount_pence as amount, b.nights,
           coalesce(f.collection, 0) as collection, coalesce(f.delivery, 0) as delivery, coalesce(f.elsewhere, 0) as elsewhere
      from booking_payment p
      join booking b on b.id = p.booking_id
      left join lateral (
        select sum(l.fee_pence) filter (where l.kind = 'address' and l.direction = 'collection') as collection,
               sum(l.fee_pence) filter (where l.kind = 'address' and l.direction = 'return') as delivery,
               sum(l.fee_pence) filter (where l.kind = 'point') as elsewhere
          from booking_leg l
         where l.booking_id = b.id and b.fees_pence > 0 and p.purpose = 'booking'
      ) f on true
     where ${RANGE('p.created_at')} and ${AT_POINTS}
  ), capped as (
    select purpose, amount, nights, least(collection, amount) as collection, least(delivery, amount - least(collection, amount)) as delivery, elsewhere
      from paid
  ), split as (
    select purpose, amount, nights, collection, delivery, least(elsewhere, amount - collection - delivery) as elsewhere from capped
  )
  select coalesce(sum(amount - collection - delivery - elsewhere) filter (where purpose = 'booking' and nights > 0), 0)::int as storage_nights,
         coalesce(sum(amount - collection - delivery - elsewhere) filter (where purpose = 'booking' and nights = 0), 0)::int as storage_days,
         coalesce(sum(collection) filter (where purpose = 'booking'), 0)::int as collection,
         coalesce(sum(delivery) filter (where purpose = 'booking'), 0)::int as delivery,
         coalesce(sum(elsewhere) filter (where purpose = 'booking'), 0)::int as return_elsewhere,
         coalesce(sum(amount) filter (where purpose = 'change'), 0)::int as change_difference
    from split`);
