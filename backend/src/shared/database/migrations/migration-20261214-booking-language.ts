import { Migration } from '@mikro-orm/migrations';

/**
 * Languages: each booking remembers the language it was made in, so its emails and calendar file speak it
 * whoever causes them. Bookings made before languages existed were made in English.
 */
export class MigrationBookingLanguage extends Migration {
  override up(): void {
    this.addSql(`alter table booking add column language varchar(10) not null default 'en-GB';`);
  }
}
