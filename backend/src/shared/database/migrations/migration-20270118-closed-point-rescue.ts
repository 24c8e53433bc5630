import { Migration } from '@mikro-orm/migrations';

/**
 * Closed-point rescue (issue 42, part 4): when an admin closes a point for a day at short notice, each booking
 * affected that day gets one offer (`point_closure_offer`): the side it is affected on (its drop-off or its pick-up),
 * the nearest open point with room found when the point closed (`nearest_location_id`, null when there was none) and,
 * once the customer chose, what they took (`taken`: move, delivery or refund) and when. One offer per booking and
 * closed day: closing the same day again adds none. No personal data: the retention sweep has nothing to erase here.
 */
export class MigrationClosedPointRescue extends Migration {
  override up(): void {
    this.addSql(`
      create table point_closure_offer (
        id serial primary key,
        booking_id integer not null references booking (id) on delete cascade,
        location_id integer not null,
        closed_date date not null,
        note varchar(120) not null,
        side varchar(10) not null check (side in ('collection', 'return')),
        nearest_location_id integer null,
        taken varchar(10) null check (taken in ('move', 'delivery', 'refund')),
        taken_at timestamptz null,
        created_at timestamptz not null default now(),
        constraint point_closure_offer_taken_at_check check ((taken is null) = (taken_at is null)),
        constraint point_closure_offer_booking_day_unique unique (booking_id, closed_date)
      );`);
    this.addSql(`create index point_closure_offer_nearest_index on point_closure_offer (nearest_location_id, closed_date) where taken is null;`);
  }
}
