import { timingSafeEqual } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { todayInLondon, type TestCardAuthenticateRequest, type TestCardConfirmRequest, type TestPaymentResult } from '@luggage/contracts';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { recordEvent } from '../../../shared/events/outbox.js';
import { PaymentIntentRecord } from '../entities/index.js';
import { NotAwaitingAuthenticationError, PaymentIntentNotFoundError, TestPaymentsDisabledError } from '../payments.errors.js';
import { CARD_MESSAGES, judgeTestCard } from './test-cards.js';

type Outcome = { status: 'succeeded'; refundFails?: true } | { status: 'requires_action' } | { status: 'requires_payment_method'; error: NonNullable<TestPaymentResult['error']> };

/**
 * The offline provider's stand-in for Stripe.js's confirmPayment. A success or a failure is recorded as
 * PaymentSucceeded / PaymentFailed in the same transaction as the intent's new status, exactly as Stripe's webhook
 * would announce it, so the booking is confirmed even if the browser never comes back.
 */
@Injectable()
export class TestPaymentsService {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  confirm(intentId: string, request: TestCardConfirmRequest): Promise<TestPaymentResult> {
    return this.withIntent(intentId, request.clientSecret, async (tx, intent) => {
      if (intent.status === 'succeeded') return { status: 'succeeded' };
      const judgement = judgeTestCard(request, todayInLondon());
      switch (judgement.outcome) {
        case 'invalid':
          return { status: 'requires_payment_method', error: judgement.error };
        case 'declined':
          return this.settle(tx, intent, { status: 'requires_payment_method', error: judgement.error });
        case 'succeeded':
          if (judgement.refundFails) intent.refundFails = true;
          return this.settle(tx, intent, { status: 'succeeded' });
        default:
          return this.settle(tx, intent, { status: judgement.outcome });
      }
    });
  }

  /** The test authentication step of the 3155 card: approve pays, fail leaves the intent payable with another card. */
  authenticate(intentId: string, request: TestCardAuthenticateRequest): Promise<TestPaymentResult> {
    return this.withIntent(intentId, request.clientSecret, async (tx, intent) => {
      if (intent.status === 'succeeded') return { status: 'succeeded' };
      if (intent.status !== 'requires_action') throw new NotAwaitingAuthenticationError();
      if (request.approve) return this.settle(tx, intent, { status: 'succeeded' });
      return this.settle(tx, intent, { status: 'requires_payment_method', error: { type: 'card_error', message: CARD_MESSAGES.authenticationFailed } });
    });
  }

  private async withIntent(
    intentId: string,
    clientSecret: string,
    work: (tx: EntityManager, intent: PaymentIntentRecord) => Promise<TestPaymentResult>,
  ): Promise<TestPaymentResult> {
    if (this.config.stripe) throw new TestPaymentsDisabledError();
    return this.em.fork().transactional(async (tx) => {
      const intent = await tx.findOne(PaymentIntentRecord, { id: intentId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!intent || !sameSecret(intent.clientSecret, clientSecret)) throw new PaymentIntentNotFoundError();
      return work(tx, intent);
    });
  }

  private settle(tx: EntityManager, intent: PaymentIntentRecord, outcome: Outcome): TestPaymentResult {
    intent.status = outcome.status;
    intent.lastErrorType = 'error' in outcome ? outcome.error.type : null;
    intent.lastErrorMessage = 'error' in outcome ? outcome.error.message : null;
    const occurredAt = new Date().toISOString();
    if (outcome.status === 'succeeded') {
      recordEvent(tx, 'PaymentSucceeded', { provider: 'offline', paymentIntentId: intent.id, amountPence: intent.amountPence, currency: intent.currency, occurredAt });
    } else if ('error' in outcome) {
      recordEvent(tx, 'PaymentFailed', { provider: 'offline', paymentIntentId: intent.id, reason: outcome.error.message, occurredAt });
    }
    return outcome;
  }
}

function sameSecret(stored: string, given: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
