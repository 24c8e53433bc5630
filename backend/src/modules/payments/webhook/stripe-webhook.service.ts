import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import Stripe from 'stripe';
import type { AppConfig } from '../../../config/app-config.js';
import { APP_CONFIG } from '../../../config/config.module.js';
import { recordEvent } from '../../../shared/events/outbox.js';
import { WebhookNotConfiguredError, WebhookSignatureError } from '../payments.errors.js';

/** Stripe signs a timestamp with each delivery; older than this and it is refused (a replay). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The event types the booking journey acts on; others are stored (verified history) but start nothing. */
export const RECONCILED_EVENT_TYPES: ReadonlySet<string> = new Set([
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'charge.refunded',
  'refund.created',
  'refund.updated',
  'refund.failed',
]);

export interface WebhookReceipt {
  received: true;
  duplicate: boolean;
}

@Injectable()
export class StripeWebhookService {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Verifies the signature over the exact bytes Stripe sent, then stores the event once per Stripe event id together
   * with a PaymentEventReceived outbox row (one transaction). A repeat delivery is acknowledged and changes nothing.
   */
  async receive(rawBody: Buffer | undefined, signature: string | undefined): Promise<WebhookReceipt> {
    const secret = this.config.stripe?.webhookSecret;
    if (!secret) throw new WebhookNotConfiguredError();
    const event = verify(rawBody, signature, secret);
    const reconciled = RECONCILED_EVENT_TYPES.has(event.type);
    return this.em.fork().transactional(async (tx) => {
      const inserted = await tx.execute<{ id: string }[]>(
        `insert into payment_event (provider, provider_event_id, type, payment_intent_id, payload, processed_at)
         values ('stripe', ?, ?, ?, ?::jsonb, ${reconciled ? 'null' : 'now()'})
         on conflict (provider_event_id) do nothing returning id`,
        [event.id, event.type, paymentIntentIdOf(event), JSON.stringify(event)],
      );
      if (inserted.length === 0) return { received: true, duplicate: true };
      if (reconciled) recordEvent(tx, 'PaymentEventReceived', { paymentEventId: String(inserted[0].id) });
      return { received: true, duplicate: false };
    });
  }
}

function verify(rawBody: Buffer | undefined, signature: string | undefined, secret: string): Stripe.Event {
  if (!rawBody || rawBody.length === 0 || !signature) throw new WebhookSignatureError();
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS);
  } catch {
    throw new WebhookSignatureError();
  }
}

function paymentIntentIdOf(event: Stripe.Event): string | null {
  const object = event.data.object as { object?: unknown; id?: unknown; payment_intent?: unknown };
  if (object.object === 'payment_intent' && typeof object.id === 'string') return object.id;
  return typeof object.payment_intent === 'string' ? object.payment_intent : null;
}
