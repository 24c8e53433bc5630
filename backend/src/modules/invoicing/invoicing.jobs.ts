import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobRegistry } from '../../shared/queue/job-registry.js';
import { JobName } from '../../shared/queue/jobs.js';
import { BookingDocuments } from './booking-documents.service.js';

/**
 * After a payment (BookingConfirmed, a paid change's BookingChanged, a late payment's BookingCancelled) or a refund
 * made (RefundSucceeded), in a transaction of its own: the booking's missing documents. The payment's confirmation
 * stays one statement (docs/decisions.md, "The booking path's cost"); a repeated job finds everything issued.
 */
@Injectable()
export class InvoicingJobs implements OnModuleInit {
  constructor(
    private readonly jobs: JobRegistry,
    private readonly documents: BookingDocuments,
  ) {}

  onModuleInit(): void {
    this.jobs.register(JobName.IssueBookingDocuments, async ({ bookingId }) => ((await this.documents.issueMissing(bookingId)) > 0 ? 'done' : 'skipped'));
  }
}
