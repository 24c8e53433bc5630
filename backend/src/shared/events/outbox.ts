import type { EntityManager } from '@mikro-orm/core';
import type { DomainEvents, EventName } from './event-map.js';
import { OutboxEvent } from './outbox-event.entity.js';

/**
 * Records an event on the unit of work of `em`, so it is committed (or rolled back) with the change it reports.
 * The relay is nudged after every commit that wrote an outbox row (see OutboxFlushSubscriber).
 */
export function recordEvent<E extends EventName>(em: EntityManager, name: E, payload: DomainEvents[E]): void {
  em.persist(new OutboxEvent(name, payload));
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
