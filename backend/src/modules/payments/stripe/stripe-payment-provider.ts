import { Logger } from '@nestjs/common';
import Stripe from 'stripe';
import { PaymentProviderUnavailableError } from '../payments.errors.js';
import { type CreateIntentInput, PaymentProvider, type PayoutTransaction, type RefundInput, type RefundOutcome, type PaymentIntentStatus, type PaymentIntentView } from '../payment-provider.js';

/** Payment intents at Stripe. Every write carries an idempotency key, so a retried call never makes a second intent. */
export class StripePaymentProvider extends PaymentProvider {
  readonly name = 'stripe';
  private readonly logger = new Logger('Stripe');

  constructor(private readonly stripe: Stripe) {
    super();
  }

  async createIntent(_em: unknown, input: CreateIntentInput): Promise<PaymentIntentView> {
    const intent = await this.call('create a payment intent', () =>
      this.stripe.paymentIntents.create(
        {
          amount: input.amountPence,
          currency: input.currency,
          automatic_payment_methods: { enabled: true },
          description: `Luggage storage booking ${input.bookingReference}`,
          metadata: { booking_reference: input.bookingReference, booking_id: String(input.bookingId) },
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return toView(intent);
  }

  async retrieveIntent(_em: unknown, id: string): Promise<PaymentIntentView | null> {
    try {
      return toView(await this.stripe.paymentIntents.retrieve(id));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
      throw this.translate('retrieve a payment intent', error);
    }
  }

  async updateIntentAmount(_em: unknown, id: string, amountPence: number, idempotencyKey: string): Promise<PaymentIntentView | null> {
    try {
      return toView(await this.stripe.paymentIntents.update(id, { amount: amountPence }, { idempotencyKey }));
    } catch (error) {
      // Stripe refuses to re-price an intent that is paid or being paid.
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'payment_intent_unexpected_state') return null;
      throw this.translate('update a payment intent', error);
    }
  }

  async refund(_em: unknown, input: RefundInput): Promise<RefundOutcome> {
    const refund = await this.call('refund a payment', () =>
      this.stripe.refunds.create(
        {
          payment_intent: input.paymentIntentId,
          amount: input.amountPence,
          metadata: { refund_id: String(input.refundId), booking_id: String(input.bookingId) },
        },
        { idempotencyKey: input.idempotencyKey },
      ),
    );
    return toRefundOutcome(refund);
  }

  override payoutTransactions(from: Date, to: Date): AsyncIterable<PayoutTransaction> {
    return this.walkPayouts(from, to);
  }

  /** The SDK's auto-pagination: one page of 100 in memory at a time, whatever the number of payouts and lines. */
  private async *walkPayouts(from: Date, to: Date): AsyncGenerator<PayoutTransaction> {
    try {
      const payouts = this.stripe.payouts.list({ arrival_date: { gte: seconds(from), lt: seconds(to) }, limit: 100 });
      for await (const payout of payouts) {
        const lines = this.stripe.balanceTransactions.list({ payout: payout.id, limit: 100, expand: ['data.source'] });
        for await (const line of lines) {
          if (line.type !== 'payout') yield toPayoutTransaction(payout, line);
        }
      }
    } catch (error) {
      throw this.translate('read the payouts', error);
    }
  }

  private async call<T>(what: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw this.translate(what, error);
    }
  }

  /** Stripe being unreachable or overloaded is the customer's "try again"; anything else is our bug and stays a 500. */
  private translate(what: string, error: unknown): unknown {
    const outage =
      error instanceof Stripe.errors.StripeConnectionError ||
      error instanceof Stripe.errors.StripeAPIError ||
      error instanceof Stripe.errors.StripeRateLimitError;
    if (!outage) return error;
    this.logger.warn(`Could not ${what}: ${(error as Error).message}`);
    return new PaymentProviderUnavailableError();
  }
}

function toView(intent: Stripe.PaymentIntent): PaymentIntentView {
  if (!intent.client_secret) throw new Error(`Stripe answered payment intent ${intent.id} without a client secret`);
  return { id: intent.id, clientSecret: intent.client_secret, amountPence: intent.amount, currency: intent.currency, status: knownStatus(intent.status) };
}

const seconds = (instant: Date): number => Math.floor(instant.getTime() / 1000);

function toPayoutTransaction(payout: Stripe.Payout, line: Stripe.BalanceTransaction): PayoutTransaction {
  const source = typeof line.source === 'object' ? line.source : null;
  const charge = source?.object === 'charge' ? source : null;
  const intent = charge?.payment_intent ?? null;
  return {
    payoutId: payout.id,
    payoutArrival: new Date(payout.arrival_date * 1000),
    payoutAmountPence: payout.amount,
    id: line.id,
    type: line.type,
    createdAt: new Date(line.created * 1000),
    amountPence: line.amount,
    feePence: line.fee,
    netPence: line.net,
    paymentIntentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
    providerRefundId: source?.object === 'refund' ? source.id : null,
  };
}

/** Stripe's refund statuses: succeeded; pending and requires_action settle later; failed and canceled did not happen. */
export function toRefundOutcome(refund: Stripe.Refund): RefundOutcome {
  const status = refund.status === 'succeeded' ? 'succeeded' : refund.status === 'failed' || refund.status === 'canceled' ? 'failed' : 'pending';
  return { id: refund.id, status, failureReason: status === 'failed' ? `Stripe: ${refund.failure_reason ?? refund.status}` : null };
}

const STATUSES: ReadonlySet<string> = new Set<PaymentIntentStatus>([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
  'canceled',
  'succeeded',
]);

/** A status newer than this code is treated as money in flight: never changed, never taken as paid. */
function knownStatus(status: string): PaymentIntentStatus {
  return STATUSES.has(status) ? (status as PaymentIntentStatus) : 'processing';
}
