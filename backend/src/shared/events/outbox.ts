import type { EntityManager } from '@mikro-orm/postgresql';
import { EVENT_JOBS } from '../queue/jobs.js';
import type { DomainEvents, EventName } from './event-map.js';
import { OutboxEvent } from './outbox-event.entity.js';
import type { OutboxRelay } from './outbox-relay.js';

/** Where events are recorded: an EntityManager's unit of work, or the events of one statement (StatementEvents). */
export interface OutboxWriter {
  persist(event: OutboxEvent): unknown;
}

/**
 * How long the process that commits an event has it to itself: the row is written already leased (`available_at`
 * this far ahead, one attempt counted), the committing process hands it to the queue right after its commit (see
 * OutboxFlushSubscriber), and only if that process died first does another relay's poll find it, once the lease is over.
 */
export const FRESH_LEASE_MS = 10_000;

/**
 * Records an event on the unit of work of `em`, so it is committed (or rolled back) with the change it reports.
 * Its jobs leave right after the commit, from this process (see FRESH_LEASE_MS).
 */
export function recordEvent<E extends EventName>(em: OutboxWriter, name: E, payload: DomainEvents[E]): void {
  const event = new OutboxEvent(name, payload);
  if (EVENT_JOBS[name].length === 0) {
    // History only (BookingRequested, RefundSucceeded, …): nothing to hand over, so it is written published.
    event.publishedAt = new Date();
    em.persist(event);
    return;
  }
  event.availableAt = new Date(Date.now() + FRESH_LEASE_MS);
  event.attempts = 1;
  event.fresh = true;
  em.persist(event);
}

/**
 * Records an event that is due later (a reminder, a hold's expiry, a no-show check): the relay leaves the row alone
 * until `dueAt`, so timed work survives restarts and, claimed under the relay's lease, runs once with several
 * workers. Its handler reloads the state and skips work that no longer applies (a cancelled booking, a moved date).
 */
export function recordTimedEvent<E extends EventName>(em: OutboxWriter, name: E, payload: DomainEvents[E], dueAt: Date): void {
  const event = new OutboxEvent(name, payload);
  event.availableAt = dueAt;
  em.persist(event);
}

/**
 * Events written by the statement that makes the change they report, so with no transaction around it: record them
 * as on an EntityManager (recordEvent, recordTimedEvent), put `sql` in the statement as a data-modifying CTE (one row
 * per row of the CTE `source`, which has one row or none, so none when the change did not happen) with `params` in
 * its place, and pass what it returned to `handOver` once the statement is done. Outside a transaction it is
 * committed by then, so this does what OutboxFlushSubscriber does after a commit: the relay gets the fresh rows.
 */
export class StatementEvents implements OutboxWriter {
  private readonly events: OutboxEvent[] = [];
  /** Payload fields only the statement knows, by event: SQL over `source`'s row. */
  private readonly fills = new Map<OutboxEvent, Record<string, string>>();
  /** Due times only the statement knows, by timed event: SQL over `source`'s row. */
  private readonly dues = new Map<OutboxEvent, string>();

  constructor(private readonly source: string) {}

  persist(event: OutboxEvent): void {
    this.events.push(event);
  }

  /** recordEvent, with the payload's `fill` fields taken from `source`'s row by the statement (SQL expressions). */
  recordFilled<E extends EventName, K extends keyof DomainEvents[E] & string>(name: E, payload: Omit<DomainEvents[E], K>, fill: Record<K, string>): void {
    recordEvent(this, name, payload as DomainEvents[E]);
    this.fills.set(this.events[this.events.length - 1], fill);
  }

  /** recordTimedEvent, with the payload's `fill` fields and the due time `dueAt` SQL expressions over `source`'s row. */
  recordTimedFilled<E extends EventName, K extends keyof DomainEvents[E] & string>(name: E, payload: Omit<DomainEvents[E], K>, fill: Record<K, string>, dueAt: string): void {
    recordTimedEvent(this, name, payload as DomainEvents[E], new Date(0));
    const event = this.events[this.events.length - 1];
    this.fills.set(event, fill);
    this.dues.set(event, dueAt);
  }

  /** `insert into outbox_event … returning id, job_key, payload` (with nothing recorded, a CTE of no rows). */
  get sql(): string {
    if (this.events.length === 0) return 'select null::bigint as id, null::uuid as job_key, null::jsonb as payload where false';
    const rows = this.events.map((event) => {
      const filled = Object.entries(this.fills.get(event) ?? {}).map(([field, sql]) => `'${field}', ${sql}`);
      const payload = filled.length > 0 ? `?::jsonb || jsonb_build_object(${filled.join(', ')})` : '?::jsonb';
      const availableAt = this.dues.get(event) ?? '?::timestamptz';
      return `select ?::uuid, ?, ${payload}, ?::timestamptz, ${availableAt}, ?::int, ?::timestamptz from ${this.source}`;
    });
    return `insert into outbox_event (job_key, name, payload, created_at, available_at, attempts, published_at)
       ${rows.join(' union all ')}
       returning id, job_key, payload`;
  }

  get params(): unknown[] {
    return this.events.flatMap((event) => {
      const availableAt = this.dues.has(event) ? [] : [event.availableAt];
      return [event.jobKey, event.name, JSON.stringify(event.payload), event.createdAt, ...availableAt, event.attempts, event.publishedAt];
    });
  }

  /** `written`: the rows the statement's `sql` returned, committed. */
  handOver(relay: OutboxRelay, written: { id: string | number; job_key: string; payload: object }[]): void {
    const fresh = written.flatMap((row) => {
      const event = this.events.find((recorded) => recorded.jobKey === row.job_key && recorded.fresh);
      if (!event) return [];
      event.id = String(row.id);
      event.payload = row.payload;
      return [event];
    });
    if (fresh.length > 0) relay.handOver(fresh);
  }
}

/** Published rows deleted per statement by deletePublishedOutbox: short statements, so a first large backlog never holds the table long. */
const DELETE_BATCH = 5000;

/**
 * Deletes the events published more than `days` days ago (by the database's clock), a batch a statement, and says
 * how many went. Unpublished rows (due, leased, timed for later) stay whatever their age. What a booking's audit
 * needs lives in its own history (booking_status_change, booking_change, payments); a published row only lets the
 * relay skip it, and the queue's job ids (from job_key) keep a redelivered job from running twice for as long as
 * the queue keeps them.
 */
export async function deletePublishedOutbox(em: { execute: EntityManager['execute'] }, days: number): Promise<number> {
  let deleted = 0;
  for (let batch = DELETE_BATCH; batch === DELETE_BATCH; deleted += batch) {
    const rows = await em.execute<{ id: string }[]>(
      `delete from outbox_event where id in (
         select id from outbox_event where published_at < now() - make_interval(days => ?) order by published_at limit ${DELETE_BATCH})
       returning id`,
      [days],
    );
    batch = rows.length;
  }
  return deleted;
}
