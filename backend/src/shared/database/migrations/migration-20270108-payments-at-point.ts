import { Migration } from '@mikro-orm/migrations';

/**
 * A stay extended at the point is paid there (cash or the point's card machine): staff record the payment, as
 * provider 'point'. The ledger never asks the card provider to refund it; it is given back at the point.
 */
export class MigrationPaymentsAtPoint extends Migration {
  override up(): void {
    // The provider's check was written unnamed: found by its definition.
    this.addSql(`
      do $$
      declare name text;
      begin
        for name in select conname from pg_constraint
                     where conrelid = 'booking_payment'::regclass and contype = 'c' and pg_get_constraintdef(oid) like '%provider%' loop
          execute format('alter table booking_payment drop constraint %I', name);
        end loop;
      end $$;`);
    this.addSql(`alter table booking_payment add constraint booking_payment_provider_check check (provider in ('stripe', 'offline', 'point'));`);
  }
}
