import { Migration } from '@mikro-orm/migrations';

/**
 * VAT (issue 41, part 2): the business's VAT settings (one row), the documents a payment or a refund issues
 * (invoices, credit notes, receipts), their gap-free number series (a counter row per series, moved in the
 * document's own transaction, so a rollback gives its number back) and the company details a customer gave.
 * Amounts are columns as well as the lines' JSON, so exports and reports sum them with plain SQL.
 */
export class MigrationVatDocuments extends Migration {
  override up(): void {
    this.addSql(`
      create table vat_settings (
        id smallint primary key check (id = 1),
        vat_number varchar(14) null,
        rate_percent smallint not null default 20 check (rate_percent between 0 and 100),
        legal_name varchar(150) not null default '',
        address varchar(300) not null default '',
        updated_by varchar(120) null,
        updated_at timestamptz not null default now()
      );`);
    this.addSql(`insert into vat_settings (id) values (1);`);
    this.addSql(`
      create table document_series (
        series varchar(4) primary key,
        next_number integer not null default 1 check (next_number >= 1)
      );`);
    this.addSql(`insert into document_series (series) values ('INV'), ('CN');`);
    this.addSql(`
      create table booking_document (
        id serial primary key,
        kind varchar(14) not null check (kind in ('invoice', 'credit_note', 'receipt', 'refund_receipt')),
        reason varchar(10) not null check (reason in ('payment', 'refund', 'reissue')),
        series varchar(4) not null references document_series (series),
        number integer not null,
        document_number varchar(16) not null unique,
        booking_id integer not null references booking (id),
        booking_reference varchar(8) not null,
        payment_id integer null references booking_payment (id),
        refund_id integer null unique references refund (id),
        refers_to_id integer null references booking_document (id),
        cancelled_by_id integer null references booking_document (id),
        supplier_legal_name varchar(150) not null,
        supplier_address varchar(300) not null,
        supplier_vat_number varchar(14) null,
        customer_name varchar(100) not null,
        company_name varchar(150) null,
        company_address varchar(300) null,
        customer_vat_number varchar(15) null,
        language varchar(10) not null,
        supply_date date not null,
        issue_date date not null,
        issued_at timestamptz not null default now(),
        vat_rate_percent smallint not null,
        net_pence integer not null,
        vat_pence integer not null,
        gross_pence integer not null check (gross_pence = net_pence + vat_pence),
        lines jsonb not null,
        unique (series, number)
      );`);
    this.addSql(`create index booking_document_booking_idx on booking_document (booking_id, id);`);
    this.addSql(`create index booking_document_issue_date_idx on booking_document (issue_date, kind);`);
    // One live invoice per payment: a retried job finds it; a reissue cancels the old one before it issues the new.
    this.addSql(`create unique index booking_document_live_invoice_idx on booking_document (payment_id)
                   where kind in ('invoice', 'receipt') and cancelled_by_id is null;`);
    this.addSql(`
      create table booking_invoice_details (
        booking_id integer primary key references booking (id),
        company_name varchar(150) not null,
        company_address varchar(300) not null,
        vat_number varchar(15) null,
        updated_at timestamptz not null default now()
      );`);
  }
}
