import { Migration } from '@mikro-orm/migrations';

/** Server-side sessions (shared by every API instance), reset tokens and login/reset throttle counters. */
export class MigrationAccounts extends Migration {
  override up(): void {
    this.addSql(`
      create table session (
        id_hash char(64) primary key,
        user_id integer null references app_user (id) on delete cascade,
        csrf_token varchar(64) not null,
        created_at timestamptz not null default now(),
        expires_at timestamptz not null
      );`);
    this.addSql(`create index session_user_id_index on session (user_id) where user_id is not null;`);
    this.addSql(`create index session_expires_at_index on session (expires_at);`);
    this.addSql(`
      create table password_reset_token (
        id serial primary key,
        user_id integer not null unique references app_user (id) on delete cascade,
        token_hash char(64) not null,
        created_at timestamptz not null default now(),
        expires_at timestamptz not null,
        used_at timestamptz null
      );`);
    this.addSql(`
      create table auth_throttle (
        key varchar(320) primary key,
        hits integer not null,
        resets_at timestamptz not null
      );`);
    this.addSql(`create index auth_throttle_resets_at_index on auth_throttle (resets_at);`);
  }
}
