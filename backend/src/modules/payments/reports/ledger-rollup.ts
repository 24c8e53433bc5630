import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { addDays, formatIso, parseIso } from '@luggage/contracts';
import { CLEAR_POINTS, FILL_POINTS, FIRST_LEDGER_DAY, MARK_ROLLED_UP, ROLLED_UP_DAYS, ROLLUP_LOCK, UNROLLED_DAYS } from './ledger-rollup.queries.js';
import type { LedgerDay, LedgerSold } from './ledger-sums.js';

/** Days rolled up per transaction: each holds the rollup's lock (which new payments wait on) for a short while only. */
const DAYS_PER_FILL = 31;

interface UnrolledDay {
  day: string;
  /** The rate a stale day was rolled up at (it keeps it); null for a day never rolled up. */
  rate: number | null;
}

interface RolledUpRow extends LedgerDay {
  storage_nights: number;
  storage_days: number;
  collection: number;
  delivery: number;
  return_elsewhere: number;
  change_difference: number;
}

/**
 * The ledger's closed London days summed once per point (ledger_day, ledger_day_point), so a report reads a few rows
 * a day whatever the history. A day is rolled up when it has ended: by the nightly job, or by the first report that
 * asks for it. Each day's VAT is reckoned at the rate charged when it was rolled up and kept (a stale day is summed
 * again at its own rate). The migration's triggers mark a day stale whenever a write changes what it sums.
 */
@Injectable()
export class LedgerRollup {
  /** Rolls up the days of [from, to] ('YYYY-MM-DD', all ended) not rolled up yet or stale; answers how many. */
  async fill(em: EntityManager, from: string, to: string, vatRatePercent: number): Promise<number> {
    if (from > to) return 0;
    const unrolled = await em.execute<UnrolledDay[]>(UNROLLED_DAYS.sql, UNROLLED_DAYS.params({ from, to }));
    let filled = 0;
    for (const chunk of chunksOf(unrolled.map((row) => row.day))) {
      filled += await em.fork().transactional((tx) => this.fillChunk(tx, chunk, vatRatePercent));
    }
    return filled;
  }

  /**
   * Rolls up every ended day from the ledger's first to `lastDay`: the nightly job's fill, and the first one of an
   * install (or a history just imported) in one call.
   */
  async fillUpTo(em: EntityManager, lastDay: string, vatRatePercent: number): Promise<number> {
    const [{ day: first }] = await em.execute<{ day: string | null }[]>(FIRST_LEDGER_DAY.sql, FIRST_LEDGER_DAY.params({}));
    return first ? this.fill(em, first, lastDay, vatRatePercent) : 0;
  }

  /** The rolled-up days of [from, to] with money or bookings (every point, or those given), and what they sold. */
  async read(em: EntityManager, scope: { from: string; to: string; pointIds: readonly number[] | null }): Promise<{ days: LedgerDay[]; sold: LedgerSold }> {
    const statement = scope.pointIds === null ? ROLLED_UP_DAYS.everywhere : ROLLED_UP_DAYS.atPoints;
    const points = scope.pointIds === null ? null : `{${scope.pointIds.join(',')}}`;
    const rows = await em.execute<RolledUpRow[]>(statement.sql, statement.params({ from: scope.from, to: scope.to, points }));
    const sold: LedgerSold = { storageNights: 0, storageDays: 0, collection: 0, delivery: 0, returnElsewhere: 0, changeDifference: 0 };
    for (const row of rows) {
      sold.storageNights += row.storage_nights;
      sold.storageDays += row.storage_days;
      sold.collection += row.collection;
      sold.delivery += row.delivery;
      sold.returnElsewhere += row.return_elsewhere;
      sold.changeDifference += row.change_difference;
    }
    return { days: rows.map((row) => ({ day: row.day, gross: row.gross, refunds: row.refunds, vat: row.vat, bookings: row.bookings })), sold };
  }

  /**
   * One transaction: the lock first (a fill waits for the writes that mark days stale to commit, and they for it), then
   * which of the chunk's days still need it (a racing fill may have done them), then their rows, replaced.
   */
  private async fillChunk(tx: EntityManager, chunk: { first: string; last: string }, vatRatePercent: number): Promise<number> {
    await tx.execute(`select pg_advisory_xact_lock(${ROLLUP_LOCK})`);
    await tx.execute('set local jit = off');
    const unrolled = await tx.execute<UnrolledDay[]>(UNROLLED_DAYS.sql, UNROLLED_DAYS.params({ from: chunk.first, to: chunk.last }));
    if (unrolled.length === 0) return 0;
    const days = `{${unrolled.map((row) => row.day).join(',')}}`;
    const rates = `{${unrolled.map((row) => row.rate ?? vatRatePercent).join(',')}}`;
    await tx.execute(MARK_ROLLED_UP.sql, MARK_ROLLED_UP.params({ days, rates }));
    await tx.execute(CLEAR_POINTS.sql, CLEAR_POINTS.params({ days }));
    await tx.execute(FILL_POINTS.sql, FILL_POINTS.params({ days, rates, first: chunk.first, last: chunk.last }));
    return unrolled.length;
  }
}

/** The days, in order, cut into spans of at most DAYS_PER_FILL calendar days. */
function chunksOf(days: readonly string[]): { first: string; last: string }[] {
  const chunks: { first: string; last: string }[] = [];
  for (const day of days) {
    const open = chunks.at(-1);
    if (open && day <= formatIso(addDays(parseIso(open.first)!, DAYS_PER_FILL - 1))) open.last = day;
    else chunks.push({ first: day, last: day });
  }
  return chunks;
}
