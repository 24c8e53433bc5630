import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PaymentIntentRecord } from '../entities/index.js';
import { type CreateIntentInput, PAYMENT_TAKEN_STATUSES, PaymentProvider, type RefundInput, type RefundOutcome, type PaymentIntentStatus, type PaymentIntentView } from '../payment-provider.js';
import { randomAlphanumeric } from '../random-id.js';
import { prepared } from '../../../shared/database/prepared-statements.js';
import { arrayLiteral } from '../../../shared/database/array-literal.js';

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
      prepared(`insert into payment_intent (id, client_secret, idempotency_key, amount_pence, currency, status, booking_id)
       values (?, ?, ?, ?, ?, 'requires_payment_method', ?)
       on conflict (idempotency_key) do nothing
       returning ${INTENT_COLUMNS}`),
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

  override intentAsJson(idColumn: string): string {
    return `(select json_build_object('id', id, 'clientSecret', client_secret, 'amountPence', amount_pence, 'currency', currency, 'status', status)
             from payment_intent where id = ${idColumn})`;
  }

  /** One conditional update: it waits for a confirm under way on the intent's row and then sees its status. */
  async updateIntentAmount(em: EntityManager, id: string, amountPence: number): Promise<PaymentIntentView | null> {
    const [updated] = await em.execute<IntentRow[]>(
      prepared(`update payment_intent set amount_pence = ?, updated_at = now() where id = ? and status <> all(?::text[]) returning ${INTENT_COLUMNS}`),
      [amountPence, id, arrayLiteral([...PAYMENT_TAKEN_STATUSES])],
    );
    return updated ? fromRow(updated) : null;
  }

  /**
   * Refunds at once, as Stripe does for most cards: the same idempotency key gives the same refund id. Refuses what
   * Stripe refuses (an unpaid intent, more than is left on it) and fails every refund of an intent paid with the
   * refund-failing test card.
   */
  async refund(em: EntityManager, input: RefundInput): Promise<RefundOutcome> {
    const id = `ore_${createHash('sha256').update(input.idempotencyKey).digest('hex').slice(0, 24)}`;
    const [intent] = await em.execute<{ status: string; amount_pence: number; refund_fails: boolean; refunded: number }[]>(
      `select status, amount_pence, refund_fails,
              (select coalesce(sum(amount_pence), 0)::int from refund
                where payment_intent_id = payment_intent.id and state = 'succeeded' and idempotency_key <> ?) as refunded
         from payment_intent where id = ?`,
      [input.idempotencyKey, input.paymentIntentId],
    );
    if (!intent || intent.status !== 'succeeded') return { id, status: 'failed', failureReason: 'The payment was not taken, so there is nothing to refund.' };
    if (intent.refunded + input.amountPence > intent.amount_pence) return { id, status: 'failed', failureReason: 'The refund is larger than what is left of the payment.' };
    if (intent.refund_fails) return { id, status: 'failed', failureReason: 'The card issuer refused the refund.' };
    return { id, status: 'succeeded', failureReason: null };
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
