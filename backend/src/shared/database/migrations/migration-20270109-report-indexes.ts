import { Migration } from '@mikro-orm/migrations';

/**
 * The admin's reports (GET /api/admin/reports) at any size of history: each of its sums reads a range of days by the
 * moment money moved, so each walks one of these in that order and reads only the range's rows, the columns it sums
 * carried in the index. The join to the booking (its point, nights and fees) is by primary key.
 */
export class MigrationReportIndexes extends Migration {
  override up(): void {
    // Payments by the moment they were taken.
    this.addSql(`create index booking_payment_taken_index on booking_payment (created_at) include (booking_id, amount_pence, purpose);`);
    // Refunds by the moment they succeeded (the row's last write); pending and failed ones are never summed.
    this.addSql(`create index refund_succeeded_index on refund (updated_at) include (booking_id, amount_pence) where state = 'succeeded';`);
    // Bookings by the moment they were paid ("bookings made").
    this.addSql(`create index booking_confirmed_index on booking (confirmed_at) include (location_id) where confirmed_at is not null;`);
  }
}
