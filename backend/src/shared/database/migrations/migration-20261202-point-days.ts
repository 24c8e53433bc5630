import { Migration } from '@mikro-orm/migrations';

/**
 * Per point: a handover time per weekday where it differs from the usual one ({"6": "10:00"}), and closure dates
 * with a note ([{"date": "25-12-2026", "note": "Christmas Day"}]). A booking keeps the time of its return day too,
 * which may now differ from its collection day's (null on older bookings: the collection day's time).
 */
export class MigrationPointDays extends Migration {
  override up(): void {
    this.addSql(`alter table collection_location
      add column weekday_times jsonb not null default '{}' check (jsonb_typeof(weekday_times) = 'object'),
      add column closures jsonb not null default '[]' check (jsonb_typeof(closures) = 'array');`);
    this.addSql(`alter table booking add column return_time varchar(5);`);
  }
}
