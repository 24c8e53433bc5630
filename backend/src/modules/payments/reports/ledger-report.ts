import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { GROSS_BY_SOLD, MONEY_BY_DAY } from './ledger-report.queries.js';

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

interface SoldRow {
  storage_nights: number;
  storage_days: number;
  collection: number;
  delivery: number;
  return_elsewhere: number;
  change_difference: number;
}

/**
 * The ledger summed for the admin's reports: aggregations over booking_payment and refund by the day money moved,
 * served by the indexes of Migration20270109 (docs/performance.md).
 */
@Injectable()
export class LedgerReport {
  async days(em: EntityManager, scope: LedgerReportScope): Promise<LedgerDay[]> {
    const rows = await em.execute<LedgerDay[]>(MONEY_BY_DAY.sql, MONEY_BY_DAY.params(paramsOf(scope)));
    const byDay = new Map<string, LedgerDay>();
    for (const row of rows) {
      const day = byDay.get(row.day) ?? { day: row.day, gross: 0, refunds: 0, vat: 0, bookings: 0 };
      byDay.set(row.day, { day: row.day, gross: day.gross + row.gross, refunds: day.refunds + row.refunds, vat: day.vat + row.vat, bookings: day.bookings + row.bookings });
    }
    return [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day));
  }

  async sold(em: EntityManager, scope: LedgerReportScope): Promise<LedgerSold> {
    const [row] = await em.execute<SoldRow[]>(GROSS_BY_SOLD.sql, GROSS_BY_SOLD.params(paramsOf(scope)));
    return {
      storageNights: row.storage_nights,
      storageDays: row.storage_days,
      collection: row.collection,
      delivery: row.delivery,
      returnElsewhere: row.return_elsewhere,
      changeDifference: row.change_difference,
    };
  }
}

function paramsOf(scope: LedgerReportScope): Record<string, unknown> {
  return { from: scope.from, to: scope.to, points: scope.pointIds === null ? null : `{${scope.pointIds.join(',')}}`, rate: scope.vatRatePercent };
}
