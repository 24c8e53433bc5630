import { Migration } from '@mikro-orm/migrations';

/**
 * Custody photos and claims (issue 42, parts 1, 5 and 6): `stored_photo` (a photo of a booking's bags taken at the
 * handover, or sent with a claim; the image itself is in the photo store under `storage_key`), `claim` (a customer's
 * report of a problem, its status, due date and decision with what was paid out, to the card and by bank transfer) and
 * `claim_message` (the team's replies and the customer's answers).
 */
export class MigrationClaims extends Migration {
  override up(): void {
    this.addSql(`
      create table claim (
        id serial primary key,
        booking_id integer not null references booking (id),
        kind varchar(20) not null check (kind in ('damaged', 'missing_item', 'missing_bag', 'late_hand_back', 'other')),
        description text not null,
        status varchar(20) not null default 'received' check (status in ('received', 'needs_information', 'accepted', 'partly_accepted', 'rejected')),
        due_at timestamptz not null,
        reason text null,
        payout_pence integer null check (payout_pence > 0),
        card_refund_pence integer not null default 0 check (card_refund_pence >= 0),
        bank_transfer_pence integer not null default 0 check (bank_transfer_pence >= 0),
        decided_at timestamptz null,
        decided_by varchar(120) null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        check (payout_pence is null or payout_pence = card_refund_pence + bank_transfer_pence),
        check ((status in ('accepted', 'partly_accepted')) = (payout_pence is not null))
      );`);
    this.addSql(`create index claim_queue_idx on claim (status, due_at);`);
    this.addSql(`create index claim_booking_idx on claim (booking_id);`);
    this.addSql(`create index claim_decided_idx on claim (decided_at) where payout_pence is not null;`);
    this.addSql(`
      create table claim_message (
        id serial primary key,
        claim_id integer not null references claim (id) on delete cascade,
        author varchar(10) not null check (author in ('customer', 'team')),
        body text not null,
        created_at timestamptz not null default now()
      );`);
    this.addSql(`create index claim_message_claim_idx on claim_message (claim_id, id);`);
    this.addSql(`
      create table stored_photo (
        id serial primary key,
        booking_id integer not null references booking (id),
        claim_id integer null references claim (id),
        purpose varchar(10) not null check (purpose in ('handover', 'claim')),
        storage_key varchar(200) not null unique,
        content_type varchar(30) not null,
        bytes integer not null check (bytes > 0),
        width integer not null,
        height integer not null,
        taken_by varchar(120) not null,
        erase_pending boolean not null default false,
        created_at timestamptz not null default now()
      );`);
    this.addSql(`create index stored_photo_booking_idx on stored_photo (booking_id, id);`);
    this.addSql(`create index stored_photo_claim_idx on stored_photo (claim_id) where claim_id is not null;`);
    this.addSql(`create index stored_photo_erase_idx on stored_photo (id) where erase_pending;`);
  }
}
