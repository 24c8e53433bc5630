import { Migration } from '@mikro-orm/migrations';

/**
 * The admin bookings list and search at any size of history. The list turns its pages on
 * (collection_date, reference); the search finds a reference or an email by the indexes they already have
 * (booking's unique reference, stored upper case, and booking_email_index, stored lower case) and free text by
 * trigrams. pg_trgm ships with PostgreSQL's contrib and with PGlite (loaded in embedded-postgres.ts).
 */
export class MigrationAdminSearch extends Migration {
  override up(): void {
    this.addSql(`create extension if not exists pg_trgm;`);
    // GET /api/admin/bookings?status=X: `where status = X and (collection_date, reference) > cursor order by collection_date, reference limit 51`.
    this.addSql(`create index booking_status_list_index on booking (status, collection_date, reference);`);
    // GET /api/admin/bookings with every operator status: the same keyset walk over `status in (<operator statuses>)`.
    this.addSql(`
      create index booking_operator_list_index on booking (collection_date, reference)
        where status in ('confirmed', 'collected', 'returned', 'no_show', 'cancelled');`);
    // GET /api/admin/bookings?attention=changed: the few bookings changed after payment, in list order.
    this.addSql(`create index booking_changed_list_index on booking (collection_date, reference) where changed_at is not null;`);
    // GET /api/admin/bookings?q=<part of a name, email, phone or reference>: `<searched text> ilike '%q%'` (BookingService.SEARCHED_TEXT).
    this.addSql(`
      create index booking_search_trgm_index on booking
        using gin ((full_name || ' ' || email || ' ' || reference || ' ' || contact_number) gin_trgm_ops);`);
  }
}
