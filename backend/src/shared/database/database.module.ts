import { MikroOrmModule } from '@mikro-orm/nestjs';
import { type DynamicModule, Module } from '@nestjs/common';
import { ormConfig } from './orm-config.js';

@Module({})
export class DatabaseModule {
  /** The database must already be migrated (prepareDatabase runs before the Nest app is built). */
  static forRoot(url: string, embedded: boolean): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [MikroOrmModule.forRoot({ ...ormConfig(url, embedded), registerRequestContext: true })],
    };
  }
}
