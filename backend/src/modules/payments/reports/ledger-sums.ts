/** The shapes the ledger's sums for reports come in (ledger-report.ts live, ledger-rollup.ts from the rollup). */

/** What the ledger reports over: London days 'YYYY-MM-DD' (both counted), the bookings' points (null: all), the VAT rate. */
export interface LedgerReportScope {
  from: string;
  to: string;
  pointIds: readonly number[] | null;
  vatRatePercent: number;
}

/** One London day's money in pence, and the bookings paid that day. */
export interface LedgerDay {
  day: string;
  gross: number;
  refunds: number;
  vat: number;
  bookings: number;
}

/** The range's payments by what they sold, in pence (ledger-report.queries.ts says how a payment is split). */
export interface LedgerSold {
  storageNights: number;
  storageDays: number;
  collection: number;
  delivery: number;
  returnElsewhere: number;
  changeDifference: number;
}

/** A range's money by day, and what it sold. */
export interface LedgerSums {
  days: LedgerDay[];
  sold: LedgerSold;
}
