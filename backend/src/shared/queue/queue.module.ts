import { BullModule } from '@nestjs/bullmq';
import { type DynamicModule, Module, type Provider } from '@nestjs/common';
import { Redis } from 'ioredis';
import { BullMqJobDispatcher } from './bullmq-dispatcher.js';
import { InProcessJobDispatcher } from './in-process-dispatcher.js';
import { JobDispatcher } from './job-dispatcher.js';
import { JobRegistry } from './job-registry.js';
import { JOBS_QUEUE, QUEUE_REDIS } from './jobs.js';
import { JobsProcessor } from './jobs.processor.js';

export type ProcessRole = 'api' | 'worker';

/**
 * Jobs go to BullMQ when REDIS_URL is set (consumed by the worker process), else they run in this process
 * straight from the outbox. Plumbing shared by every module, so global.
 */
@Module({})
export class QueueModule {
  static forRoot(redisUrl: string | null, prefix: string, role: ProcessRole): DynamicModule {
    const common: Provider[] = [JobRegistry];
    if (!redisUrl) {
      const providers = [...common, { provide: JobDispatcher, useClass: InProcessJobDispatcher }];
      return { module: QueueModule, global: true, providers, exports: providers };
    }
    // The API fails fast when Redis is down (the outbox keeps the event); the worker waits for it.
    const connection = new Redis(redisUrl, {
      maxRetriesPerRequest: role === 'worker' ? null : 1,
      enableOfflineQueue: role === 'worker',
    });
    connection.on('error', () => undefined);
    const providers: Provider[] = [
      ...common,
      { provide: QUEUE_REDIS, useValue: connection },
      { provide: JobDispatcher, useClass: BullMqJobDispatcher },
    ];
    if (role === 'worker') providers.push(JobsProcessor);
    return {
      module: QueueModule,
      global: true,
      imports: [
        BullModule.forRoot({ connection, prefix }),
        BullModule.registerQueue({ name: JOBS_QUEUE }),
      ],
      providers,
      exports: [JobRegistry, JobDispatcher],
    };
  }
}
