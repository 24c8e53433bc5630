import { Migration } from '@mikro-orm/migrations';

/**
 * The unpaid bookings that hold their bags and trips, by index. A checkout with address legs counts the
 * trips other unpaid checkouts hold on its window-days (trip-capacity.ts, TRIP_LOADS); read through the window-day's
 * legs, that walked every leg ever booked on the window-day and its booking, paid or not: 4.8 ms a checkout on the
 * bench's busy window, against 0.5 ms for a point checkout. Read from the few unpaid holding bookings instead, it
 * costs what they number.
 */
export class MigrationHeldUnpaidIndex extends Migration {
  override up(): void {
    this.addSql(`create index booking_held_unpaid_index on booking (id) where holds_bags and status in ('pending_payment', 'payment_failed');`);
  }
}
