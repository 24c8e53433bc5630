import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { describeCancellationPolicy, formatPounds, MIN_SHOWN_DISCOUNT_PENCE } from '@luggage/contracts';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { JobRegistry } from '../../shared/queue/job-registry.js';
import { JobName, type JobResult } from '../../shared/queue/jobs.js';
import { BookingService, type BookingView, manageUrl } from '../booking/index.js';
import { CancellationPolicyService } from '../pricing/index.js';
import { longDate } from './email-dates.js';
import { MailService } from './mail.service.js';
import { type BookingConfirmationContext, bookingConfirmationTemplate } from './templates/booking-confirmation.template.js';

/** BookingConfirmed -> the confirmation email, once per booking however often the job runs; and again when an operator asks. */
@Injectable()
export class BookingConfirmationJobs implements OnModuleInit {
  constructor(
    private readonly jobs: JobRegistry,
    private readonly bookings: BookingService,
    private readonly policy: CancellationPolicyService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.jobs.register(JobName.SendBookingConfirmation, ({ bookingId }) => this.send(bookingId, `booking-confirmation-${bookingId}`));
    this.jobs.register(JobName.ResendBookingConfirmation, ({ bookingId, requestId }) => this.send(bookingId, `booking-confirmation-${bookingId}-resend-${requestId}`));
  }

  private async send(bookingId: number, key: string): Promise<JobResult> {
    const booking = await this.bookings.get(bookingId);
    if (!booking) return 'skipped';
    const token = await this.bookings.manageToken(bookingId);
    const context = toConfirmationContext(booking, this.config.contactEmail, {
      manageLink: token ? manageUrl(this.config.appUrl, token) : null,
      policy: describeCancellationPolicy(await this.policy.current()),
    });
    return this.mail.sendOnce(key, booking.email, bookingConfirmationTemplate, context);
  }
}

export function toConfirmationContext(booking: BookingView, contactEmail: string, extra: { manageLink: string | null; policy: string }): BookingConfirmationContext {
  return {
    name: booking.fullName,
    reference: booking.reference,
    items: booking.items.map((item) => ({ title: item.title, amount: item.amount, unitPrice: formatPounds(item.unitPricePence) })),
    nights: `${booking.nights} night${booking.nights === 1 ? '' : 's'}`,
    collectionDate: longDate(booking.collectionDate),
    returnDate: longDate(booking.returnDate),
    pointName: booking.location.name,
    pointAddress: booking.location.address,
    pointTime: booking.location.time,
    fullPrice: formatPounds(booking.noDiscountPence),
    discount: booking.discountPence >= MIN_SHOWN_DISCOUNT_PENCE ? formatPounds(booking.discountPence) : null,
    totalPaid: formatPounds(booking.totalPence),
    ...extra,
    contactEmail,
  };
}
