import type { DocumentKind } from '@luggage/contracts';

/** Invoices and receipts share one series, credit notes and refund receipts another: 'INV-000001', 'CN-000001'. */
export type DocumentSeries = 'INV' | 'CN';

export const seriesOf = (kind: DocumentKind): DocumentSeries => (kind === 'invoice' || kind === 'receipt' ? 'INV' : 'CN');

/**
 * The series' next number as a CTE (`numbered`: series, number, document_number), for the document's insert in the
 * same statement: the counter row's update locks it until the commit, so racing documents take turns and each sees
 * the last one's number; a rollback gives the number back (a sequence would not), so the series has no gap and no
 * number twice. Its one parameter is the series.
 */
export const NUMBERED = `numbered as (
  update document_series set next_number = next_number + 1 where series = ?
  returning series, next_number - 1 as number, series || '-' || lpad((next_number - 1)::text, 6, '0') as document_number
)`;
