import type { EntityManager } from '@mikro-orm/postgresql';
import { PaymentIntentRecord } from '../entities/index.js';
import { type CreateIntentInput, PaymentProvider, type PaymentIntentView } from '../payment-provider.js';
import { randomAlphanumeric } from '../random-id.js';

/**
 * The default provider when no Stripe keys are set: intents live in our payment_intent table and are paid through
 * the test card form (POST /api/test-payments/...). It honours idempotency keys the way Stripe does.
 */
export class OfflinePaymentProvider extends PaymentProvider {
  readonly name = 'offline';

  async createIntent(em: EntityManager, input: CreateIntentInput): Promise<PaymentIntentView> {
    const existing = await em.findOne(PaymentIntentRecord, { idempotencyKey: input.idempotencyKey });
    if (existing) return toView(existing);
    const id = `opi_${randomAlphanumeric(24)}`;
    const record = new PaymentIntentRecord({
      id,
      clientSecret: `${id}_secret_${randomAlphanumeric(24)}`,
      idempotencyKey: input.idempotencyKey,
      amountPence: input.amountPence,
      currency: input.currency,
      bookingId: input.bookingId,
    });
    em.persist(record);
    await em.flush();
    return toView(record);
  }

  async retrieveIntent(em: EntityManager, id: string): Promise<PaymentIntentView | null> {
    const record = await em.findOne(PaymentIntentRecord, { id });
    return record ? toView(record) : null;
  }

  async updateIntentAmount(em: EntityManager, id: string, amountPence: number): Promise<PaymentIntentView> {
    const record = await em.findOneOrFail(PaymentIntentRecord, { id });
    record.amountPence = amountPence;
    await em.flush();
    return toView(record);
  }
}

export function toView(record: PaymentIntentRecord): PaymentIntentView {
  return { id: record.id, clientSecret: record.clientSecret, amountPence: record.amountPence, currency: record.currency, status: record.status };
}
