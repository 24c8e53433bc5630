import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobRegistry } from '../../shared/queue/job-registry.js';
import { JobName } from '../../shared/queue/jobs.js';
import { BookingHoldsService } from './capacity/booking-holds.service.js';
import { BookingPaymentService } from './checkout/booking-payment.service.js';

/** The booking's side of payment events (a success confirms, a failure marks a still-pending booking) and its holds' ends. */
@Injectable()
export class BookingJobs implements OnModuleInit {
  constructor(
    private readonly jobs: JobRegistry,
    private readonly payments: BookingPaymentService,
    private readonly holds: BookingHoldsService,
  ) {}

  onModuleInit(): void {
    this.jobs.register(JobName.ConfirmPaidBooking, (event) => this.payments.onPaymentSucceeded(event));
    this.jobs.register(JobName.ReleaseExpiredHold, (event) => this.holds.releaseExpired(event));
    this.jobs.register(JobName.MarkBookingPaymentFailed, (event) => this.payments.onPaymentFailed(event));
  }
}
