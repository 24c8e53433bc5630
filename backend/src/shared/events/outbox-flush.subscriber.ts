import type { EventSubscriber, FlushEventArgs, TransactionEventArgs } from '@mikro-orm/core';
import { OutboxEvent } from './outbox-event.entity.js';
import type { OutboxRelay } from './outbox-relay.js';

/**
 * Hands the events a commit wrote to the relay, so they leave at once and without a claim: after the flush when it
 * committed by itself, after the transaction's commit when it ran inside one. Rows written under a savepoint, or by
 * a process that dies first, are found by a relay's poll once their lease is over (FRESH_LEASE_MS).
 */
export class OutboxFlushSubscriber implements EventSubscriber {
  /** Written, not committed yet, by transaction. */
  private readonly waiting = new WeakMap<object, OutboxEvent[]>();

  constructor(private readonly relay: OutboxRelay) {}

  afterFlush(args: FlushEventArgs): void {
    const written = args.uow
      .getChangeSets()
      .map((changeSet) => changeSet.entity)
      .filter((entity): entity is OutboxEvent => entity instanceof OutboxEvent && entity.fresh);
    if (written.length === 0) return;
    const transaction = args.em.isInTransaction() ? (args.em.getTransactionContext() as object | undefined) : undefined;
    if (!transaction) {
      this.relay.handOver(written);
      return;
    }
    this.waiting.set(transaction, [...(this.waiting.get(transaction) ?? []), ...written]);
  }

  afterTransactionCommit(args: TransactionEventArgs): void {
    const transaction = args.transaction as (object & { savepointName?: string }) | undefined;
    const written = transaction && this.waiting.get(transaction);
    if (!written) return;
    this.waiting.delete(transaction);
    if (!transaction.savepointName) this.relay.handOver(written);
  }

  afterTransactionRollback(args: TransactionEventArgs): void {
    if (args.transaction) this.waiting.delete(args.transaction as object);
  }
}
