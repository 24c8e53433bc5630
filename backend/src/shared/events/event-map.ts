/**
 * Every domain event, named in the past tense, with a plain payload (ids and values) that serialises
 * unchanged to the outbox and to the queue. The module that owns the fact emits it.
 */
export interface DomainEvents {
  CatalogChanged: { entity: 'storage_item' | 'discount' | 'collection_city' | 'collection_location'; id: number };
  /** `sealedToken` is the emailed token encrypted with AES-256-GCM (key from SESSION_SECRET): never plain text here. */
  PasswordResetRequested: { tokenId: number; sealedToken: string };
}

export type EventName = keyof DomainEvents;
