import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { recordEvent } from '../../../shared/events/outbox.js';
import type { RefundState } from '../entities/index.js';

export interface RecordPaymentInput {
  bookingId: number;
  paymentIntentId: string;
  /** 'point': taken by staff at the point (cash or card machine), given back there too, never by the provider. */
  provider: 'stripe' | 'offline' | 'point';
  purpose: 'booking' | 'change';
  amountPence: number;
}

export interface RefundRequest {
  bookingId: number;
  amountPence: number;
  reason: string;
  /** 'customer', 'admin:<id> <name> <email>' ... */
  requestedBy: string;
}

export interface RefundRecordView {
  id: number;
  amountPence: number;
  state: RefundState;
  reason: string;
  requestedBy: string;
  failureReason: string | null;
  createdAt: string;
}

/** A booking's money as the ledger holds it, in pence. */
export interface LedgerSummary {
  paidPence: number;
  /** Of paidPence, what staff took at the point (given back there, never by the provider). */
  paidAtPointPence: number;
  /** Refunds made or under way. */
  refundedPence: number;
  refundPendingPence: number;
  refundSucceededPence: number;
  /** A failed refund not followed by another refund request: an operator has to act. */
  refundFailed: boolean;
  refunds: RefundRecordView[];
}

/** A booking's money movements, each with the instant it was recorded. */
export interface LedgerMovements {
  payments: { id: number; purpose: 'booking' | 'change'; amountPence: number; at: Date }[];
  /** Refunds the provider made (state succeeded), each against one payment. */
  refundsMade: { id: number; paymentId: number; amountPence: number; at: Date }[];
}

const EMPTY: LedgerSummary = { paidPence: 0, paidAtPointPence: 0, refundedPence: 0, refundPendingPence: 0, refundSucceededPence: 0, refundFailed: false, refunds: [] };

/**
 * Money taken and given back per booking. Every write runs in the caller's transaction, which holds the booking's row
 * lock; on top of that each refund claims its amount from its payment with a conditional UPDATE, and the table's
 * check refuses `refunded > amount`, so two racing requests can never refund more than was paid.
 */
@Injectable()
export class PaymentLedger {
  /** Idempotent: a payment is recorded once per intent however often its success is seen. */
  async recordPayment(tx: EntityManager, input: RecordPaymentInput): Promise<void> {
    await tx.execute(
      `insert into booking_payment (booking_id, payment_intent_id, provider, purpose, amount_pence) values (?, ?, ?, ?, ?)
       on conflict (payment_intent_id) do nothing`,
      [input.bookingId, input.paymentIntentId, input.provider, input.purpose, input.amountPence],
    );
  }

  /**
   * recordPayment as a part of the caller's statement: the payment of the booking that `paid` selects (a query over
   * the caller's own rows answering booking_id, payment_intent_id and provider; one row or none), for the amount the
   * provider reports charged: nothing for a payment of nothing or without an intent.
   */
  paymentRowFrom(paid: string, amountPence: number): { sql: string; params: unknown[] } {
    return {
      sql: `insert into booking_payment (booking_id, payment_intent_id, provider, purpose, amount_pence)
       select booking_id, payment_intent_id, provider, 'booking', ?::int from (${paid}) as paid where payment_intent_id is not null and ?::int > 0
       on conflict (payment_intent_id) do nothing`,
      params: [amountPence, amountPence],
    };
  }

  /**
   * Asks for refunds of `amountPence` in all, from the latest payment first (a change's difference before the first
   * payment), from the provider's payments only: money taken at the point is given back there. Writes a pending refund row per payment touched and a RefundRequested event each; a job carries them
   * out. Returns the pence actually asked for: less than `amountPence` when less is left to refund.
   */
  async requestRefund(tx: EntityManager, request: RefundRequest): Promise<number> {
    if (request.amountPence <= 0) return 0;
    const payments = await tx.execute<{ id: number; payment_intent_id: string; provider: string; left: number }[]>(
      `select id, payment_intent_id, provider, amount_pence - refunded_pence as left from booking_payment
        where booking_id = ? and refunded_pence < amount_pence and provider <> 'point' order by id desc for update`,
      [request.bookingId],
    );
    let wanted = request.amountPence;
    for (const payment of payments) {
      if (wanted === 0) break;
      const piece = Math.min(wanted, payment.left);
      const claimed = await tx.execute(
        'update booking_payment set refunded_pence = refunded_pence + ? where id = ? and refunded_pence + ? <= amount_pence returning id',
        [piece, payment.id, piece],
      );
      if (claimed.length === 0) continue;
      const [refund] = await tx.execute<{ id: number }[]>(
        `insert into refund (booking_id, booking_payment_id, payment_intent_id, provider, amount_pence, reason, state, idempotency_key, requested_by)
         values (?, ?, ?, ?, ?, ?, 'pending', 'refund-' || gen_random_uuid(), ?) returning id`,
        [request.bookingId, payment.id, payment.payment_intent_id, payment.provider, piece, request.reason.slice(0, 300), request.requestedBy.slice(0, 120)],
      );
      recordEvent(tx, 'RefundRequested', { refundId: refund.id, bookingId: request.bookingId });
      wanted -= piece;
    }
    return request.amountPence - wanted;
  }

  async summary(em: EntityManager, bookingId: number): Promise<LedgerSummary> {
    return (await this.summaries(em, [bookingId])).get(bookingId) ?? { ...EMPTY, refunds: [] };
  }

  /** One round trip for a page of bookings. */
  async summaries(em: EntityManager, bookingIds: number[]): Promise<Map<number, LedgerSummary>> {
    const result = new Map<number, LedgerSummary>();
    if (bookingIds.length === 0) return result;
    const [payments, refunds] = await Promise.all([
      em.execute<{ booking_id: number; paid: number; at_point: number }[]>(
        `select booking_id, sum(amount_pence)::int as paid, coalesce(sum(amount_pence) filter (where provider = 'point'), 0)::int as at_point
           from booking_payment where booking_id in (?) group by booking_id`,
        [bookingIds],
      ),
      em.execute<RefundRow[]>(
        `select id, booking_id, amount_pence, state, reason, requested_by, failure_reason, created_at from refund
          where booking_id in (?) order by booking_id, id`,
        [bookingIds],
      ),
    ]);
    for (const id of bookingIds) result.set(id, { ...EMPTY, refunds: [] });
    for (const row of payments) Object.assign(result.get(row.booking_id)!, { paidPence: row.paid, paidAtPointPence: row.at_point });
    for (const row of refunds) {
      const summary = result.get(row.booking_id)!;
      summary.refunds.push(toRefundView(row));
      if (row.state !== 'failed') summary.refundedPence += row.amount_pence;
      if (row.state === 'pending') summary.refundPendingPence += row.amount_pence;
      if (row.state === 'succeeded') summary.refundSucceededPence += row.amount_pence;
      summary.refundFailed = row.state === 'failed';
    }
    return result;
  }

  async refund(em: EntityManager, refundId: number): Promise<(RefundRecordView & { bookingId: number }) | null> {
    const [row] = await em.execute<RefundRow[]>(
      'select id, booking_id, amount_pence, state, reason, requested_by, failure_reason, created_at from refund where id = ?',
      [refundId],
    );
    return row ? { ...toRefundView(row), bookingId: row.booking_id } : null;
  }

  /**
   * A booking's payments and its refunds the provider has made, row by row in the order taken (for the invoicing
   * module's documents: one invoice per payment, one credit note per refund made). Runs in the caller's transaction.
   */
  async movements(em: EntityManager, bookingId: number): Promise<LedgerMovements> {
    const rows = await em.execute<{ kind: 'payment' | 'refund'; id: number; purpose: 'booking' | 'change' | null; amount_pence: number; at: string | Date; payment_id: number }[]>(
      `select 'payment' as kind, id, purpose, amount_pence, created_at as at, id as payment_id from booking_payment where booking_id = ?
       union all
       select 'refund', id, null, amount_pence, updated_at, booking_payment_id from refund where booking_id = ? and state = 'succeeded'
       order by kind, id`,
      [bookingId, bookingId],
    );
    return {
      payments: rows.filter((row) => row.kind === 'payment').map((row) => ({ id: row.id, purpose: row.purpose!, amountPence: row.amount_pence, at: new Date(row.at) })),
      refundsMade: rows.filter((row) => row.kind === 'refund').map((row) => ({ id: row.id, paymentId: row.payment_id, amountPence: row.amount_pence, at: new Date(row.at) })),
    };
  }

  /** Bookings whose latest refund failed: the operators' "Refund failed" list. */
  async bookingsWithFailedRefunds(em: EntityManager): Promise<number[]> {
    const rows = await em.execute<{ booking_id: number }[]>(
      `select booking_id from refund r where state = 'failed'
          and not exists (select 1 from refund later where later.booking_id = r.booking_id and later.id > r.id)`,
    );
    return [...new Set(rows.map((row) => row.booking_id))];
  }
}

interface RefundRow {
  id: number;
  booking_id: number;
  amount_pence: number;
  state: RefundState;
  reason: string;
  requested_by: string;
  failure_reason: string | null;
  created_at: string | Date;
}

function toRefundView(row: RefundRow): RefundRecordView {
  return {
    id: row.id,
    amountPence: row.amount_pence,
    state: row.state,
    reason: row.reason,
    requestedBy: row.requested_by,
    failureReason: row.failure_reason,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
