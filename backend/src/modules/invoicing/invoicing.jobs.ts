import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobRegistry } from '../../shared/queue/job-registry.js';
import { JobName } from '../../shared/queue/jobs.js';
import { BookingDocuments } from './booking-documents.service.js';
import { PartnerInvoices } from './partner-invoices.service.js';

/**
 * After a payment (BookingConfirmed, a paid change's BookingChanged, a late payment's BookingCancelled) or a refund
 * made (RefundSucceeded), in a transaction of its own: the booking's missing documents. The payment's confirmation
 * stays one statement (docs/decisions.md, "The booking path's cost"); a repeated job finds everything issued. After
 * a cancellation, an on-account booking on its month's invoice gets its credit note.
 */
@Injectable()
export class InvoicingJobs implements OnModuleInit {
  constructor(
    private readonly jobs: JobRegistry,
    private readonly documents: BookingDocuments,
    private readonly partnerInvoices: PartnerInvoices,
  ) {}

  onModuleInit(): void {
    this.jobs.register(JobName.IssueBookingDocuments, async ({ bookingId }) => {
      const { issued, cancelledOnAccount } = await this.documents.issueMissing(bookingId);
      const credited = cancelledOnAccount ? await this.partnerInvoices.creditCancelled(bookingId) : 0;
      return issued + credited > 0 ? 'done' : 'skipped';
    });
  }
}
