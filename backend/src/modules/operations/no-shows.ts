import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { DomainEvents } from '../../shared/events/event-map.js';
import { JobRegistry } from '../../shared/queue/job-registry.js';
import { JobName, type JobResult } from '../../shared/queue/jobs.js';
import { BookingService } from '../booking/index.js';

/**
 * CollectionDayEnded (due at midnight after the collection day, London) -> a booking still confirmed for that date
 * becomes a no show. Collected, cancelled, already marked or moved to another date: skipped. No money moves: a no
 * show keeps its payment unless an admin refunds it.
 */
@Injectable()
export class NoShows implements OnModuleInit {
  private readonly logger = new Logger('NoShows');

  constructor(
    private readonly jobs: JobRegistry,
    private readonly bookings: BookingService,
  ) {}

  onModuleInit(): void {
    this.jobs.register(JobName.MarkNoShow, (day) => this.onCollectionDayEnded(day));
  }

  async onCollectionDayEnded(day: DomainEvents['CollectionDayEnded']): Promise<JobResult> {
    if (!(await this.bookings.markNoShow(day.bookingId, day.collectionDate))) return 'skipped';
    this.logger.log(`Booking ${day.reference} was not collected on ${day.collectionDate}: marked as no show`);
    return 'done';
  }
}
