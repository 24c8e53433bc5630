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
    const statement = scope.pointIds === null ? MONEY_BY_DAY.everywhere : MONEY_BY_DAY.atPoints;
    const rows = await withoutJit(em, (tx) => tx.execute<LedgerDay[]>(statement.sql, statement.params(paramsOf(scope))));
    return rows.sort((a, b) => a.day.localeCompare(b.day));
  }

  async sold(em: EntityManager, scope: LedgerReportScope): Promise<LedgerSold> {
    const statement = scope.pointIds === null ? GROSS_BY_SOLD.everywhere : GROSS_BY_SOLD.atPoints;
    const [row] = await withoutJit(em, (tx) => tx.execute<SoldRow[]>(statement.sql, statement.params(paramsOf(scope))));
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

/**
 * Runs a report's statement with PostgreSQL's JIT off: a sum over a month of a large history is costed past
 * jit_above_cost, and compiling it took seconds where running it takes milliseconds (docs/performance.md).
 */
async function withoutJit<T>(em: EntityManager, read: (tx: EntityManager) => Promise<T>): Promise<T> {
  return em.transactional(async (tx) => {
    await tx.execute('set local jit = off');
    return read(tx);
  });
}
