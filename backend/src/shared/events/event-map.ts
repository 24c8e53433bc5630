/**
 * Every domain event, named in the past tense, with a plain payload (ids and values) that serialises
 * unchanged to the outbox and to the queue. The module that owns the fact emits it.
 */
export interface DomainEvents {
  CatalogChanged: { entity: 'storage_item' | 'discount' | 'collection_city' | 'collection_location'; id: number };
}

export type EventName = keyof DomainEvents;
