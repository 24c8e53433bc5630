import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { recordEvent } from '../../../shared/events/outbox.js';
import { JobRegistry } from '../../../shared/queue/job-registry.js';
import { JobName, type JobResult } from '../../../shared/queue/jobs.js';
import type Stripe from 'stripe';
import { reconcileStripeRefund } from '../refunds/refund-reconciliation.js';

interface StoredIntent {
  id: string;
  amount: number;
  currency: string;
  last_payment_error?: { message?: string } | null;
}

interface StoredEvent {
  type: string;
  created: number;
  data: { object: StoredIntent | Stripe.Refund | Stripe.Charge };
}

/**
 * Turns a stored Stripe event into what the rest of the app understands: PaymentSucceeded or PaymentFailed, the same
 * events the offline provider records. Claiming the row (processed_at) and recording the outcome share one
 * transaction, so a crash in between leaves the event to be processed again, and a repeat finds it done.
 */
@Injectable()
export class PaymentEventProcessor implements OnModuleInit {
  private readonly logger = new Logger(PaymentEventProcessor.name);

  constructor(
    private readonly em: EntityManager,
    private readonly jobs: JobRegistry,
  ) {}

  onModuleInit(): void {
    this.jobs.register(JobName.ProcessPaymentEvent, ({ paymentEventId }) => this.process(paymentEventId));
  }

  process(paymentEventId: string): Promise<JobResult> {
    return this.em.fork().transactional(async (tx) => {
      const rows = await tx.execute<{ payload: StoredEvent }[]>(
        'update payment_event set processed_at = now() where id = ? and processed_at is null returning payload',
        [paymentEventId],
      );
      if (rows.length === 0) return 'skipped';
      const event = rows[0].payload;
      if (event.type.startsWith('refund.')) {
        await reconcileStripeRefund(tx, event.data.object as Stripe.Refund);
        return 'done';
      }
      if (event.type === 'charge.refunded') {
        for (const refund of (event.data.object as Stripe.Charge).refunds?.data ?? []) await reconcileStripeRefund(tx, refund);
        return 'done';
      }
      const intent = event.data.object as StoredIntent;
      const occurredAt = new Date(event.created * 1000).toISOString();
      if (event.type === 'payment_intent.succeeded') {
        recordEvent(tx, 'PaymentSucceeded', { provider: 'stripe', paymentIntentId: intent.id, amountPence: intent.amount, currency: intent.currency, occurredAt });
      } else if (event.type === 'payment_intent.payment_failed') {
        recordEvent(tx, 'PaymentFailed', { provider: 'stripe', paymentIntentId: intent.id, reason: intent.last_payment_error?.message ?? null, occurredAt });
      } else {
        this.logger.warn(`Payment event ${paymentEventId} of type ${event.type} needs no reconciliation`);
        return 'skipped';
      }
      return 'done';
    });
  }
}
