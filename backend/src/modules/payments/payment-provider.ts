import type { EntityManager } from '@mikro-orm/postgresql';

/** Stripe's PaymentIntent statuses (the offline provider uses the subset it needs). */
export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded';

export interface PaymentIntentView {
  id: string;
  /** Only ever handed to the paying browser; never logged. */
  clientSecret: string;
  amountPence: number;
  currency: string;
  status: PaymentIntentStatus;
}

export interface CreateIntentInput {
  amountPence: number;
  currency: 'gbp';
  /** Derived from the booking (`booking-<id>-v<n>`): a retried create gives back the same intent. */
  idempotencyKey: string;
  bookingId: number;
  bookingReference: string;
}

export interface RefundInput {
  paymentIntentId: string;
  amountPence: number;
  /** `refund-<refund row id>`: a retried job asks for the same refund, never a second one. */
  idempotencyKey: string;
  refundId: number;
  bookingId: number;
}

export interface RefundOutcome {
  /** The provider's refund id ('re_...' at Stripe). */
  id: string;
  /** Stripe may answer 'pending' and settle later (refund.updated). */
  status: 'pending' | 'succeeded' | 'failed';
  failureReason: string | null;
}

/** A payment as its provider reports it succeeded: the amount is what was charged, and what the ledger records. */
export interface ProviderPayment {
  paymentIntentId: string;
  provider: 'stripe' | 'offline';
  amountPence: number;
  currency: string;
}

/**
 * One line of a payout as the provider's balance reports it: a charge, a refund, a fee or an adjustment, with the fee
 * the provider kept. Amounts in pence, negative for money going out (a refund).
 */
export interface PayoutTransaction {
  payoutId: string;
  payoutArrival: Date;
  payoutAmountPence: number;
  id: string;
  /** The provider's word: 'charge', 'payment', 'refund', 'payment_refund', 'stripe_fee', 'adjustment' ... */
  type: string;
  createdAt: Date;
  amountPence: number;
  feePence: number;
  netPence: number;
  /** For a charge: the payment intent it paid, which the ledger's payments carry. */
  paymentIntentId: string | null;
  /** For a refund: the provider's refund id, which the ledger's refunds carry. */
  providerRefundId: string | null;
}

/** Money has moved, or may still move, on an intent in these statuses: it must not be changed or replaced. */
export const PAYMENT_TAKEN_STATUSES: ReadonlySet<PaymentIntentStatus> = new Set(['succeeded', 'processing', 'requires_capture']);

/**
 * Where payment intents live: Stripe, or the offline test provider (the default, in our database).
 * `em` is the caller's EntityManager, inside its transaction when it has one: the offline provider writes through it,
 * so an intent and its booking commit together (and PGlite's single connection is never asked for twice).
 */
export abstract class PaymentProvider {
  abstract readonly name: 'stripe' | 'offline';
  abstract createIntent(em: EntityManager, input: CreateIntentInput): Promise<PaymentIntentView>;
  /** null when the provider does not know the id. */
  abstract retrieveIntent(em: EntityManager, id: string): Promise<PaymentIntentView | null>;
  /**
   * When intents live in our own database (the offline provider): SQL giving the intent whose id is in `idColumn` as
   * the JSON of a PaymentIntentView (null when there is none), so a query reading what carries the intent reads the
   * intent too. null when they live with the provider (Stripe): ask retrieveIntent.
   */
  intentAsJson(_idColumn: string): string | null {
    return null;
  }
  /**
   * Changes the amount of an intent still unpaid; null when money has moved or may move on it (PAYMENT_TAKEN_STATUSES),
   * nothing changed then. The offline provider decides under the intent's row lock, which its card form's confirm
   * takes too: whichever comes second sees the other. Stripe refuses such an update itself.
   */
  abstract updateIntentAmount(em: EntityManager, id: string, amountPence: number, idempotencyKey: string): Promise<PaymentIntentView | null>;
  /**
   * The lines of every payout arriving in [from, to), read page by page as they are iterated; null when the provider
   * makes no payouts (the offline provider: the ledger is all there is). A provider outage throws
   * PaymentProviderUnavailableError.
   */
  payoutTransactions(_from: Date, _to: Date): AsyncIterable<PayoutTransaction> | null {
    return null;
  }
  /** Refunds part or all of a succeeded intent. A provider outage throws PaymentProviderUnavailableError (the job retries). */
  abstract refund(em: EntityManager, input: RefundInput): Promise<RefundOutcome>;
}
