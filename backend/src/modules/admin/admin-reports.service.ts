import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  type AdminReport,
  type AdminReportQuery,
  aYearEarlier,
  type CalendarDate,
  formatDashed,
  formatIso,
  parseDayMonthYear,
  periodsOf,
  type ReportPeriod,
  type ReportRow,
  type ReportSpan,
  type ReportTotals,
  type SoldLine,
  todayInLondon,
} from '@luggage/contracts';
import { CatalogAdminService } from '../catalog/index.js';
import { chargedVatPercent } from '../invoicing/index.js';
import { type LedgerDay, LedgerReport, type LedgerSold } from '../payments/index.js';
import { ValidationFailedError } from '../../shared/errors/domain-error.js';
import { message } from '../../shared/i18n/message.js';

/**
 * The admin's revenue report: the payments module's ledger summed by London day (LedgerReport: ended days from their
 * rollup, today live), bucketed into the range's days, weeks or months, beside the same dates a year earlier.
 */
@Injectable()
export class AdminReportsService {
  constructor(
    private readonly em: EntityManager,
    private readonly ledger: LedgerReport,
    private readonly catalog: CatalogAdminService,
  ) {}

  async report(query: AdminReportQuery): Promise<AdminReport> {
    const by = query.by ?? 'day';
    const [from, to] = [parseDayMonthYear(query.from)!, parseDayMonthYear(query.to)!];
    const [pointIds, vatRatePercent] = await Promise.all([this.pointsOf(query.cityId, query.locationId), chargedVatPercent(this.em.fork())]);
    const [thisYear, lastYear] = await Promise.all([
      this.span(from, to, by, pointIds, vatRatePercent),
      this.span(aYearEarlier(from), aYearEarlier(to), by, pointIds, vatRatePercent),
    ]);
    return { ...thisYear, by, cityId: query.cityId ?? null, locationId: query.locationId ?? null, vatRatePercent, lastYear };
  }

  private async span(from: CalendarDate, to: CalendarDate, by: ReportPeriod, pointIds: number[] | null, vatRatePercent: number): Promise<ReportSpan & { bySold: SoldLine[] }> {
    const scope = { from: formatIso(from), to: formatIso(to), pointIds, vatRatePercent };
    const { days, sold } = await this.ledger.summed(this.em, scope, formatIso(todayInLondon()));
    const rows = periodsOf(from, to, by).map((period) => rowOf(period.start, period.end, days));
    const totals = rows.reduce<ReportTotals>((sum, row) => addUp(sum, row), { gross: 0, refunds: 0, net: 0, vat: 0, bookings: 0 });
    return { from: formatDashed(from), to: formatDashed(to), totals, rows, bySold: soldLines(sold, totals.refunds) };
  }

  /** The points a report covers (null: every point); a city or point the catalog does not have is a 422 under its field. */
  private async pointsOf(cityId: number | undefined, locationId: number | undefined): Promise<number[] | null> {
    if (cityId === undefined && locationId === undefined) return null;
    const catalog = await this.catalog.dashboard();
    if (cityId !== undefined && !catalog.collection_cities.some((city) => city.id === cityId)) {
      throw ValidationFailedError.forField('cityId', message('validation:city.invalid'));
    }
    if (locationId === undefined) return catalog.collection_locations.filter((point) => point.city.id === cityId).map((point) => point.id);
    const point = catalog.collection_locations.find((candidate) => candidate.id === locationId);
    if (!point || (cityId !== undefined && point.city.id !== cityId)) throw ValidationFailedError.forField('locationId', message('validation:location.invalid'));
    return [locationId];
  }
}

function rowOf(start: CalendarDate, end: CalendarDate, days: readonly LedgerDay[]): ReportRow {
  const [first, last] = [formatIso(start), formatIso(end)];
  const sum = days
    .filter((day) => day.day >= first && day.day <= last)
    .reduce((total, day) => ({ gross: total.gross + day.gross, refunds: total.refunds + day.refunds, vat: total.vat + day.vat, bookings: total.bookings + day.bookings }), {
      gross: 0,
      refunds: 0,
      vat: 0,
      bookings: 0,
    });
  return { period: formatDashed(start), periodEnd: formatDashed(end), ...sum, net: sum.gross - sum.refunds };
}

function addUp(sum: ReportTotals, row: ReportTotals): ReportTotals {
  return { gross: sum.gross + row.gross, refunds: sum.refunds + row.refunds, net: sum.net + row.net, vat: sum.vat + row.vat, bookings: sum.bookings + row.bookings };
}

/** The gross by what was sold, then the refunds as a negative line: the lines add up to the net. */
function soldLines(sold: LedgerSold, refunds: number): SoldLine[] {
  return [
    { kind: 'storage_nights', pence: sold.storageNights },
    { kind: 'storage_days', pence: sold.storageDays },
    { kind: 'collection', pence: sold.collection },
    { kind: 'delivery', pence: sold.delivery },
    { kind: 'return_elsewhere', pence: sold.returnElsewhere },
    { kind: 'change_difference', pence: sold.changeDifference },
    { kind: 'refunds', pence: -refunds },
  ];
}
