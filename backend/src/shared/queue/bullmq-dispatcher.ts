import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { CAPPED_BACKOFF } from './backoff.js';
import { JobDispatcher } from './job-dispatcher.js';
import { JOBS_QUEUE, type JobRequest, QUEUE_REDIS } from './jobs.js';

const DAY_SECONDS = 24 * 60 * 60;

@Injectable()
export class BullMqJobDispatcher extends JobDispatcher implements OnApplicationShutdown {
  readonly kind = 'bullmq';

  constructor(
    @InjectQueue(JOBS_QUEUE) private readonly queue: Queue,
    @Inject(QUEUE_REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    super();
  }

  /** Last shutdown phase: the worker (onModuleDestroy) and the relay (beforeApplicationShutdown) are done with Redis. */
  async onApplicationShutdown(): Promise<void> {
    await this.queue.close();
    this.redis.disconnect();
  }

  async dispatch(jobs: JobRequest[]): Promise<void> {
    await this.queue.addBulk(
      jobs.map((job) => ({
        name: job.name,
        data: job.data,
        opts: {
          jobId: job.id,
          attempts: this.config.jobRetry.attempts,
          backoff: { type: CAPPED_BACKOFF, delay: this.config.jobRetry.backoffMs },
          // Kept a day so a repeated job id within that time is recognised and dropped.
          removeOnComplete: { age: DAY_SECONDS, count: 50_000 },
          removeOnFail: { age: 7 * DAY_SECONDS },
        },
      })),
    );
  }

  async isHealthy(): Promise<boolean> {
    try {
      return (await withTimeout(this.redis.ping(), 1000)) === 'PONG';
    } catch {
      return false;
    }
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref())]);
}
