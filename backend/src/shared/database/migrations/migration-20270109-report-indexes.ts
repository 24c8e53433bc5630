import { Migration } from '@mikro-orm/migrations';

/**
 * The admin's reports (GET /api/admin/reports) at any size of history: each of its sums reads a range of days by the
 * moment money moved, so each walks one of these in that order and reads only the range's rows, the columns it sums
 * carried in the index. A booking is joined by id only for a city's or a point's report, and for what was sold only
 * the bookings sold apart (same-day stays, legs' fees) are.
 */
export class MigrationReportIndexes extends Migration {
  override up(): void {
    // Payments by the moment they were taken.
    this.addSql(`create index booking_payment_taken_index on booking_payment (created_at) include (booking_id, amount_pence, purpose);`);
    // Refunds by the moment they succeeded (the row's last write); pending and failed ones are never summed.
    this.addSql(`create index refund_succeeded_index on refund (updated_at) include (booking_id, amount_pence) where state = 'succeeded';`);
    // Bookings by the moment they were paid ("bookings made").
    this.addSql(`create index booking_confirmed_index on booking (confirmed_at) include (location_id) where confirmed_at is not null;`);
    // The bookings whose first payment is not all storage by nights (a same-day stay, or legs' fees): what was sold
    // reads only these, by id; every other first payment is storage by nights.
    this.addSql(`create index booking_sold_apart_index on booking (id) include (nights, fees_pence) where nights = 0 or fees_pence > 0;`);
  }
}
