import { Injectable } from '@nestjs/common';
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

  constructor(private readonly registry: JobRegistry) {
    super();
  }

  async dispatch(jobs: JobRequest[]): Promise<void> {
    for (const job of jobs) await this.registry.run(job.name, job.data);
  }

  async isHealthy(): Promise<boolean> {
    return true;
  }
}
