import { Migration } from '@mikro-orm/migrations';

/**
 * Proof that an account owns its email address before the account page shows the guest bookings made with it,
 * and the link from a booking to the account that was signed in when it was made. Admins existing now were made by
 * ADMIN_EMAIL or create-admin (an operator vouched for the address) and count as verified; existing customers
 * registered without any proof, so they start unverified and see their guest bookings once they verify.
 */
export class MigrationEmailVerification extends Migration {
  override up(): void {
    this.addSql(`alter table app_user add column email_verified_at timestamptz null;`);
    this.addSql(`update app_user set email_verified_at = now() where is_admin;`);
    this.addSql(`
      create table email_verification_token (
        id serial primary key,
        user_id integer not null unique references app_user (id) on delete cascade,
        email varchar(254) not null,
        token_hash char(64) not null unique,
        created_at timestamptz not null default now(),
        expires_at timestamptz not null,
        used_at timestamptz null
      );`);
    this.addSql(`alter table booking add column user_id integer null references app_user (id) on delete set null;`);
    this.addSql(`create index booking_user_id_index on booking (user_id) where user_id is not null;`);
  }
}
