import { Migration } from '@mikro-orm/migrations';

/**
 * The queue recognises a repeated hand-over of an outbox row by its job id, and keeps finished jobs' ids for a day.
 * Ids built from the row's bigserial id would come round again after a database restore (the sequence goes back
 * with it) and the queue would drop those new jobs as repeats: a random key per row cannot.
 */
export class MigrationOutboxJobKey extends Migration {
  override up(): void {
    this.addSql(`alter table outbox_event add column job_key uuid not null default gen_random_uuid();`);
  }
}
