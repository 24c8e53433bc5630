import { Migration } from '@mikro-orm/migrations';

export class MigrationNotifications extends Migration {
  override up(): void {
    this.addSql(`
      create table sent_email (
        key varchar(200) primary key,
        recipient varchar(254) not null,
        subject varchar(300) not null,
        status varchar(10) not null check (status in ('sending', 'sent')),
        attempts integer not null default 1,
        message_id varchar(300) null,
        location text null,
        created_at timestamptz not null default now(),
        sent_at timestamptz null
      );`);
  }
}
