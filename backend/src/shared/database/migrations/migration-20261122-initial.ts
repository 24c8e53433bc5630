import { Migration } from '@mikro-orm/migrations';

export class MigrationInitial extends Migration {
  override up(): void {
    this.addSql(`
      create table storage_item (
        id serial primary key,
        code varchar(16) not null unique,
        title varchar(100) not null,
        description varchar(500) not null default '',
        price_pence integer not null check (price_pence >= 100),
        active boolean not null default true,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql(`
      create table discount (
        id serial primary key,
        description varchar(100) not null,
        percentage integer not null check (percentage between 0 and 100),
        rule varchar(20) null unique,
        active boolean not null default true,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql(`
      create table collection_city (
        id serial primary key,
        name varchar(100) not null,
        lat double precision not null check (lat between -90 and 90),
        lng double precision not null check (lng between -180 and 180),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql(`create unique index collection_city_name_unique on collection_city (lower(name));`);
    this.addSql(`
      create table collection_location (
        id serial primary key,
        city_id integer not null references collection_city (id) on delete restrict,
        name varchar(150) not null,
        address varchar(300) not null default '',
        lat double precision not null check (lat between -90 and 90),
        lng double precision not null check (lng between -180 and 180),
        collect_return_time varchar(5) not null,
        active boolean not null default true,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql(`create index collection_location_city_id_index on collection_location (city_id);`);
    this.addSql(`
      create table app_user (
        id serial primary key,
        name varchar(100) not null,
        email varchar(254) not null,
        password_hash text not null,
        is_admin boolean not null default false,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql(`create unique index app_user_email_unique on app_user (lower(email));`);
    this.addSql(`
      create table outbox_event (
        id bigserial primary key,
        name varchar(100) not null,
        payload jsonb not null,
        created_at timestamptz not null default now(),
        available_at timestamptz not null default now(),
        attempts integer not null default 0,
        published_at timestamptz null,
        last_error text null
      );`);
    this.addSql(`create index outbox_event_pending_index on outbox_event (available_at, id) where published_at is null;`);
  }
}
