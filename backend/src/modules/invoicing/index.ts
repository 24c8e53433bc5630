export { InvoicingModule } from './invoicing.module.js';
export { BookingDocuments } from './booking-documents.service.js';
export { DocumentJournal, type JournalDocument } from './document-journal.js';
export { type DocumentRecord, toDocumentView } from './booking-document.js';
export { documentFileName, documentPdf, invoicePdfUrl } from './document-pdf.js';
export { DocumentNotFoundError } from './invoicing.errors.js';
export { VatSettingsService } from './vat-settings.service.js';
export { chargedVatPercent, readVatSettings } from './vat-settings.js';
export { eraseDocumentPersonalData } from './personal-data-erasure.js';
