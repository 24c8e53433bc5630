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
