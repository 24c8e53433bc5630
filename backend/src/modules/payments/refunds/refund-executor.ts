import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { recordEvent } from '../../../shared/events/outbox.js';
import { JobRegistry } from '../../../shared/queue/job-registry.js';
import { JobName, type JobResult } from '../../../shared/queue/jobs.js';
import { Refund, type RefundState } from '../entities/index.js';
import { PaymentProvider, type RefundOutcome } from '../payment-provider.js';

/**
 * RefundRequested -> the provider's refund, with the row's idempotency key: a job that dies after the provider
 * refunded and before the outcome was written asks again and gets the same refund back, so nothing is refunded twice.
 */
@Injectable()
export class RefundExecutor implements OnModuleInit {
  private readonly logger = new Logger('Refunds');

  constructor(
    private readonly em: EntityManager,
    private readonly provider: PaymentProvider,
    private readonly jobs: JobRegistry,
  ) {}

  onModuleInit(): void {
    this.jobs.register(JobName.ExecuteRefund, ({ refundId }) => this.execute(refundId));
  }

  async execute(refundId: number): Promise<JobResult> {
    const em = this.em.fork();
    const refund = await em.findOne(Refund, { id: refundId });
    // Done already, or handed to the provider and waiting for its webhook.
    if (!refund || refund.state !== 'pending' || refund.providerRefundId) return 'skipped';
    const outcome = await this.provider.refund(em, {
      paymentIntentId: refund.paymentIntentId,
      amountPence: refund.amountPence,
      idempotencyKey: refund.idempotencyKey,
      refundId: refund.id,
      bookingId: refund.bookingId,
    });
    const settled = await this.em.fork().transactional((tx) => settleRefund(tx, refund.id, outcome));
    if (outcome.status === 'failed') this.logger.warn(`Refund ${refund.id} of booking ${refund.bookingId} failed: ${outcome.failureReason}`);
    return settled ? 'done' : 'skipped';
  }
}

const MOVES: Record<RefundState, RefundState[]> = { pending: ['succeeded', 'failed'], succeeded: ['failed'], failed: [] };

/**
 * Records what the provider says of a refund (its job's answer or a webhook), once: pending -> succeeded or failed,
 * and succeeded -> failed (a card can bounce a refund days later). A failure gives the amount back to the payment,
 * so it can be refunded again, and tells the operators. Returns false when nothing changed.
 */
export async function settleRefund(tx: EntityManager, refundId: number, outcome: RefundOutcome): Promise<boolean> {
  if (outcome.status === 'pending') {
    // Only a pending row's updated_at moves: a settled refund's is the moment it succeeded, the day the reports count it on.
    await tx.execute(
      `update refund set provider_refund_id = coalesce(provider_refund_id, ?), updated_at = case when state = 'pending' then now() else updated_at end where id = ?`,
      [outcome.id, refundId],
    );
    return true;
  }
  const from = Object.entries(MOVES).filter(([, to]) => to.includes(outcome.status)).map(([state]) => state);
  const rows = await tx.execute<{ booking_id: number; booking_payment_id: number; amount_pence: number }[]>(
    `update refund set state = ?, provider_refund_id = coalesce(provider_refund_id, ?), failure_reason = ?, updated_at = now()
      where id = ? and state in (?) returning booking_id, booking_payment_id, amount_pence`,
    [outcome.status, outcome.id, outcome.failureReason?.slice(0, 300) ?? null, refundId, from],
  );
  if (rows.length === 0) return false;
  const { booking_id: bookingId, booking_payment_id: paymentId, amount_pence: amount } = rows[0];
  if (outcome.status === 'failed') {
    await tx.execute('update booking_payment set refunded_pence = refunded_pence - ? where id = ?', [amount, paymentId]);
    recordEvent(tx, 'RefundFailed', { refundId, bookingId });
  } else {
    recordEvent(tx, 'RefundSucceeded', { refundId, bookingId });
  }
  return true;
}
