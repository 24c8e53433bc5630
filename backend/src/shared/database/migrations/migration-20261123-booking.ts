import { Migration } from '@mikro-orm/migrations';

/** Bookings, their lines and their status history. Catalog facts are copied in, so later catalog edits never rewrite history. */
export class MigrationBooking extends Migration {
  override up(): void {
    this.addSql(`
      create table booking (
        id serial primary key,
        reference varchar(8) not null unique,
        booking_token varchar(64) not null unique,
        status varchar(20) not null check (status in ('pending_payment', 'confirmed', 'payment_failed', 'collected', 'returned', 'cancelled')),
        full_name varchar(100) not null,
        email varchar(254) not null,
        contact_number varchar(30) not null,
        location_id integer not null references collection_location (id) on delete restrict,
        location_name varchar(150) not null,
        location_address varchar(300) not null,
        location_time varchar(5) not null,
        collection_date date not null,
        return_date date not null check (return_date > collection_date),
        nights smallint not null check (nights between 1 and 3),
        no_discount_pence integer not null check (no_discount_pence >= 0),
        discount_pence integer not null check (discount_pence >= 0),
        total_pence integer not null check (total_pence >= 0 and total_pence = no_discount_pence - discount_pence),
        item_discount_pct smallint not null default 0 check (item_discount_pct between 0 and 100),
        night_discount_pct smallint not null default 0 check (night_discount_pct between 0 and 100),
        currency varchar(3) not null default 'gbp',
        payment_provider varchar(10) not null check (payment_provider in ('stripe', 'offline')),
        payment_intent_id varchar(255) null unique,
        intent_version integer not null default 0,
        confirmed_at timestamptz null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql(`create index booking_email_index on booking (email);`);
    this.addSql(`create index booking_collection_date_location_index on booking (collection_date, location_id);`);
    this.addSql(`create index booking_location_id_index on booking (location_id);`);
    this.addSql(`create index booking_status_created_at_index on booking (status, created_at);`);
    this.addSql(`
      create table booking_item (
        id serial primary key,
        booking_id integer not null references booking (id) on delete cascade,
        storage_item_id integer not null references storage_item (id) on delete restrict,
        code varchar(16) not null,
        title varchar(100) not null,
        unit_price_pence integer not null check (unit_price_pence >= 0),
        amount smallint not null check (amount between 1 and 5),
        unique (booking_id, storage_item_id)
      );`);
    this.addSql(`create index booking_item_storage_item_id_index on booking_item (storage_item_id);`);
    this.addSql(`
      create table booking_status_change (
        id bigserial primary key,
        booking_id integer not null references booking (id) on delete cascade,
        from_status varchar(20) null,
        to_status varchar(20) not null,
        actor varchar(120) not null,
        note varchar(300) null,
        created_at timestamptz not null default now()
      );`);
    this.addSql(`create index booking_status_change_booking_id_index on booking_status_change (booking_id, id);`);
  }
}
