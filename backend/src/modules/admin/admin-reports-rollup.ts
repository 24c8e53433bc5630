import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { addDays, compareDates, formatIso, londonInstant, parseIso, todayInLondon } from '@luggage/contracts';
import { recordTimedEvent } from '../../shared/events/outbox.js';
import { JobRegistry } from '../../shared/queue/job-registry.js';
import { JobName, type JobResult } from '../../shared/queue/jobs.js';
import { chargedVatPercent } from '../invoicing/index.js';
import { LedgerRollup } from '../payments/index.js';

/** The nightly rollup runs at this London time: just after the day it rolls up has ended. */
export const ROLLUP_TIME = '00:30';

/** When the rollup of `day` ('YYYY-MM-DD', London; it rolls up the days before it) is due. */
export function rollupDueAt(day: string): Date {
  return londonInstant(parseIso(day)!, ROLLUP_TIME);
}

/** The first day whose rollup time is still to come at `now`: today before 00:30 London, else tomorrow. */
export function nextRollupDay(now: Date): string {
  const today = todayInLondon(now);
  return formatIso(londonInstant(today, ROLLUP_TIME) > now ? today : addDays(today, 1));
}

/** The day after `day`, or the next rollup day from `now` when the run was so late that it has passed. */
export function rollupDayAfter(day: string, now: Date): string {
  const following = addDays(parseIso(day)!, 1);
  const next = parseIso(nextRollupDay(now))!;
  return formatIso(compareDates(following, next) >= 0 ? following : next);
}

/**
 * The reports' nightly rollup: a timed outbox event (`LedgerRollupDue`, due at 00:30 London) rolls up every ended day
 * not rolled up yet or made stale (LedgerRollup.fillUpTo), at the VAT rate charged then. Each run records the next
 * night's; every start records the next one if it is missing, as the retention sweep does. A report rolls up any
 * ended day it needs that the job has not (a fresh install, the embedded engine without a worker, a missed night).
 */
@Injectable()
export class AdminReportsRollup implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('ReportsRollup');

  constructor(
    private readonly em: EntityManager,
    private readonly jobs: JobRegistry,
    private readonly rollup: LedgerRollup,
  ) {}

  onModuleInit(): void {
    this.jobs.register(JobName.RollUpLedgerDays, ({ day }) => this.run(day));
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.em.fork().transactional((tx) => this.schedule(tx, nextRollupDay(new Date())));
  }

  /** Rolls up the ended days before `day` ('YYYY-MM-DD'), once per scheduled night however often its job runs. */
  async run(day: string, now = new Date()): Promise<JobResult> {
    const claimed = await this.em.fork().execute('update ledger_rollup_run set started_at = now() where day = ? and finished_at is null returning day', [day]);
    if (claimed.length === 0) return 'skipped';
    const { days, ms } = await this.fillEnded(day, now);
    const finished = await this.em.fork().transactional(async (tx) => {
      const rows = await tx.execute('update ledger_rollup_run set finished_at = now(), days_filled = ? where day = ? and finished_at is null returning day', [days, day]);
      if (rows.length > 0) await this.schedule(tx, rollupDayAfter(day, now));
      return rows.length > 0;
    });
    if (finished) this.logger.log(`Reports rollup of ${day}: ${days} day(s) rolled up in ${ms} ms`);
    return finished ? 'done' : 'skipped';
  }

  /** The job's fill: every ended day before `day` (never today or later at `now`); answers the days filled and how long it took. */
  async fillEnded(day: string, now = new Date()): Promise<{ days: number; ms: number }> {
    const started = performance.now();
    const yesterday = formatIso(addDays(todayInLondon(now), -1));
    const dayBefore = formatIso(addDays(parseIso(day)!, -1));
    const days = await this.rollup.fillUpTo(this.em.fork(), dayBefore < yesterday ? dayBefore : yesterday, await chargedVatPercent(this.em.fork()));
    return { days, ms: Math.round(performance.now() - started) };
  }

  /** Records the run of `day` unless it is recorded already (the row's primary key decides between racers). */
  private async schedule(tx: EntityManager, day: string): Promise<void> {
    const inserted = await tx.execute('insert into ledger_rollup_run (day) values (?) on conflict (day) do nothing returning day', [day]);
    if (inserted.length > 0) recordTimedEvent(tx, 'LedgerRollupDue', { day }, rollupDueAt(day));
  }
}
