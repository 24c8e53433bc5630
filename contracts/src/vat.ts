/**
 * VAT (issue 41, part 2): the business's VAT settings, the split of a VAT-inclusive price, and the documents a
 * payment or a refund issues (a VAT invoice and its credit note; a receipt and its refund receipt while no VAT
 * number is set). Pounds at the API's boundary where amounts are sent; documents report pence like the ledger.
 */

/** GET /api/admin/vat and the body of PUT /api/admin/vat. */
export interface VatSettings {
  /** The business's UK VAT registration number ('GB123456789'); null while it is not registered. */
  vatNumber: string | null;
  /** 0..100, whole; prices include VAT. */
  ratePercent: number;
  legalName: string;
  address: string;
}

export const VAT_LIMITS = { legalNameMax: 150, addressMax: 300, companyNameMax: 150, companyAddressMax: 300, ratePercentMax: 100 } as const;

export const DEFAULT_VAT_RATE_PERCENT = 20;

/** A UK VAT registration number: GB and 9 digits, or 12 (a branch of a group). */
export const UK_VAT_NUMBER_PATTERN = /^GB(\d{9}|\d{12})$/;

/** A customer's own VAT number, of any country: two letters and 2 to 13 letters or digits ('GB123456789', 'FR12345678901'). */
export const VAT_NUMBER_PATTERN = /^[A-Z]{2}[0-9A-Z]{2,13}$/;

/** 'gb 123 456 789' → 'GB123456789': spaces, dots and dashes dropped, upper case. */
export function normaliseVatNumber(text: string): string {
  return text.replace(/[\s.-]/g, '').toUpperCase();
}

/**
 * The VAT inside a VAT-inclusive amount: gross less the net rounded to the nearest penny (halves away from zero,
 * the same for a negative line as for its positive twin, so a credit note mirrors its invoice to the penny).
 */
export function vatOfGross(grossPence: number, ratePercent: number): number {
  const sign = grossPence < 0 ? -1 : 1;
  const gross = Math.abs(grossPence);
  const net = Math.round((gross * 100) / (100 + ratePercent));
  return sign * (gross - net) + 0;
}

/** Kinds of document: a VAT invoice and its credit note; a receipt and its refund receipt without a VAT number. */
export type DocumentKind = 'invoice' | 'credit_note' | 'receipt' | 'refund_receipt';

/**
 * Why a document was issued: a payment, a refund, new company details (the old invoice cancelled, a new one), a
 * partner's month of bookings on account, or an on-account booking cancelled after its month was invoiced.
 */
export type DocumentReason = 'payment' | 'refund' | 'reissue' | 'partner_month' | 'cancellation' | 'partner_change';

/** A line of a document, in pence; gross includes VAT; a credit note's lines are negative. */
export interface DocumentLine {
  description: string;
  netPence: number;
  vatRatePercent: number;
  vatPence: number;
  grossPence: number;
}

/** A line of a document from its gross at a rate. */
export function documentLine(description: string, grossPence: number, vatRatePercent: number): DocumentLine {
  const vatPence = vatOfGross(grossPence, vatRatePercent);
  return { description, netPence: grossPence - vatPence, vatRatePercent, vatPence, grossPence };
}

/** A document's totals: the sums of its lines. */
export function documentTotals(lines: readonly DocumentLine[]): { netPence: number; vatPence: number; grossPence: number } {
  return lines.reduce((sum, line) => ({ netPence: sum.netPence + line.netPence, vatPence: sum.vatPence + line.vatPence, grossPence: sum.grossPence + line.grossPence }), {
    netPence: 0,
    vatPence: 0,
    grossPence: 0,
  });
}

/** A document as the admin's booking page lists it (and the manage page names the latest). */
export interface BookingDocumentView {
  id: number;
  kind: DocumentKind;
  /** 'INV-000042', 'CN-000007' */
  number: string;
  /** DD-MM-YYYY */
  issueDate: string;
  reason: DocumentReason;
  netPence: number;
  vatPence: number;
  grossPence: number;
  /** A credit note's: the invoice it refers to. */
  refersTo: string | null;
  /** An invoice cancelled by a credit note (its company details were changed): that credit note. */
  cancelledBy: string | null;
}

/** PUT /api/manage/{token}/invoice-details: the business the invoice is made out to. */
export interface InvoiceDetailsRequest {
  companyName: string;
  companyAddress: string;
  /** Their own VAT number, when they have one. */
  vatNumber: string | null;
}

/** GET /api/manage/{token}/invoice: the company details given, and the latest document (null before any). */
export interface ManageInvoiceView {
  details: InvoiceDetailsRequest | null;
  latest: { kind: DocumentKind; number: string } | null;
}
