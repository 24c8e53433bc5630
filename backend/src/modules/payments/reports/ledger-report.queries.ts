import { named, type NamedStatement } from '../../../shared/database/named-statement.js';

/**
 * The ledger's money by London day, for GET /api/admin/reports. Parameters: :from and :to ('YYYY-MM-DD', London
 * days, both counted), :points (a Postgres int[] literal of the bookings' points; only in the statements for some
 * points) and :rate (the VAT rate in percent). Payments count on the day they were taken (booking_payment.created_at),
 * bookings on a partner's account on the day the partner paid their monthly invoice, refunds on the day they succeeded
 * (refund.updated_at of a 'succeeded' row: its last write is the one that settled it), money given back to a partner
 * on the day the admin says it was paid (partner_invoice_refund.paid_on), a partner's further payment of a
 * supplementary invoice as a change's payment on the day paid (partner_invoice_further_payment.paid_on); pending and failed refunds
 * count nothing. VAT is reckoned on each payment and each refund (amount - round(amount
 * × 100 / (100 + rate)), half up: contracts' vatInside) and summed, so a day's, a period's and the range's VAT add up.
 *
 * Each sum walks an index on the moment money moved (migration-20270109-report-indexes.ts) over the range only; for
 * every point it reads no booking row at all (the summed columns are in the indexes), for some points it joins each
 * payment's booking by id for its point.
 */
const RANGE = (column: string) =>
  `${column} >= (:from::date::timestamp at time zone 'Europe/London') and ${column} < ((:to::date + 1)::timestamp at time zone 'Europe/London')`;
/**
 * The VAT inside an amount, in whole numbers (faster than numeric per row): round(a × 100 / d) half up is
 * (a × 200 + d) / (2d) in integer division, d = 100 + rate; amounts are positive.
 */
const VAT = (amount: string) => `(${amount}::bigint - (${amount}::bigint * 200 + (100 + :rate::int)) / (2 * (100 + :rate::int)))`;
/** Rows are summed per UTC hour first (London's clocks change on the hour), then each hour's sums put on its London day. */
const HOUR = (column: string) => `date_trunc('hour', ${column}, 'UTC')`;
const AT_POINTS = 'b.location_id = any(:points::int[])';
/**
 * Bookings on a partner's account count when the admin records the partner's payment of their monthly invoice, on the
 * day it paid (partner_invoice_booking.paid_on, a London day: its midnight), each booking for its price on the invoice.
 */
const PAID_ON_ACCOUNT = `(i.paid_on::timestamp at time zone 'Europe/London')`;
const PAID_IN_RANGE = 'i.paid_on >= :from::date and i.paid_on <= :to::date';
/** Money owed to a partner (credit notes after it paid) given back by bank transfer counts as a refund on the day paid. */
const REFUNDED_TO_PARTNER = `(f.paid_on::timestamp at time zone 'Europe/London')`;
const REFUNDED_IN_RANGE = 'f.paid_on >= :from::date and f.paid_on <= :to::date';
/** A partner's further payment of a supplementary invoice (a dearer change after it paid) counts as a change's payment on the day paid. */
const PAID_FURTHER = `(g.paid_on::timestamp at time zone 'Europe/London')`;
const PAID_FURTHER_IN_RANGE = 'g.paid_on >= :from::date and g.paid_on <= :to::date';

function moneyByDay(somePoints: boolean): NamedStatement {
  const booking = (alias: string) => (somePoints ? `join booking b on b.id = ${alias}.booking_id` : '');
  const where = somePoints ? `and ${AT_POINTS}` : '';
  return named(`
  with by_hour as (
    select ${HOUR('p.created_at')} as hour, sum(p.amount_pence) as gross, 0 as refunds, sum(${VAT('p.amount_pence')}) as vat, 0 as bookings
      from booking_payment p ${booking('p')}
     where ${RANGE('p.created_at')} ${where}
     group by 1
    union all
    select ${HOUR('r.updated_at')}, 0, sum(r.amount_pence), -sum(${VAT('r.amount_pence')}), 0
      from refund r ${booking('r')}
     where r.state = 'succeeded' and ${RANGE('r.updated_at')} ${where}
     group by 1
    union all
    select ${PAID_ON_ACCOUNT}, sum(i.gross_pence), 0, sum(${VAT('i.gross_pence')}), 0
      from partner_invoice_booking i ${booking('i')}
     where ${PAID_IN_RANGE} ${where}
     group by 1
    union all
    select ${PAID_FURTHER}, sum(g.amount_pence), 0, sum(${VAT('g.amount_pence')}), 0
      from partner_invoice_further_payment g ${booking('g')}
     where ${PAID_FURTHER_IN_RANGE} ${where}
     group by 1
    union all
    select ${REFUNDED_TO_PARTNER}, 0, sum(f.amount_pence), -sum(${VAT('f.amount_pence')}), 0
      from partner_invoice_refund f ${booking('f')}
     where ${REFUNDED_IN_RANGE} ${where}
     group by 1    union all
    select ${HOUR('b.confirmed_at')}, 0, 0, 0, count(*)
      from booking b
     where b.confirmed_at is not null and ${RANGE('b.confirmed_at')} ${where}
     group by 1
  )
  select to_char((hour at time zone 'Europe/London')::date, 'YYYY-MM-DD') as day,
         sum(gross)::int as gross, sum(refunds)::int as refunds, sum(vat)::int as vat, sum(bookings)::int as bookings
    from by_hour group by 1`);
}

/** One row per London day with money or bookings: gross, refunds, their VAT, and the bookings paid that day. */
export const MONEY_BY_DAY = { everywhere: moneyByDay(false), atPoints: moneyByDay(true) };

/**
 * The payments of the range by what they sold (a booking on account paid by its partner as a first payment of its
 * price). A change's payment is its difference. A booking's first payment is
 * split by what the booking holds now: its address legs' fees as sold (booking_leg.fee_pence: a collection, a
 * delivery, a return at another point), each at most what is left of the payment, and the rest its storage, by nights
 * or as a same-day stay (nights = 0). The ledger keeps an amount per payment, not its lines, so a booking changed
 * since has its first payment split by its lines after the change.
 *
 * Only the bookings sold apart (a same-day stay, or fees) are read, through booking_sold_apart_index; every other
 * first payment is storage by nights: the first payments' total less those parts.
 */
function grossBySold(somePoints: boolean): NamedStatement {
  const booking = somePoints ? 'join booking b on b.id = p.booking_id' : '';
  const onAccount = somePoints ? 'join booking b on b.id = i.booking_id' : '';
  const further = somePoints ? 'join booking b on b.id = g.booking_id' : '';
  const where = somePoints ? `and ${AT_POINTS}` : '';
  return named(`
  with paid as (
    select p.booking_id, p.purpose, p.amount_pence as amount from booking_payment p ${booking} where ${RANGE('p.created_at')} ${where}
    union all
    select i.booking_id, 'booking', i.gross_pence from partner_invoice_booking i ${onAccount} where ${PAID_IN_RANGE} ${where}
    union all
    select g.booking_id, 'change', g.amount_pence from partner_invoice_further_payment g ${further} where ${PAID_FURTHER_IN_RANGE} ${where}
  ), apart as (
    select paid.amount, s.nights,
           coalesce(f.collection, 0) as collection, coalesce(f.delivery, 0) as delivery, coalesce(f.elsewhere, 0) as elsewhere
      from paid
      join booking s on s.id = paid.booking_id and (s.nights = 0 or s.fees_pence > 0)
      left join lateral (
        select sum(l.fee_pence) filter (where l.kind = 'address' and l.direction = 'collection') as collection,
               sum(l.fee_pence) filter (where l.kind = 'address' and l.direction = 'return') as delivery,
               sum(l.fee_pence) filter (where l.kind = 'point') as elsewhere
          from booking_leg l
         where l.booking_id = s.id and s.fees_pence > 0
      ) f on true
     where paid.purpose = 'booking'
  ), capped as (
    select amount, nights, least(collection, amount) as collection, least(delivery, amount - least(collection, amount)) as delivery, elsewhere from apart
  ), split as (
    select amount, nights, collection, delivery, least(elsewhere, amount - collection - delivery) as elsewhere from capped
  ), parts as (
    select coalesce(sum(amount - collection - delivery - elsewhere) filter (where nights > 0), 0)::int as nights_apart,
           coalesce(sum(amount - collection - delivery - elsewhere) filter (where nights = 0), 0)::int as storage_days,
           coalesce(sum(collection), 0)::int as collection, coalesce(sum(delivery), 0)::int as delivery, coalesce(sum(elsewhere), 0)::int as return_elsewhere,
           coalesce(sum(amount), 0)::int as apart
      from split
  ), totals as (
    select coalesce(sum(amount) filter (where purpose = 'booking'), 0)::int as first_payments,
           coalesce(sum(amount) filter (where purpose = 'change'), 0)::int as change_difference
      from paid
  )
  select t.first_payments - p.apart + p.nights_apart as storage_nights, p.storage_days, p.collection, p.delivery, p.return_elsewhere, t.change_difference
    from totals t cross join parts p`);
}

export const GROSS_BY_SOLD = { everywhere: grossBySold(false), atPoints: grossBySold(true) };
