import { Migration } from '@mikro-orm/migrations';

/**
 * The reports' per-day rollup (payments/reports/ledger-rollup.ts): one `ledger_day` row per closed London day rolled
 * up (the VAT rate it was reckoned at, and whether a later write made it stale), and one `ledger_day_point` row per
 * day and point with money or bookings on it: gross, refunds, VAT, bookings and the gross by what was sold.
 * `ledger_rollup_run` makes the nightly fill's scheduling idempotent, as `retention_sweep` does for the sweep.
 *
 * Triggers keep the rollup true to the ledger: any write that changes what a rolled-up day sums (a payment or a
 * succeeded refund recorded, re-dated or removed; a refund that bounces; a booking's point, nights, fees, legs or
 * confirmation changed) marks that day stale, under a shared advisory lock that a fill takes exclusively, so a fill
 * never commits figures read before such a write committed. A stale day is summed again at the rate it kept.
 */
export class MigrationLedgerRollup extends Migration {
  override up(): void {
    this.addSql(`
      create table ledger_day (
        day date primary key,
        vat_rate_percent integer not null,
        stale boolean not null default false,
        rolled_up_at timestamptz not null default now()
      );`);
    this.addSql(`create index ledger_day_stale_index on ledger_day (day) where stale;`);
    this.addSql(`
      create table ledger_day_point (
        day date not null references ledger_day (day) on delete cascade,
        location_id integer not null,
        gross integer not null,
        refunds integer not null,
        vat integer not null,
        bookings integer not null,
        storage_nights integer not null,
        storage_days integer not null,
        collection integer not null,
        delivery integer not null,
        return_elsewhere integer not null,
        change_difference integer not null,
        primary key (day, location_id)
      );`);
    this.addSql(`
      create table ledger_rollup_run (
        day date primary key,
        started_at timestamptz null,
        finished_at timestamptz null,
        days_filled integer null
      );`);
    this.addSql(`
      create function stale_ledger_days(days date[]) returns void language plpgsql as $$
      begin
        if cardinality(days) is null or cardinality(days) = 0 then return; end if;
        perform pg_advisory_xact_lock_shared(727002);
        update ledger_day set stale = true where day = any(days) and not stale;
      end $$;`);
    this.addSql(`
      create function london_day(at timestamptz) returns date language sql immutable as $$
        select (at at time zone 'Europe/London')::date
      $$;`);
    this.addSql(`
      create function ledger_booking_days(booking_ids integer[], first_payments_only boolean) returns date[] language sql stable as $$
        select coalesce(array_agg(distinct d), '{}') from (
          select london_day(p.created_at) as d from booking_payment p
           where p.booking_id = any(booking_ids) and (not first_payments_only or p.purpose = 'booking')
          union all
          select london_day(r.updated_at) from refund r
           where not first_payments_only and r.booking_id = any(booking_ids) and r.state = 'succeeded'
        ) days
      $$;`);
    this.payments();
    this.refunds();
    this.bookings();
    this.legs();
  }

  private payments(): void {
    this.addSql(`
      create function ledger_payments_added() returns trigger language plpgsql as $$
      begin
        perform stale_ledger_days(array(select distinct london_day(created_at) from changed));
        return null;
      end $$;`);
    this.addSql(`create trigger booking_payment_ledger_insert after insert on booking_payment referencing new table as changed for each statement execute function ledger_payments_added();`);
    this.addSql(`create trigger booking_payment_ledger_delete after delete on booking_payment referencing old table as changed for each statement execute function ledger_payments_added();`);
    this.addSql(`
      create function ledger_payment_moved() returns trigger language plpgsql as $$
      begin
        perform stale_ledger_days(array[london_day(old.created_at), london_day(new.created_at)]);
        return null;
      end $$;`);
    this.addSql(`
      create trigger booking_payment_ledger_update after update of created_at, amount_pence, booking_id, purpose on booking_payment for each row
        when (old.created_at is distinct from new.created_at or old.amount_pence is distinct from new.amount_pence
              or old.booking_id is distinct from new.booking_id or old.purpose is distinct from new.purpose)
        execute function ledger_payment_moved();`);
  }

  private refunds(): void {
    this.addSql(`
      create function ledger_refunds_added() returns trigger language plpgsql as $$
      begin
        perform stale_ledger_days(array(select distinct london_day(updated_at) from changed where state = 'succeeded'));
        return null;
      end $$;`);
    this.addSql(`create trigger refund_ledger_insert after insert on refund referencing new table as changed for each statement execute function ledger_refunds_added();`);
    this.addSql(`create trigger refund_ledger_delete after delete on refund referencing old table as changed for each statement execute function ledger_refunds_added();`);
    // A refund counts on the day it succeeded: succeeding, bouncing (succeeded -> failed) or being re-dated moves it.
    this.addSql(`
      create function ledger_refund_moved() returns trigger language plpgsql as $$
      begin
        perform stale_ledger_days(array_remove(array[
          case when old.state = 'succeeded' then london_day(old.updated_at) end,
          case when new.state = 'succeeded' then london_day(new.updated_at) end], null));
        return null;
      end $$;`);
    this.addSql(`
      create trigger refund_ledger_update after update of state, updated_at, amount_pence, booking_id on refund for each row
        when ((old.state = 'succeeded' or new.state = 'succeeded')
              and (old.state is distinct from new.state or old.updated_at is distinct from new.updated_at
                   or old.amount_pence is distinct from new.amount_pence or old.booking_id is distinct from new.booking_id))
        execute function ledger_refund_moved();`);
  }

  private bookings(): void {
    this.addSql(`
      create function ledger_bookings_confirmed() returns trigger language plpgsql as $$
      begin
        perform stale_ledger_days(array(select distinct london_day(confirmed_at) from changed where confirmed_at is not null));
        return null;
      end $$;`);
    this.addSql(`create trigger booking_ledger_insert after insert on booking referencing new table as changed for each statement execute function ledger_bookings_confirmed();`);
    this.addSql(`create trigger booking_ledger_delete after delete on booking referencing old table as changed for each statement execute function ledger_bookings_confirmed();`);
    // Its point places every payment, refund and confirmation of it; its nights and fees split its first payment.
    this.addSql(`
      create function ledger_booking_changed() returns trigger language plpgsql as $$
      begin
        perform stale_ledger_days(array_remove(array[london_day(old.confirmed_at), london_day(new.confirmed_at)], null)
          || case when old.location_id is distinct from new.location_id or old.nights is distinct from new.nights or old.fees_pence is distinct from new.fees_pence
                  then ledger_booking_days(array[new.id], false) else '{}'::date[] end);
        return null;
      end $$;`);
    this.addSql(`
      create trigger booking_ledger_update after update of location_id, nights, fees_pence, confirmed_at on booking for each row
        when (old.location_id is distinct from new.location_id or old.nights is distinct from new.nights
              or old.fees_pence is distinct from new.fees_pence or old.confirmed_at is distinct from new.confirmed_at)
        execute function ledger_booking_changed();`);
  }

  /** A leg's fee is part of its booking's first payment, split by what the booking holds now. */
  private legs(): void {
    this.addSql(`
      create function ledger_legs_changed() returns trigger language plpgsql as $$
      begin
        perform stale_ledger_days(ledger_booking_days(array(select distinct booking_id from changed where fee_pence > 0), true));
        return null;
      end $$;`);
    this.addSql(`create trigger booking_leg_ledger_insert after insert on booking_leg referencing new table as changed for each statement execute function ledger_legs_changed();`);
    this.addSql(`create trigger booking_leg_ledger_delete after delete on booking_leg referencing old table as changed for each statement execute function ledger_legs_changed();`);
    this.addSql(`
      create function ledger_leg_changed() returns trigger language plpgsql as $$
      begin
        perform stale_ledger_days(ledger_booking_days(array[old.booking_id, new.booking_id], true));
        return null;
      end $$;`);
    this.addSql(`
      create trigger booking_leg_ledger_update after update of fee_pence, kind, direction, booking_id on booking_leg for each row
        when (old.fee_pence is distinct from new.fee_pence or old.kind is distinct from new.kind
              or old.direction is distinct from new.direction or old.booking_id is distinct from new.booking_id)
        execute function ledger_leg_changed();`);
  }
}
