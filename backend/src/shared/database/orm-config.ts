import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type EntityManager, type Options } from '@mikro-orm/postgresql';
import { connectionOptions } from './embedded-postgres.js';
import { migrationsList } from './migrations/index.js';
import { PreparingPostgreSqlDriver } from './prepared-statements.js';

/** What the app's modules bring to the database: their entities, and the seed of an empty install. */
export interface DatabaseSchema {
  entities: NonNullable<Options['entities']>;
  seed(em: EntityManager): Promise<void>;
}

/**
 * One MikroORM configuration for both databases. Embedded PGlite is one session behind a queue, so it gets
 * a pool of one connection: a transaction on one connection would otherwise block queries on the others.
 */
export function ormConfig(clientUrl: string, embedded: boolean, schema: DatabaseSchema) {
  return defineConfig({
    ...connectionOptions(clientUrl),
    driver: PreparingPostgreSqlDriver,
    entities: schema.entities,
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false, silent: true },
    pool: embedded ? { min: 1, max: 1 } : { min: 0, max: 10 },
    discovery: { warnWhenNoEntities: false },
    debug: process.env.DB_DEBUG === '1',
  });
}
