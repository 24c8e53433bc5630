import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { JobRegistry } from './job-registry.js';
import { JOBS_QUEUE, type JobResult } from './jobs.js';

/** The worker process's consumer: every job goes to the handler its module registered. */
@Processor(JOBS_QUEUE, { concurrency: 10 })
export class JobsProcessor extends WorkerHost {
  private readonly logger = new Logger(JobsProcessor.name);

  constructor(private readonly registry: JobRegistry) {
    super();
  }

  async process(job: Job<object>): Promise<JobResult> {
    const result = await this.registry.run(job.name, job.data);
    this.logger.log(`${job.name} ${job.id}: ${result}`);
    return result;
  }
}
