import { Readable } from 'node:stream';
import { formatIso, todayInLondon } from '@luggage/contracts';
import type { BookingService } from '../../booking/index.js';
import type { LedgerLine, PayoutReconciliation, ReconciledPayoutLine } from '../../payments/index.js';
import { type CsvCell, csvHeader, csvLines, pounds } from '../csv.js';
import type { ExportRange } from './export-range.js';

export const PAYOUT_COLUMNS = ['Payout', 'Arrival date', 'Payout amount', 'Transaction', 'Type', 'Date', 'Amount', 'Fee', 'Net', 'Booking', 'Ledger amount', 'Match'];
export const LEDGER_COLUMNS = ['Date', 'Type', 'Provider', 'Payment', 'Booking', 'Amount', 'State'];

/** The London day of an instant, YYYY-MM-DD: what spreadsheets and bookkeeping imports read as a date. */
const londonDay = (instant: Date): string => formatIso(todayInLondon(instant));

/**
 * The payouts reconciliation as a streamed CSV: with payouts (Stripe), each payout's lines matched to the ledger;
 * offline, the ledger's payments and refunds alone. Batches are read as the file is sent.
 */
export async function payoutsCsv(reconciliation: PayoutReconciliation, bookings: BookingService, range: ExportRange): Promise<{ withPayouts: boolean; body: Readable }> {
  const payouts = reconciliation.payoutLines(range.from, range.to);
  if (payouts) return { withPayouts: true, body: Readable.from(lines(PAYOUT_COLUMNS, await primed(payouts), bookings, payoutRow)) };
  return { withPayouts: false, body: Readable.from(lines(LEDGER_COLUMNS, await primed(reconciliation.ledgerLines(range.from, range.to)), bookings, ledgerRow)) };
}

/**
 * Reads the first batch before the answer starts: a provider that is down is then a 503, not a 200 cut short.
 * A failure later can only end the download as an error (the client sees it incomplete, never a short file as whole).
 */
async function primed<T>(batches: AsyncGenerator<T[]>): Promise<AsyncIterable<T[]>> {
  const first = await batches.next();
  return (async function* () {
    if (first.done) return;
    yield first.value;
    yield* batches;
  })();
}

async function* lines<T extends { bookingId: number | null }>(
  header: string[],
  batches: AsyncIterable<T[]>,
  bookings: BookingService,
  row: (line: T, reference: string | null) => CsvCell[],
): AsyncGenerator<string> {
  yield csvHeader(header);
  for await (const batch of batches) {
    const references = await bookings.referencesOf(batch.flatMap((line) => (line.bookingId === null ? [] : [line.bookingId])));
    yield csvLines(batch.map((line) => row(line, line.bookingId === null ? null : (references.get(line.bookingId) ?? null))));
  }
}

function payoutRow(line: ReconciledPayoutLine, reference: string | null): CsvCell[] {
  return [
    line.payoutId,
    londonDay(line.payoutArrival),
    pounds(line.payoutAmountPence),
    line.id,
    line.type,
    londonDay(line.createdAt),
    pounds(line.amountPence),
    pounds(line.feePence),
    pounds(line.netPence),
    reference,
    line.ledgerPence === null ? null : pounds(line.ledgerPence),
    line.match,
  ];
}

function ledgerRow(line: LedgerLine, reference: string | null): CsvCell[] {
  return [londonDay(line.at), line.kind, line.provider, line.paymentIntentId, reference, pounds(line.amountPence), line.state];
}
