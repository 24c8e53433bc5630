import type { EntityManager } from '@mikro-orm/postgresql';
import { PaymentIntentRecord } from '../entities/index.js';
import { type CreateIntentInput, PaymentProvider, type PaymentIntentStatus, type PaymentIntentView } from '../payment-provider.js';
import { randomAlphanumeric } from '../random-id.js';

/**
 * The default provider when no Stripe keys are set: intents live in our payment_intent table and are paid through
 * the test card form (POST /api/test-payments/...). It honours idempotency keys the way Stripe does.
 */
export class OfflinePaymentProvider extends PaymentProvider {
  readonly name = 'offline';

  /**
   * One statement, without flushing the caller's unit of work: an existing intent with the key (a retried create)
   * wins the conflict and is read back instead.
   */
  async createIntent(em: EntityManager, input: CreateIntentInput): Promise<PaymentIntentView> {
    const id = `opi_${randomAlphanumeric(24)}`;
    const [created] = await em.execute<IntentRow[]>(
      `insert into payment_intent (id, client_secret, idempotency_key, amount_pence, currency, status, booking_id)
       values (?, ?, ?, ?, ?, 'requires_payment_method', ?)
       on conflict (idempotency_key) do nothing
       returning ${INTENT_COLUMNS}`,
      [id, `${id}_secret_${randomAlphanumeric(24)}`, input.idempotencyKey, input.amountPence, input.currency, input.bookingId],
    );
    if (created) return fromRow(created);
    const [existing] = await em.execute<IntentRow[]>(`select ${INTENT_COLUMNS} from payment_intent where idempotency_key = ?`, [input.idempotencyKey]);
    return fromRow(existing);
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

const INTENT_COLUMNS = 'id, client_secret, amount_pence, currency, status';

interface IntentRow {
  id: string;
  client_secret: string;
  amount_pence: number;
  currency: string;
  status: PaymentIntentStatus;
}

function fromRow(row: IntentRow): PaymentIntentView {
  return { id: row.id, clientSecret: row.client_secret, amountPence: row.amount_pence, currency: row.currency, status: row.status };
}

export function toView(record: PaymentIntentRecord): PaymentIntentView {
  return { id: record.id, clientSecret: record.clientSecret, amountPence: record.amountPence, currency: record.currency, status: record.status };
}
