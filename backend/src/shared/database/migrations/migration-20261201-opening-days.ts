import { Migration } from '@mikro-orm/migrations';

/** The ISO weekdays (1 Monday to 7 Sunday) each point is open; every day unless an operator closes some. */
export class MigrationOpeningDays extends Migration {
  override up(): void {
    this.addSql(`alter table collection_location add column open_weekdays smallint[] not null default '{1,2,3,4,5,6,7}'
      check (cardinality(open_weekdays) between 1 and 7 and open_weekdays <@ '{1,2,3,4,5,6,7}');`);
  }
}
