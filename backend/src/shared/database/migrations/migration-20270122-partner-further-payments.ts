import { Migration } from '@mikro-orm/migrations';

/**
 * A supplementary invoice issued after the partner paid its monthly invoice (a dearer change) is paid by a further
 * payment (docs/decisions.md, "Partners' monthly invoices"): `partner_invoice_further_payment`, once per supplementary
 * invoice it settles (the invoice's latest), counted by the reports on the day paid as a change's payment of its
 * booking (an insert or a delete marks that day stale). A void of it is kept beside the payment's voids (`further`).
 */
export class MigrationPartnerFurtherPayments extends Migration {
  override up(): void {
    this.addSql(`
      create table partner_invoice_further_payment (
        id serial primary key,
        document_id integer not null references booking_document (id),
        settles_supplement_id integer not null unique references booking_document (id),
        booking_id integer not null references booking (id),
        paid_on date not null,
        amount_pence integer not null check (amount_pence > 0),
        recorded_by varchar(120) not null,
        recorded_at timestamptz not null default now()
      );`);
    this.addSql(`create index partner_invoice_further_payment_document_idx on partner_invoice_further_payment (document_id);`);
    this.addSql(`create index partner_invoice_further_payment_paid_idx on partner_invoice_further_payment (paid_on) include (booking_id, amount_pence);`);
    this.addSql(`alter table partner_invoice_payment_void add column further boolean not null default false;`);
    this.rollupFollowsFurtherPayments();
  }

  /** A further payment counts on the day paid: its insert or delete marks that day stale, and a booking's days include it. */
  private rollupFollowsFurtherPayments(): void {
    this.addSql(`
      create or replace function ledger_booking_days(booking_ids integer[], first_payments_only boolean) returns date[] language sql stable as $$
        select coalesce(array_agg(distinct d), '{}') from (
          select london_day(p.created_at) as d from booking_payment p
           where p.booking_id = any(booking_ids) and (not first_payments_only or p.purpose = 'booking')
          union all
          select i.paid_on from partner_invoice_booking i
           where i.booking_id = any(booking_ids) and i.paid_on is not null
          union all
          select london_day(r.updated_at) from refund r
           where not first_payments_only and r.booking_id = any(booking_ids) and r.state = 'succeeded'
          union all
          select f.paid_on from partner_invoice_refund f
           where not first_payments_only and f.booking_id = any(booking_ids)
          union all
          select g.paid_on from partner_invoice_further_payment g
           where not first_payments_only and g.booking_id = any(booking_ids)
        ) days
      $$;`);
    this.addSql(`
      create trigger partner_invoice_further_payment_ledger after insert or delete on partner_invoice_further_payment
        for each row execute function ledger_refunded_to_partner();`);
  }
}
