import type { EntityClass, EntityManager } from '@mikro-orm/postgresql';

const lists = new Map<string, string>();

/**
 * An entity's own columns, each as `alias.column`, for a hand-written select whose row `em.map` turns into the
 * entity. Named rather than `alias.*` so that a prepared statement's result keeps its shape when a later migration
 * adds a column (PostgreSQL refuses to run a prepared `*` whose table changed).
 */
export function entityColumns(em: EntityManager, entity: EntityClass<object>, alias: string): string {
  const key = `${entity.name}:${alias}`;
  let list = lists.get(key);
  if (!list) {
    const own = em
      .getMetadata()
      .get(entity)
      .props.filter((prop) => prop.persist !== false && !prop.formula && (prop.kind === 'scalar' || prop.kind === 'm:1' || (prop.kind === '1:1' && prop.owner)));
    list = own.flatMap((prop) => prop.fieldNames).map((column) => `${alias}.${column}`).join(', ');
    lists.set(key, list);
  }
  return list;
}
