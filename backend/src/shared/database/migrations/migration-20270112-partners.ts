import { Migration } from '@mikro-orm/migrations';

/**
 * Partners (issue 41, part 5): a fifth role, the partner's terms (`partner`: its business name, link code, share of
 * net, link discount, whether it may book on account) and a booking's partner: `partner_id` (counted for that partner:
 * booked on its page or through its link), `billed_to_partner` (put on its account: confirmed without a card payment,
 * owed by the partner and invoiced monthly), the partner's own reference and whether the guest came by the link.
 * A partner outlives its account (`user_id` set null when the account is deleted): its bookings still name it.
 */
export class MigrationPartners extends Migration {
  override up(): void {
    this.addSql(`alter table app_user drop constraint app_user_role_check;`);
    this.addSql(`alter table app_user add constraint app_user_role_check check (role in ('customer', 'staff', 'driver', 'partner', 'admin'));`);
    this.addSql(`
      create table partner (
        id serial primary key,
        user_id integer null unique references app_user (id) on delete set null,
        name varchar(150) not null,
        contact_name varchar(100) not null,
        code varchar(8) not null unique,
        share_percent smallint not null check (share_percent between 0 and 100),
        discount_percent smallint not null default 0 check (discount_percent between 0 and 100),
        on_account boolean not null default false,
        active boolean not null default true,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql(`
      alter table booking
        add column partner_id integer null references partner (id),
        add column billed_to_partner boolean not null default false,
        add column partner_reference varchar(40) null,
        add column partner_via_link boolean not null default false,
        add constraint booking_billed_to_partner_check check (not billed_to_partner or partner_id is not null);`);
    this.addSql(`create index booking_partner_confirmed_index on booking (partner_id, confirmed_at) where partner_id is not null;`);
  }
}
