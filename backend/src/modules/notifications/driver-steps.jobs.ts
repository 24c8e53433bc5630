import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { type LegState, windowLabel } from '@luggage/contracts';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { JobRegistry } from '../../shared/queue/job-registry.js';
import { JobName, type JobPayloads, type JobResult } from '../../shared/queue/jobs.js';
import { type AddressLegRecord, BookingLegSteps, BookingService, manageUrl } from '../booking/index.js';
import { bagsText, failureReason, speechIn } from './booking-words.js';
import { MailService } from './mail.service.js';
import { driverOnTheWayTemplate, legCollectedTemplate, legDeliveredTemplate, legFailedTemplate, legWindowChangedTemplate } from './templates/driver-steps.templates.js';

/**
 * The emails of a driver's steps on an address leg, each sent once per leg (an undone and retaken step is not mailed
 * twice): on the way, collected, delivered, could not collect or deliver; and an admin's move to another window. A step undone before its job ran is skipped.
 */
@Injectable()
export class DriverStepsJobs implements OnModuleInit {
  constructor(
    private readonly jobs: JobRegistry,
    private readonly legs: BookingLegSteps,
    private readonly bookings: BookingService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.jobs.register(JobName.SendDriverOnTheWay, (event) => this.onTheWay(event));
    this.jobs.register(JobName.SendLegCollected, (event) => this.collected(event));
    this.jobs.register(JobName.SendLegDelivered, (event) => this.delivered(event));
    this.jobs.register(JobName.SendLegFailed, (event) => this.failed(event));
    this.jobs.register(JobName.SendLegWindowChanged, (event) => this.windowChanged(event));
  }

  private async onTheWay(event: JobPayloads[JobName.SendDriverOnTheWay]): Promise<JobResult> {
    const leg = await this.leg(event.legId, 'on_the_way', 'collected', 'delivered', 'failed');
    if (!leg) return 'skipped';
    return this.mail.sendOnce(`driver-on-the-way-${leg.legId}`, leg.email, driverOnTheWayTemplate, { ...this.context(leg), driverFirstName: event.driverFirstName }, [], leg.language);
  }

  private async collected(event: JobPayloads[JobName.SendLegCollected]): Promise<JobResult> {
    const leg = await this.leg(event.legId, 'collected');
    if (!leg) return 'skipped';
    const bags = bagsText(speechIn(leg.language), event.bags);
    return this.mail.sendOnce(`leg-collected-${leg.legId}`, leg.email, legCollectedTemplate, { ...this.context(leg), bags }, [], leg.language);
  }

  private async delivered(event: JobPayloads[JobName.SendLegDelivered]): Promise<JobResult> {
    const leg = await this.leg(event.legId, 'delivered');
    if (!leg) return 'skipped';
    const { words, format } = speechIn(leg.language);
    return this.mail.sendOnce(`leg-delivered-${leg.legId}`, leg.email, legDeliveredTemplate, {
      ...this.context(leg),
      receivedBy: event.receivedBy ?? words('emails:delivered.you'),
      at: format.dateTime(new Date(event.at)),
    }, [], leg.language);
  }

  private async failed(event: JobPayloads[JobName.SendLegFailed]): Promise<JobResult> {
    const leg = await this.leg(event.legId, 'failed');
    if (!leg?.failureReason) return 'skipped';
    const found = await this.bookings.getWithManageToken(leg.bookingId);
    const speech = speechIn(leg.language);
    const context = this.context(leg);
    const point = found?.booking.location.name ?? speech.words('emails:failed.ourStoragePoint');
    return this.mail.sendOnce(`leg-failed-${leg.legId}`, leg.email, legFailedTemplate, {
      ...context,
      reason: failureReason(speech, leg.failureReason),
      next: speech.words(`emails:failed.${context.direction}.next`, { point }),
      manageLink: found?.manageToken ? manageUrl(this.config.appUrl, found.manageToken) : null,
    }, [], leg.language);
  }

  /** Once per new window; skipped when the stop has moved on since (another window, or its run started). */
  private async windowChanged(event: JobPayloads[JobName.SendLegWindowChanged]): Promise<JobResult> {
    const leg = await this.leg(event.legId, 'booked');
    if (!leg || leg.date !== event.date || leg.windowStart !== event.windowStart) return 'skipped';
    const key = `leg-window-changed-${leg.legId}-${event.date}-${event.windowStart}`;
    return this.mail.sendOnce(key, leg.email, legWindowChangedTemplate, this.context(leg), [], leg.language);
  }

  /** The leg when it is (still) in one of `states`, else null: an undone step sends nothing. */
  private async leg(legId: number, ...states: LegState[]): Promise<AddressLegRecord | null> {
    const leg = await this.legs.addressLeg(legId);
    return leg && states.includes(leg.state) ? leg : null;
  }

  private context(leg: AddressLegRecord) {
    return {
      name: leg.fullName,
      reference: leg.reference,
      address: `${leg.line1}, ${leg.postcode}`,
      date: speechIn(leg.language).day(leg.date),
      window: windowLabel({ start: leg.windowStart, end: leg.windowEnd }),
      direction: leg.direction === 'collection' ? ('collection' as const) : ('delivery' as const),
      contactEmail: this.config.contactEmail,
    };
  }
}
