/**
 * The admin's revenue report (GET /api/admin/reports): money counted on the London day it moved, in pence. The
 * period bucketing and the VAT rounding are here, pure, so the server and its tests reckon them the same way.
 */
import { addDays, type CalendarDate, compareDates } from './dates.js';

export const REPORT_PERIODS = ['day', 'week', 'month'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** The longest range (in days, both ends counted) a report covers for each period. */
export const REPORT_MAX_DAYS: Record<ReportPeriod, number> = { day: 366, week: 731, month: 1827 };

/** What the gross was sold as: storage (nights, or a same-day stay), an address leg's fee, a change's difference. */
export const SOLD_KINDS = ['storage_nights', 'storage_days', 'collection', 'delivery', 'return_elsewhere', 'change_difference', 'refunds'] as const;
export type SoldKind = (typeof SOLD_KINDS)[number];

export interface ReportMoney {
  /** Payments taken. */
  gross: number;
  /** Refunds that succeeded. */
  refunds: number;
  /** gross - refunds. */
  net: number;
  /** The VAT inside net: each payment's and each refund's VAT (vatInside), summed. */
  vat: number;
}

export interface ReportTotals extends ReportMoney {
  /** Bookings made (paid) in the range. */
  bookings: number;
}

export interface ReportRow extends ReportTotals {
  /** The period's first day in the range, DD-MM-YYYY. */
  period: string;
  /** Its last day in the range, DD-MM-YYYY. */
  periodEnd: string;
}

/** One line of what was sold; refunds are a negative line, so the lines add up to the net. */
export interface SoldLine {
  kind: SoldKind;
  pence: number;
}

export interface ReportSpan {
  from: string;
  to: string;
  totals: ReportTotals;
  rows: ReportRow[];
}

export interface AdminReport extends ReportSpan {
  by: ReportPeriod;
  cityId: number | null;
  locationId: number | null;
  /**
   * The rate today's VAT is reckoned at (prices include VAT): the rate charged now. An ended day keeps the VAT of the
   * rate charged when it was rolled up (normally the night after).
   */
  vatRatePercent: number;
  bySold: SoldLine[];
  /** The same dates a year earlier (29 February becomes 28 February), bucketed the same way. */
  lastYear: ReportSpan & { bySold: SoldLine[] };
}

export interface AdminReportQuery {
  from: string;
  to: string;
  by?: ReportPeriod;
  cityId?: number;
  locationId?: number;
}

/** The VAT inside an amount that includes it: amount - round(amount / (1 + rate)), to the penny (half away from zero). */
export function vatInside(pence: number, ratePercent: number): number {
  const net = Math.sign(pence) * Math.round((Math.abs(pence) * 100) / (100 + ratePercent));
  return pence - net;
}

/** The first day of the period `day` falls in: itself, its week's Monday, or its month's first. */
export function periodStart(day: CalendarDate, by: ReportPeriod): CalendarDate {
  if (by === 'day') return day;
  if (by === 'month') return { ...day, day: 1 };
  const weekday = new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The periods of [from, to], each clipped to the range: day by day, Monday-to-Sunday weeks, or calendar months. */
export function periodsOf(from: CalendarDate, to: CalendarDate, by: ReportPeriod): { start: CalendarDate; end: CalendarDate }[] {
  const periods: { start: CalendarDate; end: CalendarDate }[] = [];
  let start = from;
  while (compareDates(start, to) <= 0) {
    const next = nextPeriod(periodStart(start, by), by);
    const end = compareDates(addDays(next, -1), to) < 0 ? addDays(next, -1) : to;
    periods.push({ start, end });
    start = next;
  }
  return periods;
}

function nextPeriod(start: CalendarDate, by: ReportPeriod): CalendarDate {
  if (by === 'day') return addDays(start, 1);
  if (by === 'week') return addDays(start, 7);
  return start.month === 12 ? { year: start.year + 1, month: 1, day: 1 } : { year: start.year, month: start.month + 1, day: 1 };
}

/** The same day a year earlier; 29 February becomes 28 February. */
export function aYearEarlier(day: CalendarDate): CalendarDate {
  const year = day.year - 1;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return day.month === 2 && day.day === 29 && !leap ? { year, month: 2, day: 28 } : { ...day, year };
}

/** Days from `from` to `to`, both counted. */
export function daysInRange(from: CalendarDate, to: CalendarDate): number {
  return Math.round((Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / 86_400_000) + 1;
}
