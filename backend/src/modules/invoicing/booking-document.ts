import type { BookingDocumentView, DocumentKind, DocumentLine, DocumentReason, Language } from '@luggage/contracts';
import { formatDashed, parseIso } from '@luggage/contracts';

/** A stored document, as the PDF draws it. Dates 'YYYY-MM-DD' (London). */
export interface DocumentRecord {
  id: number;
  kind: DocumentKind;
  reason: DocumentReason;
  number: string;
  /** Null on a partner's monthly invoice (many bookings) and on the credit note of one of them. */
  bookingId: number | null;
  /** A booking's document's booking; a monthly invoice's credit note's cancelled booking; null on a monthly invoice. */
  bookingReference: string | null;
  /** A partner's monthly invoice and its credit notes: the partner and the month ('YYYY-MM-01'); else null. */
  partnerId: number | null;
  periodMonth: string | null;
  paymentId: number | null;
  refundId: number | null;
  refersToId: number | null;
  refersTo: string | null;
  cancelledBy: string | null;
  supplier: { legalName: string; address: string; vatNumber: string | null };
  customer: { name: string; companyName: string | null; companyAddress: string | null; vatNumber: string | null };
  language: Language;
  supplyDate: string;
  issueDate: string;
  vatRatePercent: number;
  netPence: number;
  vatPence: number;
  grossPence: number;
  lines: DocumentLine[];
}

/** The columns DocumentRecord is read from (`d` the document, `r` what it refers to, `c` what cancelled it). */
export const DOCUMENT_COLUMNS = `d.id, d.kind, d.reason, d.document_number, d.booking_id, d.booking_reference, d.payment_id, d.refund_id, d.refers_to_id,
  r.document_number as refers_to, c.document_number as cancelled_by, d.supplier_legal_name, d.supplier_address, d.supplier_vat_number,
  d.customer_name, d.company_name, d.company_address, d.customer_vat_number, d.language, d.supply_date::text as supply_date,
  d.issue_date::text as issue_date, d.vat_rate_percent, d.net_pence, d.vat_pence, d.gross_pence, d.lines, d.partner_id,
  d.period_month::text as period_month`;

export const DOCUMENT_FROM = `booking_document d left join booking_document r on r.id = d.refers_to_id left join booking_document c on c.id = d.cancelled_by_id`;

export interface DocumentRow {
  id: number;
  kind: DocumentKind;
  reason: DocumentReason;
  document_number: string;
  booking_id: number | null;
  booking_reference: string | null;
  partner_id: number | null;
  period_month: string | null;
  payment_id: number | null;
  refund_id: number | null;
  refers_to_id: number | null;
  refers_to: string | null;
  cancelled_by: string | null;
  supplier_legal_name: string;
  supplier_address: string;
  supplier_vat_number: string | null;
  customer_name: string;
  company_name: string | null;
  company_address: string | null;
  customer_vat_number: string | null;
  language: Language;
  supply_date: string;
  issue_date: string;
  vat_rate_percent: number;
  net_pence: number;
  vat_pence: number;
  gross_pence: number;
  lines: DocumentLine[] | string;
}

export function toDocumentRecord(row: DocumentRow): DocumentRecord {
  return {
    id: row.id,
    kind: row.kind,
    reason: row.reason,
    number: row.document_number,
    bookingId: row.booking_id,
    bookingReference: row.booking_reference,
    partnerId: row.partner_id,
    periodMonth: row.period_month,
    paymentId: row.payment_id,
    refundId: row.refund_id,
    refersToId: row.refers_to_id,
    refersTo: row.refers_to,
    cancelledBy: row.cancelled_by,
    supplier: { legalName: row.supplier_legal_name, address: row.supplier_address, vatNumber: row.supplier_vat_number },
    customer: { name: row.customer_name, companyName: row.company_name, companyAddress: row.company_address, vatNumber: row.customer_vat_number },
    language: row.language,
    supplyDate: row.supply_date,
    issueDate: row.issue_date,
    vatRatePercent: row.vat_rate_percent,
    netPence: row.net_pence,
    vatPence: row.vat_pence,
    grossPence: row.gross_pence,
    lines: typeof row.lines === 'string' ? (JSON.parse(row.lines) as DocumentLine[]) : row.lines,
  };
}

export function toDocumentView(record: DocumentRecord): BookingDocumentView {
  return {
    id: record.id,
    kind: record.kind,
    number: record.number,
    issueDate: formatDashed(parseIso(record.issueDate)!),
    reason: record.reason,
    netPence: record.netPence,
    vatPence: record.vatPence,
    grossPence: record.grossPence,
    refersTo: record.refersTo,
    cancelledBy: record.cancelledBy,
  };
}

/** A credit follows what it refers to: a VAT invoice's is a credit note, a receipt's a refund receipt. */
export const creditKindFor = (kind: DocumentKind): DocumentKind => (kind === 'receipt' ? 'refund_receipt' : 'credit_note');

/**
 * A document's supplier, never an empty block: a legal name or address not set (documents issued before an admin set
 * them) is the trading name and address the site shows (COMPANY_NAME, COMPANY_ADDRESS).
 */
export function supplierOrTrading(supplier: DocumentRecord['supplier'], trading: { name: string; address: string }): DocumentRecord['supplier'] {
  return { legalName: supplier.legalName.trim() || trading.name, address: supplier.address.trim() || trading.address, vatNumber: supplier.vatNumber };
}
