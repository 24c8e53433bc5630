import { Migration } from '@mikro-orm/migrations';

/**
 * The version of an account's device cookies: a login's device cookie carries it, and a password reset
 * raises it, so a cookie copied before the reset no longer spares the account's login cap.
 */
export class MigrationDeviceCookieVersionEdge extends Migration {
  override up(): void {
    this.addSql(`alter table app_user add column device_cookie_version int not null default 0;`);
  }
}
