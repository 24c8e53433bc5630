import type { EntityManager } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import { recordEvent } from '../../../shared/events/outbox.js';
import { toRefundOutcome } from '../stripe/stripe-payment-provider.js';
import { settleRefund } from './refund-executor.js';

const logger = new Logger('Refunds');

/**
 * A refund as Stripe's webhook reports it (refund.created/updated/failed, or each refund of charge.refunded).
 * One of ours (by Stripe's id, or by the refund_id we put in its metadata before we knew that id) is settled;
 * one made in Stripe's dashboard is added to the booking's ledger so it shows on the booking.
 */
export async function reconcileStripeRefund(tx: EntityManager, refund: Stripe.Refund): Promise<void> {
  const outcome = toRefundOutcome(refund);
  const ours = Number(refund.metadata?.refund_id) || 0;
  const [known] = await tx.execute<{ id: number }[]>(`select id from refund where provider_refund_id = ? or (id = ? and provider = 'stripe') limit 1`, [refund.id, ours]);
  if (known) {
    await settleRefund(tx, known.id, outcome);
    return;
  }
  if (outcome.status === 'failed') return;
  const intentId = typeof refund.payment_intent === 'string' ? refund.payment_intent : refund.payment_intent?.id;
  const claimed = await tx.execute<{ id: number; booking_id: number }[]>(
    `update booking_payment set refunded_pence = refunded_pence + ?
      where payment_intent_id = ? and refunded_pence + ? <= amount_pence returning id, booking_id`,
    [refund.amount, intentId ?? '', refund.amount],
  );
  if (claimed.length === 0) {
    logger.error(`Stripe refund ${refund.id} (${refund.amount} pence) matches no payment with that much left to refund: not recorded`);
    return;
  }
  const [{ id: paymentId, booking_id: bookingId }] = claimed;
  const [row] = await tx.execute<{ id: number }[]>(
    `insert into refund (booking_id, booking_payment_id, payment_intent_id, provider, amount_pence, reason, state, provider_refund_id, idempotency_key, requested_by)
     values (?, ?, ?, 'stripe', ?, 'Refunded in Stripe', ?, ?, ?, 'stripe') returning id`,
    [bookingId, paymentId, intentId, refund.amount, outcome.status, refund.id, `stripe-${refund.id}`],
  );
  if (outcome.status === 'succeeded') recordEvent(tx, 'RefundSucceeded', { refundId: row.id, bookingId });
}
