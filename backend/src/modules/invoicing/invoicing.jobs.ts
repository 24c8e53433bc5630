import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobRegistry } from '../../shared/queue/job-registry.js';
import { JobName } from '../../shared/queue/jobs.js';
import { BookingDocuments } from './booking-documents.service.js';
import { PartnerInvoices } from './partner-invoices.service.js';
import { PartnerInvoiceAdjustments } from './partner-invoice-adjustments.js';

/**
 * After a payment (BookingConfirmed, a paid change's BookingChanged, a late payment's BookingCancelled) or a refund
 * made (RefundSucceeded), in a transaction of its own: the booking's missing documents. The payment's confirmation
 * stays one statement (docs/decisions.md, "The booking path's cost"); a repeated job finds everything issued. After
 * a cancellation, an on-account booking on its month's invoice gets its credit note; after a change, the document of
 * the difference (a credit note or a supplementary invoice).
 */
@Injectable()
export class InvoicingJobs implements OnModuleInit {
  constructor(
    private readonly jobs: JobRegistry,
    private readonly documents: BookingDocuments,
    private readonly partnerInvoices: PartnerInvoices,
    private readonly adjustments: PartnerInvoiceAdjustments,
  ) {}

  onModuleInit(): void {
    this.jobs.register(JobName.IssueBookingDocuments, async ({ bookingId }) => {
      const { issued, cancelledOnAccount, onAccount } = await this.documents.issueMissing(bookingId);
      const credited = cancelledOnAccount ? await this.partnerInvoices.creditCancelled(bookingId) : onAccount ? await this.adjustments.adjustChanged(bookingId) : 0;
      return issued + credited > 0 ? 'done' : 'skipped';
    });
  }
}
