import { Module } from '@nestjs/common';
import { BookingModule } from '../booking/index.js';
import { PaymentsModule } from '../payments/index.js';
import { BookingDocuments } from './booking-documents.service.js';
import { DocumentJournal } from './document-journal.js';
import { InvoicingJobs } from './invoicing.jobs.js';
import { ManageInvoiceController } from './manage-invoice.controller.js';
import { PartnerInvoices } from './partner-invoices.service.js';
import { PartnerInvoiceAdjustments } from './partner-invoice-adjustments.js';
import { PartnerInvoiceSettlements } from './partner-invoice-settlements.js';
import { PartnerInvoicingJobs } from './partner-invoicing.jobs.js';
import { VatSettingsService } from './vat-settings.service.js';

/**
 * VAT and the documents money moving issues (issue 41, part 2): the VAT settings, a booking's invoices, credit notes
 * and receipts with their gap-free numbers, their PDF, the manage page's invoice and company details, and partners'
 * monthly invoices of their bookings on account with their credit notes and payments.
 */
@Module({
  imports: [BookingModule, PaymentsModule],
  controllers: [ManageInvoiceController],
  providers: [BookingDocuments, DocumentJournal, InvoicingJobs, PartnerInvoices, PartnerInvoiceAdjustments, PartnerInvoiceSettlements, PartnerInvoicingJobs, VatSettingsService],
  exports: [BookingDocuments, DocumentJournal, PartnerInvoices, PartnerInvoiceSettlements, VatSettingsService],
})
export class InvoicingModule {}
