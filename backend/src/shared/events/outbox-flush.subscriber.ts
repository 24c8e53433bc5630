import type { EventSubscriber, FlushEventArgs } from '@mikro-orm/core';
import { OutboxEvent } from './outbox-event.entity.js';
import type { OutboxRelay } from './outbox-relay.js';

/** Nudges the relay once a commit has written outbox rows, so events leave at once instead of at the next poll. */
export class OutboxFlushSubscriber implements EventSubscriber {
  private waitingForCommit = false;

  constructor(private readonly relay: OutboxRelay) {}

  afterFlush(args: FlushEventArgs): void {
    const wroteOutbox = args.uow.getChangeSets().some((changeSet) => changeSet.entity instanceof OutboxEvent);
    if (!wroteOutbox) return;
    // Inside an outer transaction the rows are not visible until it commits: nudge again then.
    if (args.em.isInTransaction()) this.waitingForCommit = true;
    this.relay.nudge();
  }

  afterTransactionCommit(): void {
    if (!this.waitingForCommit) return;
    this.waitingForCommit = false;
    this.relay.nudge();
  }
}
