import { Migration } from '@mikro-orm/migrations';

/** The offline test provider's payment intents, and every verified provider event (deduplicated by its id). */
export class MigrationPayments extends Migration {
  override up(): void {
    this.addSql(`
      create table payment_intent (
        id varchar(64) primary key,
        client_secret varchar(200) not null,
        idempotency_key varchar(100) not null unique,
        amount_pence integer not null check (amount_pence >= 0),
        currency varchar(3) not null,
        status varchar(30) not null check (status in ('requires_payment_method', 'requires_action', 'processing', 'succeeded', 'canceled')),
        booking_id integer null references booking (id) on delete restrict,
        last_error_type varchar(30) null,
        last_error_message varchar(300) null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql(`create index payment_intent_booking_id_index on payment_intent (booking_id);`);
    this.addSql(`
      create table payment_event (
        id bigserial primary key,
        provider varchar(10) not null,
        provider_event_id varchar(255) not null unique,
        type varchar(100) not null,
        payment_intent_id varchar(255) null,
        payload jsonb not null,
        received_at timestamptz not null default now(),
        processed_at timestamptz null
      );`);
    this.addSql(`create index payment_event_payment_intent_id_index on payment_event (payment_intent_id);`);
  }
}
