import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { BookingMove, BookingStatus } from '@luggage/contracts';
import { type OutboxWriter, recordEvent, StatementEvents } from '../../shared/events/outbox.js';
import { OutboxRelay } from '../../shared/events/outbox-relay.js';
import { prepared } from '../../shared/database/prepared-statements.js';
import { recordCollectionDayEnd, recordCollectionDayEndFilled } from './booking-times.js';
import { statusesMoving, UNDOABLE_STEPS, type UndoableStep } from './domain/lifecycle-table.js';

/** The booking a payment's confirmation found (see `confirmHoldingBags`). */
export interface ConfirmedBooking {
  id: number;
  /** Its status as the statement found it, under its lock. */
  status: BookingStatus;
  reference: string;
  totalPence: number;
  currency: string;
}

export interface Transitioned {
  from: BookingStatus;
  reference: string;
  /** YYYY-MM-DD */
  collectionDate: string;
  /** Whether the booking's bags are counted at its point (an unpaid booking's hold may have ended). */
  holdsBags: boolean;
}

interface ConfirmationRow {
  id: number;
  reference: string;
  total_pence: number;
  currency: string;
  status: BookingStatus;
  holds_bags: boolean;
  priced: boolean;
  moved: boolean;
  events: { id: string; job_key: string; payload: object }[];
}

const MOVE_TO: Partial<Record<BookingStatus, BookingMove>> = {
  confirmed: 'pay',
  payment_failed: 'fail_payment',
  pending_payment: 'retry_payment',
  collected: 'collect',
  returned: 'return',
  cancelled: 'cancel',
  no_show: 'mark_no_show',
};

/**
 * Every status change of an existing booking goes through here: the row is locked, the move checked against the
 * lifecycle table, and the change, its audit row and its event commit together. Two racing callers (the browser and
 * the payment webhook, say) cannot both win: the second finds the status already moved and gets null.
 *
 * Lock, check, update and audit row are one statement (one round trip instead of four on the busiest write of a
 * booking). FOR UPDATE re-reads the row once a racing change commits, so the check and the recorded "from" status
 * are those of the latest version.
 */
@Injectable()
export class BookingLifecycle {
  constructor(private readonly relay: OutboxRelay) {}

  /**
   * Call inside `tx`'s transaction. Returns null when the booking is missing or the move is not allowed from its status.
   * `move` defaults to the usual move into `to` (an admin's undo of a no show names its own). `announce: false` leaves
   * the move's events to the caller (a payment that may still be refused for want of room: see `announceConfirmed`).
   */
  async transition(
    tx: EntityManager,
    bookingId: number,
    to: BookingStatus,
    actor: string,
    note: string | null = null,
    { move = MOVE_TO[to], announce = true }: { move?: BookingMove; announce?: boolean } = {},
  ): Promise<Transitioned | null> {
    if (!move) return null;
    const stamp = move === 'pay' ? ', confirmed_at = now()' : to === 'cancelled' ? ', cancelled_at = now()' : '';
    const rows = await tx.execute<{ from_status: BookingStatus; reference: string; collection_date: string; holds_bags: boolean }[]>(
      `with current as (
         select id, status, reference, collection_date from booking where id = ? and status in (?) for update
       ), moved as (
         update booking set status = ?, updated_at = now()${stamp}
         from current where booking.id = current.id
         returning current.status as from_status, current.reference, to_char(current.collection_date, 'YYYY-MM-DD') as collection_date, booking.holds_bags
       ), audit as (
         insert into booking_status_change (booking_id, from_status, to_status, actor, note, action, created_at)
         select ?, from_status, ?, ?, ?, ?, now() from moved
       )
       select from_status, reference, collection_date, holds_bags from moved`,
      [bookingId, statusesMoving(move, to), to, bookingId, to, actor, note, move],
    );
    if (rows.length === 0) return null;
    const moved = { from: rows[0].from_status, reference: rows[0].reference, collectionDate: rows[0].collection_date, holdsBags: rows[0].holds_bags };
    if (!announce) return moved;
    if (move === 'pay') this.announceConfirmed(tx, bookingId, moved);
    if (to === 'payment_failed') recordEvent(tx, 'BookingPaymentFailed', { bookingId, reference: moved.reference });
    return moved;
  }

  /**
   * The usual confirmation of a payment as one statement, so with no transaction around it: the move to confirmed,
   * its history row, `alsoWhenMoved` (SQL over the CTE `moved`, the booking's new row, such as the payment's ledger
   * row) and the confirmation's events, if the booking may move, still holds its bags and, under its lock, is priced
   * at what the provider reports `paid`. The booking is found by its id or by its payment's intent (a payment event,
   * which knows no booking: everything the events need comes from the row, the end of the collection day too).
   * 'holds no bags': it may move, but must take its bags again first (`transition` in a transaction). 'price differs':
   * it may move, but the payment is not its price. 'skipped': it may not (a racing confirmation won). Null: no booking.
   */
  async confirmHoldingBags(
    em: EntityManager,
    booking: { id: number } | { paymentIntentId: string },
    paid: { amountPence: number; currency: string },
    actor: string,
    alsoWhenMoved: { sql: string; params: unknown[] } | null,
  ): Promise<{ outcome: 'confirmed' | 'holds no bags' | 'price differs' | 'skipped'; found: ConfirmedBooking } | null> {
    if (em.isInTransaction()) throw new Error('confirmHoldingBags commits by itself: call it outside a transaction');
    const events = new StatementEvents('moved');
    events.recordFilled('BookingConfirmed', {}, { bookingId: 'id', reference: 'reference' });
    recordCollectionDayEndFilled(events);
    const where = 'id' in booking ? { sql: 'id = ?::int', params: [booking.id] } : { sql: 'payment_intent_id = ?', params: [booking.paymentIntentId] };
    const also = alsoWhenMoved ? `, also as (${alsoWhenMoved.sql})` : '';
    const [found] = await em.execute<ConfirmationRow[]>(
      prepared(`with current as (
         select id, status, holds_bags, reference, total_pence, currency, total_pence = ?::int and currency = ? as priced from booking where ${where.sql} for update
       ), moved as (
         update booking set status = 'confirmed', updated_at = now(), confirmed_at = now()
         from current where booking.id = current.id and current.status = any(?::text[]) and current.holds_bags and current.priced
         returning booking.id, booking.reference, booking.collection_date, booking.payment_intent_id, booking.payment_provider, booking.total_pence,
                   current.status as from_status
       ), audit as (
         insert into booking_status_change (booking_id, from_status, to_status, actor, note, action, created_at)
         select id, from_status, 'confirmed', ?, null, 'pay', now() from moved
       )${also}, events as (${events.sql})
       select id, status, holds_bags, reference, total_pence, currency, priced, exists (select 1 from moved) as moved,
              coalesce((select json_agg(e) from events e), '[]') as events
       from current`),
      [paid.amountPence, paid.currency, ...where.params, statusesMoving('pay', 'confirmed'), actor, ...(alsoWhenMoved?.params ?? []), ...events.params],
    );
    if (!found) return null;
    const booked = { id: found.id, status: found.status, reference: found.reference, totalPence: found.total_pence, currency: found.currency };
    if (found.moved) {
      events.handOver(this.relay, found.events);
      return { outcome: 'confirmed', found: booked };
    }
    if (!statusesMoving('pay', 'confirmed').includes(found.status)) return { outcome: 'skipped', found: booked };
    return { outcome: !found.priced ? 'price differs' : found.holds_bags ? 'skipped' : 'holds no bags', found: booked };
  }

  /**
   * Undoes a step at the point (collected or returned) in `tx`'s transaction, as one statement like `transition`: the
   * booking must still be in the status the step led to. Returns null otherwise. The history row names the undo.
   */
  async undo(tx: EntityManager, bookingId: number, step: UndoableStep, actor: string): Promise<Pick<Transitioned, 'from' | 'reference'> | null> {
    const { undo, from, to } = UNDOABLE_STEPS[step];
    const rows = await tx.execute<{ from_status: BookingStatus; reference: string }[]>(
      `with current as (
         select id, status, reference from booking where id = ? and status = ? for update
       ), moved as (
         update booking set status = ?, updated_at = now()
         from current where booking.id = current.id
         returning current.status as from_status, current.reference
       ), audit as (
         insert into booking_status_change (booking_id, from_status, to_status, actor, note, action, created_at)
         select ?, from_status, ?, ?, null, ?, now() from moved
       )
       select from_status, reference from moved`,
      [bookingId, from, to, bookingId, to, actor.slice(0, 120), undo],
    );
    return rows.length === 0 ? null : { from: rows[0].from_status, reference: rows[0].reference };
  }

  /** Paid for: the confirmation email follows, and the no-show check waits for the end of the collection day. */
  announceConfirmed(tx: OutboxWriter, bookingId: number, moved: Pick<Transitioned, 'reference' | 'collectionDate'>): void {
    recordEvent(tx, 'BookingConfirmed', { bookingId, reference: moved.reference });
    recordCollectionDayEnd(tx, { bookingId, reference: moved.reference, collectionDate: moved.collectionDate });
  }

  /** A move that keeps the status (a change, a refund, a resent email): one history row, in the caller's transaction. */
  async note(tx: EntityManager, entry: { bookingId: number; status: BookingStatus; action: BookingMove | 'refund_failed' | 'unlock_pin'; actor: string; note: string | null }): Promise<void> {
    await tx.execute(
      `insert into booking_status_change (booking_id, from_status, to_status, actor, note, action, created_at) values (?, ?, ?, ?, ?, ?, now())`,
      [entry.bookingId, entry.status, entry.status, entry.actor.slice(0, 120), entry.note?.slice(0, 300) ?? null, entry.action],
    );
  }
}
