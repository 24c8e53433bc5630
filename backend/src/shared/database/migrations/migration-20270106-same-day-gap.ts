import { Migration } from '@mikro-orm/migrations';

/** Each city's gap between a same-day stay's collection window and its delivery window (minutes, two hours unless set). */
export class MigrationSameDayGap extends Migration {
  override up(): void {
    this.addSql(`alter table collection_city add column same_day_gap_minutes smallint not null default 120 check (same_day_gap_minutes between 30 and 720);`);
  }
}
