import { Migration } from '@mikro-orm/migrations';

/**
 * The admin bookings list's "Same day" filter at any size of history: `nights = 0` walks this partial index in list
 * order (collection_date, reference), as the "changed" filter walks booking_changed_list_index. Without it a filter
 * for every date walks booking_operator_list_index and reads the whole history when same-day stays are few (none of
 * the older bookings is one). The "Overnight" filter needs none: nearly every row of that walk matches `nights > 0`.
 */
export class MigrationSameDayListIndex extends Migration {
  override up(): void {
    // GET /api/admin/bookings?stay=same-day: `where status in (…) and nights = 0 and (collection_date, reference) > cursor order by collection_date, reference limit 51`.
    this.addSql(`create index booking_same_day_list_index on booking (collection_date, reference) where nights = 0;`);
  }
}
