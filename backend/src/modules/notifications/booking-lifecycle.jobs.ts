import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { formatPounds, sameDayStayOf } from '@luggage/contracts';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { localise } from '../../shared/i18n/message.js';
import { JobRegistry } from '../../shared/queue/job-registry.js';
import { JobName, type JobPayloads, type JobResult } from '../../shared/queue/jobs.js';
import { BookingService, manageUrl } from '../booking/index.js';
import { CatalogService } from '../catalog/index.js';
import { PaymentLedger } from '../payments/index.js';
import { CancellationPolicyService } from '../pricing/index.js';
import { emailLegs, emailPriceLines, emailSameDay, itemTitle, policyText, sameDayTimes, speechIn, stayText } from './booking-words.js';
import { MailService } from './mail.service.js';
import { PassMail } from './pass-mail.js';
import { pointInstructions } from './point-instructions.js';
import { bookingCancelledTemplate, bookingChangedTemplate, manageLinkTemplate, refundFailedTemplate } from './templates/booking-lifecycle.templates.js';

/**
 * The emails of a booking's life after payment, each sent once per event by its key: booking changed, booking
 * cancelled (with the refund), the manage link asked for with "Find my booking", and a failed refund (to operators).
 */
@Injectable()
export class BookingLifecycleJobs implements OnModuleInit {
  constructor(
    private readonly jobs: JobRegistry,
    private readonly em: EntityManager,
    private readonly bookings: BookingService,
    private readonly ledger: PaymentLedger,
    private readonly policy: CancellationPolicyService,
    private readonly mail: MailService,
    private readonly passMail: PassMail,
    private readonly catalog: CatalogService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.jobs.register(JobName.SendBookingChanged, (event) => this.changed(event));
    this.jobs.register(JobName.SendBookingCancelled, (event) => this.cancelled(event));
    this.jobs.register(JobName.SendManageLink, (event) => this.manageLink(event));
    this.jobs.register(JobName.SendRefundFailedAlert, (event) => this.refundFailed(event));
  }

  private async changed(event: JobPayloads[JobName.SendBookingChanged]): Promise<JobResult> {
    const found = await this.bookings.getWithManageToken(event.bookingId);
    if (!found) return 'skipped';
    const { booking, manageToken } = found;
    const speech = speechIn(booking.language);
    const { money: pounds } = speech.format;
    const pointRead = this.catalog.pointNow(booking.location.id, undefined, booking.language);
    const sameDayRead = pointRead.then((point) => sameDayStayOf(booking, point.hours));
    const [money, point, sameDay, { pass, attachments }, policy, itemNames] = await Promise.all([
      this.ledger.summary(this.em.fork(), booking.id),
      pointRead,
      sameDayRead,
      sameDayRead.then((stay) => this.passMail.parts(booking, { calendar: true, sameDay: stay })),
      this.policy.current(),
      this.catalog.itemNameTranslations(booking.items.map((item) => item.code)),
    ]);
    return this.mail.sendOnce(`booking-changed-${booking.id}-v${event.version}`, booking.email, bookingChangedTemplate, {
      name: booking.fullName,
      reference: booking.reference,
      items: booking.items.map((item) => ({ title: itemTitle(speech, item, itemNames), amount: item.amount })),
      nights: stayText(speech, booking.nights),
      legs: emailLegs(speech, booking.legs),
      sameDay: emailSameDay(speech, sameDay, booking.location),
      instructions: point.instructions || null,
      price: emailPriceLines(speech, booking, 'emails:changed.newPrice'),
      paid: pounds(money.paidPence),
      refunded: money.refundedPence > 0 ? pounds(money.refundedPence) : null,
      chargedNow: event.chargedPence ? pounds(event.chargedPence) : null,
      refundedNow: event.refundedPence ? pounds(event.refundedPence) : null,
      // An event from before the amounts were recorded says neither: nothing is claimed.
      noMoneyNow: event.chargedPence === 0 && event.refundedPence === 0,
      manageLink: this.link(manageToken),
      policy: policyText(speech, policy),
      pass,
      contactEmail: this.config.contactEmail,
    }, attachments, booking.language);
  }

  private async cancelled(event: JobPayloads[JobName.SendBookingCancelled]): Promise<JobResult> {
    const found = await this.bookings.getWithManageToken(event.bookingId);
    if (!found) return 'skipped';
    const { booking, manageToken } = found;
    const speech = speechIn(booking.language);
    const { words, format } = speech;
    // The intro names the collection as booked: its day, and the point or the address.
    const [collection] = emailLegs(speech, booking.legs);
    return this.mail.sendOnce(`booking-cancelled-${booking.id}`, booking.email, bookingCancelledTemplate, {
      name: booking.fullName,
      reference: booking.reference,
      collectionDate: collection.date,
      place: collection.place,
      sameDayTimes: sameDayTimes(speech, booking),
      instructions: await pointInstructions(this.catalog, booking),
      refund: event.refundPence > 0 ? format.money(event.refundPence) : null,
      refundWhen: words(booking.paymentProvider === 'stripe' ? 'emails:cancelled.refundWhenCard' : 'emails:cancelled.refundWhenTest'),
      reason: event.reason ? localise(event.reason, booking.language) : null,
      manageLink: this.link(manageToken),
      contactEmail: this.config.contactEmail,
    }, this.passMail.cancellationAttachments(booking, new Date()), booking.language);
  }

  private async manageLink(event: JobPayloads[JobName.SendManageLink]): Promise<JobResult> {
    const found = await this.bookings.getWithManageToken(event.bookingId);
    const link = found ? this.link(found.manageToken) : null;
    if (!found || !link) return 'skipped';
    const { booking } = found;
    return this.mail.sendOnce(`manage-link-${booking.id}-${event.requestId}`, booking.email, manageLinkTemplate, {
      name: booking.fullName,
      reference: booking.reference,
      manageLink: link,
      contactEmail: this.config.contactEmail,
    }, [], booking.language);
  }

  private async refundFailed(event: JobPayloads[JobName.SendRefundFailedAlert]): Promise<JobResult> {
    const [booking, refund] = await Promise.all([this.bookings.get(event.bookingId), this.ledger.refund(this.em.fork(), event.refundId)]);
    if (!booking || !refund) return 'skipped';
    return this.mail.sendOnce(`refund-failed-${refund.id}`, this.config.contactEmail, refundFailedTemplate, {
      reference: booking.reference,
      amount: formatPounds(refund.amountPence),
      reason: refund.reason,
      failure: refund.failureReason ?? 'no reason given',
      adminLink: `${this.config.appUrl.replace(/\/$/, '')}/admin-dashboard/bookings/${booking.reference}`,
      contactEmail: this.config.contactEmail,
    });
  }

  private link(manageToken: string | null): string | null {
    return manageToken ? manageUrl(this.config.appUrl, manageToken) : null;
  }
}
