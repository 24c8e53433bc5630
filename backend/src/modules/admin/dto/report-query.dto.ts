import { type AdminReportQuery, REPORT_MAX_DAYS, REPORT_PERIODS, type ReportPeriod } from '@luggage/contracts';
import { CityId, DayMonthYear, DayMonthYearUpTo, OptionalListedChoice, OptionalLocationId } from '../../../shared/validation/rules.js';

/** The longest range for the period asked (by day when `by` is missing or not a period: its own field says so). */
const maxDaysFor = (object: Record<string, unknown>) => REPORT_MAX_DAYS[(REPORT_PERIODS as readonly unknown[]).includes(object.by) ? (object.by as ReportPeriod) : 'day'];

/** Query of GET /api/admin/reports: a range of London days (both counted) by day, week or month, for a city or a point. */
export class ReportQueryDto implements AdminReportQuery {
  @DayMonthYear('start date')
  from!: string;

  @DayMonthYearUpTo('from', 'end date', 'start date', maxDaysFor)
  to!: string;

  @OptionalListedChoice('period', REPORT_PERIODS)
  by?: ReportPeriod;

  @CityId({ required: false })
  cityId?: number;

  @OptionalLocationId()
  locationId?: number;
}
