import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { CtePart } from '../../shared/database/statement-part.js';
import { JobRegistry } from '../../shared/queue/job-registry.js';
import { JobName, type JobResult } from '../../shared/queue/jobs.js';
import { BookingService, type BookingView } from '../booking/index.js';
import { remindersFor } from './reminder-times.js';
import { arrayLiteral } from '../../shared/database/array-literal.js';

/**
 * A confirmed or changed booking gets its reminders as timed events (BookingReminderDue, due at the reminder's time).
 * A booking_reminder row per booking, kind and date, written with the event, makes scheduling again (a repeated job,
 * a change that kept the date and time) a no-op; a changed date gets a new row and event, a changed time on the same
 * date (a later pick-up) a new due time and event, and the old event is skipped when due (its `dueAt` is not the
 * booking's any more).
 * A confirmation's reminders are scheduled by its email's job (`remindersPart`, with the booking that job read); a
 * change's by ScheduleBookingReminders.
 */
@Injectable()
export class ReminderScheduler implements OnModuleInit {
  constructor(
    private readonly jobs: JobRegistry,
    private readonly em: EntityManager,
    private readonly bookings: BookingService,
  ) {}

  onModuleInit(): void {
    this.jobs.register(JobName.ScheduleBookingReminders, async ({ bookingId }) => {
      const booking = await this.bookings.get(bookingId);
      return booking ? this.scheduleFor(booking) : 'skipped';
    });
  }

  /**
   * The reminders and their timed events in one statement (so in one transaction): an event only for a reminder row
   * this statement inserted, so running it again records nothing.
   */
  async scheduleFor(booking: BookingView): Promise<JobResult> {
    const part = this.remindersPart(booking);
    if (!part) return 'skipped';
    const [{ recorded }] = await this.em.fork().execute<{ recorded: number }[]>(`with ${part.sql} select ${part.result} as recorded`, part.params);
    return Number(recorded) > 0 ? 'done' : 'skipped';
  }

  /**
   * scheduleFor as a part of the caller's statement (its result: how many reminders it scheduled); null when the
   * booking has none to schedule. Data-modifying CTEs run whether or not the statement reads them.
   */
  remindersPart(booking: BookingView): CtePart | null {
    // Collected too: a stay extended while the bags are at the point gets its pick-up reminder at the new time.
    if (booking.status !== 'confirmed' && booking.status !== 'collected') return null;
    // The moment the booking got its current dates: a reminder whose time had already come then is never sent.
    const bookedAt = new Date(booking.changedAt ?? booking.confirmedAt ?? booking.createdAt);
    const due = remindersFor(booking, bookedAt);
    if (due.length === 0) return null;
    return {
      sql: `reminder_due (kind, reminder_date, due_at) as (select * from unnest(?::text[], ?::date[], ?::timestamptz[])),
       reminded as (
         insert into booking_reminder (booking_id, kind, reminder_date, due_at) select ?::int, kind, reminder_date, due_at from reminder_due
         on conflict (booking_id, kind, reminder_date) do update set due_at = excluded.due_at where booking_reminder.due_at <> excluded.due_at
         returning kind, reminder_date, due_at),
       reminder_events as (
         insert into outbox_event (name, payload, available_at)
         select 'BookingReminderDue', jsonb_build_object('bookingId', ?::int, 'kind', kind, 'date', to_char(reminder_date, 'YYYY-MM-DD'), 'dueAt', due_at), due_at
         from reminded order by due_at
         returning id)`,
      params: [
        arrayLiteral(due.map((r) => r.kind)),
        arrayLiteral(due.map((r) => r.date)),
        arrayLiteral(due.map((r) => r.dueAt.toISOString())),
        booking.id,
        booking.id,
      ],
      result: '(select count(*) from reminder_events)',
    };
  }
}
