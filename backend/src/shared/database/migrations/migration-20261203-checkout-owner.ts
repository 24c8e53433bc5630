import { Migration } from '@mikro-orm/migrations';

/**
 * The browser that started a booking's checkout (the SHA-256 of its checkout cookie): only that browser, or the
 * account the booking was made under, may change the pending booking or be answered its manage token. Null on older bookings.
 */
export class MigrationCheckoutOwner extends Migration {
  override up(): void {
    this.addSql(`alter table booking add column checkout_browser_hash varchar(64);`);
  }
}
