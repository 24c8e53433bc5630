import { Migration } from '@mikro-orm/migrations';

/**
 * Runs start on their day and zones and windows outlive their bookings.
 *
 * `collection_city.run_lead_minutes`: a run can start this many minutes before its window (default an hour).
 * `delivery_zone.active`, `delivery_window.active`: false retires one for new bookings and changes while it keeps
 * serving the legs booked in it. A booking leg's zone and window are foreign keys: a zone or window named by a leg
 * cannot be deleted (the admin is told to retire it instead). A database whose legs already name a deleted zone or
 * window keeps the keys unvalidated (enforced for every write from now on), so the migration never fails on them.
 */
export class MigrationRuns extends Migration {
  override up(): void {
    this.addSql(`alter table collection_city add column run_lead_minutes smallint not null default 60 check (run_lead_minutes between 0 and 720);`);
    this.addSql(`alter table delivery_zone add column active boolean not null default true;`);
    this.addSql(`alter table delivery_window add column active boolean not null default true;`);
    this.addSql(`create index booking_leg_zone_index on booking_leg (zone_id) where zone_id is not null;`);
    this.addSql(`create index booking_leg_window_index on booking_leg (window_id) where window_id is not null;`);
    this.addSql(`alter table booking_leg add constraint booking_leg_zone_id_fkey foreign key (zone_id) references delivery_zone (id) not valid;`);
    this.addSql(`alter table booking_leg add constraint booking_leg_window_id_fkey foreign key (window_id) references delivery_window (id) not valid;`);
    this.addSql(`
      do $$
      begin
        if not exists (select 1 from booking_leg l where l.zone_id is not null and not exists (select 1 from delivery_zone z where z.id = l.zone_id)) then
          alter table booking_leg validate constraint booking_leg_zone_id_fkey;
        end if;
        if not exists (select 1 from booking_leg l where l.window_id is not null and not exists (select 1 from delivery_window w where w.id = l.window_id)) then
          alter table booking_leg validate constraint booking_leg_window_id_fkey;
        end if;
      end $$;`);
  }
}
