import { Migration } from '@mikro-orm/migrations';

/**
 * Capacity per point and night. Each point takes at most `capacity` bags a night; `location_night` counts the bags
 * booked per point and night, and a booking adds its bags to every night of its stay with one conditional upsert
 * inside its transaction (the row lock of the upsert serialises racing bookings of the same night, so a count can
 * never be read stale). `booking.holds_bags` says whether a booking's bags are counted; an unpaid booking's hold
 * ends at `hold_expires_at`. Bookings already paid are counted from their stored lines.
 */
export class MigrationCapacity extends Migration {
  override up(): void {
    this.addSql(`alter table collection_location add column capacity integer not null default 40 check (capacity >= 0);`);
    this.addSql(`alter table booking
      add column holds_bags boolean not null default false,
      add column hold_expires_at timestamptz null;`);
    this.addSql(`
      create table location_night (
        location_id integer not null references collection_location (id) on delete cascade,
        night date not null,
        bags integer not null check (bags >= 0),
        primary key (location_id, night)
      );`);
    this.addSql(`update booking set holds_bags = true where status in ('confirmed', 'collected', 'returned');`);
    this.addSql(`
      insert into location_night (location_id, night, bags)
      select b.location_id, n.night::date, sum(i.amount)
        from booking b
        join booking_item i on i.booking_id = b.id
        cross join lateral generate_series(b.collection_date, b.return_date - 1, interval '1 day') as n(night)
       where b.holds_bags
       group by b.location_id, n.night::date;`);
  }
}
