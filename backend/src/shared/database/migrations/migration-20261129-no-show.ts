import { Migration } from '@mikro-orm/migrations';

/**
 * A booking's new status `no_show` (confirmed, never collected by the end of its collection day). Bookings already
 * confirmed for today or later get their end-of-day check, as new confirmations do; older ones are left as they are.
 */
export class MigrationNoShow extends Migration {
  override up(): void {
    this.addSql(`alter table booking drop constraint booking_status_check;`);
    this.addSql(`alter table booking add constraint booking_status_check
      check (status in ('pending_payment', 'confirmed', 'payment_failed', 'collected', 'returned', 'cancelled', 'no_show'));`);
    this.addSql(`
      insert into outbox_event (name, payload, available_at)
      select 'CollectionDayEnded',
             json_build_object('bookingId', id, 'reference', reference, 'collectionDate', to_char(collection_date, 'YYYY-MM-DD')),
             ((collection_date + 1)::timestamp at time zone 'Europe/London')
        from booking
       where status = 'confirmed' and collection_date >= (now() at time zone 'Europe/London')::date;`);
  }
}
