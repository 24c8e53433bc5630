import { Migration } from '@mikro-orm/migrations';

/**
 * Same-day stays: `nights` 0, returned on the collection date, picked up (return_time) after the drop-off
 * (location_time). A stay of nights still returns on a later date.
 */
export class MigrationSameDayStays extends Migration {
  override up(): void {
    this.addSql(`alter table booking drop constraint booking_nights_check, drop constraint booking_check;`);
    this.addSql(`alter table booking
      add constraint booking_nights_check check (nights between 0 and 3),
      add constraint booking_return_date_check check (case when nights = 0 then return_date = collection_date and return_time > location_time else return_date > collection_date end);`);
  }
}
