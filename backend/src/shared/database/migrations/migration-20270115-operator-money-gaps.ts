import { Migration } from '@mikro-orm/migrations';

/**
 * The operator's money, its gaps (issue 41): a booking keeps the partner link's discount it was booked with (a change
 * prices with it again), a code honoured past its last use is marked for the admin, and the journal export's accounts
 * are the admin's to set (one row; the UK charts' defaults until then).
 */
export class MigrationOperatorMoneyGaps extends Migration {
  override up(): void {
    this.addSql(`
      alter table booking
        add column partner_discount_pct smallint not null default 0 check (partner_discount_pct between 0 and 100),
        add column promo_over_use boolean not null default false;`);
    // Bookings made through a link before the column: the partner's discount as it is now, the nearest thing known.
    this.addSql(`
      update booking b set partner_discount_pct = p.discount_percent
      from partner p where b.partner_id = p.id and b.partner_via_link and p.discount_percent > 0;`);
    this.addSql(`
      create table journal_accounts (
        id smallint primary key check (id = 1),
        xero_clearing varchar(60) not null,
        xero_debtors varchar(60) not null,
        xero_sales varchar(60) not null,
        xero_vat varchar(60) not null,
        quickbooks_clearing varchar(60) not null,
        quickbooks_debtors varchar(60) not null,
        quickbooks_sales varchar(60) not null,
        quickbooks_vat varchar(60) not null,
        updated_by varchar(120) null,
        updated_at timestamptz not null default now()
      );`);
  }
}
