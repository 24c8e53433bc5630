import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { addDays, formatIso, parseIso } from '@luggage/contracts';
import { GROSS_BY_SOLD, MONEY_BY_DAY } from './ledger-report.queries.js';
import { LedgerRollup } from './ledger-rollup.js';
import type { LedgerDay, LedgerReportScope, LedgerSold, LedgerSums } from './ledger-sums.js';

export type { LedgerDay, LedgerReportScope, LedgerSold, LedgerSums } from './ledger-sums.js';

interface SoldRow {
  storage_nights: number;
  storage_days: number;
  collection: number;
  delivery: number;
  return_elsewhere: number;
  change_difference: number;
}

const NOTHING_SOLD: LedgerSold = { storageNights: 0, storageDays: 0, collection: 0, delivery: 0, returnElsewhere: 0, changeDifference: 0 };

/**
 * The ledger summed for the admin's reports: the ended days from their rollup (ledger-rollup.ts), rolled up first if
 * they are not yet; today (and any day after) live, by aggregations over booking_payment and refund by the day money
 * moved, served by the indexes of Migration20270109 (docs/performance.md).
 */
@Injectable()
export class LedgerReport {
  constructor(private readonly rollup: LedgerRollup) {}

  /** The range's sums: its days before `today` ('YYYY-MM-DD', London) from the rollup, the rest live at the scope's rate. */
  async summed(em: EntityManager, scope: LedgerReportScope, today: string): Promise<LedgerSums> {
    const lastEnded = formatIso(addDays(parseIso(today)!, -1));
    const closedTo = scope.to < lastEnded ? scope.to : lastEnded;
    const liveFrom = scope.from > today ? scope.from : today;
    const [closed, live] = await Promise.all([
      scope.from <= closedTo ? this.rolledUp(em, { ...scope, to: closedTo }) : { days: [], sold: NOTHING_SOLD },
      liveFrom <= scope.to ? this.live(em, { ...scope, from: liveFrom }) : { days: [], sold: NOTHING_SOLD },
    ]);
    return { days: [...closed.days, ...live.days], sold: addSold(closed.sold, live.sold) };
  }

  private async rolledUp(em: EntityManager, scope: LedgerReportScope): Promise<LedgerSums> {
    await this.rollup.fill(em.fork(), scope.from, scope.to, scope.vatRatePercent);
    return this.rollup.read(em.fork(), scope);
  }

  private async live(em: EntityManager, scope: LedgerReportScope): Promise<LedgerSums> {
    const [days, sold] = await Promise.all([this.days(em.fork(), scope), this.sold(em.fork(), scope)]);
    return { days, sold };
  }

  /** The range's money by day, summed from the ledger's rows (the live path). */
  async days(em: EntityManager, scope: LedgerReportScope): Promise<LedgerDay[]> {
    const statement = scope.pointIds === null ? MONEY_BY_DAY.everywhere : MONEY_BY_DAY.atPoints;
    const rows = await withoutJit(em, (tx) => tx.execute<LedgerDay[]>(statement.sql, statement.params(paramsOf(scope))));
    return rows.sort((a, b) => a.day.localeCompare(b.day));
  }

  /** The range's gross by what was sold, from the ledger's rows (the live path). */
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

function addSold(a: LedgerSold, b: LedgerSold): LedgerSold {
  return {
    storageNights: a.storageNights + b.storageNights,
    storageDays: a.storageDays + b.storageDays,
    collection: a.collection + b.collection,
    delivery: a.delivery + b.delivery,
    returnElsewhere: a.returnElsewhere + b.returnElsewhere,
    changeDifference: a.changeDifference + b.changeDifference,
  };
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
