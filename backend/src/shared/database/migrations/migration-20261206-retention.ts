import { Migration } from '@mikro-orm/migrations';

/**
 * Personal data retention: a booking remembers when its personal details were erased, and one
 * row per nightly sweep (its London day) makes scheduling a sweep idempotent: whoever records the day's timed event
 * inserts the row first, so a restart, a second instance or a redelivered job never adds a second sweep for a day.
 */
export class MigrationRetention extends Migration {
  override up(): void {
    this.addSql(`alter table booking add column personal_data_erased_at timestamptz null;`);
    this.addSql(`create index booking_return_date_not_erased_index on booking (return_date) where personal_data_erased_at is null;`);
    this.addSql(`
      create table retention_sweep (
        day date primary key,
        erased_bookings integer null,
        finished_at timestamptz null
      );`);
  }
}
