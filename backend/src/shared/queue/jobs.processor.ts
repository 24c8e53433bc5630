import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, type OnModuleDestroy } from '@nestjs/common';
import type { Job } from 'bullmq';
import { cappedBackoff } from './backoff.js';
import { JobRegistry } from './job-registry.js';
import { JOBS_QUEUE, type JobResult } from './jobs.js';

/**
 * BullMQ finds a dead worker's job once its lock has expired and a stalled check runs. The defaults (30 s lock,
 * check every 30 s) leave a killed worker's email waiting up to a minute; a 15 s lock (renewed every 7.5 s while
 * the worker lives) and a check every 5 s bring that under 20 s. The lock stays far above any pause a live
 * worker's event loop takes, so a working job is not mistaken for a dead one.
 */
export const JOB_LOCK_MS = 15_000;
export const STALLED_CHECK_MS = 5_000;

/** The worker process's consumer: every job goes to the handler its module registered. */
@Processor(JOBS_QUEUE, {
  concurrency: 10,
  lockDuration: JOB_LOCK_MS,
  stalledInterval: STALLED_CHECK_MS,
  settings: { backoffStrategy: cappedBackoff },
})
export class JobsProcessor extends WorkerHost implements OnModuleDestroy {
  private readonly logger = new Logger(JobsProcessor.name);

  constructor(private readonly registry: JobRegistry) {
    super();
  }

  /**
   * Shutdown (SIGTERM) closes the BullMQ worker FIRST: it takes no new job and waits for the jobs under way, which
   * still need the database, Redis and SMTP. @nestjs/bullmq would close it only in onApplicationShutdown, the same
   * late phase that closes the database, after the queue's Redis connection was already gone (onModuleDestroy):
   * the job's work was done but BullMQ could not record it, so another worker ran it again. The connections close
   * in onApplicationShutdown (see BullMqJobDispatcher, OutboxRelay, EventsModule).
   */
  async onModuleDestroy(): Promise<void> {
    let worker;
    try {
      worker = this.worker;
    } catch {
      return; // never started
    }
    await worker.close();
  }

  /** Each job logs one line: its name, id, attempt and outcome (a failure with its error, before BullMQ retries it). */
  async process(job: Job<object>): Promise<JobResult> {
    const started = Date.now();
    const fields = { job: job.name, jobId: job.id, attempt: job.attemptsMade + 1 };
    try {
      const result = await this.registry.run(job.name, job.data);
      this.logger.log({ ...fields, outcome: result, ms: Date.now() - started }, `${job.name} ${job.id}: ${result} (attempt ${fields.attempt})`);
      return result;
    } catch (error) {
      this.logger.warn({ ...fields, outcome: 'failed', ms: Date.now() - started, err: error }, `${job.name} ${job.id}: failed (attempt ${fields.attempt})`);
      throw error;
    }
  }
}
