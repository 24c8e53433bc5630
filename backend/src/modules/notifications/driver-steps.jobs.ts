import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { formatLondonDateTime, formatDashed, LEG_FAILURE_REASONS, type LegState, parseIso, windowLabel } from '@luggage/contracts';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { JobRegistry } from '../../shared/queue/job-registry.js';
import { JobName, type JobPayloads, type JobResult } from '../../shared/queue/jobs.js';
import { type AddressLegRecord, BookingLegSteps, BookingService, manageUrl } from '../booking/index.js';
import { longDate } from './email-dates.js';
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
    const errand = leg.direction === 'collection' ? 'collect your bags from' : 'bring your bags to';
    return this.mail.sendOnce(`driver-on-the-way-${leg.legId}`, leg.email, driverOnTheWayTemplate, { ...this.context(leg), driverFirstName: event.driverFirstName, errand });
  }

  private async collected(event: JobPayloads[JobName.SendLegCollected]): Promise<JobResult> {
    const leg = await this.leg(event.legId, 'collected');
    if (!leg) return 'skipped';
    const bags = `${event.bags} bag${event.bags === 1 ? '' : 's'}`;
    return this.mail.sendOnce(`leg-collected-${leg.legId}`, leg.email, legCollectedTemplate, { ...this.context(leg), bags });
  }

  private async delivered(event: JobPayloads[JobName.SendLegDelivered]): Promise<JobResult> {
    const leg = await this.leg(event.legId, 'delivered');
    if (!leg) return 'skipped';
    return this.mail.sendOnce(`leg-delivered-${leg.legId}`, leg.email, legDeliveredTemplate, {
      ...this.context(leg),
      receivedBy: event.receivedBy ?? 'you',
      at: formatLondonDateTime(new Date(event.at)),
    });
  }

  private async failed(event: JobPayloads[JobName.SendLegFailed]): Promise<JobResult> {
    const leg = await this.leg(event.legId, 'failed');
    if (!leg?.failureReason) return 'skipped';
    const found = await this.bookings.getWithManageToken(leg.bookingId);
    const delivery = leg.direction === 'return';
    const point = found?.booking.location.name ?? 'our storage point';
    return this.mail.sendOnce(`leg-failed-${leg.legId}`, leg.email, legFailedTemplate, {
      ...this.context(leg),
      verb: delivery ? 'deliver' : 'collect',
      reason: LEG_FAILURE_REASONS[leg.failureReason],
      next: delivery
        ? `Your bags are safe with us at ${point}. Choose another window for a second delivery from your booking's page, or write to us.`
        : `Your booking stays open. Write to us to arrange another collection, or bring your bags to ${point}.`,
      manageLink: found?.manageToken ? manageUrl(this.config.appUrl, found.manageToken) : null,
    });
  }

  /** Once per new window; skipped when the stop has moved on since (another window, or its run started). */
  private async windowChanged(event: JobPayloads[JobName.SendLegWindowChanged]): Promise<JobResult> {
    const leg = await this.leg(event.legId, 'booked');
    if (!leg || leg.date !== event.date || leg.windowStart !== event.windowStart) return 'skipped';
    const key = `leg-window-changed-${leg.legId}-${event.date}-${event.windowStart}`;
    return this.mail.sendOnce(key, leg.email, legWindowChangedTemplate, { ...this.context(leg), what: leg.direction === 'collection' ? 'collection' : 'delivery' });
  }

  /** The leg when it is (still) in one of `states`, else null: an undone step sends nothing. */
  private async leg(legId: number, ...states: LegState[]): Promise<AddressLegRecord | null> {
    const leg = await this.legs.addressLeg(legId);
    return leg && states.includes(leg.state) ? leg : null;
  }

  private context(leg: AddressLegRecord) {
    const day = parseIso(leg.date);
    return {
      name: leg.fullName,
      reference: leg.reference,
      address: `${leg.line1}, ${leg.postcode}`,
      date: day ? longDate(formatDashed(day)) : leg.date,
      window: windowLabel({ start: leg.windowStart, end: leg.windowEnd }),
      contactEmail: this.config.contactEmail,
    };
  }
}
