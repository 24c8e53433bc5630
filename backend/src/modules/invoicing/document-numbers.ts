import type { EntityManager } from '@mikro-orm/postgresql';
import type { DocumentKind } from '@luggage/contracts';

/** Invoices and receipts share one series, credit notes and refund receipts another: 'INV-000001', 'CN-000001'. */
export type DocumentSeries = 'INV' | 'CN';

export const seriesOf = (kind: DocumentKind): DocumentSeries => (kind === 'invoice' || kind === 'receipt' ? 'INV' : 'CN');

export const documentNumber = (series: DocumentSeries, number: number): string => `${series}-${String(number).padStart(6, '0')}`;

/**
 * The series' next number, taken in the caller's transaction: the counter row's update locks it until the commit, so
 * racing documents take turns and each sees the last one's number; a rollback gives the number back (a sequence
 * would not), so the series has no gap and no number twice.
 */
export async function takeNumber(tx: EntityManager, series: DocumentSeries): Promise<number> {
  const [row] = await tx.execute<{ number: number }[]>('update document_series set next_number = next_number + 1 where series = ? returning next_number - 1 as number', [series]);
  return row.number;
}
