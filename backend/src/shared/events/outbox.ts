import type { EntityManager } from '@mikro-orm/core';
import { EVENT_JOBS } from '../queue/jobs.js';
import type { DomainEvents, EventName } from './event-map.js';
import { OutboxEvent } from './outbox-event.entity.js';

/**
 * How long the process that commits an event has it to itself: the row is written already leased (`available_at`
 * this far ahead, one attempt counted), the committing process hands it to the queue right after its commit (see
 * OutboxFlushSubscriber), and only if that process died first does another relay's poll find it, once the lease is over.
 */
export const FRESH_LEASE_MS = 10_000;

/**
 * Records an event on the unit of work of `em`, so it is committed (or rolled back) with the change it reports.
 * Its jobs leave right after the commit, from this process (see FRESH_LEASE_MS).
 */
export function recordEvent<E extends EventName>(em: EntityManager, name: E, payload: DomainEvents[E]): void {
  const event = new OutboxEvent(name, payload);
  if (EVENT_JOBS[name].length === 0) {
    // History only (BookingRequested, RefundSucceeded, …): nothing to hand over, so it is written published.
    event.publishedAt = new Date();
    em.persist(event);
    return;
  }
  event.availableAt = new Date(Date.now() + FRESH_LEASE_MS);
  event.attempts = 1;
  event.fresh = true;
  em.persist(event);
}

/**
 * Records an event that is due later (a reminder, a hold's expiry, a no-show check): the relay leaves the row alone
 * until `dueAt`, so timed work survives restarts and, claimed under the relay's lease, runs once with several
 * workers. Its handler reloads the state and skips work that no longer applies (a cancelled booking, a moved date).
 */
export function recordTimedEvent<E extends EventName>(em: EntityManager, name: E, payload: DomainEvents[E], dueAt: Date): void {
  const event = new OutboxEvent(name, payload);
  event.availableAt = dueAt;
  em.persist(event);
}
