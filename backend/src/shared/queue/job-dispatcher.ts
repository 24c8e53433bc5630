import type { JobRequest } from './jobs.js';

/** Hands jobs to whatever runs them: BullMQ (REDIS_URL set) or this process. */
export abstract class JobDispatcher {
  abstract readonly kind: 'bullmq' | 'in-process';
  abstract dispatch(jobs: JobRequest[]): Promise<void>;
  abstract isHealthy(): Promise<boolean>;
}
