import { Migration } from '@mikro-orm/migrations';

/**
 * The partner's money after its monthly invoice (docs/decisions.md, "Partners' monthly invoices"): a change of an
 * on-account booking after its month was invoiced is a document of the difference (`reason = 'partner_change'`, a
 * supplementary invoice or a credit note referring to the month's invoice, `adjusted_booking_id` its booking); a
 * payment recorded by mistake is voided, its record kept in `partner_invoice_payment_void`; money owed to the partner
 * (credit notes after it paid) goes back by bank transfer, recorded in `partner_invoice_refund`, once per credit note
 * it settles, and counted by the reports on the day paid (the rollup marks that day stale).
 */
export class MigrationPartnerMoneyAdjustments extends Migration {
  override up(): void {
    this.addSql(`alter table booking_document drop constraint booking_document_reason_check;`);
    this.addSql(`
      alter table booking_document
        add column adjusted_booking_id integer null references booking (id),
        add constraint booking_document_reason_check check (reason in ('payment', 'refund', 'reissue', 'partner_month', 'cancellation', 'partner_change'));`);
    this.addSql(`create index booking_document_adjusted_idx on booking_document (adjusted_booking_id) where adjusted_booking_id is not null;`);
    this.addSql(`
      create table partner_invoice_payment_void (
        id serial primary key,
        document_id integer not null references booking_document (id),
        paid_on date not null,
        amount_pence integer not null,
        recorded_by varchar(120) not null,
        recorded_at timestamptz not null,
        voided_by varchar(120) not null,
        voided_at timestamptz not null default now(),
        reason varchar(500) not null
      );`);
    this.addSql(`create index partner_invoice_payment_void_document_idx on partner_invoice_payment_void (document_id);`);
    this.addSql(`
      create table partner_invoice_refund (
        id serial primary key,
        document_id integer not null references booking_document (id),
        settles_credit_id integer not null unique references booking_document (id),
        booking_id integer not null references booking (id),
        paid_on date not null,
        amount_pence integer not null check (amount_pence > 0),
        recorded_by varchar(120) not null,
        recorded_at timestamptz not null default now()
      );`);
    this.addSql(`create index partner_invoice_refund_document_idx on partner_invoice_refund (document_id);`);
    this.addSql(`create index partner_invoice_refund_paid_idx on partner_invoice_refund (paid_on) include (booking_id, amount_pence);`);
    this.rollupFollowsRefundsToPartners();
  }

  /** A refund to a partner counts on the day paid: its insert marks that day stale, and a booking's days include it. */
  private rollupFollowsRefundsToPartners(): void {
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
        ) days
      $$;`);
    this.addSql(`
      create function ledger_refunded_to_partner() returns trigger language plpgsql as $$
      begin
        perform stale_ledger_days(array[coalesce(new.paid_on, old.paid_on)]);
        return null;
      end $$;`);
    this.addSql(`
      create trigger partner_invoice_refund_ledger after insert or delete on partner_invoice_refund
        for each row execute function ledger_refunded_to_partner();`);
  }
}
