import { Migration } from '@mikro-orm/migrations';

/**
 * Closed-point rescue, the pick-up side (docs/decisions.md, "Closed-point rescue"): bags due back at a closed point
 * may be picked up the next day it opens, free, so an offer's `taken` may also be `later`. The check is replaced, not
 * edited: the table is small (one row per affected booking and closed day).
 */
export class MigrationClosureLater extends Migration {
  override up(): void {
    this.addSql(`alter table point_closure_offer drop constraint if exists point_closure_offer_taken_check;`);
    this.addSql(`alter table point_closure_offer add constraint point_closure_offer_taken_check check (taken in ('move', 'delivery', 'later', 'refund'));`);
  }
}
