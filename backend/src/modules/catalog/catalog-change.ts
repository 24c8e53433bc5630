import type { EntityManager } from '@mikro-orm/postgresql';
import type { DomainEvents } from '../../shared/events/event-map.js';
import { recordEvent } from '../../shared/events/outbox.js';
import { holdTransactionLock } from '../../shared/database/transaction-lock.js';
import type { CatalogService } from './catalog.service.js';

export type CatalogEntity = DomainEvents['CatalogChanged']['entity'];

/**
 * Runs `work` in a transaction of its own (under the advisory lock `lock`, when given) and records CatalogChanged for
 * the row it returns (flushed first, so a new row has its id), then drops this instance's cached catalog and answers
 * `view` of the row. Every admin change of the catalog goes through here.
 */
export async function changeCatalog<E extends { id: number }, V>(
  em: EntityManager,
  catalog: CatalogService,
  change: { entity: CatalogEntity; lock?: string },
  work: (tx: EntityManager) => Promise<E>,
  view: (record: E) => V,
): Promise<V> {
  const record = await em.fork().transactional(async (tx) => {
    if (change.lock) await holdTransactionLock(tx, change.lock);
    const changed = await work(tx);
    await tx.flush();
    recordEvent(tx, 'CatalogChanged', { entity: change.entity, id: changed.id });
    return changed;
  });
  catalog.invalidateLocalCache();
  return view(record);
}
