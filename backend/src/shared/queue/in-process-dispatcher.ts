import { Injectable, Logger } from '@nestjs/common';
import { JobDispatcher } from './job-dispatcher.js';
import { JobRegistry } from './job-registry.js';
import type { JobRequest } from './jobs.js';

/**
 * With no Redis the outbox is the queue: a job runs here, and if it throws the outbox row stays
 * unpublished and the relay tries it again with backoff. Handlers are idempotent, so a repeat is harmless.
 */
@Injectable()
export class InProcessJobDispatcher extends JobDispatcher {
  readonly kind = 'in-process';
  private readonly logger = new Logger('Jobs');

  constructor(private readonly registry: JobRegistry) {
    super();
  }

  /** One log line per job (name, id, outcome), as the BullMQ worker writes; a failure is retried by the relay. */
  async dispatch(jobs: JobRequest[]): Promise<void> {
    for (const job of jobs) {
      const started = Date.now();
      try {
        const outcome = await this.registry.run(job.name, job.data);
        this.logger.log({ job: job.name, jobId: job.id, outcome, ms: Date.now() - started }, `${job.name} ${job.id}: ${outcome}`);
      } catch (error) {
        this.logger.warn({ job: job.name, jobId: job.id, outcome: 'failed', ms: Date.now() - started, err: error }, `${job.name} ${job.id}: failed`);
        throw error;
      }
    }
  }

  async isHealthy(): Promise<boolean> {
    return true;
  }
}
