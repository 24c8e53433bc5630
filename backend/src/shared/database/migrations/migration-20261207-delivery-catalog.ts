import { Migration } from '@mikro-orm/migrations';

/**
 * The delivery catalog: service zones by postcode district with a fee per trip and the point
 * that stores what they collect, each city's delivery windows and booking cut-off, and the fees of "Return at another
 * point" per ordered pair of cities. A district belongs to one zone at most: zone writes take one advisory lock and
 * check, so the check is exact.
 */
export class MigrationDeliveryCatalog extends Migration {
  override up(): void {
    this.addSql(`alter table collection_city add column delivery_cut_off_hours smallint not null default 3 check (delivery_cut_off_hours between 0 and 168);`);
    this.addSql(`
      create table delivery_zone (
        id serial primary key,
        city_id integer not null references collection_city(id),
        name varchar(100) not null,
        districts text[] not null,
        fee_pence integer not null check (fee_pence between 0 and 100000),
        storage_location_id integer not null references collection_location(id),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql(`create index delivery_zone_city_id_index on delivery_zone (city_id);`);
    this.addSql(`
      create table delivery_window (
        id serial primary key,
        city_id integer not null references collection_city(id),
        start_time varchar(5) not null,
        end_time varchar(5) not null,
        trips integer not null check (trips between 1 and 500),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        constraint delivery_window_start_before_end check (start_time < end_time),
        constraint delivery_window_city_times_unique unique (city_id, start_time, end_time)
      );`);
    this.addSql(`
      create table delivery_return_fee (
        from_city_id integer not null references collection_city(id),
        to_city_id integer not null references collection_city(id),
        fee_pence integer not null check (fee_pence between 0 and 100000),
        updated_at timestamptz not null default now(),
        primary key (from_city_id, to_city_id)
      );`);
  }
}
