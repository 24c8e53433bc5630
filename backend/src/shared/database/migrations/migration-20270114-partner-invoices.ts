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
  }
}
