import { Migration } from '@mikro-orm/migrations';

/** Meeting instructions per point (where exactly to meet, what to look for, accessibility notes); '' when none. */
export class MigrationInstructions extends Migration {
  override up(): void {
    this.addSql(`alter table collection_location add column instructions varchar(1000) not null default '';`);
  }
}
