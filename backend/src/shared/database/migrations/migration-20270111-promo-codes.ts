import { Migration } from '@mikro-orm/migrations';

/**
 * Promo codes (issue 41, part 4): the codes admins make (the pricing module's), and on each booking the code it was
 * priced with and what the code took off. The booking is the code's use: a paid booking spends one, an unpaid one
 * holds one until `promo_held_until`, a cancelled one gives it back (docs/decisions.md, "Promo codes").
 */
export class MigrationPromoCodes extends Migration {
  override up(): void {
    this.addSql(`
      create table promo_code (
        id serial primary key,
        code varchar(30) not null unique check (code ~ '^[A-Z0-9-]{3,30}$'),
        percent_off smallint null check (percent_off between 1 and 100),
        amount_off_pence integer null check (amount_off_pence > 0),
        valid_from date not null,
        valid_to date not null,
        max_uses integer not null check (max_uses > 0),
        max_uses_per_email integer null check (max_uses_per_email > 0),
        min_spend_pence integer not null default 0 check (min_spend_pence >= 0),
        location_ids integer[] not null default '{}',
        item_ids integer[] not null default '{}',
        active boolean not null default true,
        created_by varchar(120) null,
        created_at timestamptz not null default now(),
        check (num_nonnulls(percent_off, amount_off_pence) = 1),
        check (valid_to >= valid_from)
      );`);
    this.addSql(`
      alter table booking
        add column promo_code_id integer null,
        add column promo_code varchar(30) null,
        add column promo_discount_pence integer not null default 0 check (promo_discount_pence >= 0),
        add column promo_held_until timestamptz null;`);
    // The booking's total is its storage after the discounts and the code, plus the fees.
    this.addSql(`alter table booking drop constraint booking_total_is_storage_plus_fees;`);
    this.addSql(`alter table booking add constraint booking_total_is_storage_plus_fees
      check (total_pence >= 0 and total_pence = no_discount_pence - discount_pence - promo_discount_pence + fees_pence);`);
    this.addSql(`create index booking_promo_code_idx on booking (promo_code_id, email) where promo_code_id is not null;`);
  }
}
