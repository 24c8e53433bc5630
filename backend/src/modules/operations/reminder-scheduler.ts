import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { recordTimedEvent } from '../../shared/events/outbox.js';
import { JobRegistry } from '../../shared/queue/job-registry.js';
import { JobName, type JobResult } from '../../shared/queue/jobs.js';
import { BookingService } from '../booking/index.js';
import { remindersFor } from './reminder-times.js';

/**
 * A confirmed or changed booking gets its reminders as timed events (BookingReminderDue, due at the reminder's time).
 * A booking_reminder row per booking, kind and date, written with the event, makes scheduling again (a repeated job,
 * a change that kept the date) a no-op; a changed date gets a new row and event, and the old one is skipped when due.
 */
@Injectable()
export class ReminderScheduler implements OnModuleInit {
  constructor(
    private readonly jobs: JobRegistry,
    private readonly em: EntityManager,
    private readonly bookings: BookingService,
  ) {}

  onModuleInit(): void {
    this.jobs.register(JobName.ScheduleBookingReminders, ({ bookingId }) => this.schedule(bookingId));
  }

  async schedule(bookingId: number): Promise<JobResult> {
    const booking = await this.bookings.get(bookingId);
    if (!booking || booking.status !== 'confirmed') return 'skipped';
    // The moment the booking got its current dates: a reminder whose time had already come then is never sent.
    const bookedAt = new Date(booking.changedAt ?? booking.confirmedAt ?? booking.createdAt);
    const due = remindersFor(booking, bookedAt);
    let recorded = 0;
    await this.em.fork().transactional(async (tx) => {
      for (const reminder of due) {
        const inserted = await tx.execute<unknown[]>(
          `insert into booking_reminder (booking_id, kind, reminder_date, due_at) values (?, ?, ?, ?) on conflict do nothing returning booking_id`,
          [bookingId, reminder.kind, reminder.date, reminder.dueAt],
        );
        if (inserted.length === 0) continue;
        recordTimedEvent(tx, 'BookingReminderDue', { bookingId, kind: reminder.kind, date: reminder.date }, reminder.dueAt);
        recorded += 1;
      }
    });
    return recorded > 0 ? 'done' : 'skipped';
  }
}
