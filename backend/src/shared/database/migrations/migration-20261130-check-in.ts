import { Migration } from '@mikro-orm/migrations';

/**
 * Staff check-in: every wrong PIN typed by staff for a reference, in the database so that every
 * API instance counts the same guesses. The failure that makes five within ten minutes carries `locks_until`; the
 * reference stays locked for staff until then, and counting starts again after it.
 */
export class MigrationCheckIn extends Migration {
  override up(): void {
    this.addSql(`
      create table check_in_pin_failure (
        id bigserial primary key,
        reference varchar(12) not null,
        user_id integer null references app_user (id) on delete set null,
        failed_at timestamptz not null default now(),
        locks_until timestamptz null
      );`);
    this.addSql(`create index check_in_pin_failure_reference_index on check_in_pin_failure (reference, failed_at);`);
  }
}
