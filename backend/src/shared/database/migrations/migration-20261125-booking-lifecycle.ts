import { Migration } from '@mikro-orm/migrations';

/**
 * The life of a booking after payment: a secret manage link (stored hashed, and sealed for the emails that carry
 * it), a version that changes serialise on, the money ledger (payments and refunds, which can never add up to more
 * refunded than paid), changes waiting for their payment, the cancellation policy, and a named action per history row.
 */
export class MigrationBookingLifecycle extends Migration {
  override up(): void {
    this.addSql(`alter table booking
      add column manage_token_hash varchar(64) null unique,
      add column manage_token_sealed varchar(200) null,
      add column version integer not null default 0,
      add column changed_at timestamptz null,
      add column cancelled_at timestamptz null;`);
    this.addSql(`alter table payment_intent add column refund_fails boolean not null default false;`);
    this.addSql(`
      create table booking_payment (
        id serial primary key,
        booking_id integer not null references booking (id) on delete cascade,
        payment_intent_id varchar(255) not null unique,
        provider varchar(10) not null check (provider in ('stripe', 'offline')),
        purpose varchar(10) not null check (purpose in ('booking', 'change')),
        amount_pence integer not null check (amount_pence > 0),
        refunded_pence integer not null default 0 check (refunded_pence >= 0 and refunded_pence <= amount_pence),
        created_at timestamptz not null default now()
      );`);
    this.addSql(`create index booking_payment_booking_id_index on booking_payment (booking_id);`);
    this.addSql(`
      insert into booking_payment (booking_id, payment_intent_id, provider, purpose, amount_pence, created_at)
      select id, payment_intent_id, payment_provider, 'booking', total_pence, coalesce(confirmed_at, created_at)
        from booking
       where payment_intent_id is not null and total_pence > 0 and confirmed_at is not null;`);
    this.addSql(`
      create table refund (
        id serial primary key,
        booking_id integer not null references booking (id) on delete cascade,
        booking_payment_id integer not null references booking_payment (id) on delete cascade,
        payment_intent_id varchar(255) not null,
        provider varchar(10) not null check (provider in ('stripe', 'offline')),
        amount_pence integer not null check (amount_pence > 0),
        reason varchar(300) not null,
        state varchar(10) not null check (state in ('pending', 'succeeded', 'failed')),
        provider_refund_id varchar(255) null unique,
        idempotency_key varchar(80) not null unique,
        requested_by varchar(120) not null,
        failure_reason varchar(300) null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql(`create index refund_booking_id_index on refund (booking_id, id);`);
    this.addSql(`create index refund_payment_intent_id_index on refund (payment_intent_id);`);
    this.addSql(`create index refund_failed_index on refund (booking_id) where state = 'failed';`);
    this.addSql(`
      create table booking_change (
        id serial primary key,
        booking_id integer not null references booking (id) on delete cascade,
        base_version integer not null,
        state varchar(20) not null check (state in ('awaiting_payment', 'applied', 'stale', 'superseded')),
        details jsonb not null,
        amount_pence integer not null check (amount_pence > 0),
        payment_intent_id varchar(255) null unique,
        requested_by varchar(120) not null,
        created_at timestamptz not null default now(),
        settled_at timestamptz null
      );`);
    this.addSql(`create index booking_change_booking_id_index on booking_change (booking_id, id);`);
    this.addSql(`
      create table cancellation_policy (
        id smallint primary key check (id = 1),
        free_cancellation_hours smallint not null check (free_cancellation_hours between 0 and 336),
        late_refund_percent smallint not null check (late_refund_percent between 0 and 100),
        updated_by varchar(120) null,
        updated_at timestamptz not null default now()
      );`);
    this.addSql(`insert into cancellation_policy (id, free_cancellation_hours, late_refund_percent) values (1, 24, 0);`);
    this.addSql(`alter table booking_status_change add column action varchar(40) null;`);
  }
}
