import { AsyncLocalStorage } from 'node:async_hooks';
import { EntityManager } from '@mikro-orm/postgresql';
import { type BeforeApplicationShutdown, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { JobDispatcher } from '../queue/job-dispatcher.js';
import { EVENT_JOBS, type JobRequest } from '../queue/jobs.js';
import type { EventName } from './event-map.js';
import type { OutboxEvent } from './outbox-event.entity.js';
import { arrayLiteral } from '../database/array-literal.js';

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
 * Moves committed outbox rows to the queue. The process that commits an event hands it over itself, right after the
 * commit (`handOver`, from OutboxFlushSubscriber; the row was written leased to it), and marks it published with its
 * next poll. The poll (every `pollMs`, and `drain()`) also claims what is due and not leased: timed events, rows
 * whose hand-over failed and waits out its backoff, rows of a process that died. A claim is one statement (FOR
 * UPDATE SKIP LOCKED, with a lease), so several relays in several processes never publish a row twice at once, and
 * no transaction stays open while jobs are handed over (PGlite serialises every connection behind one).
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  private timer: NodeJS.Timeout | null = null;
  /** Everything the relay does, one thing after another. */
  private work: Promise<void> = Promise.resolve();
  private sweeping: Promise<void> | null = null;
  private stopped = false;
  /** Committed here, to hand over. */
  private fresh: ClaimedRow[] = [];
  private handingOver = false;
  /** Handed over, to mark published with the next poll. */
  private handedOver: string[] = [];
  pollMs = 500;
  /**
   * Runs work in the context the relay was made in, outside every request. A hand-over comes from a request's commit:
   * work started there would inherit the request's entity manager and its committed transaction through
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
    await this.enqueue(() => this.markHandedOver());
  }

  /** Events this process has just committed: their jobs go now, in the order committed. */
  handOver(events: OutboxEvent[]): void {
    if (this.stopped) return;
    this.fresh.push(...events.map((event) => ({ id: event.id, job_key: event.jobKey, name: event.name, payload: event.payload, attempts: event.attempts })));
    if (this.handingOver) return;
    this.handingOver = true;
    void this.enqueue(async () => {
      this.handingOver = false;
      await this.publishFresh();
    });
  }

  /** Publishes everything due now (and what this process committed); resolves when done. Coalesces. */
  drain(): Promise<void> {
    this.sweeping ??= this.enqueue(async () => {
      this.sweeping = null;
      await this.publishFresh();
      while ((await this.publishBatch()) === BATCH && !this.stopped);
    });
    return this.sweeping;
  }

  private enqueue(task: () => Promise<void>): Promise<void> {
    const next = this.work.then(() =>
      this.outsideRequests(task).catch((error: unknown) => this.logger.warn(`Outbox relay could not read the outbox: ${(error as Error).message}`)),
    );
    this.work = next;
    return next;
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      void this.drain().finally(() => this.schedule());
    }, this.pollMs);
    this.timer.unref();
  }

  private async publishFresh(): Promise<void> {
    const rows = this.fresh.splice(0);
    if (rows.length > 0) await this.publishAll(rows);
  }

  /** One claim (which also marks what was handed over since), then its rows handed over. */
  private async publishBatch(): Promise<number> {
    const rows = await this.claim();
    if (rows.length > 0) await this.publishAll(rows);
    return rows.length;
  }

  /**
   * BullMQ takes them all in one addBulk (one Redis round trip, all or nothing). In-process each row runs its own
   * jobs, so one row failing neither holds back nor repeats the others.
   */
  private async publishAll(rows: ClaimedRow[]): Promise<void> {
    const handovers = this.dispatcher.kind === 'bullmq' ? [rows] : rows.map((row) => [row]);
    for (const handover of handovers) await this.publish(handover);
  }

  /**
   * Leases the due rows, and marks published the rows handed over since the last poll, in one statement: a poll
   * that follows bookings costs nothing more than the idle one. The marked ids come back too (`marked`), so the
   * statement reads as work done, not as an empty poll. Due rows go oldest due first, in the order of the pending
   * index's own key (available_at, id): ordered by id alone, fresh statistics make the planner walk the primary key
   * through every published row instead.
   */
  private async claim(): Promise<ClaimedRow[]> {
    const marking = this.handedOver.splice(0);
    const ids = arrayLiteral(marking);
    const rows = await this.em
      .getConnection()
      .execute<(ClaimedRow & { marked: boolean })[]>(
      `with marked as (
         update outbox_event set published_at = now(), last_error = null where id = any(?::bigint[]) and published_at is null returning id),
       claimed as (
         update outbox_event set available_at = now() + interval '${LEASE_SECONDS} seconds', attempts = attempts + 1
         where id in (
           select id from outbox_event where published_at is null and available_at <= now() and id <> all(?::bigint[])
           order by available_at, id limit ${BATCH} for update skip locked)
         returning id, job_key, name, payload, attempts)
       select id, job_key, name, payload, attempts, false as marked from claimed
       union all select id, null, null, null, null, true from marked`,
        [ids, ids],
      )
      .catch((error: unknown) => {
        this.handedOver.push(...marking);
        throw error;
      });
    return rows.filter((row) => !row.marked);
  }

  /** On shutdown: what was handed over since the last poll. */
  private async markHandedOver(): Promise<void> {
    const marking = this.handedOver.splice(0);
    if (marking.length === 0) return;
    await this.em.getConnection().execute('update outbox_event set published_at = now(), last_error = null where id = any(?::bigint[]) and published_at is null', [arrayLiteral(marking)]);
  }

  private async publish(rows: ClaimedRow[]): Promise<void> {
    try {
      const jobs = rows.flatMap(jobsFor);
      if (jobs.length > 0) await this.dispatcher.dispatch(jobs);
      this.handedOver.push(...rows.map((row) => row.id));
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
  return names.map((name) => ({ name, id: outboxJobId(row.job_key, name), data: row.payload }));
}

/** The queue's id for one job of an outbox row: the same row handed over twice names the same job, which BullMQ drops. */
export function outboxJobId(jobKey: string, jobName: string): string {
  return `outbox-${jobKey}-${jobName.replace(/[^a-z0-9-]/gi, '-')}`;
}
