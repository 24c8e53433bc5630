import { Migration } from '@mikro-orm/migrations';

/**
 * The browser session that started a booking's checkout (the SHA-256 of its session id, as the session table keeps
 * it): only that session may change the pending booking or be answered its manage token. Null on older bookings.
 */
export class MigrationCheckoutOwner extends Migration {
  override up(): void {
    this.addSql(`alter table booking add column checkout_session_hash varchar(64);`);
  }
}
