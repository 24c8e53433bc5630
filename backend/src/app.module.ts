import { type DynamicModule, Module } from '@nestjs/common';
import type { Logger } from 'pino';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { databaseSchema } from './database-schema.js';
import { AccountModule } from './modules/account/index.js';
import { AdminModule } from './modules/admin/index.js';
import { AuthModule } from './modules/auth/index.js';
import { BookingModule } from './modules/booking/index.js';
import { CatalogModule } from './modules/catalog/index.js';
import { DeliveryModule } from './modules/delivery/index.js';
import { InvoicingModule } from './modules/invoicing/index.js';
import { NotificationsModule } from './modules/notifications/index.js';
import { OperationsModule } from './modules/operations/index.js';
import { PaymentsModule } from './modules/payments/index.js';
import { PricingModule } from './modules/pricing/index.js';
import { PrivacyModule } from './modules/privacy/index.js';
import { PartnersModule } from './modules/partners/index.js';
import { ClaimsModule } from './modules/claims/index.js';
import { MediaModule } from './modules/media/index.js';
import { DatabaseModule } from './shared/database/database.module.js';
import type { PreparedDatabase } from './shared/database/prepare-database.js';
import { EventsModule } from './shared/events/events.module.js';
import { LoggingModule } from './shared/logging/logging.module.js';
import { HealthModule } from './shared/health/health.module.js';
import { RateLimitsModule } from './shared/rate-limits/index.js';
import { type ProcessRole, QueueModule } from './shared/queue/queue.module.js';

/** Business modules: the same set in the API and the worker, so every job finds its handler in both. */
const featureModules = [AuthModule, AccountModule, CatalogModule, NotificationsModule, AdminModule, PaymentsModule, PricingModule, BookingModule, OperationsModule, DeliveryModule, PrivacyModule, InvoicingModule, PartnersModule, MediaModule, ClaimsModule];

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, database: PreparedDatabase, role: ProcessRole, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        LoggingModule.forRoot(logger),
        ConfigModule.forRoot(config),
        DatabaseModule.forRoot(database.url, database.embedded, databaseSchema),
        QueueModule.forRoot(config.redisUrl, config.queuePrefix, role),
        EventsModule.forRoot(config.redisUrl, config.queuePrefix),
        RateLimitsModule.forRoot(config, role),
        ...(role === 'api' ? [HealthModule] : []),
        ...featureModules,
      ],
    };
  }
}
