import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig } from '@mikro-orm/postgresql';
import { connectionOptions } from './embedded-postgres.js';
import { allEntities } from './entities.js';
import { migrationsList } from './migrations/index.js';

/**
 * One MikroORM configuration for both databases. Embedded PGlite is one session behind a queue, so it gets
 * a pool of one connection: a transaction on one connection would otherwise block queries on the others.
 */
export function ormConfig(clientUrl: string, embedded: boolean) {
  return defineConfig({
    ...connectionOptions(clientUrl),
    entities: allEntities,
    metadataProvider: ReflectMetadataProvider,
    extensions: [Migrator],
    migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false, silent: true },
    pool: embedded ? { min: 1, max: 1 } : { min: 0, max: 10 },
    discovery: { warnWhenNoEntities: false },
    debug: process.env.DB_DEBUG === '1',
  });
}
