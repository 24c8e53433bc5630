import { MikroOrmModule } from '@mikro-orm/nestjs';
import { type DynamicModule, Module } from '@nestjs/common';
import { type DatabaseSchema, ormConfig } from './orm-config.js';

@Module({})
export class DatabaseModule {
  /**
   * The database must already be migrated (prepareDatabase runs before the Nest app is built). Each HTTP request
   * gets its own EntityManager from a Fastify hook (see bootstrap/create-http-app.ts), not from Nest's Express-style middleware.
   */
  static forRoot(url: string, embedded: boolean, schema: DatabaseSchema): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [MikroOrmModule.forRoot({ ...ormConfig(url, embedded, schema), registerRequestContext: false })],
    };
  }
}
