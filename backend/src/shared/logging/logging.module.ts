import { type DynamicModule, Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { Logger } from 'pino';

/**
 * nestjs-pino over the process's root logger: Nest's Logger (every module's `new Logger('...')`) writes through it.
 * No pino-http middleware (`forRoutes: []`): Fastify already logs each request through the same pino instance with
 * its request id (request-log.ts), without the cost of Nest middleware on every request.
 */
@Module({})
export class LoggingModule {
  static forRoot(root: Logger): DynamicModule {
    return { module: LoggingModule, imports: [LoggerModule.forRoot({ pinoHttp: { logger: root }, forRoutes: [] })], global: true };
  }
}
