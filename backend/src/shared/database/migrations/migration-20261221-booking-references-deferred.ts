import { Migration } from '@mikro-orm/migrations';

/**
 * A payment intent's and a status change's booking are checked at the commit. A token's first checkout
 * makes the intent before the booking's row is written (booking-checkout.service.ts, firstCheckout), so that the row
 * is written once, intent and hold included, instead of inserted and then updated (a second write to each of
 * booking's indexes); the status change refers to the booking by id alone, so the unit of work may insert it first.
 * All are written in one transaction, and a commit without the booking still fails.
 */
export class MigrationBookingReferencesDeferred extends Migration {
  override up(): void {
    this.addSql(`alter table payment_intent alter constraint payment_intent_booking_id_fkey deferrable initially deferred;`);
    this.addSql(`alter table booking_status_change alter constraint booking_status_change_booking_id_fkey deferrable initially deferred;`);
  }
}
