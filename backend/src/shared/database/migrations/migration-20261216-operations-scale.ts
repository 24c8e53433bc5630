import { Migration } from '@mikro-orm/migrations';

/**
 * Operator pages and an outbox that cost the same with any amount of history. Each index names the query
 * it serves.
 */
export class MigrationOperationsScale extends Migration {
  override up(): void {
    // BookingService.bagsPerNight (the occupancy page) reads the capacity counters (location_night) and takes off the
    // bags they count that are not stored: `holds_bags and status not in ('confirmed', 'collected') and
    // daterange(collection_date, return_date) && daterange(from, from + days)`. A GiST range index finds only the
    // stays that touch those nights, where a b-tree on either date also walks every past stay (or every future one).
    this.addSql(`create index booking_not_stored_stay_index on booking using gist (daterange(collection_date, return_date))
      where holds_bags and status not in ('confirmed', 'collected');`);
    // BookingService.bagsPerNight and bagsHeldFrom: `location_night where night >= from (and < from + days)`, the
    // nights ahead without reading every night since the point opened (the primary key leads with the point).
    this.addSql(`create index location_night_night_index on location_night (night);`);
    // BookingService.standingOnClosedDays (the occupancy page's attention list): the standing bookings of the points
    // that have closures or closed weekdays, from today on: `location_id = any(..) and return_date >= today`.
    this.addSql(`create index booking_standing_location_return_index on booking (location_id, return_date)
      where status in ('confirmed', 'collected');`);
    // DayListsService.forDay, the returns side (BookingService.search with `returnDate` and BookingService.returnedAt):
    // `return_date = day` at some points. The collections side has booking_collection_date_location_index.
    this.addSql(`create index booking_return_date_location_index on booking (return_date, location_id);`);
    // deletePublishedOutbox (the nightly retention sweep): `published_at < now() - OUTBOX_RETENTION_DAYS order by
    // published_at limit n`, the oldest published rows without reading the rest of the table.
    this.addSql(`create index outbox_event_published_at_index on outbox_event (published_at) where published_at is not null;`);
  }
}
