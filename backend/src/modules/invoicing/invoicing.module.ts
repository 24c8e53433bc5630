import { Module } from '@nestjs/common';
import { BookingModule } from '../booking/index.js';
import { PaymentsModule } from '../payments/index.js';
import { BookingDocuments } from './booking-documents.service.js';
import { DocumentJournal } from './document-journal.js';
import { InvoicingJobs } from './invoicing.jobs.js';
import { ManageInvoiceController } from './manage-invoice.controller.js';
import { VatSettingsService } from './vat-settings.service.js';

/**
 * VAT and the documents money moving issues (issue 41, part 2): the VAT settings, a booking's invoices, credit notes
 * and receipts with their gap-free numbers, their PDF, and the manage page's invoice and company details.
 */
@Module({
  imports: [BookingModule, PaymentsModule],
  controllers: [ManageInvoiceController],
  providers: [BookingDocuments, DocumentJournal, InvoicingJobs, VatSettingsService],
  exports: [BookingDocuments, DocumentJournal, VatSettingsService],
})
export class InvoicingModule {}
