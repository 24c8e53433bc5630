import { addDays, type CalendarDate, compareDates, formatDashed, londonInstant, parseDayMonthYear, todayInLondon } from '@luggage/contracts';
import { ValidationFailedError } from '../../../shared/errors/domain-error.js';
import { message } from '../../../shared/i18n/message.js';

/** The longest range one export covers: a year, leap or not. */
export const MAX_EXPORT_DAYS = 366;

export interface ExportRange {
  first: CalendarDate;
  last: CalendarDate;
  /** [from, to): London midnight before the first day to London midnight after the last. */
  from: Date;
  to: Date;
}

/** The query's days, by default this month so far; 422 on `to` past a year's span. */
export function exportRange(query: { from?: string; to?: string }, today: CalendarDate = todayInLondon()): ExportRange {
  const last = query.to ? parseDayMonthYear(query.to)! : today;
  const first = query.from ? parseDayMonthYear(query.from)! : { ...last, day: 1 };
  if (compareDates(first, last) > 0) throw ValidationFailedError.forField('to', message('validation:form.notBefore', { label: 'end date', other: 'start date' }));
  if (compareDates(addDays(first, MAX_EXPORT_DAYS - 1), last) < 0) {
    throw ValidationFailedError.forField('to', message('validation:form.spanAtMost', { max: MAX_EXPORT_DAYS }));
  }
  return { first, last, from: londonInstant(first, '00:00'), to: londonInstant(addDays(last, 1), '00:00') };
}

/** 'payouts-01-11-2026-to-30-11-2026.csv' */
export const exportFilename = (name: string, range: ExportRange): string => `${name}-${formatDashed(range.first)}-to-${formatDashed(range.last)}.csv`;
