import { Migration } from '@mikro-orm/migrations';

/**
 * A booking's legs: one row per leg of each booking made from now on, the collection (bags on their way to
 * storage) and the return. A point leg copies its point (id, name, address, time); an address leg copies the address,
 * its zone and window as booked, so a later catalog edit never rewrites what was sold. Bookings made before have no
 * rows: their point legs are implied (booking-legs.ts, legsOf).
 *
 * `delivery_window_day` counts the trips taken per window and day, as `location_night` counts bags: a booking takes
 * its address legs' trips with one conditional upsert in its transaction, under the same hold rule as its bags.
 * `booking.fees_pence`: the legs' fees as sold; `total_pence` stays what the customer pays (storage plus fees).
 */
export class MigrationBookingLegs extends Migration {
  override up(): void {
    this.addSql(`alter table booking add column fees_pence integer not null default 0 check (fees_pence >= 0);`);
    // The total's check was written unnamed (total = storage): found by its definition and widened to storage plus fees.
    this.addSql(`
      do $$
      declare name text;
      begin
        for name in select conname from pg_constraint
                     where conrelid = 'booking'::regclass and contype = 'c' and pg_get_constraintdef(oid) like '%total_pence = %' loop
          execute format('alter table booking drop constraint %I', name);
        end loop;
      end $$;`);
    this.addSql(`alter table booking add constraint booking_total_is_storage_plus_fees
      check (total_pence >= 0 and total_pence = no_discount_pence - discount_pence + fees_pence);`);
    this.addSql(`
      create table booking_leg (
        id serial primary key,
        booking_id integer not null references booking (id) on delete cascade,
        direction varchar(10) not null check (direction in ('collection', 'return')),
        kind varchar(10) not null check (kind in ('point', 'address')),
        date date not null,
        point_id integer null,
        point_name varchar(150) null,
        point_address varchar(300) null,
        point_time varchar(5) null,
        line1 varchar(100) null,
        line2 varchar(100) null,
        town varchar(60) null,
        postcode varchar(8) null,
        district varchar(4) null,
        note varchar(300) null,
        contact_name varchar(100) null,
        lat double precision null,
        lng double precision null,
        zone_id integer null,
        window_id integer null,
        window_start varchar(5) null,
        window_end varchar(5) null,
        fee_pence integer not null default 0 check (fee_pence >= 0),
        state varchar(12) not null default 'booked' check (state in ('booked', 'on_the_way', 'collected', 'delivered', 'failed')),
        failure_reason varchar(20) null,
        driver_user_id integer null references app_user (id) on delete set null,
        state_changed_at timestamptz null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        constraint booking_leg_one_per_direction unique (booking_id, direction),
        constraint booking_leg_point_named check (kind <> 'point' or (point_id is not null and point_name is not null and point_address is not null)),
        constraint booking_leg_address_complete check (kind <> 'address' or (line1 is not null and town is not null and postcode is not null
          and district is not null and zone_id is not null and window_id is not null and window_start is not null and window_end is not null))
      );`);
    this.addSql(`create index booking_leg_address_day_index on booking_leg (date, window_id) where kind = 'address';`);
    this.addSql(`create index booking_leg_point_day_index on booking_leg (point_id, date) where kind = 'point';`);
    this.addSql(`create index booking_leg_driver_index on booking_leg (driver_user_id) where driver_user_id is not null;`);
    this.addSql(`
      create table delivery_window_day (
        window_id integer not null references delivery_window (id) on delete cascade,
        day date not null,
        trips integer not null check (trips >= 0),
        primary key (window_id, day)
      );`);
  }
}
