import { Migration } from '@mikro-orm/migrations';

/**
 * The fee of a second delivery attempt, per city: null (the default) charges the fee per trip of
 * the address's zone; a number is a fixed fee in pence, 0 for a free second attempt.
 */
export class MigrationSecondAttemptFee extends Migration {
  override up(): void {
    this.addSql(`alter table collection_city add column second_attempt_fee_pence integer null check (second_attempt_fee_pence between 0 and 100000);`);
  }
}
