import { Migration } from '@mikro-orm/migrations';

/**
 * The operations module's tables. booking_pass: each paid booking's check-in PIN, sealed (never in plain text), made
 * on first use. booking_reminder: one row per reminder a booking was given (kind and the date it is for), so
 * scheduling twice (a repeated job, a change that kept the date) records the timed event once.
 */
export class MigrationOperations extends Migration {
  override up(): void {
    this.addSql(`
      create table booking_pass (
        booking_id integer primary key references booking (id) on delete cascade,
        pin_sealed varchar(100) not null,
        created_at timestamptz not null default now()
      );`);
    this.addSql(`
      create table booking_reminder (
        booking_id integer not null references booking (id) on delete cascade,
        kind varchar(10) not null check (kind in ('collection', 'return')),
        reminder_date date not null,
        due_at timestamptz not null,
        created_at timestamptz not null default now(),
        primary key (booking_id, kind, reminder_date)
      );`);
  }
}
