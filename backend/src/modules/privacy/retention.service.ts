import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { londonInstant, parseIso } from '@luggage/contracts';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { deletePublishedOutbox, recordTimedEvent } from '../../shared/events/outbox.js';
import { JobRegistry } from '../../shared/queue/job-registry.js';
import { JobName, type JobResult } from '../../shared/queue/jobs.js';
import { eraseBookingsReturnedBy } from '../booking/index.js';
import { eraseEmailRecipients } from '../notifications/index.js';
import { eraseDocumentPersonalData } from '../invoicing/index.js';
import { erasePaymentPersonalData } from '../payments/index.js';
import { eraseClaimPersonalData } from '../claims/index.js';
import { PhotoLibrary } from '../media/index.js';
import { erasableReturnDate, nextSweepDay, sweepDayAfter, sweepDueAt } from './retention-days.js';

/** Bookings erased per transaction: short transactions, so the first sweep of a large backlog never blocks bookings. */
const BATCH = 200;

/**
 * Personal data retention: a nightly sweep (a timed outbox event, `RetentionSweepDue`, due at 03:00 London) erases
 * the personal details of bookings whose return date is RETENTION_MONTHS before the sweep's day, and with them the
 * recipients of their emails and the payment provider's deliveries about their payments. Each sweep records the
 * next day's; every start records the next one if it is missing, so a sweep that failed for good is replaced.
 * The same sweep deletes the outbox events published more than OUTBOX_RETENTION_DAYS ago, so the outbox holds a
 * few days of events however long the app runs.
 */
@Injectable()
export class RetentionService implements OnModuleInit, OnApplicationBootstrap {
  private readonly logger = new Logger('Retention');

  constructor(
    private readonly em: EntityManager,
    private readonly jobs: JobRegistry,
    private readonly photos: PhotoLibrary,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.jobs.register(JobName.ErasePersonalData, ({ day }) => this.sweep(day));
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.em.fork().transactional((tx) => this.schedule(tx, nextSweepDay(new Date())));
  }

  /** Erases what is past retention as of `day` ('YYYY-MM-DD'), once per day however often its job runs. */
  async sweep(day: string): Promise<JobResult> {
    const [sweep] = await this.em.fork().execute<{ finished: boolean }[]>('select finished_at is not null as finished from retention_sweep where day = ?', [day]);
    if (!sweep || sweep.finished) return 'skipped';
    const returnedBy = erasableReturnDate(day, this.config.retentionMonths);
    const recordedBefore = londonInstant(parseIso(returnedBy)!, '00:00');
    let erased = 0;
    for (let batch = BATCH; batch === BATCH; erased += batch) {
      batch = await this.em.fork().transactional(async (tx) => {
        const erased = await eraseBookingsReturnedBy(tx, returnedBy, BATCH);
        await eraseEmailRecipients(tx, erased, recordedBefore);
        await erasePaymentPersonalData(tx, erased, recordedBefore);
        await eraseDocumentPersonalData(tx, erased);
        await eraseClaimPersonalData(tx, erased.bookingIds);
        await this.photos.markErased(tx, erased.bookingIds);
        return erased.bookingIds.length;
      });
    }
    // After the commits: the photos' bytes, then their rows (any a failed sweep left marked go too).
    const photosErased = await this.photos.eraseMarked();
    const outboxDeleted = await deletePublishedOutbox(this.em.fork(), this.config.outboxRetentionDays);
    const finished = await this.em.fork().transactional(async (tx) => {
      const rows = await tx.execute('update retention_sweep set finished_at = now(), erased_bookings = ? where day = ? and finished_at is null returning day', [erased, day]);
      if (rows.length > 0) await this.schedule(tx, sweepDayAfter(day, new Date()));
      return rows.length > 0;
    });
    if (finished) {
      this.logger.log(
        `Retention sweep of ${day}: erased the personal details of ${erased} bookings returned by ${returnedBy}; erased ${photosErased} photos; deleted ${outboxDeleted} outbox events published over ${this.config.outboxRetentionDays} days ago`,
      );
    }
    return finished ? 'done' : 'skipped';
  }

  /** Records the sweep of `day` unless it is recorded already (the row's primary key decides between racers). */
  private async schedule(tx: EntityManager, day: string): Promise<void> {
    const inserted = await tx.execute('insert into retention_sweep (day) values (?) on conflict (day) do nothing returning day', [day]);
    if (inserted.length > 0) recordTimedEvent(tx, 'RetentionSweepDue', { day }, sweepDueAt(day));
  }
}
