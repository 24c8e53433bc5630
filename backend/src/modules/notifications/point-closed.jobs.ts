import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { JobRegistry } from '../../shared/queue/job-registry.js';
import { JobName, type JobPayloads, type JobResult } from '../../shared/queue/jobs.js';
import { BookingService, ClosureRescueService, manageUrl } from '../booking/index.js';
import { speechIn } from './booking-words.js';
import { MailService } from './mail.service.js';
import { pointClosedTemplate } from './templates/point-closed.template.js';

/** The closed-point email: one per offer (its key), in the booking's language, with the rescue it may take. */
@Injectable()
export class PointClosedJobs implements OnModuleInit {
  constructor(
    private readonly jobs: JobRegistry,
    private readonly bookings: BookingService,
    private readonly rescue: ClosureRescueService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.jobs.register(JobName.SendPointClosed, (event) => this.send(event));
  }

  private async send(event: JobPayloads[JobName.SendPointClosed]): Promise<JobResult> {
    const [found, offer] = await Promise.all([this.bookings.getWithManageToken(event.bookingId), this.rescue.offerForEmail(event.offerId)]);
    if (!found || !offer) return 'skipped';
    const { booking, manageToken } = found;
    const speech = speechIn(booking.language);
    // Keyed by the booking too, so the retention sweep forgets its recipient with the booking's other emails.
    return this.mail.sendOnce(`booking-closure-${booking.id}-${event.offerId}`, booking.email, pointClosedTemplate, {
      name: booking.fullName,
      reference: booking.reference,
      date: speech.day(offer.date),
      point: offer.pointName,
      note: offer.note,
      collection: offer.side === 'collection',
      move: offer.move && { point: offer.move.name, address: offer.move.address, km: speech.format.number(offer.move.km) },
      delivery: offer.delivery,
      later: offer.later && { date: speech.day(offer.later.date), time: offer.later.time },
      secondLine: offer.side === 'collection' ? offer.delivery : offer.later !== null,
      refund: offer.refundPence === null ? null : speech.format.money(offer.refundPence),
      manageLink: manageToken ? manageUrl(this.config.appUrl, manageToken) : null,
      contactEmail: this.config.contactEmail,
    }, [], booking.language);
  }
}
