import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { BookingStatus } from '@luggage/contracts';
import { recordEvent } from '../../shared/events/outbox.js';
import { canTransition } from './domain/booking-status.js';
import { BookingStatusChange } from './entities/index.js';

export interface Transitioned {
  from: BookingStatus;
  reference: string;
}

/**
 * Every status change of an existing booking goes through here: the row is locked, the move checked against the
 * lifecycle, and the change, its audit row and its event commit together. Two racing callers (the browser and the
 * payment webhook, say) cannot both win: the second finds the status already moved and gets null.
 */
@Injectable()
export class BookingLifecycle {
  /** Call inside `tx`'s transaction. Returns null when the booking is missing or the move is not allowed from its status. */
  async transition(tx: EntityManager, bookingId: number, to: BookingStatus, actor: string, note: string | null = null): Promise<Transitioned | null> {
    const rows = await tx.execute<{ status: BookingStatus; reference: string }[]>('select status, reference from booking where id = ? for update', [bookingId]);
    if (rows.length === 0 || !canTransition(rows[0].status, to)) return null;
    await tx.execute(
      `update booking set status = ?, updated_at = now()${to === 'confirmed' ? ', confirmed_at = now()' : ''} where id = ?`,
      [to, bookingId],
    );
    tx.persist(new BookingStatusChange({ bookingId, fromStatus: rows[0].status, toStatus: to, actor, note }));
    const moved = { from: rows[0].status, reference: rows[0].reference };
    if (to === 'confirmed') recordEvent(tx, 'BookingConfirmed', { bookingId, reference: moved.reference });
    if (to === 'payment_failed') recordEvent(tx, 'BookingPaymentFailed', { bookingId, reference: moved.reference });
    return moved;
  }
}
