import { AsyncLocalStorage } from 'node:async_hooks';
import { EntityManager } from '@mikro-orm/postgresql';
import { type BeforeApplicationShutdown, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { JobDispatcher } from '../queue/job-dispatcher.js';
import { EVENT_JOBS, type JobRequest } from '../queue/jobs.js';
import type { EventName } from './event-map.js';

interface ClaimedRow {
  id: string;
  /** Names the row's jobs in the queue, so a repeated hand-over of the row is dropped there. */
  job_key: string;
  name: string;
  payload: object;
  attempts: number;
}

const BATCH = 100;
const LEASE_SECONDS = 60;
/**
 * Longest wait between two tries of a row. In-process, a try runs the job itself (an SMTP server refusing, say):
 * up to 5 minutes. With BullMQ a try only hands the job to Redis, and fails only while Redis is unreachable, which
 * costs one fast refused call: 30 s at most, so after a long Redis outage the waiting emails go within 30 s of
 * Redis coming back instead of up to 5 minutes later.
 */
const MAX_BACKOFF_MS = { 'in-process': 5 * 60_000, bullmq: 30_000 } as const;

/**
 * Moves committed outbox rows to the queue. Rows are claimed with a lease (FOR UPDATE SKIP LOCKED in one
 * short statement), so several relays in several processes never publish a row twice at once, and no
 * transaction stays open while jobs are handed over (PGlite serialises every connection behind one).
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  pollMs = 500;
  /**
   * Runs work in the context the relay was made in, outside every request. A nudge comes from a request's commit:
   * a drain started there would inherit the request's entity manager and its committed transaction through
   * AsyncLocalStorage, and every job it runs would read through them ("Transaction is already committed").
   */
  private readonly outsideRequests = AsyncLocalStorage.snapshot();

  constructor(
    private readonly em: EntityManager,
    private readonly dispatcher: JobDispatcher,
  ) {}

  onApplicationBootstrap(): void {
    this.schedule();
  }

  /** Stops after the worker's jobs (which may record events) and before the database and Redis close. */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  /** Publish soon: called after a commit that wrote outbox rows. Coalesces. */
  nudge(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    void this.drain();
  }

  /** Publishes everything due now; resolves when done. */
  async drain(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.outsideRequests(() => this.loop()).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      try {
        while ((await this.publishBatch()) === BATCH && !this.stopped);
      } catch (error) {
        this.logger.warn(`Outbox relay could not read the outbox: ${(error as Error).message}`);
      }
    } while (this.again && !this.stopped);
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      void this.drain().finally(() => this.schedule());
    }, this.pollMs);
    this.timer.unref();
  }

  /**
   * BullMQ takes the whole claim in one addBulk (one Redis round trip, all or nothing) and one UPDATE marks it
   * published. In-process each row runs its own jobs, so one row failing neither holds back nor repeats the others.
   */
  private async publishBatch(): Promise<number> {
    const rows = await this.claim();
    if (rows.length === 0) return 0;
    const handovers = this.dispatcher.kind === 'bullmq' ? [rows] : rows.map((row) => [row]);
    for (const handover of handovers) await this.publish(handover);
    return rows.length;
  }

  private claim(): Promise<ClaimedRow[]> {
    return this.em.getConnection().execute<ClaimedRow[]>(
      `update outbox_event set available_at = now() + interval '${LEASE_SECONDS} seconds', attempts = attempts + 1
       where id in (
         select id from outbox_event where published_at is null and available_at <= now()
         order by id limit ${BATCH} for update skip locked)
       returning id, job_key, name, payload, attempts`,
    );
  }

  private async publish(rows: ClaimedRow[]): Promise<void> {
    const connection = this.em.getConnection();
    const ids = rows.map((row) => row.id);
    try {
      await this.dispatcher.dispatch(rows.flatMap(jobsFor));
      await connection.execute('update outbox_event set published_at = now(), last_error = null where id in (?)', [ids]);
    } catch (error) {
      const message = (error as Error).message ?? String(error);
      for (const row of rows) await this.postpone(row, message);
    }
  }

  private async postpone(row: ClaimedRow, message: string): Promise<void> {
    const delayMs = Math.min(1000 * 2 ** (row.attempts - 1), MAX_BACKOFF_MS[this.dispatcher.kind]);
    this.logger.warn(`Outbox event ${row.id} (${row.name}) not handed over, attempt ${row.attempts}: ${message}`);
    await this.em
      .getConnection()
      .execute(`update outbox_event set available_at = now() + (? || ' milliseconds')::interval, last_error = ? where id = ?`, [
        String(delayMs),
        message.slice(0, 2000),
        row.id,
      ])
      .catch(() => undefined);
  }
}

function jobsFor(row: ClaimedRow): JobRequest[] {
  const names = EVENT_JOBS[row.name as EventName] ?? [];
  return names.map((name) => ({ name, id: `outbox-${row.job_key}-${name.replace(/[^a-z0-9-]/gi, '-')}`, data: row.payload }));
}
