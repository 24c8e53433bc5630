import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { PaymentProvider, type PayoutTransaction } from '../payment-provider.js';

/** How a payout's line stands against the ledger. */
export type PayoutMatch = 'matched' | 'amount differs' | 'not in the ledger' | 'not a booking';

export interface ReconciledPayoutLine extends PayoutTransaction {
  bookingId: number | null;
  /** What the ledger holds for the same payment or refund, in pence (negative for a refund); null when none. */
  ledgerPence: number | null;
  match: PayoutMatch;
}

/** A payment or a refund as the ledger holds it: refunds negative, dated when they were asked for. */
export interface LedgerLine {
  kind: 'payment' | 'refund';
  id: number;
  at: Date;
  bookingId: number;
  provider: string;
  paymentIntentId: string;
  /** A refund's state; 'paid' for a payment. */
  state: string;
  amountPence: number;
}

/** Lines read per round trip: the file streams, never holding more than a batch. */
const BATCH = 100;

const CHARGES: ReadonlySet<string> = new Set(['charge', 'payment']);
const REFUNDS: ReadonlySet<string> = new Set(['refund', 'payment_refund']);

/**
 * What the provider paid out, line by line, against the ledger: each charge matched to the payment of its intent,
 * each refund to the refund the provider made for it, by amount too; fees and adjustments are nobody's booking.
 * Offline (no payouts) the ledger's own payments and refunds are the whole story.
 */
@Injectable()
export class PayoutReconciliation {
  constructor(
    private readonly em: EntityManager,
    private readonly provider: PaymentProvider,
  ) {}

  /** The payout lines of [from, to) in batches, or null when the provider makes no payouts. */
  payoutLines(from: Date, to: Date): AsyncGenerator<ReconciledPayoutLine[]> | null {
    const lines = this.provider.payoutTransactions(from, to);
    return lines ? this.matchInBatches(lines) : null;
  }

  /** The ledger's payments and refunds made in [from, to), oldest first, in batches (keyset pages). */
  async *ledgerLines(from: Date, to: Date): AsyncGenerator<LedgerLine[]> {
    // The keyset's time travels as the database's text: a JavaScript Date would drop its microseconds.
    let after = { atKey: '-infinity', kind: '', id: 0 };
    for (;;) {
      const rows = await this.em.fork().getConnection().execute<LedgerRow[]>(LEDGER_PAGE, [from, to, from, to, after.atKey, after.kind, after.id, BATCH]);
      if (rows.length === 0) return;
      yield rows.map(toLedgerLine);
      const last = rows[rows.length - 1];
      after = { atKey: last.at_key, kind: last.kind, id: last.id };
      if (rows.length < BATCH) return;
    }
  }

  private async *matchInBatches(lines: AsyncIterable<PayoutTransaction>): AsyncGenerator<ReconciledPayoutLine[]> {
    let batch: PayoutTransaction[] = [];
    for await (const line of lines) {
      batch.push(line);
      if (batch.length === BATCH) {
        yield await this.match(batch);
        batch = [];
      }
    }
    if (batch.length > 0) yield await this.match(batch);
  }

  /** Two round trips a batch: the ledger's payments by intent and its refunds by the provider's refund id. */
  private async match(batch: PayoutTransaction[]): Promise<ReconciledPayoutLine[]> {
    const connection = this.em.fork().getConnection();
    const intents = batch.filter((line) => CHARGES.has(line.type) && line.paymentIntentId).map((line) => line.paymentIntentId!);
    const refundIds = batch.filter((line) => REFUNDS.has(line.type) && line.providerRefundId).map((line) => line.providerRefundId!);
    const [payments, refunds] = await Promise.all([
      intents.length === 0
        ? []
        : connection.execute<{ key: string; booking_id: number; pence: number }[]>(
            'select payment_intent_id as key, booking_id, amount_pence as pence from booking_payment where payment_intent_id in (?)',
            [intents],
          ),
      refundIds.length === 0
        ? []
        : connection.execute<{ key: string; booking_id: number; pence: number }[]>(
            'select provider_refund_id as key, booking_id, -amount_pence as pence from refund where provider_refund_id in (?)',
            [refundIds],
          ),
    ]);
    const known = new Map([...payments, ...refunds].map((row) => [row.key, row]));
    return batch.map((line) => reconcile(line, known));
  }
}

function reconcile(line: PayoutTransaction, known: Map<string, { booking_id: number; pence: number }>): ReconciledPayoutLine {
  const key = CHARGES.has(line.type) ? line.paymentIntentId : REFUNDS.has(line.type) ? line.providerRefundId : null;
  if (!CHARGES.has(line.type) && !REFUNDS.has(line.type)) return { ...line, bookingId: null, ledgerPence: null, match: 'not a booking' };
  const entry = key ? known.get(key) : undefined;
  if (!entry) return { ...line, bookingId: null, ledgerPence: null, match: 'not in the ledger' };
  return { ...line, bookingId: entry.booking_id, ledgerPence: entry.pence, match: entry.pence === line.amountPence ? 'matched' : 'amount differs' };
}

interface LedgerRow {
  kind: 'payment' | 'refund';
  id: number;
  at: string | Date;
  at_key: string;
  booking_id: number;
  provider: string;
  payment_intent_id: string;
  state: string;
  pence: number;
}

/** Payments and refunds (failed ones too: the bookkeeper sees them, with their state) made in [from, to), after a keyset. */
const LEDGER_PAGE = `
  select *, at::text as at_key from (
    select 'payment' as kind, id, created_at as at, booking_id, provider, payment_intent_id, 'paid' as state, amount_pence as pence
      from booking_payment where created_at >= ? and created_at < ?
    union all
    select 'refund', id, created_at, booking_id, provider, payment_intent_id, state, -amount_pence
      from refund where created_at >= ? and created_at < ?
  ) as line
  where (at, kind, id) > (?::timestamptz, ?, ?)
  order by at, kind, id
  limit ?`;

function toLedgerLine(row: LedgerRow): LedgerLine {
  return {
    kind: row.kind,
    id: row.id,
    at: new Date(row.at),
    bookingId: row.booking_id,
    provider: row.provider,
    paymentIntentId: row.payment_intent_id,
    state: row.state,
    amountPence: row.pence,
  };
}
