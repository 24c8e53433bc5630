import { Migration } from '@mikro-orm/migrations';

/**
 * Wrong check-in PINs are limited per member of staff too: PinLock counts a person's failures
 * of the last hour on every attempt, so they are indexed by who typed them.
 */
export class MigrationPinFailuresByStaff extends Migration {
  override up(): void {
    this.addSql(`create index check_in_pin_failure_user_index on check_in_pin_failure (user_id, failed_at);`);
  }
}
