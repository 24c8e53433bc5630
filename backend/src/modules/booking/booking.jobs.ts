import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobRegistry } from '../../shared/queue/job-registry.js';
import { JobName } from '../../shared/queue/jobs.js';
import { BookingPaymentService } from './booking-payment.service.js';

/** The booking's side of payment events: a success confirms, a failure marks a still-pending booking. */
@Injectable()
export class BookingJobs implements OnModuleInit {
  constructor(
    private readonly jobs: JobRegistry,
    private readonly payments: BookingPaymentService,
  ) {}

  onModuleInit(): void {
    this.jobs.register(JobName.ConfirmPaidBooking, (event) => this.payments.onPaymentSucceeded(event));
    this.jobs.register(JobName.MarkBookingPaymentFailed, (event) => this.payments.onPaymentFailed(event));
  }
}
