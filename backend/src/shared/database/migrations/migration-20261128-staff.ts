import { Migration } from '@mikro-orm/migrations';

/**
 * Staff: the collection points each staff member works at, and invitations as a second purpose of the
 * password-set token (same hashing, single use and expiry as a reset; an invitation lives longer).
 */
export class MigrationStaff extends Migration {
  override up(): void {
    this.addSql(`
      create table staff_location (
        user_id integer not null references app_user (id) on delete cascade,
        location_id integer not null references collection_location (id) on delete cascade,
        primary key (user_id, location_id)
      );`);
    this.addSql(`create index staff_location_location_id_index on staff_location (location_id);`);
    this.addSql(`alter table password_reset_token add column purpose varchar(20) not null default 'reset';`);
    this.addSql(`alter table password_reset_token add constraint password_reset_token_purpose_check check (purpose in ('reset', 'invitation'));`);
  }
}
