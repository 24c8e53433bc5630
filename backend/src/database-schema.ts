import { authEntities } from './modules/auth/index.js';
import { bookingEntities } from './modules/booking/index.js';
import { catalogEntities, seedDemoCatalog } from './modules/catalog/index.js';
import { paymentsEntities } from './modules/payments/index.js';
import { pricingEntities } from './modules/pricing/index.js';
import type { DatabaseSchema } from './shared/database/orm-config.js';
import { OutboxEvent } from './shared/events/outbox-event.entity.js';

/**
 * The composition root of the schema, beside AppModule: each module's entities (from its index.ts) and the demo
 * catalog an empty install is seeded with. shared/database takes it as an argument, so shared never imports a module.
 */
export const databaseSchema: DatabaseSchema = {
  entities: [...catalogEntities, ...authEntities, ...bookingEntities, ...paymentsEntities, ...pricingEntities, OutboxEvent],
  seed: seedDemoCatalog,
};
