import { Migration } from '@mikro-orm/migrations';

/**
 * Bag tags and custody (issue 42, parts 1-3): one `bag_tag` row per bag handed over, with the tag scanned or typed
 * (normalised upper-case), who took it and whether a driver did at an address; `released_at` is set when the bag is
 * handed back. A tag is unique among the bags still held (the partial unique index): two bookings racing for one tag,
 * one wins; a tag can be used again once its bag is back. `booking_incident` holds what went wrong at a hand-back (tags
 * not seen), open until the bags are all handed back; the admin dashboard reads the open ones by their index.
 */
export class MigrationBagTags extends Migration {
  override up(): void {
    this.addSql(`
      create table bag_tag (
        id serial primary key,
        booking_id integer not null references booking (id) on delete cascade,
        tag varchar(32) not null check (tag ~ '^[A-Z0-9][A-Z0-9-]{0,31}$'),
        by_driver boolean not null default false,
        tagged_by varchar(120) not null,
        tagged_at timestamptz not null default now(),
        released_at timestamptz null
      );`);
    this.addSql(`create unique index bag_tag_held_index on bag_tag (tag) where released_at is null;`);
    this.addSql(`create index bag_tag_booking_index on bag_tag (booking_id);`);
    this.addSql(`
      create table booking_incident (
        id serial primary key,
        booking_id integer not null references booking (id) on delete cascade,
        kind varchar(30) not null check (kind in ('missing_bags')),
        detail varchar(300) not null,
        opened_by varchar(120) not null,
        opened_at timestamptz not null default now(),
        resolved_at timestamptz null,
        resolution varchar(300) null
      );`);
    this.addSql(`create unique index booking_incident_open_index on booking_incident (booking_id, kind) where resolved_at is null;`);
    this.addSql(`create index booking_incident_opened_index on booking_incident (opened_at) where resolved_at is null;`);
  }
}
