import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { type EventName } from '../../backend/src/shared/events/event-map.js';
import { outboxJobId } from '../../backend/src/shared/events/outbox-relay.js';
import { EVENT_JOBS, JOBS_QUEUE } from '../../backend/src/shared/queue/jobs.js';
import { sql } from './booking-builders.js';
import { eventually, type TestApp } from './test-app.js';

interface OutboxRow {
  name: EventName;
  job_key: string;
  published: boolean;
}

/**
 * Waits until every outbox event matching `where` has been handed over and its jobs have finished: in-process a row
 * is marked published only after its jobs ran; on BullMQ its jobs must also be completed (or failed for good). A
 * state, not a time: after it, a test may assert that nothing more (a late duplicate email, say) came of them.
 */
export async function eventsHandled(t: TestApp, where: string, params: unknown[] = [], timeoutMs = 30_000): Promise<void> {
  const rows = await eventually(
    () => sql<OutboxRow>(t, `select name, job_key, published_at is not null as published from outbox_event where ${where}`, params),
    (found) => found.length > 0 && found.every((row) => row.published),
    timeoutMs,
  );
  if (rows.length === 0 || !rows.every((row) => row.published)) throw new Error(`Outbox events where ${where} were not all handed over within ${timeoutMs} ms`);
  if (!t.worker) return;
  const queue = t.app.get<Queue>(getQueueToken(JOBS_QUEUE), { strict: false });
  const ids = rows.flatMap((row) => EVENT_JOBS[row.name].map((job) => outboxJobId(row.job_key, job)));
  for (const id of ids) {
    const finished = await eventually(
      async () => {
        const job = await queue.getJob(id);
        return job ? (await job.isCompleted()) || (await job.isFailed()) : false;
      },
      (done) => done,
      timeoutMs,
    );
    if (!finished) throw new Error(`Job ${id} did not finish within ${timeoutMs} ms`);
  }
}
