import { Migration } from '@mikro-orm/migrations';

/**
 * Partners' monthly invoices (issue 41): a partner's company address and VAT number for its invoices; a document of
 * a partner's month (`partner_id`, `period_month`, no booking) beside a booking's, numbered in the same series, with
 * the bookings it bills (`partner_invoice_booking`, one invoice per booking); the credit note of an on-account booking
 * cancelled after its month was invoiced (`credited_booking_id`, one per booking); the partner's payment of an invoice
 * (one per invoice) and, per booking it covered, the day it was paid, which the reports count; and the monthly runs
 * of the issuing job (one row per month, like the retention sweep's).
 */
export class MigrationPartnerInvoices extends Migration {
  override up(): void {
    this.addSql(`alter table partner add column company_address varchar(300) null, add column vat_number varchar(15) null;`);
    this.addSql(`alter table booking_document drop constraint booking_document_reason_check;`);
    this.addSql(`
      alter table booking_document
        alter column reason type varchar(14),
        alter column booking_id drop not null,
        alter column booking_reference drop not null,
        add column partner_id integer null references partner (id),
        add column period_month date null,
        add column credited_booking_id integer null unique references booking (id),
        add constraint booking_document_reason_check check (reason in ('payment', 'refund', 'reissue', 'partner_month', 'cancellation')),
        add constraint booking_document_owner_check check (booking_id is not null or (partner_id is not null and period_month is not null));`);
    // One invoice per partner and month: the issuing job and the admin's button, however often and at once, find it.
    this.addSql(`create unique index booking_document_partner_month_idx on booking_document (partner_id, period_month) where reason = 'partner_month';`);
    this.addSql(`create index booking_document_partner_idx on booking_document (partner_id, id) where partner_id is not null;`);
    this.addSql(`
      create table partner_invoice_booking (
        booking_id integer primary key references booking (id),
        document_id integer not null references booking_document (id),
        gross_pence integer not null,
        paid_on date null
      );`);
    this.addSql(`create index partner_invoice_booking_document_idx on partner_invoice_booking (document_id);`);
    this.addSql(`create index partner_invoice_booking_paid_idx on partner_invoice_booking (paid_on) include (booking_id, gross_pence) where paid_on is not null;`);
    this.addSql(`
      create table partner_invoice_payment (
        document_id integer primary key references booking_document (id),
        paid_on date not null,
        amount_pence integer not null check (amount_pence >= 0),
        recorded_by varchar(120) not null,
        recorded_at timestamptz not null default now()
      );`);
    this.addSql(`
      create table partner_invoicing_run (
        month date primary key,
        finished_at timestamptz null,
        invoices integer null
      );`);
    this.rollupFollowsPaymentsOnAccount();
  }

  /**
   * The reports count a booking on account on the day its partner paid (partner_invoice_booking.paid_on), so the
   * rollup (migration 20270113) marks that day stale when a payment is recorded or moved, and counts it among a
   * booking's first payments when the booking's point, nights or legs change.
   */
  private rollupFollowsPaymentsOnAccount(): void {
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
        ) days
      $$;`);
    this.addSql(`
      create function ledger_paid_on_account() returns trigger language plpgsql as $$
      begin
        perform stale_ledger_days(array_remove(array[old.paid_on, new.paid_on], null));
        return null;
      end $$;`);
    this.addSql(`
      create trigger partner_invoice_booking_ledger_update after update of paid_on, gross_pence, booking_id on partner_invoice_booking
        for each row when (old.paid_on is distinct from new.paid_on or (new.paid_on is not null and (old.gross_pence, old.booking_id) is distinct from (new.gross_pence, new.booking_id)))
        execute function ledger_paid_on_account();`);
  }
}
