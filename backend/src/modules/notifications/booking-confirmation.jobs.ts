import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { formatPounds, MIN_SHOWN_DISCOUNT_PENCE, parseDayMonthYear } from '@luggage/contracts';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { JobRegistry } from '../../shared/queue/job-registry.js';
import { JobName, type JobPayloads, type JobResult } from '../../shared/queue/jobs.js';
import { BookingService, type BookingView } from '../booking/index.js';
import { MailService } from './mail.service.js';
import { type BookingConfirmationContext, bookingConfirmationTemplate } from './templates/booking-confirmation.template.js';

const LONG_DATE = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** BookingConfirmed -> the confirmation email, once per booking however often the job runs. */
@Injectable()
export class BookingConfirmationJobs implements OnModuleInit {
  constructor(
    private readonly jobs: JobRegistry,
    private readonly bookings: BookingService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.jobs.register(JobName.SendBookingConfirmation, (event) => this.send(event));
  }

  private async send(event: JobPayloads[JobName.SendBookingConfirmation]): Promise<JobResult> {
    const booking = await this.bookings.get(event.bookingId);
    if (!booking) return 'skipped';
    const context = toConfirmationContext(booking, this.config.contactEmail);
    return this.mail.sendOnce(`booking-confirmation-${booking.id}`, booking.email, bookingConfirmationTemplate, context);
  }
}

export function toConfirmationContext(booking: BookingView, contactEmail: string): BookingConfirmationContext {
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
    contactEmail,
  };
}

/** 'DD-MM-YYYY' -> 'Friday 4 December 2026' */
function longDate(dashed: string): string {
  const date = parseDayMonthYear(dashed);
  if (!date) return dashed;
  return LONG_DATE.format(new Date(Date.UTC(date.year, date.month - 1, date.day))).replace(',', '');
}
