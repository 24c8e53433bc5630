import { Injectable } from '@nestjs/common';
import { type JobHandler, JobName, type JobResult } from './jobs.js';

export class UnknownJobError extends Error {}

/** Modules register the handler of each job they own; the worker refuses to start unless every job has exactly one. */
@Injectable()
export class JobRegistry {
  private readonly handlers = new Map<JobName, (data: object) => Promise<JobResult>>();

  register<N extends JobName>(name: N, handler: JobHandler<N>): void {
    if (this.handlers.has(name)) throw new Error(`Job ${name} has two handlers`);
    this.handlers.set(name, handler as (data: object) => Promise<JobResult>);
  }

  assertComplete(): void {
    const missing = Object.values(JobName).filter((name) => !this.handlers.has(name));
    if (missing.length > 0) throw new Error(`No handler for job(s): ${missing.join(', ')}`);
  }

  async run(name: string, data: object): Promise<JobResult> {
    const handler = this.handlers.get(name as JobName);
    if (!handler) throw new UnknownJobError(`No handler for job ${name}`);
    return handler(data);
  }
}
