import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { BookingMove, BookingStatus } from '@luggage/contracts';
import { recordEvent } from '../../shared/events/outbox.js';
import { statusesLeadingTo } from './domain/lifecycle-table.js';

export interface Transitioned {
  from: BookingStatus;
  reference: string;
}

const MOVE_TO: Partial<Record<BookingStatus, BookingMove>> = {
  confirmed: 'pay',
  payment_failed: 'fail_payment',
  pending_payment: 'retry_payment',
  collected: 'collect',
  returned: 'return',
  cancelled: 'cancel',
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
  /** Call inside `tx`'s transaction. Returns null when the booking is missing or the move is not allowed from its status. */
  async transition(tx: EntityManager, bookingId: number, to: BookingStatus, actor: string, note: string | null = null): Promise<Transitioned | null> {
    const stamp = to === 'confirmed' ? ', confirmed_at = now()' : to === 'cancelled' ? ', cancelled_at = now()' : '';
    const rows = await tx.execute<{ from_status: BookingStatus; reference: string }[]>(
      `with current as (
         select id, status, reference from booking where id = ? and status in (?) for update
       ), moved as (
         update booking set status = ?, updated_at = now()${stamp}
         from current where booking.id = current.id
         returning current.status as from_status, current.reference
       ), audit as (
         insert into booking_status_change (booking_id, from_status, to_status, actor, note, action, created_at)
         select ?, from_status, ?, ?, ?, ?, now() from moved
       )
       select from_status, reference from moved`,
      [bookingId, statusesLeadingTo(to), to, bookingId, to, actor, note, MOVE_TO[to] ?? null],
    );
    if (rows.length === 0) return null;
    const moved = { from: rows[0].from_status, reference: rows[0].reference };
    if (to === 'confirmed') recordEvent(tx, 'BookingConfirmed', { bookingId, reference: moved.reference });
    if (to === 'payment_failed') recordEvent(tx, 'BookingPaymentFailed', { bookingId, reference: moved.reference });
    return moved;
  }

  /** A move that keeps the status (a change, a refund, a resent email): one history row, in the caller's transaction. */
  async note(tx: EntityManager, entry: { bookingId: number; status: BookingStatus; action: BookingMove | 'refund_failed'; actor: string; note: string | null }): Promise<void> {
    await tx.execute(
      `insert into booking_status_change (booking_id, from_status, to_status, actor, note, action, created_at) values (?, ?, ?, ?, ?, ?, now())`,
      [entry.bookingId, entry.status, entry.status, entry.actor.slice(0, 120), entry.note?.slice(0, 300) ?? null, entry.action],
    );
  }
}
