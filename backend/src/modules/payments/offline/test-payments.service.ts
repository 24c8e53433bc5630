import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { todayInLondon, type TestCardAuthenticateRequest, type TestCardConfirmRequest, type TestPaymentResult } from '@luggage/contracts';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { recordEvent, StatementEvents } from '../../../shared/events/outbox.js';
import { OutboxRelay } from '../../../shared/events/outbox-relay.js';
import type { PaymentIntentStatus } from '../payment-provider.js';
import { NotAwaitingAuthenticationError, PaymentIntentNotFoundError, TestPaymentsDisabledError } from '../payments.errors.js';
import { CARD_MESSAGES, type CardJudgement, judgeTestCard } from './test-cards.js';
import { prepared } from '../../../shared/database/prepared-statements.js';

type Outcome = { status: 'succeeded'; refundFails?: true } | { status: 'requires_action' } | { status: 'requires_payment_method'; error: NonNullable<TestPaymentResult['error']> };

/** Which intents an outcome may settle: confirm pays any not paid yet, authenticate only one waiting for it. */
const SETTLES = { unpaid: `<> 'succeeded'`, awaitingAuthentication: `= 'requires_action'` } as const;

/**
 * The offline provider's stand-in for Stripe.js's confirmPayment. A success or a failure is recorded as
 * PaymentSucceeded / PaymentFailed by the same statement as the intent's new status, exactly as Stripe's webhook
 * would announce it, so the booking is confirmed even if the browser never comes back; an intent paid already is
 * not settled again, so a repeated confirm announces nothing more.
 */
@Injectable()
export class TestPaymentsService {
  constructor(
    private readonly em: EntityManager,
    private readonly relay: OutboxRelay,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async confirm(intentId: string, request: TestCardConfirmRequest): Promise<TestPaymentResult> {
    const judgement = judgeTestCard(request, todayInLondon());
    if (judgement.outcome === 'invalid') {
      const intent = await this.settle(intentId, request.clientSecret, null, 'unpaid');
      return intent.status === 'succeeded' ? { status: 'succeeded' } : { status: 'requires_payment_method', error: judgement.error };
    }
    const outcome = outcomeOf(judgement);
    const intent = await this.settle(intentId, request.clientSecret, outcome, 'unpaid');
    return intent.settled ? outcome : { status: 'succeeded' };
  }

  /** The test authentication step of the 3155 card: approve pays, fail leaves the intent payable with another card. */
  async authenticate(intentId: string, request: TestCardAuthenticateRequest): Promise<TestPaymentResult> {
    const outcome: Outcome = request.approve
      ? { status: 'succeeded' }
      : { status: 'requires_payment_method', error: { type: 'card_error', message: CARD_MESSAGES.authenticationFailed } };
    const intent = await this.settle(intentId, request.clientSecret, outcome, 'awaitingAuthentication');
    if (intent.settled) return outcome;
    if (intent.status === 'succeeded') return { status: 'succeeded' };
    throw new NotAwaitingAuthenticationError();
  }

  /**
   * One statement: locks the intent, gives it `outcome` (none: only reads it) if the secret is its own and it is in a
   * status `from` may settle, and records the outcome's event with it. Answers the status it had, and whether settled.
   * The secrets are compared as SHA-256 digests, so the comparison's time tells nothing about the stored secret.
   */
  private async settle(intentId: string, clientSecret: string, outcome: Outcome | null, from: keyof typeof SETTLES): Promise<{ status: PaymentIntentStatus; settled: boolean }> {
    if (this.config.stripe) throw new TestPaymentsDisabledError();
    const events = new StatementEvents('settled');
    if (outcome) recordOutcome(events, intentId, outcome);
    const error = outcome && 'error' in outcome ? outcome.error : null;
    const settled = outcome
      ? `update payment_intent set status = ?, last_error_type = ?, last_error_message = ?, refund_fails = refund_fails or ?, updated_at = now()
         from found where payment_intent.id = found.id and found.secret_matches and found.status ${SETTLES[from]}
         returning payment_intent.amount_pence, payment_intent.currency`
      : 'select where false';
    const [intent] = await this.em.fork().execute<{ status: PaymentIntentStatus; secret_matches: boolean; settled: boolean; events: { id: string; job_key: string; payload: object }[] }[]>(
      prepared(`with found as (
         select id, status, sha256(convert_to(client_secret, 'UTF8')) = sha256(convert_to(?, 'UTF8')) as secret_matches
         from payment_intent where id = ? for update
       ), settled as (${settled}), events as (${events.sql})
       select status, secret_matches, exists (select 1 from settled) as settled, coalesce((select json_agg(e) from events e), '[]') as events
       from found`),
      [clientSecret, intentId, ...(outcome ? [outcome.status, error?.type ?? null, error?.message ?? null, 'refundFails' in outcome && outcome.refundFails === true] : []), ...events.params],
    );
    if (!intent?.secret_matches) throw new PaymentIntentNotFoundError();
    if (intent.settled) events.handOver(this.relay, intent.events);
    return { status: intent.status, settled: intent.settled };
  }
}

function outcomeOf(judgement: Exclude<CardJudgement, { outcome: 'invalid' }>): Outcome {
  switch (judgement.outcome) {
    case 'declined':
      return { status: 'requires_payment_method', error: judgement.error };
    case 'succeeded':
      return judgement.refundFails ? { status: 'succeeded', refundFails: true } : { status: 'succeeded' };
    default:
      return { status: judgement.outcome };
  }
}

/** The event Stripe's webhook would send for the outcome, written if the statement settles it (`settled`'s row). */
function recordOutcome(events: StatementEvents, intentId: string, outcome: Outcome): void {
  const occurredAt = new Date().toISOString();
  if (outcome.status === 'succeeded') {
    events.recordFilled('PaymentSucceeded', { provider: 'offline', paymentIntentId: intentId, occurredAt }, { amountPence: 'settled.amount_pence', currency: 'settled.currency' });
  } else if ('error' in outcome) {
    recordEvent(events, 'PaymentFailed', { provider: 'offline', paymentIntentId: intentId, reason: outcome.error.message, occurredAt });
  }
}
