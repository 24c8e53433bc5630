import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { sameDayStayOf } from '@luggage/contracts';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { JobRegistry } from '../../shared/queue/job-registry.js';
import { JobName, type JobPayloads, type JobResult } from '../../shared/queue/jobs.js';
import { BookingService, manageUrl } from '../booking/index.js';
import { CatalogService } from '../catalog/index.js';
import { reminderApplies } from '../operations/index.js';
import { emailLegs, emailSameDay, speechIn } from './booking-words.js';
import { MailService } from './mail.service.js';
import { PassMail } from './pass-mail.js';
import { addressCollectionReminderTemplate, collectionReminderTemplate, deliveryReminderTemplate, pickUpReminderTemplate, returnReminderTemplate } from './templates/booking-reminder.templates.js';

/**
 * BookingReminderDue (a timed event, see operations' ReminderScheduler) -> the reminder email, once per booking, kind
 * and date by its key. The booking is read again: a cancelled booking, or one whose date moved, gets nothing here.
 * It shows the leg as the confirmation does: the point and its time (the return's own point when elsewhere), or the
 * driver's window and the address.
 */
@Injectable()
export class BookingReminderJobs implements OnModuleInit {
  constructor(
    private readonly jobs: JobRegistry,
    private readonly bookings: BookingService,
    private readonly mail: MailService,
    private readonly passMail: PassMail,
    private readonly catalog: CatalogService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.jobs.register(JobName.SendBookingReminder, (event) => this.send(event));
  }

  private async send(event: JobPayloads[JobName.SendBookingReminder]): Promise<JobResult> {
    const found = await this.bookings.getWithManageToken(event.bookingId);
    if (!found || !reminderApplies(found.booking, event)) return 'skipped';
    const { booking, manageToken } = found;
    const leg = booking.legs.find((candidate) => (candidate.direction === 'collection') === (event.kind === 'collection'))!;
    const pointRead = leg.kind === 'address' ? Promise.resolve(null) : this.catalog.pointNow(leg.point?.id ?? booking.location.id, undefined, booking.language);
    const sameDayRead = pointRead.then((point) => sameDayStayOf(booking, point?.hours ?? null));
    const [point, sameDay, { pass, attachments }] = await Promise.all([
      pointRead,
      sameDayRead,
      sameDayRead.then((stay) => this.passMail.parts(booking, { calendar: false, sameDay: stay })),
    ]);
    const speech = speechIn(booking.language);
    const atAddress = leg.kind === 'address';
    const template = templateOf(event.kind, atAddress, booking.nights === 0);
    // The pick-up reminder's link opens "Extend your stay" on the booking's page.
    const opens = template === pickUpReminderTemplate ? EXTEND_ANCHOR : '';
    return this.mail.sendOnce(`booking-reminder-${booking.id}-${event.kind}-${event.date}`, booking.email, template, {
      name: booking.fullName,
      reference: booking.reference,
      legs: emailLegs(speech, [leg]),
      sameDay: emailSameDay(speech, sameDay, booking.location),
      instructions: point?.instructions || null,
      pass,
      manageLink: manageToken ? `${manageUrl(this.config.appUrl, manageToken)}${opens}` : null,
      contactEmail: this.config.contactEmail,
    }, attachments, booking.language);
  }
}

/** The manage page opens its Extend panel for this fragment (features/manage: EXTEND_ANCHOR there too). */
const EXTEND_ANCHOR = '#extend';

function templateOf(kind: JobPayloads[JobName.SendBookingReminder]['kind'], atAddress: boolean, sameDay: boolean) {
  if (kind === 'collection') return atAddress ? addressCollectionReminderTemplate : collectionReminderTemplate;
  if (atAddress) return deliveryReminderTemplate;
  return sameDay ? pickUpReminderTemplate : returnReminderTemplate;
}

